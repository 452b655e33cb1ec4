import { useState, type ComponentProps, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { formatLabel } from '../lib/format-label.ts';
import { useUiLabels } from '../lib/labels.tsx';

/** Page sizes a user can choose from (spec: 5, 10, 20, 30, 50). */
export const PAGE_SIZES = [5, 10, 20, 30, 50] as const;

/** One-based page number and page size, the shape the server's paging endpoints take. */
type PaginationValue = { current: number; size: number };

const pageButtonVariants = cva(
  'inline-flex h-8 min-w-8 items-center justify-center rounded-md px-2 text-sm tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      active: {
        true: 'bg-primary-solid text-primary-foreground',
        false: 'text-foreground hover:bg-muted',
      },
    },
    defaultVariants: { active: false },
  },
);

type PaginationProps = Omit<ComponentProps<'nav'>, 'onChange'> & {
  /** Current page, starting at 1. */
  current: number;
  /** Rows per page. */
  size: number;
  /** Total number of rows on the server. */
  total: number;
  /** Called with the next page and size; changing the size goes back to page 1. */
  onChange: (value: PaginationValue) => void;
  /** Sizes offered in the size select. */
  pageSizes?: readonly number[] | undefined;
  /** Pages shown on each side of the current one before an ellipsis. */
  siblingCount?: number | undefined;
  disabled?: boolean | undefined;
};

/** Page numbers to show, with `'gap'` where a run of pages is collapsed. */
function pageItems(current: number, pages: number, siblings: number): (number | 'gap')[] {
  const items: (number | 'gap')[] = [];
  const from = Math.max(2, current - siblings);
  const to = Math.min(pages - 1, current + siblings);
  items.push(1);
  if (from > 2) items.push('gap');
  for (let page = from; page <= to; page++) items.push(page);
  if (to < pages - 1) items.push('gap');
  if (pages > 1) items.push(pages);
  return items;
}

/**
 * Server-side pagination: total, page size select, previous / next, page numbers and a jump box.
 * Every label comes from the labels provider.
 * @example
 * <Pagination current={page.current} size={page.size} total={42} onChange={setPage} />
 */
function Pagination({
  current,
  size,
  total,
  onChange,
  pageSizes = PAGE_SIZES,
  siblingCount = 1,
  disabled = false,
  className,
  ...props
}: PaginationProps) {
  const labels = useUiLabels();
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, current), pages);
  const [jump, setJump] = useState('');

  const go = (next: number) => {
    const clamped = Math.min(Math.max(1, next), pages);
    if (clamped !== page) onChange({ current: clamped, size });
  };

  const onJumpKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const value = Number.parseInt(jump, 10);
    if (Number.isFinite(value)) go(value);
    setJump('');
  };

  return (
    <nav
      data-slot="pagination"
      aria-label={labels.pagination}
      className={cn('flex flex-wrap items-center gap-2 text-sm text-foreground', className)}
      {...props}
    >
      <span data-slot="pagination-total" className="text-muted-foreground">
        {formatLabel(labels.total, { total })}
      </span>
      <select
        data-slot="pagination-size"
        aria-label={labels.rowsPerPage}
        className="h-8 rounded-md border border-border bg-background px-2 text-sm"
        value={size}
        disabled={disabled}
        onChange={(event) => onChange({ current: 1, size: Number(event.target.value) })}
      >
        {pageSizes.map((option) => (
          <option key={option} value={option}>
            {formatLabel(labels.pageSize, { n: option })}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={pageButtonVariants()}
        aria-label={labels.previousPage}
        disabled={disabled || page <= 1}
        onClick={() => go(page - 1)}
      >
        <ChevronLeft aria-hidden className="size-4" />
      </button>
      <ul className="flex items-center gap-1">
        {pageItems(page, pages, siblingCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={pageButtonVariants({ active: item === page })}
                aria-label={formatLabel(labels.pageNumber, { page: item })}
                aria-current={item === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={pageButtonVariants()}
        aria-label={labels.nextPage}
        disabled={disabled || page >= pages}
        onClick={() => go(page + 1)}
      >
        <ChevronRight aria-hidden className="size-4" />
      </button>
      <label className="flex items-center gap-1 text-muted-foreground">
        {labels.goToPage}
        <input
          data-slot="pagination-jump"
          type="number"
          inputMode="numeric"
          min={1}
          max={pages}
          value={jump}
          disabled={disabled}
          onChange={(event) => setJump(event.target.value)}
          onKeyDown={onJumpKey}
          className="h-8 w-14 rounded-md border border-border bg-background px-2 text-foreground"
        />
      </label>
    </nav>
  );
}

export { Pagination, pageButtonVariants };
export type { PaginationProps, PaginationValue };
