import { useMemo, useState, type ReactNode } from 'react';
import {
  functionalUpdate,
  useTable,
  type ColumnVisibilityState,
  type HeaderContext,
  type CellContext,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { formatLabel } from '../lib/format-label.ts';
import { useUiLabels } from '../lib/labels.tsx';
import { PlainBody, VirtualBody } from './crud-table-body.tsx';
import { crudTableFeatures, type CrudColumnDef, type CrudTableFeatures } from './crud-table-columns.tsx';
import { CrudTableToolbar, type CrudBulkAction, type CrudToolbarActions } from './crud-table-toolbar.tsx';
import { EmptyState, ErrorState, LoadingState } from './feedback-state.tsx';
import { Pagination, type PaginationValue } from './pagination.tsx';

/** Client-side lists longer than this are virtualised unless `virtualize` says otherwise. */
const VIRTUALIZE_FROM = 100;

type CrudTableProps<TData extends RowData> = CrudToolbarActions & {
  /** Accessible name of the table. */
  label: string;
  /** Visible caption above the rows. */
  caption?: ReactNode;
  /** The rows: the current page when paging on the server, or every row on the client. */
  data: TData[];
  /** Build with `createCrudColumnHelper<TData>()`; keep the array stable (module scope or memo). */
  columns: CrudColumnDef<TData>[];
  /** Stable id of a row; selection is kept by id. */
  getRowId: (row: TData) => string;
  /** Text naming a row in its checkbox label; defaults to the row number. */
  getRowLabel?: (row: TData) => string;

  /** Server-side paging (controlled). Without it every row is shown (virtualised when long). */
  pagination?: PaginationValue;
  /** Total rows on the server. */
  total?: number;
  onPaginationChange?: (value: PaginationValue) => void;
  pageSizes?: readonly number[];

  /** Controlled sorting. With `onSortingChange` sorting is the server's job; without it rows sort on the client. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;

  /** Shows row checkboxes; on by default when there are bulk actions. */
  selectable?: boolean;
  /**
   * Selected row ids (controlled), e.g. to clear the selection after a bulk delete. Without it
   * the table keeps the selection itself.
   */
  selectedRowIds?: string[];
  /** Receives the selected rows that are loaded and every selected id. */
  onSelectionChange?: (rows: TData[], ids: string[]) => void;
  bulkActions?: CrudBulkAction<TData>[];
  /** Called when a bulk action is used with nothing selected; without it the `noDataSelected` label is shown. */
  onNothingSelected?: () => void;

  /** Column ids hidden at first (`{ email: false }`). */
  defaultColumnVisibility?: ColumnVisibilityState;
  onColumnVisibilityChange?: (visibility: ColumnVisibilityState) => void;
  /** Shows the column visibility menu in the toolbar (default true). */
  columnMenu?: boolean;

  /** Filter form above the toolbar; the app owns its state and refetches. */
  filters?: ReactNode;
  /** Custom toolbar content after the built-in buttons. */
  toolbar?: ReactNode;
  /** Content of a trailing actions cell for each row. */
  rowActions?: (row: TData) => ReactNode;

  loading?: boolean;
  /** When set, the table shows an error state with this text instead of rows. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Replaces the default empty state. */
  empty?: ReactNode;

  /** Keeps the header visible while rows scroll inside `maxHeight` (default true). */
  stickyHeader?: boolean;
  /** Height limit of the scrolling area; virtualised tables default to 480 px. */
  maxHeight?: number;
  /** Force virtualisation on or off; by default long client-side lists are virtualised. */
  virtualize?: boolean;
  /** Row height in px used by virtualisation (rows are fixed height there). */
  rowHeight?: number;
  className?: string;
};

type RowActionsMeta = { rowActions?: (row: unknown) => ReactNode };

function IndeterminateCheckbox({
  checked,
  indeterminate,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  label: string;
  onChange: (event: unknown) => void;
}) {
  return (
    <input
      type="checkbox"
      data-slot="crud-table-checkbox"
      aria-label={label}
      checked={checked}
      ref={(element) => {
        if (element) element.indeterminate = indeterminate;
      }}
      onChange={onChange}
      className="size-4 cursor-pointer align-middle accent-primary-solid"
    />
  );
}

function buildColumns<TData extends RowData>(
  columns: CrudColumnDef<TData>[],
  selectable: boolean,
  withActions: boolean,
  labels: ReturnType<typeof useUiLabels>,
  getRowLabel?: (row: TData) => string,
): CrudColumnDef<TData>[] {
  const result: CrudColumnDef<TData>[] = [];
  if (selectable) {
    result.push({
      id: '__select',
      enableSorting: false,
      enableHiding: false,
      meta: { className: 'w-10' },
      header: ({ table }: HeaderContext<CrudTableFeatures, TData, unknown>) => (
        <IndeterminateCheckbox
          label={labels.selectAllRows}
          checked={table.getIsAllRowsSelected()}
          indeterminate={table.getIsSomeRowsSelected() && !table.getIsAllRowsSelected()}
          onChange={table.getToggleAllRowsSelectedHandler()}
        />
      ),
      cell: ({ row }: CellContext<CrudTableFeatures, TData, unknown>) => (
        <IndeterminateCheckbox
          label={formatLabel(labels.selectRow, {
            row: getRowLabel ? getRowLabel(row.original) : row.index + 1,
          })}
          checked={row.getIsSelected()}
          indeterminate={false}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
    });
  }
  result.push(...columns);
  if (withActions) {
    result.push({
      id: '__actions',
      enableSorting: false,
      enableHiding: false,
      header: () => labels.actions,
      cell: ({ row, table }: CellContext<CrudTableFeatures, TData, unknown>) => (
        <div className="flex items-center gap-1">
          {(table.options.meta as RowActionsMeta | undefined)?.rowActions?.(row.original)}
        </div>
      ),
    });
  }
  return result;
}

/**
 * A data table for admin screens on TanStack Table v9: server-side paging and sorting through
 * callbacks, row selection with bulk actions, column visibility, toolbar buttons, row actions,
 * sticky header, virtualised rows for long client-side lists, and empty / loading / error states.
 *
 * @example
 * const col = createCrudColumnHelper<User>();
 * const columns = col.columns([col.accessor('username', { header: 'Username' })]);
 *
 * <CrudTable
 *   label="Users"
 *   data={page.records}
 *   columns={columns}
 *   getRowId={(user) => user.id}
 *   pagination={paging}
 *   total={page.total}
 *   onPaginationChange={setPaging}
 *   sorting={sorting}
 *   onSortingChange={setSorting}
 *   bulkActions={[{ id: 'delete', label: 'Delete', variant: 'danger', onAction: remove }]}
 *   onNothingSelected={() => toast.warning(t`No data selected yet`)}
 *   onCreate={openCreate}
 *   rowActions={(user) => <Button size="sm" onClick={() => edit(user)}>Edit</Button>}
 * />
 */
function CrudTable<TData extends RowData>({
  label,
  caption,
  data,
  columns,
  getRowId,
  getRowLabel,
  pagination,
  total,
  onPaginationChange,
  pageSizes,
  sorting: sortingProp,
  onSortingChange,
  selectable: selectableProp,
  selectedRowIds,
  onSelectionChange,
  bulkActions = [],
  onNothingSelected,
  defaultColumnVisibility = {},
  onColumnVisibilityChange,
  columnMenu = true,
  filters,
  toolbar,
  rowActions,
  loading = false,
  error,
  onRetry,
  empty,
  stickyHeader = true,
  maxHeight,
  virtualize,
  rowHeight = 40,
  className,
  onCreate,
  onImport,
  onExport,
  onRefresh,
}: CrudTableProps<TData>) {
  const labels = useUiLabels();
  const selectable = selectableProp ?? bulkActions.length > 0;
  const withActions = rowActions !== undefined;
  const tableColumns = useMemo(
    () => buildColumns(columns, selectable, withActions, labels, getRowLabel),
    // getRowLabel is read when cells render; a new function each render must not rebuild columns.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns, selectable, withActions, labels],
  );

  const [localSelection, setLocalSelection] = useState<RowSelectionState>({});
  const controlledSelection = useMemo(
    () => (selectedRowIds ? Object.fromEntries(selectedRowIds.map((id) => [id, true] as const)) : undefined),
    [selectedRowIds],
  );
  const rowSelection = controlledSelection ?? localSelection;
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const [columnVisibility, setColumnVisibility] = useState(defaultColumnVisibility);
  const [nothingSelected, setNothingSelected] = useState(false);
  const sorting = sortingProp ?? localSorting;

  const handleSelection = (updater: Updater<RowSelectionState>) => {
    const next = functionalUpdate(updater, rowSelection);
    if (!controlledSelection) setLocalSelection(next);
    setNothingSelected(false);
    if (onSelectionChange) {
      const rows = data.filter((row) => next[getRowId(row)]);
      onSelectionChange(rows, selectedIds(next));
    }
  };

  const handleSorting = (updater: Updater<SortingState>) => {
    const next = functionalUpdate(updater, sorting);
    if (onSortingChange) onSortingChange(next);
    else setLocalSorting(next);
  };

  const handleVisibility = (updater: Updater<ColumnVisibilityState>) => {
    const next = functionalUpdate(updater, columnVisibility);
    setColumnVisibility(next);
    onColumnVisibilityChange?.(next);
  };

  const table = useTable({
    features: crudTableFeatures,
    columns: tableColumns,
    data,
    getRowId: (row: TData) => getRowId(row),
    state: { rowSelection, sorting, columnVisibility },
    onRowSelectionChange: handleSelection,
    onSortingChange: handleSorting,
    onColumnVisibilityChange: handleVisibility,
    manualSorting: onSortingChange !== undefined,
    enableSortingRemoval: true,
    // Ascending first for every column, numbers included, as users of the old console expect.
    sortDescFirst: false,
    meta: { rowActions } as never,
  });

  const runBulkAction = (action: CrudBulkAction<TData>) => {
    const ids = selectedIds(rowSelection);
    if (ids.length === 0) {
      if (onNothingSelected) onNothingSelected();
      else setNothingSelected(true);
      return;
    }
    action.onAction(
      table.getSelectedRowModel().rows.map((row) => row.original),
      ids,
    );
  };

  const rows = table.getRowModel().rows;
  const serverPaged = pagination !== undefined && onPaginationChange !== undefined;
  const virtual = virtualize ?? (!serverPaged && rows.length > VIRTUALIZE_FROM);
  const height = maxHeight ?? (virtual ? 480 : undefined);
  // State, not a ref: the virtualizer must re-render once the scroll element exists, because a
  // child's layout effects run before its parent's ref is attached.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const colSpan = table.getVisibleLeafColumns().length;
  // Memoised rows re-render when any of these change, not only when their row does.
  const renderKey = useMemo(
    () => ({ tableColumns, columnVisibility, rowActions }),
    [tableColumns, columnVisibility, rowActions],
  );

  let status: ReactNode = null;
  if (error) status = <ErrorState size="sm" description={error} onRetry={onRetry} />;
  else if (rows.length === 0)
    status = loading ? <LoadingState size="sm" /> : (empty ?? <EmptyState size="sm" />);

  return (
    <div data-slot="crud-table" className={cn('flex flex-col gap-3 text-sm', className)}>
      {filters ? <div data-slot="crud-table-filters">{filters}</div> : null}
      <CrudTableToolbar
        table={table}
        bulkActions={bulkActions}
        onBulkAction={runBulkAction}
        selectedCount={selectedIds(rowSelection).length}
        columnMenu={columnMenu}
        onCreate={onCreate}
        onImport={onImport}
        onExport={onExport}
        onRefresh={onRefresh}
      >
        {toolbar}
      </CrudTableToolbar>
      {nothingSelected ? (
        <p role="alert" data-slot="crud-table-notice" className="text-sm text-warning">
          {labels.noDataSelected}
        </p>
      ) : null}
      <div
        ref={setScrollElement}
        data-slot="crud-table-scroll"
        // A scrolling region must be reachable by keyboard so its rows can be scrolled.
        tabIndex={height !== undefined ? 0 : undefined}
        role={height !== undefined ? 'region' : undefined}
        aria-label={height !== undefined ? label : undefined}
        className="relative overflow-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-ring"
        style={height !== undefined ? { maxHeight: height } : undefined}
      >
        <table
          aria-label={label}
          aria-rowcount={virtual ? rows.length + 1 : undefined}
          aria-busy={loading || undefined}
          className={cn('w-full border-collapse text-left', virtual && 'table-fixed')}
        >
          {caption ? <caption className="px-3 py-2 text-left font-medium">{caption}</caption> : null}
          <thead data-slot="crud-table-header">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={virtual ? 1 : undefined}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      colSpan={header.colSpan}
                      aria-sort={
                        canSort
                          ? sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                      className={cn(
                        'border-b border-border bg-muted px-3 py-2 font-medium whitespace-nowrap text-foreground',
                        stickyHeader && 'sticky top-0 z-10',
                        header.column.columnDef.meta?.className,
                      )}
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex items-center gap-1 rounded hover:text-primary-text focus-visible:outline-2 focus-visible:outline-ring"
                        >
                          <table.FlexRender header={header} />
                          {sorted === 'asc' ? (
                            <ArrowUp aria-hidden className="size-3.5" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown aria-hidden className="size-3.5" />
                          ) : (
                            <ChevronsUpDown aria-hidden className="size-3.5 opacity-50" />
                          )}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          {status ? (
            <tbody data-slot="crud-table-body">
              <tr>
                <td colSpan={colSpan}>{status}</td>
              </tr>
            </tbody>
          ) : virtual ? (
            <VirtualBody
              table={table}
              rows={rows}
              rowHeight={rowHeight}
              renderKey={renderKey}
              scrollElement={scrollElement}
              viewportHeight={height ?? 480}
            />
          ) : (
            <PlainBody table={table} rows={rows} rowHeight={rowHeight} renderKey={renderKey} />
          )}
        </table>
        {loading && !status ? (
          <div className="absolute inset-0 flex items-center justify-center bg-background/60">
            <LoadingState size="sm" />
          </div>
        ) : null}
      </div>
      {serverPaged ? (
        <Pagination
          className="justify-end"
          current={pagination.current}
          size={pagination.size}
          total={total ?? data.length}
          pageSizes={pageSizes}
          onChange={onPaginationChange}
          disabled={loading}
        />
      ) : null}
    </div>
  );
}

function selectedIds(selection: RowSelectionState): string[] {
  return Object.keys(selection).filter((id) => selection[id]);
}

export { CrudTable };
export type { CrudTableProps };
