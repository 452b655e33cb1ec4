import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { usePermission } from '@pocket/auth/react';
import type { Msg } from '@pocket/contract';
import { CrudTable, toast } from '@pocket/ui';
import { DeleteConfirm, RowAction, useDeleteSelection } from '../../components/crud-parts.tsx';
import { ExportProgress, exportFileName, useExport } from '../../components/export-progress.tsx';
import { ImportDialog } from '../../components/import-dialog.tsx';
import { api } from '../../app/services.ts';
import { useServerTable } from '../../components/use-server-table.ts';
import { MSG_PAGE, useMsgMutations } from './api/messages.ts';
import { useMsgColumns } from './components/msg-columns.tsx';
import { msgFiltersToQuery, useMsgFilterFields } from './components/msg-filters.tsx';

/** Permission codes of the message endpoints (contract endpoint table). */
const CAN = {
  add: 'msg:msg:add',
  delete: 'msg:msg:delete',
  export: 'msg:msg:export',
  import: 'msg:msg:import',
} as const;

/** The message centre (`/resources/msg`): the messages of the tenant, sent from `/resources/msg/edit`. */
export function MessagesScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const gates = usePermission();
  const mutations = useMsgMutations();
  const exporter = useExport();
  const filterFields = useMsgFilterFields();
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const [importing, setImporting] = useState(false);
  // The kit's table keeps its row selection; after a delete it is mounted anew.

  const table = useServerTable({
    resource: MSG_PAGE,
    toQuery: msgFiltersToQuery,
    fetch: (query) => api.msg.msgPage({ body: query }),
    defaultSort: 'createTime',
  });
  const { query } = table;
  const columns = useMsgColumns();
  const can = (code: string) => gates.hasAllPermissions(code);
  const view = (m: Msg) => void navigate(`/resources/msg/edit?id=${m.id}&type=view`);

  const { bulkActions } = useDeleteSelection({
    allowed: can(CAN.delete),
    rows: table.page.data?.records ?? [],
    onAsk: setDeleting,
  });
  const count = deleting?.length ?? 0;

  return (
    <section aria-labelledby="messages-title" className="grid gap-4 p-4">
      <h1 id="messages-title" className="text-lg font-semibold">
        <Trans>Message centre</Trans>
      </h1>
      <CrudTable
        key={table.tableKey}
        {...table.tableProps}
        filterFields={filterFields}
        label={t`Messages`}
        columns={columns}
        getRowId={(m) => m.id}
        getRowLabel={(m) => m.title}
        selectable={bulkActions.length > 0}
        onCreate={can(CAN.add) ? () => void navigate('/resources/msg/edit') : undefined}
        onImport={can(CAN.import) ? () => setImporting(true) : undefined}
        onExport={
          can(CAN.export)
            ? () =>
                void exporter.run(
                  () => mutations.exportFile({ ...query, current: 1 }),
                  exportFileName('messages'),
                )
            : undefined
        }
        toolbar={<ExportProgress busy={exporter.busy} />}
        bulkActions={bulkActions}
        rowActions={(m) => (
          <>
            <RowAction label={t`View ${m.title}`} onClick={() => view(m)}>
              <Trans>View</Trans>
            </RowAction>
            {can(CAN.delete) ? (
              <RowAction danger label={t`Delete ${m.title}`} onClick={() => setDeleting([m.id])}>
                <Trans>Delete</Trans>
              </RowAction>
            ) : null}
          </>
        )}
      />
      <ImportDialog
        title={t`Import messages`}
        open={importing}
        onOpenChange={setImporting}
        onImport={mutations.importFile}
        onImported={(n) => toast.success(t`Imported ${n} messages`)}
      />
      <DeleteConfirm
        ids={deleting}
        onClose={() => setDeleting(null)}
        title={t`Delete messages`}
        description={t`Delete the ${count} selected message(s)? Their receivers no longer see them.`}
        onDelete={mutations.remove}
        onDeleted={() => table.resetSelection()}
      />
    </section>
  );
}

export default MessagesScreen;
