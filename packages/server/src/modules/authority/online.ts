import { ErrorCode, formatDateTime, onlineResource } from '@pocket/contract';
import { desc, eq, gt, ilike, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idsOf } from '../../db/ids.ts';
import { onlineSession, user } from '../../db/schema.ts';
import { crudModule, type Beside } from '../../lib/crud.ts';
import { ApiError, Failure } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import { containing } from '../../lib/search.ts';

/** Live sessions of the tenant; deleting one forces it out (its next call answers 40008). */
export const onlineModule = crudModule(onlineResource).storedIn({
  table: onlineSession,
  select: (tx: Tx, beside: Beside) =>
    tx
      .select({ s: onlineSession, account: user.account, name: user.name, ...beside })
      .from(onlineSession)
      .innerJoin(user, eq(user.id, onlineSession.userId)),
  toRow: (r, { auth }) => ({
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
  }),
  filter: (m) => [
    eq(onlineSession.kicked, false),
    gt(onlineSession.refreshExpireAt, sql`now()`),
    m.account ? ilike(user.account, containing(m.account)) : undefined,
    m.name ? ilike(user.name, containing(m.name)) : undefined,
  ],
  order: [desc(onlineSession.loginTime), desc(onlineSession.id)],
  handlers: {
    // Sessions are marked, not deleted: the next call of a kicked one answers 40008.
    async onlineDelete({ tx, body, auth, lang }) {
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
  },
});
