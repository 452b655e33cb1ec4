import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePermission } from '@pocket/auth/react';
import type { User, UserPageQuery } from '@pocket/contract';
import {
  ConfirmDialog,
  CrudTable,
  PAGE_SIZES,
  toast,
  type CrudBulkAction,
  type CrudFilterValues,
  type PaginationValue,
} from '@pocket/ui';
import { authStorage } from '../../app/services.ts';
import { RowAction, useSaveReport } from '../../components/crud-parts.tsx';
import { ExportProgress, exportFileName, useExport } from '../../components/export-progress.tsx';
import { ImportDialog } from '../../components/import-dialog.tsx';
import { useOrgTree, useUserMutations, useUserPage } from './api/users.ts';
import { orgNodes } from '../../lib/org-nodes.ts';
import { useUserColumns } from './components/user-columns.tsx';
import { filtersToQuery, useUserFilterFields } from './components/user-filters.tsx';
import { UserFormDialog } from './components/user-form-dialog.tsx';
import type { UserFormValues } from './forms/user-form.ts';

/** Permission codes of the user endpoints (contract endpoint table). */
const CAN = {
  add: 'authority:user:add',
  edit: 'authority:user:edit',
  delete: 'authority:user:delete',
  reset: 'authority:user:reset',
  export: 'authority:user:export',
  import: 'authority:user:import',
} as const;

type Pending = { kind: 'delete'; ids: string[] } | { kind: 'reset'; ids: string[] } | null;

