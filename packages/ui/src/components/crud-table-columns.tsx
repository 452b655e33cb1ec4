import {
  columnVisibilityFeature,
  createColumnHelper,
  createSortedRowModel,
  metaHelper,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type Column,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';
import { createLazyCoreRowModel } from './crud-table-row-model.ts';

/** Extra per-column settings CrudTable understands. */
type CrudColumnMeta = {
  /** Name shown in the column visibility menu when the header is not a plain string. */
  label?: string | undefined;
  /** Classes for this column's header and body cells (width, alignment). */
  className?: string | undefined;
};

/**
 * The TanStack Table features CrudTable registers. Build columns against them with
 * `createCrudColumnHelper`.
 */
const crudTableFeatures = tableFeatures({
  coreRowModel: createLazyCoreRowModel(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
  },
  rowSelectionFeature,
  columnVisibilityFeature,
  columnMeta: metaHelper<CrudColumnMeta>(),
});

type CrudTableFeatures = typeof crudTableFeatures;

/** A column of a CrudTable over rows of type `TData`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns mix value types, as in TanStack's own helper
type CrudColumnDef<TData extends RowData> = ColumnDef<CrudTableFeatures, TData, any>;

/**
 * Column helper bound to CrudTable's features, so accessor value types are inferred.
 * @example
 * const col = createCrudColumnHelper<User>();
 * const columns = col.columns([
 *   col.accessor('username', { header: 'Username', enableSorting: true }),
 *   col.accessor('email', { header: 'Email', meta: { className: 'w-64' } }),
 * ]);
 */
function createCrudColumnHelper<TData extends RowData>() {
  return createColumnHelper<CrudTableFeatures, TData>();
}

/** Text naming a column in the visibility menu: meta.label, then a string header, then the id. */
function columnLabel<TData extends RowData>(column: Column<CrudTableFeatures, TData, unknown>) {
  const header = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof header === 'string' ? header : column.id);
}

export { columnLabel, createCrudColumnHelper, crudTableFeatures };
export type { CrudColumnDef, CrudColumnMeta, CrudTableFeatures };
