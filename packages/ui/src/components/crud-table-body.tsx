import { memo, useRef, type ReactNode } from 'react';
import type { ReactTable, Row, RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { cn } from '../lib/cn.ts';
import type { CrudTableFeatures } from './crud-table-columns.tsx';

type BodyTable<TData extends RowData> = ReactTable<CrudTableFeatures, TData, unknown>;

type BodyProps<TData extends RowData> = {
  table: BodyTable<TData>;
  rows: Row<CrudTableFeatures, TData>[];
  rowHeight: number;
  /** A new value whenever cells must re-render although the row did not change (columns, actions). */
  renderKey: object;
};

type RowProps<TData extends RowData> = {
  table: BodyTable<TData>;
  row: Row<CrudTableFeatures, TData>;
  index: number;
  selected: boolean;
  height?: number | undefined;
  renderKey: object;
};

function CrudTableRowImpl<TData extends RowData>({ table, row, index, selected, height }: RowProps<TData>) {
  return (
    <tr
      data-slot="crud-table-row"
      data-state={selected ? 'selected' : undefined}
      aria-rowindex={index + 2}
      aria-selected={selected || undefined}
      style={height ? { height } : undefined}
      className="border-b border-border transition-colors last:border-b-0 hover:bg-muted/60 data-[state=selected]:bg-primary-soft"
    >
      {row.getVisibleCells().map((cell) => (
        <td
          key={cell.id}
          data-slot="crud-table-cell"
          className={cn('truncate px-3 py-2', cell.column.columnDef.meta?.className)}
        >
          <table.FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  );
}

/**
 * Rows only re-render when their row, position, selection or `renderKey` changes: while scrolling
 * a virtualised list, rows that stay in view are not rendered again.
 */
const CrudTableRow = memo(CrudTableRowImpl) as typeof CrudTableRowImpl;

/** Every row of the model: server pages and small client lists. */
function PlainBody<TData extends RowData>({ table, rows, renderKey }: BodyProps<TData>) {
  return (
    <tbody data-slot="crud-table-body">
      {rows.map((row, index) => (
        <CrudTableRow
          key={row.id}
          table={table}
          row={row}
          index={index}
          selected={row.getIsSelected()}
          renderKey={renderKey}
        />
      ))}
    </tbody>
  );
}

function SpacerRow({ height, colSpan }: { height: number; colSpan: number }): ReactNode {
  if (height <= 0) return null;
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={colSpan} className="p-0" />
    </tr>
  );
}

/**
 * Only the rows in view (plus overscan) are in the DOM; spacer rows above and below keep the
 * scroll height, so the markup stays a real table with rows numbered by aria-rowindex.
 */
function VirtualBody<TData extends RowData>({
  table,
  rows,
  rowHeight,
  renderKey,
  viewportHeight,
}: BodyProps<TData> & { viewportHeight: number }) {
  // The scroll element is the table's scrolling region, found from this body: the virtualizer
  // reads it in this component's layout effect, when the body is in the document but before the
  // region's own ref would be attached (a parent's ref comes after its children's effects), so
  // the table mounts in one render instead of rendering again once the region is known.
  const body = useRef<HTMLTableSectionElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => body.current?.closest<HTMLElement>('[data-slot="crud-table-scroll"]') ?? null,
    estimateSize: () => rowHeight,
    // Five rows beyond each edge of the view. Every row more is work on each jump of the
    // scrollbar, which replaces all rows: with ten, the bench's 10,000-row table had long tasks of
    // 50–80 ms while scrolling.
    overscan: 5,
    // Lets the first paint (and environments without layout) show a screenful before measuring.
    initialRect: { width: 0, height: viewportHeight },
  });
  const items = virtualizer.getVirtualItems();
  const colSpan = table.getVisibleLeafColumns().length;
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <tbody ref={body} data-slot="crud-table-body">
      <SpacerRow height={top} colSpan={colSpan} />
      {items.map((item) => {
        const row = rows[item.index]!;
        return (
          <CrudTableRow
            key={row.id}
            table={table}
            row={row}
            index={item.index}
            selected={row.getIsSelected()}
            height={rowHeight}
            renderKey={renderKey}
          />
        );
      })}
      <SpacerRow height={bottom} colSpan={colSpan} />
    </tbody>
  );
}

export { PlainBody, VirtualBody };
