import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import useSWR, { useSWRConfig } from 'swr';
import { usePermission } from '@pocket/auth/react';
import {
  CrudTable,
  FormField,
  Input,
  Textarea,
  TreeSelect,
  createCrudColumnHelper,
  toast,
  type TreeNodeData,
} from '@pocket/ui';
import { api } from '../../app/services.ts';
import { CrudFormDialog, useDialogForm, ValidSwitchField } from '../../components/crud-form-dialog.tsx';
import { DeleteConfirm, RowAction, StateTag, useSaveReport } from '../../components/crud-parts.tsx';
import { orgNodes } from '../../lib/org-nodes.ts';
import { keyMatcher, swrKey } from '../../lib/swr-keys.ts';
import { useValidationText } from '../../lib/use-validation-text.ts';
import {
  ORG_FORM_FIELDS,
  emptyOrgForm,
  flattenOrgs,
  orgFormResolver,
  orgToForm,
  subtreeIds,
  toOrgCreateBody,
  toOrgUpdateBody,
  type OrgFormValues,
  type OrgRow,
} from './org-form.ts';

/** The lookup the org users screen uses too: every organisation, valid or not. */
const TREE = 'authority/org/tree';
const CAN = { add: 'authority:org:add', edit: 'authority:org:edit', delete: 'authority:org:delete' } as const;
const col = createCrudColumnHelper<OrgRow>();

type Editing = { org?: OrgRow; parentId?: string } | null;

type OrgDialogProps = {
  editing: Editing;
  onOpenChange: (open: boolean) => void;
  nodes: TreeNodeData[];
  onSubmit: (values: OrgFormValues) => Promise<void>;
};

