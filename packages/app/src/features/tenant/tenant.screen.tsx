import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePermission } from '@pocket/auth/react';
import type { Tenant } from '@pocket/contract';
import { CrudTable, toast } from '@pocket/ui';
import { DeleteConfirm, RowAction, useDeleteSelection, useSaveReport } from '../../components/crud-parts.tsx';
import { ExportProgress, exportFileName, useExport } from '../../components/export-progress.tsx';
import { ImportDialog } from '../../components/import-dialog.tsx';
import { api } from '../../app/services.ts';
import { useServerTable } from '../../components/use-server-table.ts';
import { useEnumOptions } from '../../lib/use-enum-options.ts';
import { TENANT_PAGE, useTenantMutations } from './api/tenants.ts';
import { TenantFormDialog } from './components/tenant-form-dialog.tsx';
import { tenantFiltersToQuery, useTenantColumns, useTenantFilterFields } from './components/tenant-table.tsx';
import type { TenantFormValues } from './forms/tenant-form.ts';

/** Permission codes of the tenant endpoints (contract endpoint table). */
const CAN = {
  add: 'tenant:tenant:add',
  edit: 'tenant:tenant:edit',
  delete: 'tenant:tenant:delete',
  export: 'tenant:tenant:export',
  import: 'tenant:tenant:import',
} as const;

/** The platform tenant that manages the others; it can never be deleted. */
const PLATFORM = '0000';

/** Tenants (`/tenant/tenant`), for the platform tenant's administrators. */
export function TenantsScreen() {
  const { t } = useLingui();
  const gates = usePermission();
  const mutations = useTenantMutations();
  const exporter = useExport();
  const statusOptions = useEnumOptions('TenantStatusEnum');
  const filterFields = useTenantFilterFields(statusOptions);
  const columns = useTenantColumns();
  const [editing, setEditing] = useState<{ tenant?: Tenant } | null>(null);
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const [importing, setImporting] = useState(false);

  const table = useServerTable({
    resource: TENANT_PAGE,
    toQuery: (filters) => ({ model: tenantFiltersToQuery(filters) }),
    fetch: (query) => api.tenant.tenantPage({ body: query }),
  });
  const { query } = table;
  const can = (code: string) => gates.hasAllPermissions(code);
  const deletable = (tenant: Tenant) => !tenant.readonly && tenant.code !== PLATFORM;

  const report = useSaveReport();
  const save = async (values: TenantFormValues) => {
    const id = editing?.tenant?.id;
    await report(
      () => (id ? mutations.update(id, values) : mutations.create(values)),
      id ? t`Updated successfully` : t`Created successfully`,
    );
  };

  const { bulkActions } = useDeleteSelection({
    allowed: can(CAN.delete),
    rows: table.page.data?.records ?? [],
    isLocked: (r) => !deletable(r),
    onAsk: setDeleting,
  });
  const count = deleting?.length ?? 0;

  return (
    <section aria-labelledby="tenants-title" className="grid gap-4 p-4">
      <h1 id="tenants-title" className="text-lg font-semibold">
        <Trans>Tenants</Trans>
      </h1>
      <CrudTable
        key={table.tableKey}
        {...table.tableProps}
        filterFields={filterFields}
        label={t`Tenants`}
        columns={columns}
        getRowId={(tenant) => tenant.id}
        getRowLabel={(tenant) => tenant.code}
        selectable={bulkActions.length > 0}
        onCreate={can(CAN.add) ? () => setEditing({}) : undefined}
        onImport={can(CAN.import) ? () => setImporting(true) : undefined}
        onExport={
          can(CAN.export)
            ? () =>
                void exporter.run(
                  () => mutations.exportFile({ ...query, current: 1 }),
                  exportFileName('tenants'),
                )
            : undefined
        }
        toolbar={<ExportProgress busy={exporter.busy} />}
        bulkActions={bulkActions}
        rowActions={(tenant) => (
          <>
            {can(CAN.edit) && !tenant.readonly ? (
              <RowAction label={t`Edit ${tenant.code}`} onClick={() => setEditing({ tenant })}>
                <Trans>Edit</Trans>
              </RowAction>
            ) : null}
            {can(CAN.delete) && deletable(tenant) ? (
              <RowAction danger label={t`Delete ${tenant.code}`} onClick={() => setDeleting([tenant.id])}>
                <Trans>Delete</Trans>
              </RowAction>
            ) : null}
          </>
        )}
      />
      <TenantFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        tenant={editing?.tenant}
        statusOptions={statusOptions}
        isCodeTaken={mutations.isCodeTaken}
        onSubmit={save}
      />
      <ImportDialog
        title={t`Import tenants`}
        open={importing}
        onOpenChange={setImporting}
        onImport={mutations.importFile}
        onImported={(n) => toast.success(t`Imported ${n} tenants`)}
      />
      <DeleteConfirm
        ids={deleting}
        onClose={() => setDeleting(null)}
        title={t`Delete tenants`}
        description={t`Delete the ${count} selected tenant(s) with all their users and data? This cannot be undone.`}
        onDelete={mutations.remove}
        onDeleted={() => table.resetSelection()}
      />
    </section>
  );
}

export default TenantsScreen;
