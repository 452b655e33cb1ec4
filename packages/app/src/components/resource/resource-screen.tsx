import { useId, useMemo, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useSWRConfig } from 'swr';
import { callEndpoint, type EndpointOptions } from '@pocket/api-client';
import type { EndpointDef, PageResult } from '@pocket/contract';
import {
  CrudTable,
  createCrudColumnHelper,
  toast,
  usePermissionChecker,
  type CrudFilterField,
} from '@pocket/ui';
import { client } from '../../app/services.ts';
import { keyMatcher } from '../../lib/swr-keys.ts';
import { DeleteConfirm, RowAction, StateTag, useDeleteSelection } from '../crud-parts.tsx';
import { ExportProgress, exportFileName, useExport } from '../export-progress.tsx';
import { ImportDialog } from '../import-dialog.tsx';
import { useServerTable } from '../use-server-table.ts';
import { useOptionSources } from './field-control.tsx';
import { ResourceFormDialog } from './resource-form-dialog.tsx';
import {
  filtersToQuery,
  type ColumnSpec,
  type FilterSpec,
  type RowOf,
  type ScreenContext,
  type ScreenDef,
  type ScreenResource,
} from './screen-def.ts';

const call = (def: EndpointDef | undefined, input: object, options?: EndpointOptions) => {
  if (!def) return Promise.reject(new Error('The resource has no such operation'));
  return callEndpoint(client, def, input as never, options);
};

/** Building or reading a whole xlsx file takes longer than an ordinary call may. */
const FILE_TIMEOUT_MS = 120_000;

/** The filter bar's fields, translated, with their options. */
function useFilterFields(specs: readonly FilterSpec[]): CrudFilterField[] {
  const { t, i18n } = useLingui();
  const options = useOptionSources(specs.map((spec) => (spec.type === 'select' ? spec : undefined)));
  return specs.map((spec, i): CrudFilterField => {
    switch (spec.type) {
      case 'text':
        return { type: 'text', id: spec.key, label: i18n._(spec.label) };
      case 'date-range':
        return { type: 'date-range', id: spec.key, label: i18n._(spec.label) };
      case 'state':
        return {
          type: 'select',
          id: spec.key,
          label: spec.label ? i18n._(spec.label) : t`State`,
          options: [
            { value: 'true', label: t`Valid` },
            { value: 'false', label: t`Invalid` },
          ],
        };
      case 'select':
        return { type: 'select', id: spec.key, label: i18n._(spec.label), options: options[i] ?? [] };
    }
  });
}

function useColumns<Row extends { id: string }>(specs: readonly ColumnSpec<Row>[]) {
  const { i18n } = useLingui();
  return useMemo(() => {
    const col = createCrudColumnHelper<Row>();
    return col.columns(
      specs.map((spec) =>
        col.accessor((row) => row[spec.key] as unknown, {
          id: spec.key,
          header: i18n._(spec.header),
          enableSorting: spec.sortable ?? false,
          cell: ({ row }) => {
            const value = row.original[spec.key] as unknown;
            if (typeof spec.cell === 'function') return spec.cell(row.original);
            if (spec.cell === 'state') return <StateTag valid={Boolean(value)} />;
            if (spec.cell === 'code') return <code className="text-xs">{String(value ?? '')}</code>;
            if (spec.cell === 'enum')
              return (
                (value as { desc?: string } | null)?.desc ?? (value as { code?: string } | null)?.code ?? ''
              );
            return value === null || value === undefined ? '' : String(value);
          },
        }),
      ),
    );
    // Headers are translated: rebuilt when the language changes.
  }, [specs, i18n.locale]); // eslint-disable-line react-hooks/exhaustive-deps -- i18n.locale is what changes the headers
}

/**
 * The one CRUD screen: a definition (`defineScreen`) becomes a heading, a server-paged table with
 * filters, create / edit in a dialog, delete with confirmation (one row or the selection),
 * import and export, and the screen's own row actions. What the user may do comes from the
 * resource's permission codes through the kit's permission checker.
 */
