import { sql, type Placeholder } from 'drizzle-orm';

/**
 * A page's size or offset written into its statement as a literal, not sent as a parameter.
 * PostgreSQL plans a statement whose LIMIT or OFFSET is a parameter anew on every execution: its
 * generic plan, costed for an unknown share of the rows, never wins over the custom one. That was
 * 0.5–1.5 ms of the database's CPU for every page of users, twice what running it took. With
 * literals it keeps one plan per statement from the statement's sixth run on.
 * Only a non-negative integer (a page's size, or its offset: a page number past every row, however
 * large, skips as many rows as the largest safe integer does).
 */
export function rowCount(n: number): Placeholder {
  if (!Number.isInteger(n) || n < 0) throw new Error(`not a row count: ${String(n)}`);
  // drizzle writes a limit or offset given as SQL into the statement as it is (pg-core dialect).
  return sql.raw(String(Math.min(n, Number.MAX_SAFE_INTEGER))) as unknown as Placeholder;
}
