import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePermission } from '@pocket/auth/react';
import type { Online, OnlinePageQuery } from '@pocket/contract';
import {
  ConfirmDialog,
  CrudTable,
  Tag,
  createCrudColumnHelper,
  toast,
  type CrudBulkAction,
  type CrudFilterField,
  type CrudFilterValues,
} from '@pocket/ui';
import { api } from '../../app/services.ts';
import { useServerTable } from '../../components/use-server-table.ts';
import { RowAction } from '../../components/crud-parts.tsx';
import { filterText } from '../../lib/filters.ts';

const PAGE = 'authority/online/page';
const CAN_KICK = 'authority:online:delete';
const col = createCrudColumnHelper<Online>();

/** The paged query's model for the filter bar's account and name. */
export function onlineFiltersToQuery(filters: CrudFilterValues): OnlinePageQuery['model'] {
  const model: { account?: string; name?: string } = {};
  for (const key of ['account', 'name'] as const) {
    const value = filterText(filters[key]);
    if (value) model[key] = value;
  }
  return model;
}

/**
 * Online users (`/system/online`): the tenant's live sessions, newest first. Forcing a session
 * out ends it at its next call (40008); the session in use is marked and cannot be forced out.
 */
export function OnlineScreen() {
  const { t, i18n } = useLingui();
  const gates = usePermission();
  const [kicking, setKicking] = useState<string[] | null>(null);
  const canKick = gates.hasAllPermissions(CAN_KICK);

  const table = useServerTable({
    resource: PAGE,
    toQuery: (filters) => ({ model: onlineFiltersToQuery(filters) }),
    fetch: (query) => api.online.onlinePage({ body: query }),
  });

  const filterFields = useMemo<CrudFilterField[]>(
    () => [
      { type: 'text', id: 'account', label: t`Account` },
      { type: 'text', id: 'name', label: t`Name` },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale],
  );
  // The server lists sessions newest first and sorts by nothing else; sorting one page would mislead.
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('account', {
          header: t`Account`,
          enableSorting: false,
          cell: ({ row }) => (
            <span className="flex items-center gap-2">
              {row.original.account}
              {row.original.current ? <Tag variant="success">{t`This session`}</Tag> : null}
            </span>
          ),
        }),
        col.accessor('name', { header: t`Name`, enableSorting: false }),
        col.accessor('clientId', { header: t`Client`, enableSorting: false }),
        col.accessor('loginIp', { header: t`Login IP`, enableSorting: false }),
        col.accessor('loginTime', { header: t`Signed in at`, enableSorting: false }),
        col.accessor('expireTime', { header: t`Ends at`, enableSorting: false }),
      ]),
    // The headers are translated: rebuild them when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale],
  );

  const records = table.page.data?.records ?? [];
  /** The session in use is never forced out: a selection holding it is cancelled (spec section 5). */
  const askKick = (ids: string[]) => {
    if (records.some((s) => s.current && ids.includes(s.id))) {
      toast.warning(t`The selection includes your own session, so the action was cancelled.`);
      return;
    }
    setKicking(ids);
  };
  const bulkActions: CrudBulkAction<Online>[] = canKick
    ? [
        {
          id: 'kick',
          label: t`Force out selected`,
          variant: 'danger',
          onAction: (_rows, ids) => askKick(ids),
        },
      ]
    : [];
  const count = kicking?.length ?? 0;

  return (
    <section aria-labelledby="online-title" className="grid gap-4 p-4">
      <h1 id="online-title" className="text-lg font-semibold">
        <Trans>Online users</Trans>
      </h1>
      <CrudTable
        key={table.tableKey}
        {...table.tableProps}
        filterFields={filterFields}
        label={t`Sessions`}
        columns={columns}
        getRowId={(s) => s.id}
        getRowLabel={(s) => `${s.account} ${s.loginTime}`}
        selectable={bulkActions.length > 0}
        bulkActions={bulkActions}
        rowActions={
          canKick
            ? (s) =>
                s.current ? null : (
                  <RowAction
                    danger
                    label={t`Force out ${s.account} (signed in at ${s.loginTime})`}
                    onClick={() => setKicking([s.id])}
                  >
                    <Trans>Force out</Trans>
                  </RowAction>
                )
            : undefined
        }
      />
      <ConfirmDialog
        open={kicking !== null}
        onOpenChange={(open) => {
          if (!open) setKicking(null);
        }}
        variant="danger"
        title={t`Force out`}
        description={t`End the ${count} selected session(s)? Their users must sign in again.`}
        confirmLabel={t`Force out`}
        onConfirm={async () => {
          if (!kicking) return;
          await api.online.onlineDelete({ body: kicking });
          await table.refresh();
          table.resetSelection();
          toast.success(t`Sessions ended`);
        }}
      />
    </section>
  );
}

export default OnlineScreen;
