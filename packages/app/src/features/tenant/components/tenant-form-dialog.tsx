import { Controller } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Tenant } from '@pocket/contract';
import { DateTimePicker, FormField, Input, Select, Switch, Textarea, type SelectOption } from '@pocket/ui';
import { CrudFormDialog, useDialogForm } from '../../../components/crud-form-dialog.tsx';
import { useValidationText } from '../../../lib/use-validation-text.ts';
import {
  EMPTY_TENANT_FORM,
  TENANT_FORM_FIELDS,
  tenantFormResolver,
  tenantToForm,
  type TenantFormMode,
  type TenantFormValues,
} from '../forms/tenant-form.ts';

type TenantFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tenant being edited; absent when creating. */
  tenant?: Tenant;
  statusOptions: SelectOption[];
  /** True when the code is already taken (asked when the code field is left). */
  isCodeTaken: (code: string) => Promise<boolean>;
  /** Saves; a rejection with field issues marks the fields, any other rejection is reported by the caller. */
  onSubmit: (values: TenantFormValues) => Promise<void>;
};

/** Create or edit a tenant, validated by the contract's schemas. */
export function TenantFormDialog({
  open,
  onOpenChange,
  tenant,
  statusOptions,
  isCodeTaken,
  onSubmit,
}: TenantFormDialogProps) {
  const { t } = useLingui();
  const text = useValidationText();
  const mode: TenantFormMode = tenant ? 'edit' : 'create';
  const form = useDialogForm({
    open,
    source: tenant,
    toValues: (x) => (x ? tenantToForm(x) : EMPTY_TENANT_FORM),
    resolver: tenantFormResolver(mode, tenant?.id),
  });
  const { register, control, setError, trigger, formState } = form;
  const { errors } = formState;

  const checkCode = async (code: string) => {
    if (mode !== 'create' || code.trim() === '') return;
    // Ask the server only about a code the schema accepts; its own message comes first.
    if (!(await trigger('code'))) return;
    try {
      if (await isCodeTaken(code.trim())) setError('code', { type: 'exists', message: 'exists' });
    } catch {
      // The server answers "already exists" on save as well; a failed check only defers it.
    }
  };

  const title = mode === 'create' ? t`Add tenant` : t`Edit tenant`;
  return (
    <CrudFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={
        mode === 'create' ? (
          <Trans>
            A new tenant gets its own roles, menus and an administrator "admin" with the initial password.
          </Trans>
        ) : undefined
      }
      size="lg"
      form={form}
      fields={TENANT_FORM_FIELDS[mode]}
      onSubmit={onSubmit}
      bodyClassName="sm:grid-cols-2"
    >
      <FormField
        label={t`Tenant code`}
        required={mode === 'create'}
        description={
          mode === 'create' ? t`4 to 10 letters, digits or underscores; fixed once created.` : undefined
        }
        error={text(errors.code?.message)}
      >
        <Input
          autoComplete="off"
          readOnly={mode === 'edit'}
          {...register('code', { onBlur: (event) => void checkCode(event.target.value) })}
        />
      </FormField>
      <FormField label={t`Name`} required error={text(errors.name?.message)}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <FormField label={t`Status`} error={text(errors.status?.message)}>
        {(control_) => (
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <Select
                {...control_}
                options={statusOptions}
                value={field.value || undefined}
                onValueChange={field.onChange}
              />
            )}
          />
        )}
      </FormField>
      <FormField label={t`Person in charge`} error={text(errors.duty?.message)}>
        <Input autoComplete="off" {...register('duty')} />
      </FormField>
      <FormField
        label={t`Domain`}
        description={t`The host name its website is served under, e.g. school.example.com.`}
        error={text(errors.domain?.message)}
      >
        <Input autoComplete="off" {...register('domain')} />
      </FormField>
      <FormField
        label={t`Expires`}
        description={t`Leave empty for a tenant that never expires.`}
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
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        label={t`Password valid for (days)`}
        description={t`0: passwords never expire.`}
        error={text(errors.passwordExpire?.message)}
      >
        <Input inputMode="numeric" autoComplete="off" {...register('passwordExpire')} />
      </FormField>
      <FormField
        label={t`Wrong passwords before locking`}
        description={t`0: accounts never lock.`}
        error={text(errors.passwordErrorNum?.message)}
      >
        <Input inputMode="numeric" autoComplete="off" {...register('passwordErrorNum')} />
      </FormField>
      <FormField label={t`Lock time (minutes)`} error={text(errors.passwordErrorLockTime?.message)}>
        <Input inputMode="numeric" autoComplete="off" {...register('passwordErrorLockTime')} />
      </FormField>
      <FormField
        label={t`Several sign-ins per user`}
        description={t`Off: a new sign-in ends the user's other sessions.`}
        error={text(errors.isMultipleLogin?.message)}
      >
        {(control_) => (
          <Controller
            control={control}
            name="isMultipleLogin"
            render={({ field }) => (
              <Switch {...control_} checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
        )}
      </FormField>
      <FormField className="sm:col-span-2" label={t`Description`} error={text(errors.describe?.message)}>
        <Textarea {...register('describe')} />
      </FormField>
    </CrudFormDialog>
  );
}