/** Organisation users (`/orguser/index`): the CrudTable screen over `/authority/user`. */
export function OrgUsersScreen() {
  const { t, i18n } = useLingui();
  const gates = usePermission();
  const mutations = useUserMutations();
  const [filters, setFilters] = useState<CrudFilterValues>({});
  const filterFields = useUserFilterFields();
  const [paging, setPaging] = useState<PaginationValue>({ current: 1, size: 10 });
  const [sorting, setSorting] = useState<{ id: string; desc: boolean }[]>([]);
  const [editing, setEditing] = useState<{ user?: User } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [importing, setImporting] = useState(false);
  const exporter = useExport();
  // The kit's table keeps its row selection internally; after a delete the table is mounted
  // anew so no deleted id stays selected.
  const [tableEpoch, setTableEpoch] = useState(0);

  const query = useMemo<UserPageQuery>(() => {
    const { model, extra } = filtersToQuery(filters);
    const sort = sorting[0];
    return {
      model,
      extra,
      current: paging.current,
      size: paging.size,
      sort: sort?.id ?? 'id',
      order: sort && !sort.desc ? 'ascending' : 'descending',
    };
  }, [filters, paging, sorting]);

  const page = useUserPage(query, i18n.locale);
  const orgTree = useOrgTree();
  const orgs = useMemo(() => orgNodes(orgTree.data ?? []), [orgTree.data]);
  const selfId = authStorage.get('USER')?.id;

  const can = (code: string) => gates.hasAllPermissions(code);

  const columns = useUserColumns();

  /** A bulk action on a selection that holds the signed-in user is cancelled (spec section 5). */
  const guardSelf = (ids: string[]): boolean => {
    if (selfId && ids.includes(selfId)) {
      toast.warning(t`The selection includes your own account, so the action was cancelled.`);
      return false;
    }
    return true;
  };

  const report = useSaveReport();
  const save = async (values: UserFormValues) => {
    const user = editing?.user;
    await report(
      () => (user ? mutations.update(user.id, values) : mutations.create(values)),
      user ? t`Updated successfully` : t`Created successfully`,
    );
  };

  const confirmPending = async () => {
    if (!pending) return;
    if (pending.kind === 'delete') {
      await mutations.remove(pending.ids);
      setTableEpoch((n) => n + 1);
      toast.success(t`Deleted successfully`);
    } else {
      const result = await mutations.reset(pending.ids);
      const secret = result.initialPassword;
      toast.success(t`Password reset successfully. The initial password is ${secret}`, { duration: 10_000 });
    }
  };

  const bulkActions: CrudBulkAction<User>[] = [
    ...(can(CAN.delete)
      ? [
          {
            id: 'delete',
            label: t`Delete selected`,
            variant: 'danger' as const,
            onAction: (_rows: User[], ids: string[]) => {
              if (guardSelf(ids)) setPending({ kind: 'delete', ids });
            },
          },
        ]
      : []),
    ...(can(CAN.reset)
      ? [
          {
            id: 'reset',
            label: t`Reset passwords`,
            onAction: (_rows: User[], ids: string[]) => {
              if (guardSelf(ids)) setPending({ kind: 'reset', ids });
            },
          },
        ]
      : []),
  ];
  const rowActionsAllowed = can(CAN.edit) || can(CAN.reset) || can(CAN.delete);
  const total = page.data ? Number(page.data.total) : 0;
  const pendingCount = pending?.ids.length ?? 0;

  return (
    <section aria-labelledby="org-users-title" className="grid gap-4 p-4">
      <h1 id="org-users-title" className="text-lg font-semibold">
        <Trans>Organisation users</Trans>
      </h1>
      <CrudTable
        key={tableEpoch}
        filterFields={filterFields}
        filterValues={filters}
        onFiltersChange={(next) => {
          setFilters(next);
          setPaging((p) => ({ ...p, current: 1 }));
        }}
        label={t`Users`}
        data={page.data?.records ?? []}
        columns={columns}
        getRowId={(user) => user.id}
        getRowLabel={(user) => user.account}
        pagination={paging}
        total={total}
        onPaginationChange={setPaging}
        pageSizes={PAGE_SIZES}
        sorting={sorting}
        onSortingChange={(next) => {
          setSorting(next);
          setPaging((p) => ({ ...p, current: 1 }));
        }}
        selectable={bulkActions.length > 0}
        loading={page.isLoading || page.isValidating}
        error={page.error && !page.data ? t`Failed to get data` : undefined}
        onRetry={() => void page.mutate()}
        onRefresh={() => void page.mutate()}
        onCreate={can(CAN.add) ? () => setEditing({}) : undefined}
        onImport={can(CAN.import) ? () => setImporting(true) : undefined}
        onExport={
          can(CAN.export)
            ? () =>
                void exporter.run(
                  () => mutations.exportFile({ ...query, current: 1 }),
                  exportFileName('users'),
                )
            : undefined
        }
        onNothingSelected={() => toast.warning(t`No data selected yet`)}
        toolbar={<ExportProgress busy={exporter.busy} />}
        bulkActions={bulkActions}
        rowActions={
          rowActionsAllowed
            ? (user) => (
                <>
                  {can(CAN.edit) ? (
                    <RowAction label={t`Edit ${user.account}`} onClick={() => setEditing({ user })}>
                      <Trans>Edit</Trans>
                    </RowAction>
                  ) : null}
                  {can(CAN.reset) ? (
                    <RowAction
                      label={t`Reset password of ${user.account}`}
                      onClick={() => setPending({ kind: 'reset', ids: [user.id] })}
                    >
                      <Trans>Reset password</Trans>
                    </RowAction>
                  ) : null}
                  {can(CAN.delete) && user.id !== selfId && !user.readonly ? (
                    <RowAction
                      danger
                      label={t`Delete ${user.account}`}
                      onClick={() => setPending({ kind: 'delete', ids: [user.id] })}
                    >
                      <Trans>Delete</Trans>
                    </RowAction>
                  ) : null}
                </>
              )
            : undefined
        }
      />
      <UserFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        user={editing?.user}
        orgs={orgs}
        isAccountTaken={mutations.isAccountTaken}
        onSubmit={save}
      />
      <ImportDialog
        title={t`Import users`}
        open={importing}
        onOpenChange={setImporting}
        onImport={mutations.importFile}
        onImported={(count) => toast.success(t`Imported ${count} users`)}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        variant={pending?.kind === 'delete' ? 'danger' : 'primary'}
        title={pending?.kind === 'delete' ? t`Delete users` : t`Reset passwords`}
        description={
          pending?.kind === 'delete'
            ? t`Delete the ${pendingCount} selected user(s)? This cannot be undone.`
            : t`Reset the password of the ${pendingCount} selected user(s) to the initial password?`
        }
        confirmLabel={pending?.kind === 'delete' ? t`Delete` : t`Reset`}
        onConfirm={confirmPending}
      />
    </section>
  );
}

export default OrgUsersScreen;
