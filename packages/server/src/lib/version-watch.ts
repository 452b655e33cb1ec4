import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { setting } from '../db/schema.ts';

/**
 * Settings that other instances change, picked up without a restart and without a query per
 * request: a `setting` row (a counter the changing transaction bumps) is read at most once per
 * `everyMs`, by the first request after that time (the others of that moment wait for the same
 * read); `load` runs when it moved. A failed read keeps what was loaded and is tried again later.
 */
export function versionWatch(db: Db, key: string, everyMs: number, load: () => Promise<void>) {
  let version: string | undefined;
  let checkedAt = -Infinity;
  let checking: Promise<void> | undefined;
  async function check() {
    const [row] = await db.select({ value: setting.value }).from(setting).where(eq(setting.key, key));
    const now = row?.value ?? '0';
    if (now === version) return;
    await load();
    version = now;
  }
  return {
    /** Resolves once what is loaded is no older than `everyMs` (at once when it is not due). */
    fresh(): Promise<void> | undefined {
      if (Date.now() - checkedAt < everyMs) return undefined;
      checking ??= check()
        .catch((error: unknown) => console.warn(`Setting ${key} not reloaded: ${String(error)}`))
        .finally(() => {
          checkedAt = Date.now();
          checking = undefined;
        });
      return checking;
    },
  };
}

/** Marks the settings of `key` changed; call in the transaction that changes them. */
export async function bumpVersion(tx: Tx, key: string): Promise<void> {
  await tx
    .insert(setting)
    .values({ key, value: '1' })
    .onConflictDoUpdate({
      target: setting.key,
      set: { value: sql`(coalesce(nullif(${setting.value}, ''), '0')::bigint + 1)::text` },
    });
}
