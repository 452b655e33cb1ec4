import type { ReactNode } from 'react';
import type { ColumnVisibilityState, RowData, SortingState } from '@tanstack/react-table';
import type { CrudColumnDef } from './crud-table-columns.tsx';
import type { CrudFilterField, CrudFilterValues } from './crud-table-filters.tsx';
import type { CrudBulkAction, CrudToolbarActions } from './crud-table-toolbar.tsx';
import type { PaginationValue } from './pagination.tsx';

type CrudTableProps<TData extends RowData> = CrudToolbarActions & {
  /** Accessible name of the table. */
  label: string;
  /** Visible caption above the rows. */
  caption?: ReactNode | undefined;
  /** The rows: the current page when paging on the server, or every row on the client. */
  data: TData[];
  /** Build with `createCrudColumnHelper<TData>()`; keep the array stable (module scope or memo). */
  columns: CrudColumnDef<TData>[];
  /** Stable id of a row; selection is kept by id. */
  getRowId: (row: TData) => string;
  /** Text naming a row in its checkbox label; defaults to the row number. */
  getRowLabel?: ((row: TData) => string) | undefined;

  /** Server-side paging (controlled). Without it every row is shown (virtualised when long). */
  pagination?: PaginationValue | undefined;
  /** Total rows on the server. */
  total?: number | undefined;
  onPaginationChange?: ((value: PaginationValue) => void) | undefined;
  pageSizes?: readonly number[] | undefined;

  /** Controlled sorting. With `onSortingChange` sorting is the server's job; without it rows sort on the client. */
  sorting?: SortingState | undefined;
  onSortingChange?: ((sorting: SortingState) => void) | undefined;

  /** Shows row checkboxes; on by default when there are bulk actions. */
  selectable?: boolean | undefined;
  /**
   * Selected row ids (controlled), e.g. to clear the selection after a bulk delete. Without it
   * the table keeps the selection itself.
   */
  selectedRowIds?: string[] | undefined;
  /** Receives the selected rows that are loaded and every selected id. */
  onSelectionChange?: ((rows: TData[], ids: string[]) => void) | undefined;
  bulkActions?: CrudBulkAction<TData>[] | undefined;
  /** Called when a bulk action is used with nothing selected; without it the `noDataSelected` label is shown. */
  onNothingSelected?: (() => void) | undefined;

  /** Column ids hidden at first (`{ email: false }`). */
  defaultColumnVisibility?: ColumnVisibilityState | undefined;
  onColumnVisibilityChange?: ((visibility: ColumnVisibilityState) => void) | undefined;
  /** Shows the column visibility menu in the toolbar (default true). */
  columnMenu?: boolean | undefined;

  /**
   * Filter fields the kit renders in a filter bar with Search and Reset. Server-side: the table
   * never filters rows itself; it reports the values through `onFiltersChange` and the app
   * refetches (usually from page 1).
   */
  filterFields?: CrudFilterField[] | undefined;
  /** Applied filter values (controlled); without it the bar starts empty and keeps its own. */
  filterValues?: CrudFilterValues | undefined;
  /** Called with the non-empty values on Search (button or Enter in a field) and `{}` on Reset. */
  onFiltersChange?: ((values: CrudFilterValues) => void) | undefined;
  /** Your own filter form above the toolbar, shown before the built-in bar; you own its state. */
  filters?: ReactNode | undefined;
  /** Custom toolbar content after the built-in buttons. */
  toolbar?: ReactNode | undefined;
  /** Content of a trailing actions cell for each row. */
  rowActions?: ((row: TData) => ReactNode) | undefined;

  loading?: boolean | undefined;
  /** When set, the table shows an error state with this text instead of rows. */
  error?: ReactNode | undefined;
  onRetry?: (() => void) | undefined;
  /** Replaces the default empty state. */
  empty?: ReactNode | undefined;

  /** Keeps the header visible while rows scroll inside `maxHeight` (default true). */
  stickyHeader?: boolean | undefined;
  /** Height limit of the scrolling area; virtualised tables default to 480 px. */
  maxHeight?: number | undefined;
  /** Force virtualisation on or off; by default long client-side lists are virtualised. */
  virtualize?: boolean | undefined;
  /** Row height in px used by virtualisation (rows are fixed height there). */
  rowHeight?: number | undefined;
  className?: string | undefined;
};

export type { CrudTableProps };
