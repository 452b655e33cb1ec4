import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePermission } from '@pocket/auth/react';
import type { Application, ApplicationPageQuery, ApplicationWithSecret } from '@pocket/contract';
import { formatMessage, successMessages } from '@pocket/i18n';
import {
  Button,
  ConfirmDialog,
  CrudTable,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Select,
  Textarea,
  createCrudColumnHelper,
  toast,
  type CrudFilterField,
  type CrudFilterValues,
  type SelectOption,
} from '@pocket/ui';
import { api } from '../../app/services.ts';
import { useServerTable } from '../../components/use-server-table.ts';
import { CrudFormDialog, useDialogForm, ValidSwitchField } from '../../components/crud-form-dialog.tsx';
import { RowAction, StateTag, useSaveReport } from '../../components/crud-parts.tsx';
import { filterText } from '../../lib/filters.ts';
import { useEnumOptions } from '../../lib/use-enum-options.ts';
import { useValidationText } from '../../lib/use-validation-text.ts';
import {
  APPLICATION_FORM_FIELDS,
  EMPTY_APPLICATION_FORM,
  applicationFormResolver,
  applicationToForm,
  toApplicationCreateBody,
  toApplicationUpdateBody,
  type ApplicationFormValues,
} from './application-form.ts';

const PAGE = 'authority/application/page';
const CAN = {
  add: 'authority:application:add',
  edit: 'authority:application:edit',
  delete: 'authority:application:delete',
} as const;
const col = createCrudColumnHelper<Application>();

type ApplicationDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  application?: Application;
  typeOptions: SelectOption[];
  onSubmit: (values: ApplicationFormValues) => Promise<void>;
};

/** Register or change an application, validated by the contract's schemas. */
function ApplicationDialog({
  open,
  onOpenChange,
  application,
  typeOptions,
  onSubmit,
}: ApplicationDialogProps) {
  const { t } = useLingui();
  const text = useValidationText();
  const form = useDialogForm({
    open,
    source: application,
    toValues: (a) => (a ? applicationToForm(a) : EMPTY_APPLICATION_FORM),
    resolver: applicationFormResolver(application?.id),
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
    <CrudFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={application ? t`Edit application` : t`Add application`}
      description={
        application ? undefined : <Trans>A secret is generated when you save; it is shown once.</Trans>
      }
      form={form}
      fields={APPLICATION_FORM_FIELDS}
      onSubmit={onSubmit}
    >
      <FormField
        label={t`Client id`}
        required={!application}
        description={application ? undefined : t`3 to 64 letters, digits or underscores; fixed once created.`}
        error={text(errors.clientId?.message)}
      >
        <Input autoComplete="off" readOnly={Boolean(application)} {...register('clientId')} />
      </FormField>
      <FormField label={t`Name`} required error={text(errors.name?.message)}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <FormField label={t`Type`} error={text(errors.appType?.message)}>
        {(control_) => (
          <Controller
            control={control}
            name="appType"
            render={({ field }) => (
              <Select
                {...control_}
                options={typeOptions}
                value={field.value || undefined}
                onValueChange={field.onChange}
              />
            )}
          />
        )}
      </FormField>
      <FormField label={t`Website`} error={text(errors.website?.message)}>
        <Input type="url" autoComplete="off" {...register('website')} />
      </FormField>
      <FormField label={t`Description`} error={text(errors.describe?.message)}>
        <Textarea {...register('describe')} />
      </FormField>
      <ValidSwitchField control={control} name="state" error={errors.state?.message} />
    </CrudFormDialog>
  );
}

/** Shows a client secret once, with a copy button. */
function SecretDialog({ shown, onClose }: { shown: ApplicationWithSecret | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.clientSecret);
      toast.success(formatMessage(i18n, successMessages.copy));
    } catch {
      toast.warning(t`The browser did not allow copying: select the secret and copy it yourself.`);
    }
  };
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Client secret of {shown?.application.clientId}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Copy it now: only its fingerprint is stored, so it cannot be shown again.</Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <FormField label={t`Client secret`}>
            <Input
              readOnly
              value={shown?.clientSecret ?? ''}
              className="font-mono"
              onFocus={(e) => e.currentTarget.select()}
            />
          </FormField>
        </DialogBody>
        <DialogFooter className="mt-6">
          <Button type="button" variant="secondary" clickGuardMs={0} onClick={() => void copy()}>
            <Trans>Copy</Trans>
          </Button>
          <Button type="button" clickGuardMs={0} onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The paged query's model for the bar's applied values. */
export function applicationFiltersToQuery(filters: CrudFilterValues): ApplicationPageQuery['model'] {
  const model: { clientId?: string; name?: string } = {};
  for (const key of ['clientId', 'name'] as const) {
    const value = filterText(filters[key]);
    if (value) model[key] = value;
  }
  return model;
}

type Pending = { kind: 'delete'; ids: string[] } | { kind: 'secret'; application: Application } | null;

