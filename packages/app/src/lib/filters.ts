import type { CrudFilterValues } from '@pocket/ui';

/** A text filter's trimmed value ('' when absent or not text). */
export function filterText(value: CrudFilterValues[string]): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A date-range filter as the paged query's `extra`: `<id>_st` from the first day's start and
 * `<id>_ed` to the last day's end; an open end is left out.
 */
export function dayRangeExtra(filters: CrudFilterValues, id: string): Record<string, string> {
  const extra: Record<string, string> = {};
  const range = filters[id];
  if (range && typeof range === 'object') {
    if (range.from) extra[`${id}_st`] = `${range.from} 00:00:00`;
    if (range.to) extra[`${id}_ed`] = `${range.to} 23:59:59`;
  }
  return extra;
}
