import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import useSWR from 'swr';
import { usePermission } from '@pocket/auth/react';
import type { Dictionary } from '@pocket/contract';
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
import { CrudFormDialog, useDialogForm, ValidSwitchField } from '../../components/crud-form-dialog.tsx';
import {
  DeleteConfirm,
  RowAction,
  StateTag,
  useDeleteSelection,
  useSaveReport,
} from '../../components/crud-parts.tsx';
import { useServerTable } from '../../components/use-server-table.ts';
import { filterText } from '../../lib/filters.ts';
import { swrKey } from '../../lib/swr-keys.ts';
import { useValidationText } from '../../lib/use-validation-text.ts';
import {
  DICTIONARY_FORM_FIELDS,
  dictionaryFormResolver,
  dictionaryToForm,
  emptyDictionaryForm,
  toDictionaryCreateBody,
  toDictionaryUpdateBody,
  type DictionaryFormValues,
} from './dictionary-form.ts';

const PAGE = 'authority/dictionary/page';
const TYPES = 'authority/dictionary/types';
const CAN = {
  add: 'authority:dictionary:add',
  edit: 'authority:dictionary:edit',
  delete: 'authority:dictionary:delete',
} as const;
const col = createCrudColumnHelper<Dictionary>();

type Editing = { item?: Dictionary; type?: string; label?: string } | null;

