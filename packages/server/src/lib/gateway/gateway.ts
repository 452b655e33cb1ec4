import { ErrorCode, fail } from '@pocket/contract';
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db, Tx } from '../../db/client.ts';
import { blockList, rateLimiter } from '../../db/schema.ts';
import { langOf, t } from '../i18n.ts';
import { retryAfterSeconds, within } from '../rate-limit.ts';
import type { RateCounter } from '../rate-limit.ts';
import { clientIp } from '../routing.ts';
import { bearer, verifyAccessToken } from '../security.ts';
import { bumpVersion, versionWatch } from '../version-watch.ts';
import { compileRule } from './rules.ts';
import type { CompiledRule, Probe } from './rules.ts';

/** The setting row every change of a rule bumps, in the transaction that changes it: each
 * instance compares it now and then and reloads the rules when it moved. */
const VERSION_KEY = 'gateway_version';

/** How often an instance asks whether the rules changed: a change applies within this (and the
 * time one small query takes), without a restart. */
export const RULES_CHECK_MS = 500;

/** Marks the rules changed; call in the transaction that changes a rule. */
export const bumpRulesVersion = (tx: Tx) => bumpVersion(tx, VERSION_KEY);

type RateRule = CompiledRule & { count: number; intervalMs: number; byUser: boolean };
type Rules = { blocks: CompiledRule[]; rates: RateRule[] };

export type GatewayOptions = {
  db: Db;
  /** Where rate windows are counted: Redis with REDIS_URL, else this process's memory. */
  counter: RateCounter;
  secret(): Promise<Uint8Array>;
  checkEveryMs?: number;
};

/**
 * The gateway in front of every route, before authentication: a request a block rule matches is
 * answered 403, one past a rate rule's limit 429 with `Retry-After`. The enabled rules live
 * compiled in memory: a request costs no query, only, once per `checkEveryMs` per instance, one
 * read of the version row (and a reload of the rules when it moved). A counter that fails (Redis
 * gone) lets the request through and says so in the log.
 */
export function gateway(options: GatewayOptions): MiddlewareHandler {
  const { db, counter } = options;
  let rules: Rules = { blocks: [], rates: [] };
  const watch = versionWatch(db, VERSION_KEY, options.checkEveryMs ?? RULES_CHECK_MS, async () => {
    const blocks = await db.select().from(blockList).where(eq(blockList.state, true));
    const rates = await db.select().from(rateLimiter).where(eq(rateLimiter.state, true));
    rules = {
      blocks: blocks.map(compileRule),
      rates: rates.map((r) => ({
        ...compileRule(r),
        count: r.count,
        intervalMs: r.intervalSec * 1000,
        byUser: r.limitBy === 'USER',
      })),
    };
  });

  /** Whom a per-user rule counts: the signed-in user of a valid token, else the address. */
  async function who(probe: Probe, token: string | undefined, byUser: boolean): Promise<string> {
    if (byUser && token) {
      const check = await verifyAccessToken(await options.secret(), token);
      if (check.ok) return `user:${check.claims.tc}:${check.claims.sub}`;
    }
    return `ip:${probe.ip}`;
  }

  return async (c, next) => {
    await watch.fresh();
    const { blocks, rates } = rules;
    if (blocks.length === 0 && rates.length === 0) return next();
    const probe: Probe = { ip: clientIp(c), method: c.req.method, path: c.req.path, at: new Date() };
    const lang = langOf(c.req.header('accept-language'));
    if (blocks.some((rule) => rule.matches(probe))) {
      return c.json(fail(ErrorCode.BLOCKED, t(lang, 'gatewayBlocked')), 403);
    }
    const token = bearer(c.req.header('token'));
    for (const rule of rates) {
      if (!rule.matches(probe)) continue;
      const key = `gw:${rule.id}:${rule.version}:${await who(probe, token, rule.byUser)}`;
      let hit;
      try {
        hit = await counter.hit(key, rule.intervalMs);
      } catch (error) {
        console.warn(`Gateway rate not counted: ${String(error)}`);
        continue;
      }
      if (!within(hit, rule.count)) {
        const seconds = retryAfterSeconds(hit);
        c.header('Retry-After', String(seconds));
        return c.json(fail(ErrorCode.RATE_LIMITED, t(lang, 'gatewayLimited', { seconds })), 429);
      }
    }
    return next();
  };
}
