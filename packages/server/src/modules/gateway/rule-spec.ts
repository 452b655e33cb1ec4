import { ErrorCode, formatDateTime } from '@pocket/contract';
import type { HttpMethod } from '@pocket/contract';
import { desc, eq, ilike } from 'drizzle-orm';
import type { blockList, rateLimiter } from '../../db/schema.ts';
import { blankToNull } from '../../lib/crud.ts';
import type { CrudCtx } from '../../lib/crud.ts';
import { bumpRulesVersion } from '../../lib/gateway/gateway.ts';
import { lifelineCaught } from '../../lib/gateway/lifeline.ts';
import { normalTime } from '../../lib/gateway/rules.ts';
import type { StoredRule } from '../../lib/gateway/rules.ts';
import { ApiError } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import { containing } from '../../lib/search.ts';

type RuleTable = typeof blockList | typeof rateLimiter;
type RuleRow = typeof blockList.$inferSelect;

/** The fields of a rule's create or update body. */
type RuleBody = {
  ip?: string | undefined;
  requestUri?: string | undefined;
  requestMethod?: HttpMethod | '' | undefined;
  limitStart?: string | undefined;
  limitEnd?: string | undefined;
  state?: boolean | undefined;
  describe?: string | undefined;
};

/** The columns a body sets ('' clears a field: every address, path, method, all day). */
export function ruleColumns(body: RuleBody) {
  const time = (v: string | undefined) => (v ? normalTime(v) : blankToNull(v));
  return {
    ip: blankToNull(body.ip?.trim()),
    requestUri: blankToNull(body.requestUri?.trim()),
    requestMethod: blankToNull(body.requestMethod),
    limitStart: time(body.limitStart),
    limitEnd: time(body.limitEnd),
    state: body.state,
    describe: blankToNull(body.describe),
  };
}

/** The rule an update leaves: the stored row with the given columns over it. */
export function updated<T extends object>(current: T, values: Partial<T>): T {
  const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  return { ...current, ...given } as T;
}

/** A rule row as the contract's row fields. */
export function ruleRow(row: RuleRow) {
  return {
    id: String(row.id),
    ip: row.ip,
    requestUri: row.requestUri,
    requestMethod: row.requestMethod as HttpMethod | null,
    limitStart: row.limitStart,
    limitEnd: row.limitEnd,
    state: row.state,
    describe: row.describe,
    createTime: formatDateTime(row.createTime),
    updateTime: formatDateTime(row.updateTime),
  };
}

/** The filters both rule lists share. */
export function ruleFilter(table: RuleTable) {
  return (m: { ip?: string | undefined; requestUri?: string | undefined; state?: boolean | undefined }) => [
    m.ip ? ilike(table.ip, containing(m.ip)) : undefined,
    m.requestUri ? ilike(table.requestUri, containing(m.requestUri)) : undefined,
    m.state === undefined ? undefined : eq(table.state, m.state),
  ];
}

export const ruleOrder = (table: RuleTable) => [desc(table.updateTime), desc(table.id)];

/**
 * Refuses an enabled rule that would refuse the platform administrator's sign-in from the
 * loopback address (the console, captcha, sign-in and the gateway screens); `refuses` says
 * whether it would for the requests it matches (a rate rule that allows enough does not).
 */
export function guardLifeline(
  rule: { [K in keyof Omit<StoredRule, 'id' | 'updateTime' | 'state'>]?: string | null } & { state: boolean },
  ctx: Pick<CrudCtx, 'lang'>,
  message: MessageKey,
  args: Record<string, string | number> = {},
): void {
  if (!rule.state) return;
  const caught = lifelineCaught({
    id: 0n,
    updateTime: new Date(),
    ip: rule.ip ?? null,
    requestUri: rule.requestUri ?? null,
    requestMethod: rule.requestMethod ?? null,
    limitStart: rule.limitStart ?? null,
    limitEnd: rule.limitEnd ?? null,
  });
  if (caught.length === 0) return;
  const requests = caught
    .slice(0, 3)
    .map((r) => `${r.method} ${r.path}`)
    .join(t(ctx.lang, 'listSeparator'));
  throw new ApiError(ErrorCode.OPERATION_FAILED, t(ctx.lang, message, { ...args, requests }));
}

/** Hooks that tell every instance the rules changed, in the transaction that changes them. */
export const announceChange = {
  async afterCreate(_id: bigint, _body: unknown, ctx: CrudCtx) {
    await bumpRulesVersion(ctx.tx);
  },
  async beforeDelete(_ids: bigint[], ctx: CrudCtx) {
    await bumpRulesVersion(ctx.tx);
    return undefined;
  },
};
