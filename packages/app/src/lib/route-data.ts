import type { ComponentType } from 'react';
import { mutate, SWRConfig, unstable_serialize } from 'swr';
import type { SwrKey } from './swr-keys.ts';

// Loaded with the screens (not the entry). A screen's first read, started by its route (menu hover / focus, or the navigation's loader)
// in parallel with or right after its code, instead of after the screen mounts. The answer goes
// into SWR's cache under the very key the screen then reads, so the screen's first render has its
// rows; a read still on its way when the screen mounts is taken over by the screen's fetcher
// (never asked twice).

/** An answer put in the cache this recently counts as fresh: the screen does not ask again. */
export const PREFILL_FRESH_MS = 5_000;

type Pending = { promise: Promise<unknown>; startedAt: number };

const pending = new Map<string, Pending>();
const filledAt = new Map<string, number>();

/** The cache of the app's `<SWRConfig>` (it sets no provider: SWR's default cache). */
const cache = () => SWRConfig.defaultValue.cache;

/**
 * Starts `fetcher` for `key` unless the cache has its answer already or a read of it is on the
 * way (or arrived less than PREFILL_FRESH_MS ago). Resolves when the answer is in the cache (or
 * failed: the screen then asks itself and shows the error as usual).
 */
export function prefetchData(key: SwrKey, fetcher: () => Promise<unknown>): Promise<void> {
  const id = unstable_serialize(key);
  const inFlight = pending.get(id);
  if (inFlight) return inFlight.promise.then(noop, noop);
  if (isPrefilled(key) || cache().get(id)?.data !== undefined) return Promise.resolve();
  const entry: Pending = { promise: fetcher(), startedAt: Date.now() };
  pending.set(id, entry);
  return entry.promise.then(
    async (data) => {
      // The screen took the read over (it mounted first): its own fetcher fills the cache.
      if (pending.get(id) !== entry) return;
      pending.delete(id);
      filledAt.set(id, Date.now());
      await mutate(key, data, { revalidate: false });
    },
    () => {
      if (pending.get(id) === entry) pending.delete(id);
    },
  );
}

/** The prefetch of `key` still on its way, handed over to the screen's fetcher (once). */
export function takePrefetch<T>(key: SwrKey): Promise<T> | undefined {
  const id = unstable_serialize(key);
  const entry = pending.get(id);
  if (!entry) return undefined;
  pending.delete(id);
  return entry.promise as Promise<T>;
}

/** Whether a prefetch put `key`'s answer in the cache less than PREFILL_FRESH_MS ago. */
export function isPrefilled(key: SwrKey): boolean {
  const at = filledAt.get(unstable_serialize(key));
  return at !== undefined && Date.now() - at < PREFILL_FRESH_MS;
}

/** Forgets every prefetch (tests; a sign-out clears the cache anyway). */
export function resetPrefetches(): void {
  pending.clear();
  filledAt.clear();
}

function noop(): void {}

/** A screen component that can start its first read before it mounts (its route calls it). */
export type DataScreen = ComponentType & { prefetchData?: () => Promise<void> };