/** Create or change a dictionary item, validated by the contract's schemas. */
function DictionaryDialog({
  editing,
  onOpenChange,
  onSubmit,
}: {
  editing: Editing;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: DictionaryFormValues) => Promise<void>;
}) {
  const { t } = useLingui();
  const text = useValidationText();
  const item = editing?.item;
  const form = useDialogForm({
    open: editing !== null,
    source: editing ?? undefined,
    toValues: (e) => (e?.item ? dictionaryToForm(e.item) : emptyDictionaryForm(e?.type, e?.label)),
    resolver: dictionaryFormResolver(item?.id),
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
    <CrudFormDialog
      open={editing !== null}
      onOpenChange={onOpenChange}
      title={item ? t`Edit dictionary item` : t`Add dictionary item`}
      size="lg"
      form={form}
      fields={DICTIONARY_FORM_FIELDS}
      onSubmit={onSubmit}
      bodyClassName="sm:grid-cols-2"
    >
      <FormField
        label={t`Type code`}
        required
        description={t`Items of one type share it, e.g. EDUCATION.`}
        error={text(errors.type?.message)}
      >
        <Input autoComplete="off" {...register('type')} />
      </FormField>
      <FormField label={t`Type name`} required error={text(errors.label?.message)}>
        <Input autoComplete="off" {...register('label')} />
      </FormField>
      <FormField
        label={t`Item code`}
        required
        description={t`Unique within the type.`}
        error={text(errors.code?.message)}
      >
        <Input autoComplete="off" {...register('code')} />
      </FormField>
      <FormField
        label={t`Order`}
        description={t`Smaller numbers come first.`}
        error={text(errors.sortValue?.message)}
      >
        <Input inputMode="numeric" autoComplete="off" {...register('sortValue')} />
      </FormField>
      <FormField label={t`Name (Chinese)`} required error={text(errors.name?.message)}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <FormField label={t`Name (English)`} error={text(errors.nameEn?.message)}>
        <Input autoComplete="off" {...register('nameEn')} />
      </FormField>
      <FormField className="sm:col-span-2" label={t`Description`} error={text(errors.describe?.message)}>
        <Textarea {...register('describe')} />
      </FormField>
      <ValidSwitchField control={control} name="state" error={errors.state?.message} />
    </CrudFormDialog>
  );
}

/** The paged query's model for the bar's applied values. */
export function dictionaryFiltersToQuery(filters: CrudFilterValues) {
  const model: { type?: string; name?: string; state?: 'true' | 'false' } = {};
  for (const key of ['type', 'name'] as const) {
    const value = filterText(filters[key]);
    if (value) model[key] = value;
  }
  const state = filterText(filters.state);
  if (state === 'true' || state === 'false') model.state = state;
  return { model };
}

/** Dictionaries (`/system/dictionary`): the items behind the console's choices, by type. */
export function DictionariesScreen() {
  const { t, i18n } = useLingui();
  const gates = usePermission();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const can = (code: string) => gates.hasAllPermissions(code);

  const table = useServerTable({
    resource: PAGE,
    toQuery: dictionaryFiltersToQuery,
    fetch: (query) => api.dictionary.dictionaryPage({ body: query }),
  });
  const types = useSWR(swrKey(TYPES), () => api.dictionary.dictionaryTypes({}));
  const refresh = async () => {
    await Promise.all([table.refresh(), types.mutate()]);
  };

  const filterFields = useMemo<CrudFilterField[]>(
    () => [
      {
        type: 'select',
        id: 'type',
        label: t`Type`,
        options: (types.data ?? []).map((d) => ({ value: d.type, label: `${d.label} (${d.type})` })),
      },
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
    [i18n.locale, types.data],
  );
  // The server lists items by type, then order; sorting one page would mislead.
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((d) => `${d.label} (${d.type})`, { id: 'type', header: t`Type`, enableSorting: false }),
        col.accessor('code', {
          header: t`Item code`,
          enableSorting: false,
          cell: ({ row }) => (
            <span className="flex items-center gap-2">
              <code className="text-xs">{row.original.code}</code>
              {row.original.readonly ? <Tag variant="info">{t`Built-in`}</Tag> : null}
            </span>
          ),
        }),
        col.accessor('name', { header: t`Name (Chinese)`, enableSorting: false }),
        col.accessor('nameEn', { header: t`Name (English)`, enableSorting: false }),
        col.accessor('sortValue', { header: t`Order`, enableSorting: false }),
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
  const save = async (values: DictionaryFormValues) => {
    const id = editing?.item?.id;
    await report(
      () =>
        id
          ? api.dictionary.dictionaryUpdate({ body: toDictionaryUpdateBody(id, values) }, { silent: true })
          : api.dictionary.dictionaryCreate({ body: toDictionaryCreateBody(values) }, { silent: true }),
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
  /** A new item starts in the type the table is filtered by. */
  const startCreate = () => {
    const type = filterText(table.tableProps.filterValues.type);
    const label = types.data?.find((d) => d.type === type)?.label ?? '';
    setEditing(type ? { type, label } : {});
  };
  const count = deleting?.length ?? 0;

  return (
    <section aria-labelledby="dictionaries-title" className="grid gap-4 p-4">
      <h1 id="dictionaries-title" className="text-lg font-semibold">
        <Trans>Dictionaries</Trans>
      </h1>
      <CrudTable
        key={table.tableKey}
        {...table.tableProps}
        filterFields={filterFields}
        label={t`Dictionary items`}
        columns={columns}
        getRowId={(d) => d.id}
        getRowLabel={(d) => `${d.type} ${d.code}`}
        selectable={bulkActions.length > 0}
        onCreate={can(CAN.add) ? startCreate : undefined}
        bulkActions={bulkActions}
        rowActions={(d) =>
          d.readonly ? null : (
            <>
              {can(CAN.edit) ? (
                <RowAction label={t`Edit ${d.type} ${d.code}`} onClick={() => setEditing({ item: d })}>
                  <Trans>Edit</Trans>
                </RowAction>
              ) : null}
              {can(CAN.delete) ? (
                <RowAction danger label={t`Delete ${d.type} ${d.code}`} onClick={() => setDeleting([d.id])}>
                  <Trans>Delete</Trans>
                </RowAction>
              ) : null}
            </>
          )
        }
      />
      <DictionaryDialog
        editing={editing}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        onSubmit={save}
      />
      <DeleteConfirm
        ids={deleting}
        onClose={() => setDeleting(null)}
        title={t`Delete dictionary items`}
        description={t`Delete the ${count} selected item(s)? Records that chose them keep the code.`}
        onDelete={async (ids) => {
          await api.dictionary.dictionaryDelete({ body: ids });
          await refresh();
        }}
        onDeleted={() => table.resetSelection()}
      />
    </section>
  );
}

export default DictionariesScreen;
