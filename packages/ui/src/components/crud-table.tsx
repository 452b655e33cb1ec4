import { useMemo, useState, type ReactNode } from 'react';
import {
  functionalUpdate,
  useTable,
  type ColumnVisibilityState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { cn } from '../lib/cn.ts';
import { useUiLabels } from '../lib/labels.tsx';
import { PlainBody, VirtualBody } from './crud-table-body.tsx';
import { crudTableFeatures } from './crud-table-columns.tsx';
import { buildColumns } from './crud-table-extra-columns.tsx';
import { CrudFilterBar, type CrudFilterValues } from './crud-table-filters.tsx';
import type { CrudTableProps } from './crud-table-props.ts';
import { CrudTableHeader } from './crud-table-header.tsx';
import { CrudTableToolbar, type CrudBulkAction } from './crud-table-toolbar.tsx';
import { EmptyState, ErrorState } from './feedback-state.tsx';
import { LoadingState } from './loading-state.tsx';
import { Pagination } from './pagination.tsx';

/** Client-side lists longer than this are virtualised unless `virtualize` says otherwise. */
const VIRTUALIZE_FROM = 100;

/**
 * A data table for admin screens on TanStack Table v9: server-side paging, sorting and filters
 * through callbacks, row selection with bulk actions, column visibility, toolbar buttons, row actions,
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
 *   filterFields={[
 *     { type: 'text', id: 'username', label: 'Username' },
 *     { type: 'select', id: 'status', label: 'Status', options: [{ value: '1', label: 'Active' }] },
 *     { type: 'date-range', id: 'created', label: 'Created' },
 *   ]}
 *   filterValues={filters}
 *   onFiltersChange={(next) => (setFilters(next), setPaging({ ...paging, current: 1 }))}
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
  filterFields,
  filterValues,
  onFiltersChange,
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- getRowLabel is read when cells render; a new function each render must not rebuild columns
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
  const [localFilters, setLocalFilters] = useState<CrudFilterValues>({});
  const appliedFilters = filterValues ?? localFilters;
  const handleFilters = (next: CrudFilterValues) => {
    if (!filterValues) setLocalFilters(next);
    onFiltersChange?.(next);
  };

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
    // The table's own copy starts as the state it is given, so publishing that state after the
    // first commit changes nothing and the table does not render a second time as it mounts.
    initialState: { rowSelection, sorting, columnVisibility },
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
      {filterFields && filterFields.length > 0 ? (
        <CrudFilterBar fields={filterFields} values={appliedFilters} onSubmit={handleFilters} />
      ) : null}
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
          <CrudTableHeader table={table} stickyHeader={stickyHeader} virtual={virtual} />
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
