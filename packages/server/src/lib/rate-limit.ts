import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { rateLimit } from '../db/schema.ts';

/**
 * Counts one request against `key` in a fixed window of `windowMs`; true while the count is within
 * `limit`. One upsert, so concurrent requests on any server instance count exactly. The caller
 * must commit (answer a Failure, not throw) so refused requests keep counting too.
 */
export async function withinRate(tx: Tx, key: string, limit: number, windowMs: number): Promise<boolean> {
  const now = new Date();
  const expired = sql`${rateLimit.windowStart} < ${new Date(now.getTime() - windowMs)}`;
  const [row] = await tx
    .insert(rateLimit)
    .values({ key: key.slice(0, 160), windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else ${rateLimit.windowStart} end`,
      },
    })
    .returning({ count: rateLimit.count });
  return (row?.count ?? 1) <= limit;
}

/** Drops counters whose window ended long ago (called now and then by the limited endpoints). */
export async function pruneRates(tx: Tx, olderThanMs = 10 * 60_000): Promise<void> {
  await tx.delete(rateLimit).where(sql`${rateLimit.windowStart} < ${new Date(Date.now() - olderThanMs)}`);
}
