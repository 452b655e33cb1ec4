import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@pocket/contract';
import {
  Button,
  DateTimePicker,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  RadioGroup,
  Switch,
  Textarea,
  TreeSelect,
  type TreeNodeData,
} from '@pocket/ui';
import { applyFieldIssues } from '../../../lib/form-issues.ts';
import { useValidationText } from '../../../lib/use-validation-text.ts';
import {
  EMPTY_USER_FORM,
  USER_FORM_FIELDS,
  userFormResolver,
  userToForm,
  type UserFormMode,
  type UserFormValues,
} from '../forms/user-form.ts';
import { useSexOptions } from '../../../lib/sex-options.ts';

type UserFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user being edited; absent when creating. */
  user?: User;
  orgs: TreeNodeData[];
  /** True when the account is already taken (asked when the account field is left). */
  isAccountTaken: (account: string) => Promise<boolean>;
  /** Saves; a rejection with field issues marks the fields, any other rejection is reported by the caller. */
  onSubmit: (values: UserFormValues) => Promise<void>;
};

/** Create or edit a user of the organisation, validated by the contract's schemas. */
export function UserFormDialog({
  open,
  onOpenChange,
  user,
  orgs,
  isAccountTaken,
  onSubmit,
}: UserFormDialogProps) {
  const { t } = useLingui();
  const text = useValidationText();
  const mode: UserFormMode = user ? 'edit' : 'create';
  const form = useForm<UserFormValues>({
    defaultValues: EMPTY_USER_FORM,
    resolver: userFormResolver(mode, user?.id),
    mode: 'onTouched',
  });
  const { register, control, handleSubmit, reset, setError, trigger, formState } = form;
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (open) reset(user ? userToForm(user) : EMPTY_USER_FORM);
  }, [open, user, reset]);

  const checkAccount = async (account: string) => {
    if (mode !== 'create' || account.trim() === '') return;
    // Ask the server only about an account the schema accepts; its own message comes first.
    if (!(await trigger('account'))) return;
    try {
      if (await isAccountTaken(account.trim())) {
        setError('account', { type: 'exists', message: 'exists' });
      }
    } catch {
      // The server answers "already exists" on save as well; a failed check only defers it.
    }
  };

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch (error) {
      applyFieldIssues(error, setError, USER_FORM_FIELDS[mode]);
    }
  });

  const sexOptions = useSexOptions();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{mode === 'create' ? <Trans>Add user</Trans> : <Trans>Edit user</Trans>}</DialogTitle>
          <DialogDescription>
            <Trans>Fields marked with * are required.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} aria-label={mode === 'create' ? t`Add user` : t`Edit user`}>
          <DialogBody className="sm:grid-cols-2">
            <FormField label={t`Account`} required={mode === 'create'} error={text(errors.account?.message)}>
              <Input
                autoComplete="off"
                readOnly={mode === 'edit'}
                {...register('account', { onBlur: (event) => void checkAccount(event.target.value) })}
              />
            </FormField>
            <FormField label={t`Name`} required error={text(errors.name?.message)}>
              <Input autoComplete="off" {...register('name')} />
            </FormField>
            {mode === 'create' ? (
              <FormField
                label={t`Password`}
                description={t`Leave empty to use the tenant's initial password.`}
                error={text(errors.password?.message)}
              >
                <Input type="password" autoComplete="new-password" {...register('password')} />
              </FormField>
            ) : null}
            <FormField label={t`Organisation`} required error={text(errors.orgId?.message)}>
              {(control_) => (
                <Controller
                  control={control}
                  name="orgId"
                  render={({ field }) => (
                    <TreeSelect
                      id={control_.id}
                      aria-describedby={control_['aria-describedby']}
                      aria-invalid={control_['aria-invalid']}
                      nodes={orgs}
                      allowTopLevel={false}
                      value={field.value || null}
                      onValueChange={(id) => {
                        field.onChange(String(id));
                        field.onBlur();
                      }}
                      placeholder={t`Choose an organisation`}
                    />
                  )}
                />
              )}
            </FormField>
            <FormField label={t`Email`} error={text(errors.email?.message)}>
              <Input type="email" autoComplete="off" {...register('email')} />
            </FormField>
            <FormField label={t`Mobile`} error={text(errors.mobile?.message)}>
              <Input type="tel" autoComplete="off" {...register('mobile')} />
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
                      options={sexOptions}
                      value={field.value}
                      onValueChange={field.onChange}
                    />
                  )}
                />
              )}
            </FormField>
            <FormField label={t`Valid`} error={text(errors.state?.message)}>
              {(control_) => (
                <Controller
                  control={control}
                  name="state"
                  render={({ field }) => (
                    <Switch {...control_} checked={field.value} onCheckedChange={field.onChange} />
                  )}
                />
              )}
            </FormField>
            <FormField
              label={t`Expires`}
              description={t`Leave empty for an account that never expires. After this time the user can no longer sign in.`}
              error={text(errors.expirationTime?.message)}
            >
              {(control_) => (
                <Controller
                  control={control}
                  name="expirationTime"
                  render={({ field }) => (
                    <DateTimePicker
                      {...control_}
                      name={field.name}
                      ref={field.ref}
                      value={field.value}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              )}
            </FormField>
            <FormField
              className="sm:col-span-2"
              label={t`Work description`}
              error={text(errors.workDescribe?.message)}
            >
              <Textarea {...register('workDescribe')} />
            </FormField>
          </DialogBody>
          <DialogFooter className="mt-6">
            <Button type="button" variant="secondary" clickGuardMs={0} onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={isSubmitting} clickGuardMs={0}>
              <Trans>Save</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
