import { ErrorCode, formatDateTime, parseDateTime, toPage } from '@pocket/contract';
import type { LoginLog, loginLogEndpoints } from '@pocket/contract';
import { and, desc, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idsOf } from '../../db/ids.ts';
import { loginLog } from '../../db/schema.ts';
import type { Handlers } from '../../lib/context.ts';
import { EXPORT_LIMIT, exportAnswer } from '../../lib/excel.ts';
import type { Column } from '../../lib/excel.ts';
import { ApiError } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import { containing } from '../../lib/search.ts';

type E = typeof loginLogEndpoints;
type LoginLogRow = typeof loginLog.$inferSelect;
type LoginLogQuery = {
  model: { account?: string | undefined; userName?: string | undefined; requestIp?: string | undefined };
  extra: Record<string, unknown>;
};

function toLoginLog(row: LoginLogRow): LoginLog {
  return {
    id: String(row.id),
    userId: row.userId === null ? null : String(row.userId),
    userName: row.userName,
    account: row.account,
    requestIp: row.requestIp,
    description: row.description,
    loginDate: row.loginDate,
    ua: row.ua,
    browser: row.browser,
    browserVersion: row.browserVersion,
    operatingSystem: row.operatingSystem,
    location: row.location,
    createTime: formatDateTime(row.createTime),
  };
}

function loginLogWhere(q: LoginLogQuery) {
  const m = q.model;
  const st = typeof q.extra.createTime_st === 'string' ? parseDateTime(q.extra.createTime_st) : undefined;
  const ed = typeof q.extra.createTime_ed === 'string' ? parseDateTime(q.extra.createTime_ed) : undefined;
  return and(
    m.account ? ilike(loginLog.account, containing(m.account)) : undefined,
    m.userName ? ilike(loginLog.userName, containing(m.userName)) : undefined,
    m.requestIp ? ilike(loginLog.requestIp, containing(m.requestIp)) : undefined,
    st ? gte(loginLog.createTime, st) : undefined,
    ed ? lte(loginLog.createTime, ed) : undefined,
  );
}

/** Newest first; the tenant comes from the transaction (row-level security). */
function findLoginLogs(tx: Tx, q: LoginLogQuery, limit: number, offset: number) {
  return tx
    .select()
    .from(loginLog)
    .where(loginLogWhere(q))
    .orderBy(desc(loginLog.createTime), desc(loginLog.id))
    .limit(limit)
    .offset(offset);
}

export const loginLogColumns: Column<LoginLog>[] = [
  { key: 'account', zh: '账号', en: 'Account', value: (r) => r.account },
  { key: 'userName', zh: '姓名', en: 'Name', value: (r) => r.userName },
  { key: 'requestIp', zh: '登录 IP', en: 'Login IP', value: (r) => r.requestIp },
  { key: 'location', zh: '登录地点', en: 'Location', value: (r) => r.location },
  {
    key: 'browser',
    zh: '浏览器',
    en: 'Browser',
    value: (r) => [r.browser, r.browserVersion].filter(Boolean).join(' '),
  },
  { key: 'operatingSystem', zh: '操作系统', en: 'Operating system', value: (r) => r.operatingSystem },
  { key: 'description', zh: '描述', en: 'Description', value: (r) => r.description },
  { key: 'createTime', zh: '登录时间', en: 'Signed in at', width: 20, value: (r) => r.createTime },
];

export const loginLogHandlers: Handlers<E> = {
  async loginLogPage({ tx, body }) {
    const [total] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(loginLog)
      .where(loginLogWhere(body));
    const rows = await findLoginLogs(tx, body, body.size, (body.current - 1) * body.size);
    return toPage(rows.map(toLoginLog), Number(total?.n ?? 0), body.size, body.current);
  },

  async loginLogDelete({ tx, body, lang }) {
    const ids = idsOf(body);
    const deleted = await tx.delete(loginLog).where(inArray(loginLog.id, ids)).returning({ id: loginLog.id });
    // Another tenant's ids are invisible (row-level security): the whole request is refused.
    if (deleted.length !== new Set(ids).size) {
      throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
    }
    return true;
  },

  async loginLogExport({ tx, body, lang }) {
    const rows = (await findLoginLogs(tx, body, EXPORT_LIMIT + 1, 0)).map(toLoginLog);
    const fileName = typeof body.extra.fileName === 'string' ? body.extra.fileName : 'login-log';
    return exportAnswer(loginLogColumns, rows, lang, fileName);
  },
};
