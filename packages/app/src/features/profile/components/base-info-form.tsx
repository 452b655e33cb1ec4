import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@pocket/api-client';
import type { User } from '@pocket/contract';
import { Button, FormField, Input, RadioGroup, Select, Textarea, toast, type SelectOption } from '@pocket/ui';
import { applyFieldIssues } from '../../../lib/form-issues.ts';
import { useValidationText } from '../../../lib/use-validation-text.ts';
import {
  BASE_INFO_FIELDS,
  baseInfoResolver,
  userToBaseInfo,
  type BaseInfoValues,
} from '../forms/profile-forms.ts';
import { useSexOptions } from '../../../lib/sex-options.ts';

type BaseInfoFormProps = {
  user: User;
  /** Choices of the nation and education fields (dictionary items). */
  nations: SelectOption[];
  educations: SelectOption[];
  onSave: (values: BaseInfoValues) => Promise<unknown>;
};

/** The dictionary's items, plus a stored value the dictionary no longer lists so it stays visible. */
function withCurrent(options: SelectOption[], current: string): SelectOption[] {
  return current && !options.some((o) => o.value === current)
    ? [...options, { value: current, label: current }]
    : options;
}

/** The signed-in user's own name, contact data, sex and work description. */
export function BaseInfoForm({ user, nations, educations, onSave }: BaseInfoFormProps) {
  const { t } = useLingui();
  const sexOptions = useSexOptions();
  const text = useValidationText();
  const { register, control, handleSubmit, reset, setError, formState } = useForm<BaseInfoValues>({
    defaultValues: userToBaseInfo(user),
    resolver: baseInfoResolver as never,
    mode: 'onTouched',
  });
  const { errors } = formState;

  // A revalidated record (focus, reconnect, another save) updates the fields the user has not
  // touched; what they typed stays.
  useEffect(() => reset(userToBaseInfo(user), { keepDirtyValues: true }), [user, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
      // Saved: the values are the new baseline, so the refreshed record may replace them again.
      reset(values);
      toast.success(t`Updated successfully`);
    } catch (error) {
      const rest = applyFieldIssues(error, setError, BASE_INFO_FIELDS);
      if (!isApiError(error) || !error.issues || rest.length > 0) {
        toast.error(isApiError(error) && error.msg ? error.msg : t`Update failed`);
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t`Base information`} className="grid max-w-xl gap-4">
      <FormField label={t`Account`}>
        <Input value={user.account} readOnly />
      </FormField>
      <FormField
        label={t({ message: 'Name', context: 'person' })}
        required
        error={text(errors.name?.message)}
      >
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label={t`Email`} error={text(errors.email?.message)}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label={t`Mobile`} error={text(errors.mobile?.message)}>
        <Input type="tel" autoComplete="tel" {...register('mobile')} />
      </FormField>
      <FormField label={t`Sex`} error={text(errors.sex?.message)}>
        {(control_) => (
          <Controller
            control={control}
            name="sex"
            render={({ field }) => (
              <RadioGroup
                {...control_}
                aria-label={t`Sex`}
                orientation="horizontal"
                value={field.value}
                onValueChange={field.onChange}
                options={sexOptions}
              />
            )}
          />
        )}
      </FormField>
      <FormField label={t`Nation`} error={text(errors.nation?.message)}>
        {(control_) => (
          <Controller
            control={control}
            name="nation"
            render={({ field }) => (
              <Select
                {...control_}
                options={withCurrent(nations, field.value)}
                value={field.value || undefined}
                onValueChange={field.onChange}
              />
            )}
          />
        )}
      </FormField>
      <FormField label={t`Education`} error={text(errors.education?.message)}>
        {(control_) => (
          <Controller
            control={control}
            name="education"
            render={({ field }) => (
              <Select
                {...control_}
                options={withCurrent(educations, field.value)}
                value={field.value || undefined}
                onValueChange={field.onChange}
              />
            )}
          />
        )}
      </FormField>
      <FormField label={t`Work description`} error={text(errors.workDescribe?.message)}>
        <Textarea {...register('workDescribe')} />
      </FormField>
      <div>
        <Button type="submit" loading={formState.isSubmitting}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
