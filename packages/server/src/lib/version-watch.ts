import { eq, sql } from 'drizzle-orm';
import { afterCommit } from '../db/client.ts';
import type { Db, Tx } from '../db/client.ts';
import { setting } from '../db/schema.ts';

type Watch = { due(): void };

/** This process's watches by setting key, so a change made here is picked up at once. */
const watches = new Map<string, Set<WeakRef<Watch>>>();

function register(key: string, watch: Watch): void {
  let set = watches.get(key);
  if (!set) watches.set(key, (set = new Set()));
  set.add(new WeakRef(watch));
}

/** Makes every watch of `key` in this process check at its next use, whatever its interval. */
function dueEverywhere(key: string): void {
  for (const ref of watches.get(key) ?? []) {
    const watch = ref.deref();
    if (watch) watch.due();
    else watches.get(key)?.delete(ref);
  }
}

/**
 * Settings that other instances change, picked up without a restart and without a query per
 * request: a `setting` row (a counter the changing transaction bumps) is read at most once per
 * `everyMs`, by the first request after that time (the others of that moment wait for the same
 * read); `load` runs when it moved. A failed read keeps what was loaded and is tried again later.
 * On the instance that made the change it is read again at the next use: `bumpVersion` marks the
 * watches of its key due once its transaction (one `inTenant` opened) has committed.
 */
export function versionWatch(db: Db, key: string, everyMs: number, load: () => Promise<void>) {
  let version: string | undefined;
  let checkedAt = -Infinity;
  // Counts the changes this instance committed: a check begun before one may have read the old
  // version, so it neither counts as fresh nor serves a request that comes after the change.
  let changes = 0;
  let checking: { changes: number; done: Promise<void> } | undefined;
  async function check() {
    const [row] = await db.select({ value: setting.value }).from(setting).where(eq(setting.key, key));
    const now = row?.value ?? '0';
    if (now === version) return;
    await load();
    version = now;
  }
  const watch = {
    /** Resolves once what is loaded is no older than `everyMs` (at once when it is not due) and
     * no older than the last change this instance committed. */
    fresh(): Promise<void> | undefined {
      if (Date.now() - checkedAt < everyMs) return undefined;
      if (checking?.changes === changes) return checking.done;
      const begun = changes;
      // After the check under way, if any: two loads never run at once, the newer one last.
      const done: Promise<void> = (checking?.done ?? Promise.resolve())
        .then(check)
        .catch((error: unknown) => console.warn(`Setting ${key} not reloaded: ${String(error)}`))
        .finally(() => {
          if (begun === changes) checkedAt = Date.now();
          if (checking?.done === done) checking = undefined;
        });
      checking = { changes: begun, done };
      return done;
    },
    due(): void {
      changes += 1;
      checkedAt = -Infinity;
    },
  };
  register(key, watch);
  return watch;
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
  afterCommit(tx, () => dueEverywhere(key));
}
