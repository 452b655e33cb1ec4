import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePermission } from '@pocket/auth/react';
import type { LoginLog } from '@pocket/contract';
import { CrudTable, createCrudColumnHelper, type CrudFilterField, type CrudFilterValues } from '@pocket/ui';
import { api } from '../../app/services.ts';
import { useServerTable } from '../../components/use-server-table.ts';
import { DeleteConfirm, RowAction, useDeleteSelection } from '../../components/crud-parts.tsx';
import { ExportProgress, exportFileName, useExport } from '../../components/export-progress.tsx';
import { dayRangeExtra, filterText } from '../../lib/filters.ts';

const PAGE = 'authority/loginLog/page';
const CAN = { delete: 'authority:loginLog:delete', export: 'authority:loginLog:export' } as const;
const col = createCrudColumnHelper<LoginLog>();

/** The paged query's model and extra for the bar's applied values (whole days for the range). */
export function loginLogFiltersToQuery(filters: CrudFilterValues) {
  const model: { account?: string; userName?: string; requestIp?: string } = {};
  for (const key of ['account', 'userName', 'requestIp'] as const) {
    const value = filterText(filters[key]);
    if (value) model[key] = value;
  }
  return { model, extra: dayRangeExtra(filters, 'createTime') };
}

/** The login log (`/system/loginLog`): every sign-in of the tenant, newest first. */
export function LoginLogScreen() {
  const { t, i18n } = useLingui();
  const gates = usePermission();
  const exporter = useExport();
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const can = (code: string) => gates.hasAllPermissions(code);

  const table = useServerTable({
    resource: PAGE,
    toQuery: loginLogFiltersToQuery,
    fetch: (query) => api.loginLog.loginLogPage({ body: query }),
  });
  const { query } = table;

  const filterFields = useMemo<CrudFilterField[]>(
    () => [
      { type: 'text', id: 'account', label: t`Account` },
      { type: 'text', id: 'userName', label: t`Name` },
      { type: 'text', id: 'requestIp', label: t`Login IP` },
      { type: 'date-range', id: 'createTime', label: t`Signed in at` },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale],
  );
  // The server lists sign-ins newest first and sorts by nothing else; sorting one page would mislead.
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('account', { header: t`Account`, enableSorting: false }),
        col.accessor('userName', { header: t`Name`, enableSorting: false }),
        col.accessor('requestIp', { header: t`Login IP`, enableSorting: false }),
        col.accessor('location', { header: t`Location`, enableSorting: false }),
        col.accessor((row) => [row.browser, row.browserVersion].filter(Boolean).join(' '), {
          id: 'browser',
          header: t`Browser`,
          enableSorting: false,
        }),
        col.accessor('operatingSystem', { header: t`Operating system`, enableSorting: false }),
        col.accessor('createTime', { header: t`Signed in at`, enableSorting: false }),
      ]),
    // The headers are translated: rebuild them when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale],
  );

  const { bulkActions } = useDeleteSelection({
    allowed: can(CAN.delete),
    rows: table.page.data?.records ?? [],
    onAsk: setDeleting,
  });
  const count = deleting?.length ?? 0;

  return (
    <section aria-labelledby="login-log-title" className="grid gap-4 p-4">
      <h1 id="login-log-title" className="text-lg font-semibold">
        <Trans>Login log</Trans>
      </h1>
      <CrudTable
        key={table.tableKey}
        {...table.tableProps}
        filterFields={filterFields}
        label={t`Sign-ins`}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => `${row.account ?? ''} ${row.createTime}`}
        selectable={bulkActions.length > 0}
        onExport={
          can(CAN.export)
            ? () =>
                void exporter.run(
                  () => api.loginLog.loginLogExport({ body: { ...query, current: 1 } }, { timeout: 120_000 }),
                  exportFileName('login-log'),
                )
            : undefined
        }
        toolbar={<ExportProgress busy={exporter.busy} />}
        bulkActions={bulkActions}
        rowActions={
          can(CAN.delete)
            ? (row) => (
                <RowAction
                  danger
                  label={t`Delete the sign-in of ${row.account} at ${row.createTime}`}
                  onClick={() => setDeleting([row.id])}
                >
                  <Trans>Delete</Trans>
                </RowAction>
              )
            : undefined
        }
      />
      <DeleteConfirm
        ids={deleting}
        onClose={() => setDeleting(null)}
        title={t`Delete log entries`}
        description={t`Delete the ${count} selected log entries? The dashboard's visit figures will no longer count them.`}
        onDelete={async (ids) => {
          await api.loginLog.loginLogDelete({ body: ids });
          await table.refresh();
        }}
        onDeleted={() => table.resetSelection()}
      />
    </section>
  );
}

export default LoginLogScreen;
