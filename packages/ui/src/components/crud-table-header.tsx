import type { ReactTable, RowData } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import type { CrudTableFeatures } from './crud-table-columns.tsx';

type CrudTableHeaderProps<TData extends RowData> = {
  table: ReactTable<CrudTableFeatures, TData, unknown>;
  stickyHeader: boolean;
  /** Virtualised tables number their rows with aria-rowindex; the header row is 1. */
  virtual: boolean;
};

/** Column headers; sortable ones are buttons and carry aria-sort. */
function CrudTableHeader<TData extends RowData>({
  table,
  stickyHeader,
  virtual,
}: CrudTableHeaderProps<TData>) {
  return (
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
  );
}

export { CrudTableHeader };
