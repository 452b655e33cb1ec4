import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@pocket/api-client';
import { Button, FormField, Input, toast } from '@pocket/ui';
import { applyFieldIssues } from '../../../lib/form-issues.ts';
import { useValidationText } from '../../../lib/use-validation-text.ts';
import {
  EMPTY_PASSWORD,
  PASSWORD_FIELDS,
  passwordResolver,
  type PasswordValues,
} from '../forms/profile-forms.ts';

type PasswordFormProps = { onSave: (values: PasswordValues) => Promise<unknown> };

/** Old, new and confirmed password; the server checks the old one ("Old password incorrect"). */
export function PasswordForm({ onSave }: PasswordFormProps) {
  const { t } = useLingui();
  const text = useValidationText();
  const { register, handleSubmit, reset, setError, formState } = useForm<PasswordValues>({
    defaultValues: EMPTY_PASSWORD,
    resolver: passwordResolver,
    mode: 'onTouched',
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
      reset(EMPTY_PASSWORD);
      toast.success(t`Password changed successfully`);
    } catch (error) {
      const rest = applyFieldIssues(error, setError, PASSWORD_FIELDS);
      if (!isApiError(error) || !error.issues || rest.length > 0) {
        toast.error(isApiError(error) && error.msg ? error.msg : t`Update failed`);
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t`Change password`} className="grid max-w-xl gap-4">
      <FormField label={t`Old password`} required error={text(errors.oldPassword?.message)}>
        <Input type="password" autoComplete="current-password" {...register('oldPassword')} />
      </FormField>
      <FormField label={t`New password`} required error={text(errors.newPassword?.message)}>
        <Input type="password" autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <FormField label={t`Confirm password`} required error={text(errors.confirmPassword?.message)}>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <div>
        <Button type="submit" loading={formState.isSubmitting}>
          <Trans>Change password</Trans>
        </Button>
      </div>
    </form>
  );
}
