import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db, Tx } from '../db/client.ts';
import { rateLimit } from '../db/schema.ts';

/**
 * Rate counting, one rule for every store: a fixed window per key that opens with the key's first
 * hit and lasts `windowMs`; each hit counts, refused ones too. A caller is within its limit while
 * the count is at most the limit (`within`). Three stores hold the windows: rows of `rate_limit`
 * (one atomic upsert, inside the request's transaction: sign-in, captcha, check-in), Redis (one
 * script, shared by every server instance: the gateway with REDIS_URL) and this process's memory
 * (the gateway without it).
 */
export type Hit = {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the window closes (ms since the epoch). */
  resetAt: number;
};

/** A store of windows: counts one hit against `key`. */
export type RateCounter = {
  hit(key: string, windowMs: number): Promise<Hit>;
  /** Releases the store's connection, if it has one. */
  close(): Promise<void>;
};

/** Whether a hit is within `limit`. */
export const within = (hit: Hit, limit: number) => hit.count <= limit;

/** Whole seconds until a window closes (at least 1): the `Retry-After` of a refusal. */
export const retryAfterSeconds = (hit: Hit, now = Date.now()) =>
  Math.max(1, Math.ceil((hit.resetAt - now) / 1000));

/** The upsert that counts one hit against `key` in the rows of `rate_limit`, returning the
 * window's count and start: `rowCounter` runs it alone; an endpoint whose whole work is one
 * statement puts it in that statement (the captcha: `issueCaptcha`). */
export function rateHit(db: Tx | Db, key: string, windowMs: number, now = new Date()) {
  const expired = sql`${rateLimit.windowStart} < ${new Date(now.getTime() - windowMs)}`;
  return db
    .insert(rateLimit)
    .values({ key: key.slice(0, 160), windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else ${rateLimit.windowStart} end`,
      },
    })
    .returning({ count: rateLimit.count, windowStart: rateLimit.windowStart });
}

/** Windows as rows of `rate_limit`, counted by one upsert, so concurrent requests on any server
 * instance count exactly. The caller must commit (answer a Failure, not throw) so refused requests
 * keep counting too. */
export function rowCounter(tx: Tx): RateCounter {
  return {
    async hit(key, windowMs) {
      const now = new Date();
      const [row] = await rateHit(tx, key, windowMs, now);
      return {
        count: row?.count ?? 1,
        resetAt: (row?.windowStart ?? now).getTime() + windowMs,
      };
    },
    close: () => Promise.resolve(),
  };
}

/** Counts one request against `key` in the rows of `rate_limit`; true while within `limit`. */
export async function withinRate(tx: Tx, key: string, limit: number, windowMs: number): Promise<boolean> {
  return within(await rowCounter(tx).hit(key, windowMs), limit);
}

/** Drops counters whose window ended long ago (called now and then by the limited endpoints). */
export async function pruneRates(tx: Tx | Db, olderThanMs = 10 * 60_000): Promise<void> {
  await tx.delete(rateLimit).where(sql`${rateLimit.windowStart} < ${new Date(Date.now() - olderThanMs)}`);
}

/** Windows in this process's memory (one instance's counts). Closed windows are dropped as the
 * map is swept, at most once a second, so it holds only live callers. */
export function memoryCounter(now: () => number = Date.now): RateCounter {
  const windows = new Map<string, Hit>();
  let sweptAt = 0;
  return {
    hit(key, windowMs) {
      const at = now();
      if (at - sweptAt > 1_000) {
        sweptAt = at;
        for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return Promise.resolve({ ...window });
    },
    close: () => Promise.resolve(),
  };
}

// INCR opens the window at the first hit (PEXPIRE), as the row and memory stores do; one script,
// so two instances hitting the same key at once cannot both see a fresh window.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/** Windows in Redis (`REDIS_URL`), shared by every server instance. Keys are prefixed so a
 * Redis that other programs use too is left alone. */
export async function redisCounter(url: string, prefix = 'pocket:rate:'): Promise<RateCounter> {
  const { Redis: Client } = await import('ioredis');
  const redis: Redis = new Client(url, {
    lazyConnect: true,
    // A request must not wait long for a Redis that went away: it fails fast and the gateway
    // lets it through (see lib/gateway/gateway.ts).
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
  });
  redis.on('error', (error: Error) => {
    console.warn(`Redis (${url}): ${error.message}`);
  });
  await redis.connect();
  return {
    async hit(key, windowMs) {
      const at = Date.now();
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, String(windowMs))) as [
        number,
        number,
      ];
      return { count, resetAt: at + ttl };
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
