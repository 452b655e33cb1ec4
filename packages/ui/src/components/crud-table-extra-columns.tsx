import type { ReactNode } from 'react';
import type { CellContext, HeaderContext, RowData } from '@tanstack/react-table';
import { formatLabel } from '../lib/format-label.ts';
import type { UiLabels } from '../lib/labels.tsx';
import type { CrudColumnDef, CrudTableFeatures } from './crud-table-columns.tsx';

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

/** The caller's columns with the selection column before and the row actions column after. */
function buildColumns<TData extends RowData>(
  columns: CrudColumnDef<TData>[],
  selectable: boolean,
  withActions: boolean,
  labels: UiLabels,
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

export { buildColumns };
