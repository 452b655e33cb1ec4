import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import useSWR from 'swr';
import { usePermission } from '@pocket/auth/react';
import type { Station, StationPageQuery } from '@pocket/contract';
import {
  CrudTable,
  FormField,
  Input,
  Textarea,
  TreeSelect,
  createCrudColumnHelper,
  type CrudFilterField,
  type CrudFilterValues,
  type TreeNodeData,
} from '@pocket/ui';
import { api } from '../../app/services.ts';
import { useServerTable } from '../../components/use-server-table.ts';
import { CrudFormDialog, useDialogForm, ValidSwitchField } from '../../components/crud-form-dialog.tsx';
import { DeleteConfirm, RowAction, StateTag, useSaveReport } from '../../components/crud-parts.tsx';
import { filterText } from '../../lib/filters.ts';
import { orgNodes } from '../../lib/org-nodes.ts';
import { swrKey } from '../../lib/swr-keys.ts';
import { useValidationText } from '../../lib/use-validation-text.ts';
import {
  EMPTY_STATION_FORM,
  STATION_FORM_FIELDS,
  stationFormResolver,
  stationToForm,
  toStationCreateBody,
  toStationUpdateBody,
  type StationFormValues,
} from './station-form.ts';

const PAGE = 'authority/station/page';
const CAN = {
  add: 'authority:station:add',
  edit: 'authority:station:edit',
  delete: 'authority:station:delete',
} as const;
const col = createCrudColumnHelper<Station>();

type StationDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  station?: Station;
  orgs: TreeNodeData[];
  onSubmit: (values: StationFormValues) => Promise<void>;
};

function StationDialog({ open, onOpenChange, station, orgs, onSubmit }: StationDialogProps) {
  const { t } = useLingui();
  const text = useValidationText();
  const form = useDialogForm({
    open,
    source: station,
    toValues: (s) => (s ? stationToForm(s) : EMPTY_STATION_FORM),
    resolver: stationFormResolver(station?.id),
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
    <CrudFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={station ? t`Edit station` : t`Add station`}
      form={form}
      fields={STATION_FORM_FIELDS}
      onSubmit={onSubmit}
    >
      <FormField label={t`Name`} required error={text(errors.name?.message)}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <FormField
        label={t`Organisation`}
        description={t`Top level: the station belongs to no organisation.`}
        error={text(errors.orgId?.message)}
      >
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
                topLevelValue="0"
                value={field.value || '0'}
                onValueChange={(id) => {
                  field.onChange(String(id) === '0' ? '' : String(id));
                  field.onBlur();
                }}
              />
            )}
          />
        )}
      </FormField>
      <FormField label={t`Description`} error={text(errors.describe?.message)}>
        <Textarea {...register('describe')} />
      </FormField>
      <ValidSwitchField control={control} name="state" error={errors.state?.message} />
    </CrudFormDialog>
  );
}

/** The paged query's model; the organisation filter includes the ones below it (server). */
export function stationFiltersToQuery(filters: CrudFilterValues): StationPageQuery['model'] {
  const model: { name?: string; state?: 'true' | 'false' } = {};
  const name = filterText(filters.name);
  if (name) model.name = name;
  const state = filterText(filters.state);
  if (state === 'true' || state === 'false') model.state = state;
  return model;
}

/** Stations (`/org/station`): posts inside organisations. */
export function StationsScreen() {
  const { t, i18n } = useLingui();
  const gates = usePermission();
  const [editing, setEditing] = useState<{ station?: Station } | null>(null);
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const can = (code: string) => gates.hasAllPermissions(code);

  const table = useServerTable({
    resource: PAGE,
    toQuery: (filters) => ({ model: stationFiltersToQuery(filters) }),
    fetch: (query) => api.station.stationPage({ body: query }),
  });
  const tree = useSWR(swrKey('authority/org/tree', {}), () => api.lookup.orgTree({ query: {} }));
  const orgs = useMemo(() => orgNodes(tree.data ?? []), [tree.data]);
  const { refresh } = table;

  const filterFields = useMemo<CrudFilterField[]>(
    () => [
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
  // The server lists stations newest first and sorts by nothing else.
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', { header: t`Name`, enableSorting: false }),
        col.accessor('orgName', { header: t`Organisation`, enableSorting: false }),
        col.accessor('state', {
          header: t`State`,
          enableSorting: false,
          cell: ({ getValue }) => <StateTag valid={getValue()} />,
        }),
        col.accessor('describe', { header: t`Description`, enableSorting: false }),
        col.accessor('createTime', { header: t`Created at`, enableSorting: false }),
      ]),
    // The headers are translated: rebuild them when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale],
  );

  const report = useSaveReport();
  const save = async (values: StationFormValues) => {
    const id = editing?.station?.id;
    await report(
      () =>
        id
          ? api.station.stationUpdate({ body: toStationUpdateBody(id, values) }, { silent: true })
          : api.station.stationCreate({ body: toStationCreateBody(values) }, { silent: true }),
      id ? t`Updated successfully` : t`Created successfully`,
    );
    await refresh();
  };
  const count = deleting?.length ?? 0;

  return (
    <section aria-labelledby="stations-title" className="grid gap-4 p-4">
      <h1 id="stations-title" className="text-lg font-semibold">
        <Trans>Stations</Trans>
      </h1>
      <CrudTable
        key={table.tableKey}
        {...table.tableProps}
        filterFields={filterFields}
        label={t`Stations`}
        columns={columns}
        getRowId={(s) => s.id}
        getRowLabel={(s) => s.name}
        selectable={can(CAN.delete)}
        onCreate={can(CAN.add) ? () => setEditing({}) : undefined}
        bulkActions={
          can(CAN.delete)
            ? [
                {
                  id: 'delete',
                  label: t`Delete selected`,
                  variant: 'danger',
                  onAction: (_r, ids) => setDeleting(ids),
                },
              ]
            : []
        }
        rowActions={(s) => (
          <>
            {can(CAN.edit) ? (
              <RowAction label={t`Edit ${s.name}`} onClick={() => setEditing({ station: s })}>
                <Trans>Edit</Trans>
              </RowAction>
            ) : null}
            {can(CAN.delete) ? (
              <RowAction danger label={t`Delete ${s.name}`} onClick={() => setDeleting([s.id])}>
                <Trans>Delete</Trans>
              </RowAction>
            ) : null}
          </>
        )}
      />
      <StationDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        station={editing?.station}
        orgs={orgs}
        onSubmit={save}
      />
      <DeleteConfirm
        ids={deleting}
        onClose={() => setDeleting(null)}
        title={t`Delete stations`}
        description={t`Delete the ${count} selected station(s)? The users holding them keep their accounts.`}
        onDelete={async (ids) => {
          await api.station.stationDelete({ body: ids });
          await refresh();
        }}
        onDeleted={() => table.resetSelection()}
      />
    </section>
  );
}

export default StationsScreen;
