import { ErrorCode, formatDateTime, toPage } from '@pocket/contract';
import type { onlineEndpoints } from '@pocket/contract';
import { and, desc, eq, gt, ilike, inArray, sql } from 'drizzle-orm';
import { idsOf } from '../../db/ids.ts';
import { onlineSession, user } from '../../db/schema.ts';
import type { Handlers } from '../../lib/context.ts';
import { ApiError, Failure } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import { containing } from '../../lib/search.ts';

export const onlineHandlers: Handlers<typeof onlineEndpoints> = {
  async onlinePage({ tx, body, auth }) {
    const where = and(
      eq(onlineSession.kicked, false),
      gt(onlineSession.refreshExpireAt, sql`now()`),
      body.model.account ? ilike(user.account, containing(body.model.account)) : undefined,
      body.model.name ? ilike(user.name, containing(body.model.name)) : undefined,
    );
    const [total] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(onlineSession)
      .innerJoin(user, eq(user.id, onlineSession.userId))
      .where(where);
    const rows = await tx
      .select({ s: onlineSession, account: user.account, name: user.name })
      .from(onlineSession)
      .innerJoin(user, eq(user.id, onlineSession.userId))
      .where(where)
      .orderBy(desc(onlineSession.loginTime))
      .limit(body.size)
      .offset((body.current - 1) * body.size);
    return toPage(
      rows.map((r) => ({
        id: String(r.s.id),
        userId: String(r.s.userId),
        account: r.account,
        name: r.name,
        clientId: r.s.clientId,
        loginIp: r.s.loginIp,
        location: null,
        loginTime: formatDateTime(r.s.loginTime),
        expireTime: formatDateTime(r.s.refreshExpireAt),
        expireMillis: r.s.refreshExpireAt.getTime(),
        current: r.s.id === auth.sessionId,
      })),
      Number(total?.n ?? 0),
      body.size,
      body.current,
    );
  },

  async onlineKick({ tx, body, auth, lang }) {
    const ids = idsOf(body);
    if (ids.includes(auth.sessionId))
      return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'selectionHasSelf'));
    const kicked = await tx
      .update(onlineSession)
      .set({ kicked: true })
      .where(inArray(onlineSession.id, ids))
      .returning({ id: onlineSession.id });
    if (kicked.length !== ids.length)
      throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
    return true;
  },
};
