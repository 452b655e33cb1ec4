import { rateLimiterResource } from '@pocket/contract';
import type { RateLimitBy } from '@pocket/contract';
import { rateLimiter } from '../../db/schema.ts';
import { bumpRulesVersion } from '../../lib/gateway/gateway.ts';
import { crudModule } from '../../lib/crud.ts';
import { enumValue } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import {
  announceChange,
  guardLifeline,
  ruleColumns,
  ruleFilter,
  ruleOrder,
  ruleRow,
  updated,
} from './rule-spec.ts';

/** What a rate rule covering the platform sign-in must allow: a console page load fetches about
 * ten files at once, and signing in and finding the rule again takes a few more calls. */
export const LIFELINE_RATE = 30;

/** Refuses an enabled rate rule that covers the sign-in from 127.0.0.1 and allows fewer than
 * LIFELINE_RATE requests per interval or per minute. */
function guard(
  values: { count: number; intervalSec: number } & Parameters<typeof guardLifeline>[0],
  lang: Lang,
) {
  const enough = values.count >= LIFELINE_RATE && values.count * 60 >= LIFELINE_RATE * values.intervalSec;
  if (!enough) guardLifeline(values, { lang }, 'gatewayRateLockout', { count: LIFELINE_RATE });
}

/** The rate limiter (platform-wide): counts per address or per signed-in user, in Redis with
 * REDIS_URL and in each server's memory without; a change reaches every instance within a second. */
export const rateLimiterModule = crudModule(rateLimiterResource).storedIn({
  table: rateLimiter,
  toRow: (row, { lang }) => ({
    ...ruleRow(row),
    count: row.count,
    intervalSec: row.intervalSec,
    limitBy: enumValue(lang, 'RateLimitBy', row.limitBy as RateLimitBy),
  }),
  filter: ruleFilter(rateLimiter),
  order: ruleOrder(rateLimiter),
  create: (body, ctx) => {
    const values = {
      ...ruleColumns(body),
      state: body.state ?? true,
      count: body.count,
      intervalSec: body.intervalSec,
      limitBy: body.limitBy ?? 'IP',
    };
    guard(values, ctx.lang);
    return values;
  },
  async update(body, current, ctx) {
    const values = {
      ...ruleColumns(body),
      state: body.state ?? current.state,
      count: body.count,
      intervalSec: body.intervalSec,
      limitBy: body.limitBy ?? current.limitBy,
      updateTime: new Date(),
    };
    guard(updated(current, values), ctx.lang);
    await bumpRulesVersion(ctx.tx);
    return values;
  },
  ...announceChange,
  handlers: {},
});
