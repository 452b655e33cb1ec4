import { useId, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useSWRConfig } from 'swr';
import { callEndpoint } from '@pocket/api-client';
import type { EndpointDef, PageResult } from '@pocket/contract';
import {
  ConfirmDialog,
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
  type FormValues,
  type RowActionSpec,
  type RowOf,
  type ScreenContext,
  type ScreenDef,
  type ScreenResource,
} from './screen-def.ts';

const call = (def: EndpointDef | undefined, input: object, options?: { timeout?: number }) => {
  if (!def) return Promise.reject(new Error('The resource has no such operation'));
  return callEndpoint(client, def, input as never, options);
};

/** Exports and imports run longer than other calls. */
const FILE_TIMEOUT = 120_000;

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
  const [editing, setEditing] = useState<{ row?: Row; initial?: Partial<FormValues> } | null>(null);
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<{ action: RowActionSpec<Row>; row: Row } | null>(null);
  const [shown, setShown] = useState<{ render: (close: () => void) => ReactNode } | null>(null);
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
  // A change may also add an option the filters list (e.g. a new dictionary type).
  const refresh = () =>
    Promise.all([mutate(keyMatcher(resource.basePath.slice(1))), mutate(keyMatcher('options'))]);
  const screen: ScreenContext = {
    refresh,
    navigate: (to) => void navigate(to),
    show: (render) => setShown({ render }),
  };
  const filterFields = useFilterFields(def.filters ?? []);
  const columns = useColumns<Row>(def.columns);
  const locked = (row: Row) => def.locked?.(row) ?? false;

  const wording = def.deleting;
  const { bulkActions, askDelete } = useDeleteSelection({
    allowed: offers('delete') && allowed('delete'),
    rows: table.page.data?.records ?? [],
    isLocked: locked,
    onAsk: setDeleting,
    ...(wording?.selected ? { label: i18n._(wording.selected) } : {}),
    ...(wording?.locked ? { lockedWarning: i18n._(wording.locked) } : {}),
  });
  const deleteLabel = wording?.action ? i18n._(wording.action) : t`Delete`;
  /** A new row starts with what the form makes of the applied filters (blank if that fails). */
  const startCreate = async () => {
    const filters = table.tableProps.filterValues;
    const initial = await Promise.resolve()
      .then(() => def.form?.initial?.(filters))
      .catch(() => undefined);
    setEditing(initial ? { initial } : {});
  };
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
          onCreate={canCreate ? () => (def.onCreate ? def.onCreate(screen) : void startCreate()) : undefined}
          onImport={offers('import') && allowed('import') ? () => setImporting(true) : undefined}
          onExport={
            offers('export') && allowed('export')
              ? () =>
                  void exporter.run(
                    () =>
                      call(
                        op.export,
                        { body: { ...table.query, current: 1 } },
                        { timeout: FILE_TIMEOUT },
                      ) as Promise<unknown> as Promise<Blob>,
                    exportFileName(def.exportName ?? resource.key),
                  )
              : undefined
          }
          toolbar={<ExportProgress busy={exporter.busy} />}
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
                    label={a.rowLabel ? i18n._(a.rowLabel(row)) : `${i18n._(a.label)} ${label}`}
                    onClick={() => (a.confirm ? setConfirming({ action: a, row }) : void a.run(row, screen))}
                  >
                    {i18n._(a.label)}
                  </RowAction>
                ))}
                {bulkActions.length > 0 && !locked(row) ? (
                  <RowAction
                    danger
                    label={
                      wording?.rowLabel
                        ? i18n._(wording.rowLabel(row))
                        : wording?.action
                          ? `${deleteLabel} ${label}`
                          : t`Delete ${label}`
                    }
                    onClick={() => askDelete([row.id])}
                  >
                    {deleteLabel}
                  </RowAction>
                ) : null}
              </>
            );
          }}
        />
      </div>
      {def.form ? (
        <ResourceFormDialog
          def={def}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={refresh}
          screen={screen}
        />
      ) : null}
      {offers('import') ? (
        <ImportDialog
          title={texts.importTitle ? i18n._(texts.importTitle) : t`Import`}
          open={importing}
          onOpenChange={setImporting}
          onImport={(file) =>
            call(op.import, { body: { file } }, { timeout: FILE_TIMEOUT }).then(
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
        confirmLabel={deleteLabel}
        {...(wording?.done ? { done: i18n._(wording.done) } : {})}
        onDelete={async (ids) => {
          await call(op.delete, { body: ids });
          await refresh();
        }}
        onDeleted={() => table.resetSelection()}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={confirming?.action.confirm ? i18n._(confirming.action.confirm.title) : ''}
        description={
          confirming?.action.confirm ? i18n._(confirming.action.confirm.question(confirming.row)) : undefined
        }
        variant={confirming?.action.danger ? 'danger' : 'primary'}
        confirmLabel={
          confirming ? i18n._(confirming.action.confirm?.action ?? confirming.action.label) : undefined
        }
        onConfirm={async () => {
          if (confirming) await confirming.action.run(confirming.row, screen);
        }}
      />
      {shown?.render(() => setShown(null))}
    </section>
  );
}

/** A screen module's default export: the resource screen of a definition. */
export function resourceScreen<R extends ScreenResource>(def: ScreenDef<R>): ComponentType {
  return function Screen() {
    return <ResourceScreen def={def} />;
  };
}