/** Create or change an organisation; its parent is chosen from the tree (or the top level). */
function OrgDialog({ editing, onOpenChange, nodes, onSubmit }: OrgDialogProps) {
  const { t } = useLingui();
  const text = useValidationText();
  const org = editing?.org;
  const form = useDialogForm({
    open: editing !== null,
    source: editing ?? undefined,
    toValues: (e) => (e?.org ? orgToForm(e.org) : emptyOrgForm(e?.parentId)),
    resolver: orgFormResolver(org?.id),
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  // An organisation cannot move under itself or anything below it.
  const blocked = useMemo(() => (org ? subtreeIds(org) : new Set<string>()), [org]);
  return (
    <CrudFormDialog
      open={editing !== null}
      onOpenChange={onOpenChange}
      title={org ? t`Edit organisation` : t`Add organisation`}
      form={form}
      fields={ORG_FORM_FIELDS}
      onSubmit={onSubmit}
    >
      <FormField label={t`Name`} required error={text(errors.label?.message)}>
        <Input autoComplete="off" {...register('label')} />
      </FormField>
      <FormField label={t`Abbreviation`} error={text(errors.abbreviation?.message)}>
        <Input autoComplete="off" {...register('abbreviation')} />
      </FormField>
      <FormField label={t`Parent organisation`} error={text(errors.parentId?.message)}>
        {(control_) => (
          <Controller
            control={control}
            name="parentId"
            render={({ field }) => (
              <TreeSelect
                id={control_.id}
                aria-describedby={control_['aria-describedby']}
                aria-invalid={control_['aria-invalid']}
                nodes={nodes}
                topLevelValue="0"
                value={field.value}
                isNodeDisabled={(node) => blocked.has(String(node.id))}
                onValueChange={(id) => {
                  field.onChange(String(id));
                  field.onBlur();
                }}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        label={t`Order`}
        description={t`Smaller numbers come first.`}
        error={text(errors.sortValue?.message)}
      >
        <Input inputMode="numeric" autoComplete="off" {...register('sortValue')} />
      </FormField>
      <FormField label={t`Description`} error={text(errors.describe?.message)}>
        <Textarea {...register('describe')} />
      </FormField>
      <ValidSwitchField control={control} name="state" error={errors.state?.message} />
    </CrudFormDialog>
  );
}

/** Organisations (`/org/org`): the tenant's tree, parents before their children. */
export function OrgsScreen() {
  const { t, i18n } = useLingui();
  const gates = usePermission();
  const { mutate } = useSWRConfig();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<OrgRow[] | null>(null);
  const [tableEpoch, setTableEpoch] = useState(0);
  const can = (code: string) => gates.hasAllPermissions(code);

  const tree = useSWR(swrKey(TREE, {}), () => api.org.orgTree({ query: {} }));
  const rows = useMemo(() => flattenOrgs(tree.data ?? []), [tree.data]);
  // Invalid organisations can still be parents here (orgNodes disables them for member choice).
  const nodes = useMemo(
    () =>
      orgNodes(tree.data ?? []).map(function enable(n): TreeNodeData {
        return { ...n, disabled: false, children: n.children?.map(enable) };
      }),
    [tree.data],
  );
  // Every cached tree (this screen's and the org users' choice) follows a change.
  const refresh = () => mutate(keyMatcher(TREE));

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('label', {
          header: t`Name`,
          enableSorting: false,
          cell: ({ row }) => (
            <span style={{ paddingInlineStart: `${row.original.depth * 1.5}rem` }} className="inline-block">
              {row.original.label}
            </span>
          ),
        }),
        col.accessor('abbreviation', { header: t`Abbreviation`, enableSorting: false }),
        col.accessor('sortValue', { header: t`Order`, enableSorting: false }),
        col.accessor('state', {
          header: t`State`,
          enableSorting: false,
          cell: ({ getValue }) => <StateTag valid={getValue()} />,
        }),
        col.accessor('describe', { header: t`Description`, enableSorting: false }),
      ]),
    // The headers are translated: rebuild them when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale],
  );

  const report = useSaveReport();
  const save = async (values: OrgFormValues) => {
    const id = editing?.org?.id;
    await report(
      () =>
        id
          ? api.org.orgUpdate({ body: toOrgUpdateBody(id, values) }, { silent: true })
          : api.org.orgCreate({ body: toOrgCreateBody(values) }, { silent: true }),
      id ? t`Updated successfully` : t`Created successfully`,
    );
    await refresh();
  };

  const below = deleting?.reduce((n, r) => n + r.descendants, 0) ?? 0;
  const count = deleting?.length ?? 0;

  return (
    <section aria-labelledby="orgs-title" className="grid gap-4 p-4">
      <h1 id="orgs-title" className="text-lg font-semibold">
        <Trans>Organisations</Trans>
      </h1>
      <CrudTable
        key={tableEpoch}
        label={t`Organisations`}
        data={rows}
        columns={columns}
        getRowId={(r) => r.id}
        getRowLabel={(r) => r.label}
        selectable={can(CAN.delete)}
        loading={tree.isLoading || tree.isValidating}
        error={tree.error && !tree.data ? t`Failed to get data` : undefined}
        onRetry={() => void tree.mutate()}
        onRefresh={() => void tree.mutate()}
        onCreate={can(CAN.add) ? () => setEditing({}) : undefined}
        onNothingSelected={() => toast.warning(t`No data selected yet`)}
        bulkActions={
          can(CAN.delete)
            ? [
                {
                  id: 'delete',
                  label: t`Delete selected`,
                  variant: 'danger',
                  onAction: (selected) => setDeleting(selected),
                },
              ]
            : []
        }
        rowActions={(r) => (
          <>
            {can(CAN.add) ? (
              <RowAction label={t`Add under ${r.label}`} onClick={() => setEditing({ parentId: r.id })}>
                <Trans>Add under</Trans>
              </RowAction>
            ) : null}
            {can(CAN.edit) ? (
              <RowAction label={t`Edit ${r.label}`} onClick={() => setEditing({ org: r })}>
                <Trans>Edit</Trans>
              </RowAction>
            ) : null}
            {can(CAN.delete) ? (
              <RowAction danger label={t`Delete ${r.label}`} onClick={() => setDeleting([r])}>
                <Trans>Delete</Trans>
              </RowAction>
            ) : null}
          </>
        )}
      />
      <OrgDialog
        editing={editing}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        nodes={nodes}
        onSubmit={save}
      />
      <DeleteConfirm
        ids={deleting ? deleting.map((r) => r.id) : null}
        onClose={() => setDeleting(null)}
        title={t`Delete organisations`}
        description={t`Delete the ${count} selected organisation(s) and the ${below} below them? Their users and stations stay, without an organisation.`}
        onDelete={async (ids) => {
          await api.org.orgDelete({ body: ids });
          await refresh();
        }}
        onDeleted={() => setTableEpoch((n) => n + 1)}
      />
    </section>
  );
}

export default OrgsScreen;
