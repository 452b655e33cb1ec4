import { lazy, Suspense, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import useSWR, { useSWRConfig } from 'swr';
import { callEndpoint, type EndpointOptions } from '@pocket/api-client';
import type { EndpointDef, PageResult } from '@pocket/contract';
import {
  ConfirmDialog,
  CrudTable,
  createCrudColumnHelper,
  toast,
  PermissionExplain,
  usePermissionChecker,
  type CrudBulkAction,
  type CrudColumnDef,
  type CrudFilterField,
  type CrudFilterValues,
} from '@pocket/ui';
import { client } from '../../app/core-services.ts';
import { filterText } from '../../lib/filters.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import type { DataScreen } from '../../lib/route-data.ts';
import { keyMatcher, swrKey } from '../../lib/swr-keys.ts';
import { DeleteConfirm, RowAction, StateTag, useDeleteSelection } from '../crud-parts.tsx';
import { ExportProgress, exportFileName, useExport } from '../export-progress.tsx';
import { prefetchServerTable, useServerTable, type ServerTableOptions } from '../use-server-table.ts';
import { useOptionSources } from './option-sources.ts';
import { OrgTreeFilter } from './org-tree-filter.tsx';
import { countBelow, treeNodes, useTreeTable, type TreeRow } from './tree-table.ts';
import {
  filtersToQuery,
  type ColumnSpec,
  type ConfirmSpec,
  type FilterSpec,
  type FormValues,
  type RowActionSpec,
  type RowOf,
  type ScreenContext,
  type ScreenDef,
  type ScreenResource,
} from './screen-def.ts';

const call = (def: EndpointDef | undefined, input: object, options?: EndpointOptions) => {
  if (!def) return Promise.reject(new Error('The resource has no such operation'));
  return callEndpoint(client, def, input as never, options);
};

// The form and import dialogs are not in a table screen's first load (the form library, the form's
// controls, the schema resolver: 23–26 kB gzip and 3–6 files of a menu click, scripts/size-budget.mjs).
// Their code loads once the screen is idle, while the user reads the rows, or when one opens first.
const loadFormDialog = () => import('./resource-form-dialog.tsx');
const loadImportDialog = () => import('../import-dialog.tsx');
const ResourceFormDialog = lazy(async () => ({ default: (await loadFormDialog()).ResourceFormDialog }));
const ImportDialog = lazy(async () => ({ default: (await loadImportDialog()).ImportDialog }));
/** Loads a dialog's code ahead of its first opening (a failure shows when it opens). */
const preload = (load: () => Promise<unknown>) => void load().catch(() => undefined);

/** How a screen's server-paged table reads its rows (shared by the screen and its prefetch). */
function pagedOptions<R extends ScreenResource>(
  def: ScreenDef<R>,
): ServerTableOptions<Record<string, unknown>, RowOf<R>> {
  const { resource } = def;
  return {
    resource: (resource.op.page?.path ?? resource.basePath).slice(1),
    toQuery: (filters) => {
      const { model, extra } = filtersToQuery(def.filters ?? [], filters);
      return { model: { ...model, ...def.baseQuery?.() }, extra };
    },
    fetch: (query) =>
      call(resource.op.page, { body: query }) as Promise<unknown> as Promise<PageResult<RowOf<R>>>,
    ...(def.defaultSort ? { defaultSort: def.defaultSort } : {}),
    enabled: !def.tree,
  };
}

/** The question a row action asks before it runs. */
function confirmOf<Row>(action: RowActionSpec<Row>, row: Row, screen: ScreenContext): ConfirmSpec {
  const ask = action.confirm as NonNullable<RowActionSpec<Row>['confirm']>;
  return {
    title: ask.title,
    question: ask.question(row),
    action: ask.action ?? action.label,
    ...(action.danger ? { danger: true } : {}),
    run: async () => action.run(row, screen),
  };
}

/** Building or reading a whole xlsx file takes longer than an ordinary call may. */
const FILE_TIMEOUT_MS = 120_000;

/** The filter bar's fields, translated, with their options. */
function useFilterFields(specs: readonly FilterSpec[]): CrudFilterField[] {
  const { t, i18n } = useLingui();
  const options = useOptionSources(specs.map((spec) => (spec.type === 'select' ? spec : undefined)));
  const trees = specs.flatMap((spec) => (spec.type === 'tree' ? [spec.load] : []));
  const loadedTrees = useSWR(
    trees.length
      ? swrKey('filter-trees', { sources: trees.map((tree) => tree.key), locale: i18n.locale })
      : null,
    () => Promise.all(trees.map((tree) => tree.fetch())),
  );
  return specs.flatMap((spec, i): CrudFilterField | [] => {
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
      case 'tree':
        return {
          type: 'tree',
          id: spec.key,
          label: i18n._(spec.label),
          nodes: loadedTrees.data?.[trees.indexOf(spec.load)] ?? [],
        };
      case 'org':
        // Beside the table, not in the bar.
        return [];
    }
  });
}