export function ResourceScreen<R extends ScreenResource>({ def }: { def: ScreenDef<R> }) {
  type Row = RowOf<R>;
  const { t, i18n } = useLingui();
  const titleId = useId();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const can = usePermissionChecker();
  const { resource, texts } = def;
  const { op, permissions } = resource;
  const allowed = (action: string) => {
    const code = permissions[action];
    return code !== undefined && can('allPermissions', [code]);
  };
  const offers = (operation: keyof typeof op) => op[operation] !== undefined;
  const [editing, setEditing] = useState<{ row?: Row } | null>(null);
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const [importing, setImporting] = useState(false);
  const exporter = useExport();

  const table = useServerTable<Record<string, unknown>, Row>({
    resource: (op.page?.path ?? resource.basePath).slice(1),
    toQuery: (filters) => {
      const { model, extra } = filtersToQuery(def.filters ?? [], filters);
      return { model: { ...model, ...def.baseQuery?.() }, extra };
    },
    fetch: (query) => call(op.page, { body: query }) as Promise<unknown> as Promise<PageResult<Row>>,
    ...(def.defaultSort ? { defaultSort: def.defaultSort } : {}),
  });
  const refresh = () =>
    Promise.all([resource.basePath.slice(1), ...(def.refreshes ?? [])].map((key) => mutate(keyMatcher(key))));
  const screen: ScreenContext = { refresh, navigate: (to) => void navigate(to), allowed };
  const filterFields = useFilterFields(def.filters ?? []);
  const columns = useColumns<Row>(def.columns);
  const locked = (row: Row) => def.locked?.(row) ?? false;

  const { bulkActions, askDelete } = useDeleteSelection({
    allowed: offers('delete') && allowed('delete'),
    rows: table.page.data?.records ?? [],
    isLocked: locked,
    onAsk: setDeleting,
  });
  const canEdit = Boolean(def.form) && offers('update') && allowed('edit');
  const canCreate = def.onCreate ? allowed('add') : Boolean(def.form) && offers('create') && allowed('add');
  const count = deleting?.length ?? 0;

  return (
    <section aria-labelledby={titleId} className="grid gap-4 p-4">
      <h1 id={titleId} className="text-lg font-semibold">
        {i18n._(texts.title)}
      </h1>
      <div className={def.aside ? 'grid gap-4 lg:grid-cols-[16rem_1fr]' : 'contents'}>
        {def.aside}
        <CrudTable
          key={table.tableKey}
          {...table.tableProps}
          filterFields={filterFields}
          label={i18n._(texts.table ?? texts.title)}
          columns={columns}
          getRowId={(row) => row.id}
          getRowLabel={def.rowLabel}
          selectable={bulkActions.length > 0}
          onCreate={canCreate ? () => (def.onCreate ? def.onCreate(screen) : setEditing({})) : undefined}
          onImport={offers('import') && allowed('import') ? () => setImporting(true) : undefined}
          onExport={
            offers('export') && allowed('export')
              ? () =>
                  void exporter.run(
                    () =>
                      call(
                        op.export,
                        { body: { ...table.query, current: 1 } },
                        { timeout: FILE_TIMEOUT_MS },
                      ) as Promise<unknown> as Promise<Blob>,
                    exportFileName(def.exportName ?? resource.key),
                  )
              : undefined
          }
          toolbar={
            <>
              {def.toolbar?.(screen)}
              <ExportProgress busy={exporter.busy} />
            </>
          }
          bulkActions={bulkActions}
          rowActions={(row) => {
            const label = def.rowLabel(row);
            const own = (def.rowActions ?? []).filter(
              (a) => (a.visible ? a.visible(row) : !locked(row)) && (!a.permission || allowed(a.permission)),
            );
            return (
              <>
                {canEdit && !locked(row) ? (
                  <RowAction label={t`Edit ${label}`} onClick={() => setEditing({ row })}>
                    {t`Edit`}
                  </RowAction>
                ) : null}
                {own.map((a) => (
                  <RowAction
                    key={a.id}
                    danger={a.danger}
                    label={`${i18n._(a.label)} ${label}`}
                    onClick={() => void a.run(row, screen)}
                  >
                    {i18n._(a.label)}
                  </RowAction>
                ))}
                {bulkActions.length > 0 && !locked(row) ? (
                  <RowAction danger label={t`Delete ${label}`} onClick={() => askDelete([row.id])}>
                    {t`Delete`}
                  </RowAction>
                ) : null}
              </>
            );
          }}
        />
      </div>
      {def.form ? (
        // A resource without a form may have no create schema to validate with.
        <ResourceFormDialog def={def} editing={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      ) : null}
      {offers('import') ? (
        <ImportDialog
          title={texts.importTitle ? i18n._(texts.importTitle) : t`Import`}
          open={importing}
          onOpenChange={setImporting}
          onImport={(file) =>
            // Silent: the dialog shows what went wrong, row by row.
            call(op.import, { body: { file } }, { silent: true, timeout: FILE_TIMEOUT_MS }).then(
              (r) => (r as unknown as { count: number }).count,
            )
          }
          onImported={(n) => {
            toast.success(texts.imported ? i18n._(texts.imported(n)) : t`Imported ${n} rows`);
            void refresh();
          }}
        />
      ) : null}
      <DeleteConfirm
        ids={deleting}
        onClose={() => setDeleting(null)}
        title={texts.deleteTitle ? i18n._(texts.deleteTitle) : t`Delete`}
        description={
          texts.deleteQuestion
            ? i18n._(texts.deleteQuestion(count))
            : t`Delete the ${count} selected row(s)? This cannot be undone.`
        }
        onDelete={async (ids) => {
          await call(op.delete, { body: ids });
          await refresh();
        }}
        onDeleted={() => table.resetSelection()}
      />
    </section>
  );
}

/** A screen module's default export: the resource screen of a definition. */
export function resourceScreen<R extends ScreenResource>(def: ScreenDef<R>): ComponentType {
  return function Screen() {
    return <ResourceScreen def={def} />;
  };
}
