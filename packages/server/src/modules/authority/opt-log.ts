import { formatDateTime, optLogResource, parseDateTime } from '@pocket/contract';
import type { OptLog } from '@pocket/contract';
import { desc, eq, ilike, inArray, lt, or } from 'drizzle-orm';
import { optLog } from '../../db/schema.ts';
import { crudModule } from '../../lib/crud.ts';
import type { Column } from '../../lib/excel.ts';
import type { Lang } from '../../lib/i18n.ts';
import { moduleName, operationName, operationsMatching } from '../../lib/opt-log-names.ts';
import { containing } from '../../lib/search.ts';

type OptLogRow = typeof optLog.$inferSelect;

const toOptLog = (r: OptLogRow, lang: Lang): OptLog => ({
  id: String(r.id),
  userId: r.userId === null ? null : String(r.userId),
  userName: r.userName,
  requestIp: r.requestIp,
  type: r.type as OptLog['type'],
  // The operation in the reader's language (the endpoint's English summary is what is stored).
  description: operationName(lang, r.actionMethod, r.classPath) ?? r.description,
  classPath: moduleName(lang, r.classPath),
  actionMethod: r.actionMethod,
  requestUri: r.requestUri,
  httpMethod: r.httpMethod,
  params: r.params,
  result: r.result,
  status: r.status,
  exDesc: r.exDesc,
  consumingTime: r.consumingTime,
  startTime: formatDateTime(r.startTime),
  finishTime: formatDateTime(r.finishTime),
  ua: r.ua,
});

function operationFilter(text: string, lang: Lang) {
  const names = operationsMatching(lang, text);
  const stored = ilike(optLog.description, containing(text));
  return names.length ? or(stored, inArray(optLog.actionMethod, names)) : stored;
}

const columns: Column<OptLog>[] = [
  { key: 'startTime', zh: '操作时间', en: 'Time', width: 20, value: (r) => r.startTime },
  { key: 'userName', zh: '操作人', en: 'User', value: (r) => r.userName },
  { key: 'description', zh: '操作', en: 'Operation', width: 40, value: (r) => r.description },
  { key: 'classPath', zh: '模块', en: 'Module', value: (r) => r.classPath },
  { key: 'httpMethod', zh: '方法', en: 'Method', value: (r) => r.httpMethod },
  { key: 'requestUri', zh: '地址', en: 'Path', width: 36, value: (r) => r.requestUri },
  { key: 'status', zh: '状态码', en: 'Status', value: (r) => String(r.status) },
  { key: 'result', zh: '结果', en: 'Result', width: 30, value: (r) => r.result },
  { key: 'consumingTime', zh: '耗时（毫秒）', en: 'Duration (ms)', value: (r) => String(r.consumingTime) },
  { key: 'requestIp', zh: 'IP', en: 'IP', value: (r) => r.requestIp },
  { key: 'params', zh: '参数', en: 'Parameters', width: 50, value: (r) => r.params },
];

/** The tenant's operation log, newest first: list with filters, detail, export, delete, clear. */
export const optLogModule = crudModule(optLogResource).storedIn({
  table: optLog,
  toRow: (row, { lang }) => toOptLog(row, lang),
  filter: (m, { lang }) => [
    m.userName ? ilike(optLog.userName, containing(m.userName)) : undefined,
    // The text of the operation as the reader sees it (see toOptLog), or the stored summary.
    m.description ? operationFilter(m.description, lang) : undefined,
    m.requestUri ? ilike(optLog.requestUri, containing(m.requestUri)) : undefined,
    m.requestIp ? ilike(optLog.requestIp, containing(m.requestIp)) : undefined,
    m.httpMethod ? eq(optLog.httpMethod, m.httpMethod) : undefined,
    m.type ? eq(optLog.type, m.type) : undefined,
  ],
  ranges: { startTime: optLog.startTime },
  sortable: { startTime: optLog.startTime, consumingTime: optLog.consumingTime },
  order: [desc(optLog.startTime), desc(optLog.id)],
  columns,
  handlers: {
    async optLogClear({ tx, body }) {
      const before = parseDateTime(`${body.before} 00:00:00`) ?? new Date(0);
      const gone = await tx.delete(optLog).where(lt(optLog.startTime, before)).returning({ id: optLog.id });
      return { deleted: gone.length };
    },
  },
});