/** A tree's first column: each cell indented by its row's depth. */
function indentFirst<Row extends object>(columns: CrudColumnDef<Row>[]): CrudColumnDef<Row>[] {
  const [first, ...rest] = columns;
  const cell = first?.cell;
  if (!first || typeof cell !== 'function') return columns;
  return [
    {
      ...first,
      cell: (context) => (
        <span
          style={{ paddingInlineStart: `${(context.row.original as TreeRow<object>).depth * 1.5}rem` }}
          className="inline-block"
        >
          {cell(context)}
        </span>
      ),
    },
    ...rest,
  ];
}

function useColumns<Row extends { id: string }>(specs: readonly ColumnSpec<Row>[], tree = false) {
  const { i18n } = useLingui();
  return useMemo(() => {
    const col = createCrudColumnHelper<Row>();
    const columns = col.columns(
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
    return tree ? indentFirst(columns) : columns;
    // Headers are translated: rebuilt when the language changes.
  }, [specs, tree, i18n.locale]); // eslint-disable-line react-hooks/exhaustive-deps -- i18n.locale is what changes the headers
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
  const [editing, setEditing] = useState<{ row?: Row; values?: Partial<FormValues> } | null>(null);
  // The form dialog mounts on its first opening (its form state, resolver and fields cost a
  // table screen's first render), then stays for its closing animation and later openings.
  const [formShown, setFormShown] = useState(false);
  if (editing !== null && !formShown) setFormShown(true);
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const [shown, setShown] = useState<{ render: (close: () => void) => ReactNode } | null>(null);
  const [importing, setImporting] = useState(false);
  // Mounts on its first opening, as the form dialog does.
  const [importShown, setImportShown] = useState(false);
  if (importing && !importShown) setImportShown(true);
  const [asking, setAsking] = useState<ConfirmSpec | null>(null);
  const exporter = useExport();
  const hasForm = def.form !== undefined;
  const hasImport = offers('import');
  useEffect(
    () =>
      whenIdle(() => {
        if (hasForm) preload(loadFormDialog);
        if (hasImport) preload(loadImportDialog);
      }),
    [hasForm, hasImport],
  );

  const paged = useServerTable(pagedOptions(def));
  const tree = useTreeTable<Row & { children?: Row[] }>({
    resource: (op.tree?.path ?? resource.basePath).slice(1),
    fetch: () => call(op.tree, { query: {} }) as Promise<unknown> as Promise<Row[]>,
    enabled: Boolean(def.tree),
  });
  const table = def.tree ? tree : paged;
  const rows: Row[] = def.tree ? tree.rows : (paged.page.data?.records ?? []);
  const parents = useMemo(
    () => (def.tree ? treeNodes(tree.nodes, def.rowLabel) : undefined),
    [def.tree, def.rowLabel, tree.nodes],
  );
  // A change may also add an option a filter lists (e.g. a new dictionary type).
  const refresh = () =>
    Promise.all(
      [resource.basePath.slice(1), 'options', ...(def.refreshes ?? [])].map((key) => mutate(keyMatcher(key))),
    );
  const screen: ScreenContext = {
    refresh,
    navigate: (to) => void navigate(to),
    allowed,
    create: (values) => setEditing({ values }),
    confirm: setAsking,
    notify: (text, options) => toast.success(i18n._(text), options),
    show: (render) => setShown({ render }),
  };
  const filterFields = useFilterFields(def.filters ?? []);
  const asideFilters = (def.filters ?? []).filter((f) => f.type === 'org');
  const applied = paged.tableProps.filterValues;
  const columns = useColumns<Row>(def.columns, def.tree);
  // Columns marked `hidden` start unchecked in the column menu; the user shows them from there.
  const hiddenColumns = useMemo(
    () => Object.fromEntries(def.columns.filter((c) => c.hidden).map((c) => [c.key, false] as const)),
    [def.columns],
  );
  const locked = (row: Row) => def.locked?.(row) ?? false;
  const guarded = (row: Row) => def.guard?.(row) !== undefined;

  const canDelete = offers('delete') && allowed('delete');
  const wording = def.deleting;
  const deletion = useDeleteSelection({
    allowed: canDelete,
    rows,
    isLocked: locked,
    onAsk: setDeleting,
    ...(wording?.selected ? { label: i18n._(wording.selected) } : {}),
    ...(wording?.locked ? { lockedWarning: i18n._(wording.locked) } : {}),
  });
  const deleteLabel = wording?.action ? i18n._(wording.action) : t`Delete`;
  const ownBulk = (def.bulkActions ?? [])
    .filter((a) => !a.permission || allowed(a.permission))
    .map((a): CrudBulkAction<Row> => ({
      id: a.id,
      label: i18n._(a.label),
      onAction: (selected, ids) => void a.run(selected, ids, screen),
    }));
  // A selection holding a guarded row is cancelled before anything else is asked.
  const bulkActions = [...deletion.bulkActions, ...ownBulk].map((a): CrudBulkAction<Row> => ({
    ...a,
    onAction: (selected, ids) => {
      const warning = selected.map((row) => def.guard?.(row)).find((w) => w !== undefined);
      if (warning) toast.warning(i18n._(warning));
      else a.onAction(selected, ids);
    },
  }));
  /** A new row starts with what the form makes of the applied filters (blank if that fails). */
  const startCreate = async () => {
    const filters = paged.tableProps.filterValues;
    const values = await Promise.resolve()
      .then(() => def.form?.initial?.(filters))
      .catch(() => undefined);
    setEditing(values ? { values } : {});
  };
  const canEdit = Boolean(def.form) && offers('update') && allowed('edit');
  const canCreate = def.onCreate ? allowed('add') : Boolean(def.form) && offers('create') && allowed('add');
  const count = deleting?.length ?? 0;
  const below = def.tree && deleting ? countBelow(tree.rows, deleting) : 0;

  return (
    <section aria-labelledby={titleId} className="grid grid-cols-[minmax(0,1fr)] gap-4 p-4">
      <h1 id={titleId} className="text-lg font-semibold">
        {i18n._(texts.title)}
      </h1>
      <div
        className={
          def.aside || asideFilters.length ? 'grid gap-4 lg:grid-cols-[14rem_minmax(0,1fr)]' : 'contents'
        }
      >
        {asideFilters.length ? (
          <div className="grid content-start gap-4">
            {asideFilters.map((f) => (
              <OrgTreeFilter
                key={f.key}
                label={i18n._(f.label)}
                value={filterText(applied[f.key]) || undefined}
                onChange={(id) => paged.tableProps.onFiltersChange({ ...applied, [f.key]: id })}
              />
            ))}
            {def.aside}
          </div>
        ) : (
          def.aside
        )}
        <CrudTable
          key={table.tableKey}
          {...table.tableProps}
          {...(asideFilters.length
            ? {
                // Search and Reset of the bar keep the choice made beside the table.
                onFiltersChange: (next: CrudFilterValues) =>
                  paged.tableProps.onFiltersChange({
                    ...next,
                    ...Object.fromEntries(asideFilters.map((f) => [f.key, applied[f.key]])),
                  }),
              }
            : {})}
          filterFields={filterFields}
          label={i18n._(texts.tableLabel ?? texts.title)}
          columns={columns}
          defaultColumnVisibility={hiddenColumns}
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
                        { body: { ...paged.query, current: 1 } },
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
              {/* Explain mode: the standard actions this user's permissions hide, named. */}
              {(
                [
                  ['add', Boolean(def.onCreate) || (Boolean(def.form) && offers('create'))],
                  ['import', offers('import')],
                  ['export', offers('export')],
                  ['delete', offers('delete')],
                ] as const
              ).map(([action, offered]) => {
                const code = permissions[action];
                return offered && code ? (
                  <PermissionExplain key={action} mode="allPermissions" values={[code]} />
                ) : null;
              })}
            </>
          }
          bulkActions={bulkActions}
          rowActions={(row) => {
            const label = def.rowLabel(row);
            const own = (def.rowActions ?? []).filter(
              (a) =>
                (a.visible ? a.visible(row) : !locked(row) && !guarded(row)) &&
                (!a.permission || allowed(a.permission)),
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
                    label={a.describe ? i18n._(a.describe(row)) : `${i18n._(a.label)} ${label}`}
                    onClick={() =>
                      a.confirm ? setAsking(confirmOf(a, row, screen)) : void a.run(row, screen)
                    }
                  >
                    {i18n._(a.label)}
                  </RowAction>
                ))}
                {canDelete && !locked(row) && !guarded(row) ? (
                  <RowAction
                    danger
                    label={
                      wording?.rowLabel
                        ? i18n._(wording.rowLabel(row))
                        : wording?.action
                          ? `${deleteLabel} ${label}`
                          : t`Delete ${label}`
                    }
                    onClick={() => deletion.askDelete([row.id])}
                  >
                    {deleteLabel}
                  </RowAction>
                ) : null}
              </>
            );
          }}
        />
      </div>
      <Suspense fallback={null}>
        {def.form && formShown ? (
          // A resource without a form may have no create schema to validate with.
          <ResourceFormDialog
            def={def}
            editing={editing}
            onClose={() => setEditing(null)}
            onSaved={refresh}
            tree={parents}
            screen={screen}
          />
        ) : null}
        {hasImport && importShown ? (
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
      </Suspense>
      <DeleteConfirm
        ids={deleting}
        onClose={() => setDeleting(null)}
        title={texts.deleteTitle ? i18n._(texts.deleteTitle) : t`Delete`}
        description={
          texts.deleteQuestion
            ? i18n._(texts.deleteQuestion(count, below))
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
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        variant={asking?.danger ? 'danger' : 'primary'}
        title={asking ? i18n._(asking.title) : ''}
        description={asking ? i18n._(asking.question) : undefined}
        confirmLabel={asking ? i18n._(asking.action) : undefined}
        onConfirm={() => asking?.run()}
      />
      {shown?.render(() => setShown(null))}
    </section>
  );
}

/** A screen module's default export: the resource screen of a definition. */
export function resourceScreen<R extends ScreenResource>(def: ScreenDef<R>): DataScreen {
  function Screen() {
    return <ResourceScreen def={def} />;
  }
  // Its route starts the first page's read with (or before) this code, not after mounting.
  return Object.assign(Screen, { prefetchData: () => prefetchServerTable(pagedOptions(def)) });
}