/** Applications (`/system/application`): the clients allowed to call the API, for the platform tenant. */
export function ApplicationsScreen() {
  const { t, i18n } = useLingui();
  const gates = usePermission();
  const typeOptions = useEnumOptions('AppType');
  const [editing, setEditing] = useState<{ application?: Application } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [secret, setSecret] = useState<ApplicationWithSecret | null>(null);
  const can = (code: string) => gates.hasAllPermissions(code);

  const table = useServerTable({
    resource: PAGE,
    toQuery: (filters) => ({ model: applicationFiltersToQuery(filters) }),
    fetch: (query) => api.application.applicationPage({ body: query }),
  });
  const { refresh } = table;

  const filterFields = useMemo<CrudFilterField[]>(
    () => [
      { type: 'text', id: 'clientId', label: t`Client id` },
      { type: 'text', id: 'name', label: t`Name` },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale],
  );
  // The server lists applications by client id and sorts by nothing else.
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('clientId', {
          header: t`Client id`,
          enableSorting: false,
          cell: ({ getValue }) => <code className="text-xs">{getValue()}</code>,
        }),
        col.accessor('name', { header: t`Name`, enableSorting: false }),
        col.accessor((a) => a.appType.desc, { id: 'appType', header: t`Type`, enableSorting: false }),
        col.accessor('website', { header: t`Website`, enableSorting: false }),
        col.accessor('state', {
          header: t`State`,
          enableSorting: false,
          cell: ({ getValue }) => <StateTag valid={getValue()} />,
        }),
        col.accessor('createTime', { header: t`Created at`, enableSorting: false }),
      ]),
    // The headers are translated: rebuild them when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale],
  );

  const report = useSaveReport();
  const save = async (values: ApplicationFormValues) => {
    const id = editing?.application?.id;
    if (id) {
      await report(
        () =>
          api.application.applicationUpdate({ body: toApplicationUpdateBody(id, values) }, { silent: true }),
        t`Updated successfully`,
      );
    } else {
      let created: ApplicationWithSecret | undefined;
      await report(
        async () => {
          created = await api.application.applicationCreate(
            { body: toApplicationCreateBody(values) },
            { silent: true },
          );
        },
        t`Created successfully`,
      );
      if (created) setSecret(created);
    }
    await refresh();
  };

  const confirm = async () => {
    if (!pending) return;
    if (pending.kind === 'delete') {
      await api.application.applicationDelete({ body: pending.ids });
      table.resetSelection();
      toast.success(t`Deleted successfully`);
    } else {
      setSecret(await api.application.applicationSecret({ body: { id: pending.application.id } }));
    }
    await refresh();
  };
  const count = pending?.kind === 'delete' ? pending.ids.length : 0;

  return (
    <section aria-labelledby="applications-title" className="grid gap-4 p-4">
      <h1 id="applications-title" className="text-lg font-semibold">
        <Trans>Applications</Trans>
      </h1>
      <CrudTable
        key={table.tableKey}
        {...table.tableProps}
        filterFields={filterFields}
        label={t`Applications`}
        columns={columns}
        getRowId={(a) => a.id}
        getRowLabel={(a) => a.clientId}
        selectable={can(CAN.delete)}
        onCreate={can(CAN.add) ? () => setEditing({}) : undefined}
        bulkActions={
          can(CAN.delete)
            ? [
                {
                  id: 'delete',
                  label: t`Delete selected`,
                  variant: 'danger',
                  onAction: (_rows, ids) => setPending({ kind: 'delete', ids }),
                },
              ]
            : []
        }
        rowActions={(a) => (
          <>
            {can(CAN.edit) ? (
              <>
                <RowAction label={t`Edit ${a.clientId}`} onClick={() => setEditing({ application: a })}>
                  <Trans>Edit</Trans>
                </RowAction>
                <RowAction
                  label={t`New secret for ${a.clientId}`}
                  onClick={() => setPending({ kind: 'secret', application: a })}
                >
                  <Trans>New secret</Trans>
                </RowAction>
              </>
            ) : null}
            {can(CAN.delete) ? (
              <RowAction
                danger
                label={t`Delete ${a.clientId}`}
                onClick={() => setPending({ kind: 'delete', ids: [a.id] })}
              >
                <Trans>Delete</Trans>
              </RowAction>
            ) : null}
          </>
        )}
      />
      <ApplicationDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        application={editing?.application}
        typeOptions={typeOptions}
        onSubmit={save}
      />
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        variant={pending?.kind === 'delete' ? 'danger' : 'primary'}
        title={pending?.kind === 'delete' ? t`Delete applications` : t`New secret`}
        description={
          pending?.kind === 'secret'
            ? t`Give ${pending.application.clientId} a new secret? The current one stops working at once.`
            : t`Delete the ${count} selected application(s)? Clients using them can no longer call the API.`
        }
        confirmLabel={pending?.kind === 'delete' ? t`Delete` : t`New secret`}
        onConfirm={confirm}
      />
    </section>
  );
}

export default ApplicationsScreen;
