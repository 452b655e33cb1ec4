import { z } from 'zod';

/** Rows a `POST .../query` (list by filter, no paging) answers at most; a cut list carries the
 * `x-truncated: true` and `x-row-limit` headers. */
export const QUERY_LIMIT = 500;

/** Page sizes the console offers. */
export const PAGE_SIZES = [5, 10, 20, 30, 50] as const;

/** A paged query: `{ model, size, current, sort, order, extra }` (extra holds `<field>_st/_ed`). */
export function pageParamsSchema<T extends z.ZodType>(model: T) {
  return z.object({
    model: model.prefault({} as z.input<T>),
    size: z.coerce.number().int().min(1).max(500).default(10),
    current: z.coerce.number().int().min(1).default(1),
    sort: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9]*$/)
      .default('id'),
    order: z.enum(['descending', 'ascending']).default('descending'),
    extra: z.record(z.string(), z.unknown()).default({}),
  });
}
export type PageParams<T> = {
  model: T;
  size: number;
  current: number;
  sort: string;
  order: 'descending' | 'ascending';
  extra: Record<string, unknown>;
};

/** A page of records; the numbers are strings on the wire. */
export function pageResultSchema<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.string(),
    size: z.string(),
    current: z.string(),
    pages: z.string(),
  });
}
export type PageResult<T> = { records: T[]; total: string; size: string; current: string; pages: string };

/** Builds a page result from rows and the total count. */
export function toPage<T>(records: T[], total: number, size: number, current: number): PageResult<T> {
  return {
    records,
    total: String(total),
    size: String(size),
    current: String(current),
    pages: String(Math.max(1, Math.ceil(total / size))),
  };
}
