import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePermission } from '@pocket/auth/react';
import type { Parameter, ParameterPageQuery } from '@pocket/contract';
import {
  CrudTable,
  FormField,
  Input,
  Tag,
  Textarea,
  createCrudColumnHelper,
  type CrudFilterField,
  type CrudFilterValues,
} from '@pocket/ui';
import { api } from '../../app/services.ts';
import { useServerTable } from '../../components/use-server-table.ts';
import { CrudFormDialog, useDialogForm, ValidSwitchField } from '../../components/crud-form-dialog.tsx';
import {
  DeleteConfirm,
  RowAction,
  StateTag,
  useDeleteSelection,
  useSaveReport,
} from '../../components/crud-parts.tsx';
import { filterText } from '../../lib/filters.ts';
import { useValidationText } from '../../lib/use-validation-text.ts';
import {
  EMPTY_PARAMETER_FORM,
  PARAMETER_FORM_FIELDS,
  parameterFormResolver,
  parameterToForm,
  toParameterCreateBody,
  toParameterUpdateBody,
  type ParameterFormValues,
} from './parameter-form.ts';

const PAGE = 'authority/parameter/page';
const CAN = {
  add: 'authority:parameter:add',
  edit: 'authority:parameter:edit',
  delete: 'authority:parameter:delete',
} as const;
const col = createCrudColumnHelper<Parameter>();

/** The paged query's model for the bar's applied values. */
export function parameterFiltersToQuery(filters: CrudFilterValues): ParameterPageQuery['model'] {
  const model: { key?: string; name?: string; state?: 'true' | 'false' } = {};
  for (const key of ['key', 'name'] as const) {
    const value = filterText(filters[key]);
    if (value) model[key] = value;
  }
  const state = filterText(filters.state);
  if (state === 'true' || state === 'false') model.state = state;
  return model;
}

type ParameterDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  parameter?: Parameter;
  onSubmit: (values: ParameterFormValues) => Promise<void>;
};

/** Create or change a parameter, validated by the contract's schemas. */
function ParameterDialog({ open, onOpenChange, parameter, onSubmit }: ParameterDialogProps) {
  const { t } = useLingui();
  const text = useValidationText();
  const form = useDialogForm({
    open,
    source: parameter,
    toValues: (p) => (p ? parameterToForm(p) : EMPTY_PARAMETER_FORM),
    resolver: parameterFormResolver(parameter?.id),
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
    <CrudFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={parameter ? t`Edit parameter` : t`Add parameter`}
      form={form}
      fields={PARAMETER_FORM_FIELDS}
      onSubmit={onSubmit}
    >
      <FormField
        label={t`Key`}
        required
        description={t`Letters, digits and underscores, unique in the tenant.`}
        error={text(errors.key?.message)}
      >
        <Input autoComplete="off" {...register('key')} />
      </FormField>
      <FormField label={t`Name`} required error={text(errors.name?.message)}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <FormField label={t`Value`} required error={text(errors.value?.message)}>
        <Input autoComplete="off" {...register('value')} />
      </FormField>
      <FormField label={t`Description`} error={text(errors.describe?.message)}>
        <Textarea {...register('describe')} />
      </FormField>
      <ValidSwitchField control={control} name="state" error={errors.state?.message} />
    </CrudFormDialog>
  );
}

/** Parameters (`/system/parameter`): the tenant's settings by key; built-in ones are read-only. */
export function ParametersScreen() {
  const { t, i18n } = useLingui();
  const gates = usePermission();
  const [editing, setEditing] = useState<{ parameter?: Parameter } | null>(null);
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const can = (code: string) => gates.hasAllPermissions(code);

  const table = useServerTable({
    resource: PAGE,
    toQuery: (filters) => ({ model: parameterFiltersToQuery(filters) }),
    fetch: (query) => api.parameter.parameterPage({ body: query }),
  });
  const { refresh } = table;

  const filterFields = useMemo<CrudFilterField[]>(
    () => [
      { type: 'text', id: 'key', label: t`Key` },
      { type: 'text', id: 'name', label: t`Name` },
      {
        type: 'select',
        id: 'state',
        label: t`State`,
        options: [
          { value: 'true', label: t`Valid` },
          { value: 'false', label: t`Invalid` },
        ],
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale],
  );
  // The server lists parameters by key and sorts by nothing else.
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('key', {
          header: t`Key`,
          enableSorting: false,
          cell: ({ row }) => (
            <span className="flex items-center gap-2">
              <code className="text-xs">{row.original.key}</code>
              {row.original.readonly ? <Tag variant="info">{t`Built-in`}</Tag> : null}
            </span>
          ),
        }),
        col.accessor('name', { header: t`Name`, enableSorting: false }),
        col.accessor('value', { header: t`Value`, enableSorting: false }),
        col.accessor('describe', { header: t`Description`, enableSorting: false }),
        col.accessor('state', {
          header: t`State`,
          enableSorting: false,
          cell: ({ getValue }) => <StateTag valid={getValue()} />,
        }),
      ]),
    // The headers are translated: rebuild them when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale],
  );

  const report = useSaveReport();
  const save = async (values: ParameterFormValues) => {
    const id = editing?.parameter?.id;
    await report(
      () =>
        id
          ? api.parameter.parameterUpdate({ body: toParameterUpdateBody(id, values) }, { silent: true })
          : api.parameter.parameterCreate({ body: toParameterCreateBody(values) }, { silent: true }),
      id ? t`Updated successfully` : t`Created successfully`,
    );
    await refresh();
  };

  const { bulkActions } = useDeleteSelection({
    allowed: can(CAN.delete),
    rows: table.page.data?.records ?? [],
    isLocked: (r) => r.readonly,
    onAsk: setDeleting,
  });
  const count = deleting?.length ?? 0;

  return (
    <section aria-labelledby="parameters-title" className="grid gap-4 p-4">
      <h1 id="parameters-title" className="text-lg font-semibold">
        <Trans>Parameters</Trans>
      </h1>
      <CrudTable
        key={table.tableKey}
        {...table.tableProps}
        filterFields={filterFields}
        label={t`Parameters`}
        columns={columns}
        getRowId={(p) => p.id}
        getRowLabel={(p) => p.key}
        selectable={bulkActions.length > 0}
        onCreate={can(CAN.add) ? () => setEditing({}) : undefined}
        bulkActions={bulkActions}
        rowActions={(p) =>
          p.readonly ? null : (
            <>
              {can(CAN.edit) ? (
                <RowAction label={t`Edit ${p.key}`} onClick={() => setEditing({ parameter: p })}>
                  <Trans>Edit</Trans>
                </RowAction>
              ) : null}
              {can(CAN.delete) ? (
                <RowAction danger label={t`Delete ${p.key}`} onClick={() => setDeleting([p.id])}>
                  <Trans>Delete</Trans>
                </RowAction>
              ) : null}
            </>
          )
        }
      />
      <ParameterDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        parameter={editing?.parameter}
        onSubmit={save}
      />
      <DeleteConfirm
        ids={deleting}
        onClose={() => setDeleting(null)}
        title={t`Delete parameters`}
        description={t`Delete the ${count} selected parameter(s)? This cannot be undone.`}
        onDelete={async (ids) => {
          await api.parameter.parameterDelete({ body: ids });
          await refresh();
        }}
        onDeleted={() => table.resetSelection()}
      />
    </section>
  );
}

export default ParametersScreen;
