import { formatDateTime, loginLogResource } from '@pocket/contract';
import type { LoginLog } from '@pocket/contract';
import { desc, ilike } from 'drizzle-orm';
import { loginLog } from '../../db/schema.ts';
import { crudModule } from '../../lib/crud.ts';
import type { Column } from '../../lib/excel.ts';
import { containing } from '../../lib/search.ts';

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

/** Sign-ins of the tenant, newest first: page, delete, export. */
export const loginLogModule = crudModule(loginLogResource).storedIn({
  table: loginLog,
  toRow: (row) => ({
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
  }),
  filter: (m) => [
    m.account ? ilike(loginLog.account, containing(m.account)) : undefined,
    m.userName ? ilike(loginLog.userName, containing(m.userName)) : undefined,
    m.requestIp ? ilike(loginLog.requestIp, containing(m.requestIp)) : undefined,
  ],
  ranges: { createTime: loginLog.createTime },
  order: [desc(loginLog.createTime), desc(loginLog.id)],
  columns: loginLogColumns,
  handlers: {},
});
