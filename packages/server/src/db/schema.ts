import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// Column names are snake_case (drizzle `casing`). Every tenant-owned table has `tenant_code`;
// row-level-security policies (drizzle/0001_rls.sql) bind it to the per-transaction setting.

const id = () => bigint({ mode: 'bigint' }).primaryKey();
const ref = () => bigint({ mode: 'bigint' });
const tenantCode = () =>
  varchar({ length: 20 })
    .notNull()
    .default(sql`current_setting('app.tenant_code', true)`);
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Tenants (global: administered by the platform tenant 0000). A domain serves one tenant
 * (`getDoMain` looks tenants up by it, case-insensitively). */
export const tenant = pgTable(
  'tenant',
  {
    id: id(),
    code: varchar({ length: 20 }).notNull().unique(),
    name: varchar({ length: 255 }).notNull(),
    type: varchar({ length: 20 }).notNull().default('CREATE'),
    connectType: varchar({ length: 20 }).notNull().default('LOCAL'),
    status: varchar({ length: 20 }).notNull().default('NORMAL'),
    readonly: boolean().notNull().default(false),
    duty: varchar({ length: 50 }),
    expirationTime: timestamp({ withTimezone: true }),
    logo: varchar({ length: 255 }),
    describe: varchar({ length: 255 }),
    domain: varchar({ length: 100 }),
    passwordExpire: integer().notNull().default(0),
    isMultipleLogin: boolean().notNull().default(true),
    passwordErrorNum: integer().notNull().default(5),
    passwordErrorLockTime: integer().notNull().default(30),
    createTime: createdAt(),
    updateTime: createdAt(),
  },
  (t) => [uniqueIndex('tenant_domain_uq').on(sql`lower(${t.domain})`)],
);

/** Client applications (global): the Basic header is checked against these. */
export const application = pgTable('application', {
  id: id(),
  clientId: varchar({ length: 64 }).notNull().unique(),
  clientSecretHash: varchar({ length: 255 }).notNull(),
  website: varchar({ length: 255 }),
  name: varchar({ length: 100 }).notNull(),
  icon: varchar({ length: 255 }),
  appType: varchar({ length: 20 }).notNull().default('PC'),
  describe: varchar({ length: 255 }),
  state: boolean().notNull().default(true),
  createTime: createdAt(),
});

/** Captcha answers (global, keyed by the client-made key). */
export const captcha = pgTable('captcha', {
  key: varchar({ length: 64 }).primaryKey(),
  answer: varchar({ length: 16 }).notNull(),
  issuedAt: timestamp({ withTimezone: true }).notNull(),
  expireAt: timestamp({ withTimezone: true }).notNull(),
});

/** QR-code sign-in tickets (global until confirmed by a user of some tenant). */
export const qrcodeTicket = pgTable('qrcode_ticket', {
  ticket: varchar({ length: 64 }).primaryKey(),
  status: varchar({ length: 20 }).notNull().default('WAIT'),
  confirmedTenant: varchar({ length: 20 }),
  confirmedUserId: ref(),
  expireAt: timestamp({ withTimezone: true }).notNull(),
});

/** Rate-limit counters (global), one row per purpose and caller (e.g. `qr:new:<ip>`), counting
 * within a fixed window. Rows, not server memory, so every instance shares the limits. */
export const rateLimit = pgTable('rate_limit', {
  key: varchar({ length: 160 }).primaryKey(),
  windowStart: timestamp({ withTimezone: true }).notNull(),
  count: integer().notNull().default(0),
});

export const org = pgTable(
  'org',
  {
    id: id(),
    tenantCode: tenantCode(),
    label: varchar({ length: 255 }).notNull(),
    abbreviation: varchar({ length: 255 }),
    describe: varchar({ length: 255 }),
    parentId: ref()
      .notNull()
      .default(sql`0`),
    type: varchar({ length: 20 }),
    sortValue: integer().notNull().default(0),
    state: boolean().notNull().default(true),
    createTime: createdAt(),
  },
  (t) => [index('org_tenant_idx').on(t.tenantCode)],
);

export const station = pgTable('station', {
  id: id(),
  tenantCode: tenantCode(),
  name: varchar({ length: 255 }).notNull(),
  describe: varchar({ length: 255 }),
  orgId: ref(),
  state: boolean().notNull().default(true),
  createTime: createdAt(),
});

export const user = pgTable(
  'user',
  {
    id: id(),
    tenantCode: tenantCode(),
    account: varchar({ length: 50 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    password: varchar({ length: 255 }).notNull(),
    orgId: ref(),
    stationId: ref(),
    email: varchar({ length: 255 }),
    sex: varchar({ length: 1 }),
    state: boolean().notNull().default(true),
    mobile: varchar({ length: 20 }),
    avatar: varchar({ length: 255 }),
    workDescribe: varchar({ length: 255 }),
    nation: varchar({ length: 20 }),
    education: varchar({ length: 20 }),
    positionStatus: varchar({ length: 20 }),
    balance: varchar({ length: 20 }).notNull().default('0.00'),
    logo: varchar({ length: 255 }),
    domain: varchar({ length: 100 }),
    userType: varchar({ length: 20 }),
    label: varchar({ length: 255 }),
    expirationTime: timestamp({ withTimezone: true }),
    qrcodeUrl: varchar({ length: 255 }),
    passwordErrorNum: integer().notNull().default(0),
    passwordErrorLastTime: timestamp({ withTimezone: true }),
    passwordExpireTime: timestamp({ withTimezone: true }),
    lastLoginTime: timestamp({ withTimezone: true }),
    readonly: boolean().notNull().default(false),
    createTime: createdAt(),
    updateTime: createdAt(),
    createdBy: ref(),
  },
  (t) => [uniqueIndex('user_tenant_account_uq').on(t.tenantCode, t.account)],
);

export const role = pgTable(
  'role',
  {
    id: id(),
    tenantCode: tenantCode(),
    code: varchar({ length: 64 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    describe: varchar({ length: 255 }),
    state: boolean().notNull().default(true),
    readonly: boolean().notNull().default(false),
    dsType: varchar({ length: 30 }).notNull().default('SELF'),
    createTime: createdAt(),
  },
  (t) => [uniqueIndex('role_tenant_code_uq').on(t.tenantCode, t.code)],
);

export const userRole = pgTable(
  'user_role',
  { tenantCode: tenantCode(), userId: ref().notNull(), roleId: ref().notNull() },
  (t) => [primaryKey({ columns: [t.tenantCode, t.userId, t.roleId] })],
);

/** Menus (type MENU, with a route) and buttons (type BUTTON, granting `code`). */
export const menu = pgTable(
  'menu',
  {
    id: id(),
    tenantCode: tenantCode(),
    label: varchar({ length: 100 }).notNull(),
    labelEn: varchar({ length: 100 }).notNull(),
    describe: varchar({ length: 255 }),
    code: varchar({ length: 255 }),
    isGeneral: boolean().notNull().default(false),
    path: varchar({ length: 255 }),
    name: varchar({ length: 100 }),
    type: varchar({ length: 10 }).notNull().default('MENU'),
    component: varchar({ length: 255 }),
    redirect: varchar({ length: 255 }),
    hidden: boolean().notNull().default(false),
    alwaysShow: boolean().notNull().default(false),
    affix: boolean().notNull().default(false),
    noCache: boolean().notNull().default(false),
    state: boolean().notNull().default(true),
    sortValue: integer().notNull().default(0),
    parentId: ref()
      .notNull()
      .default(sql`0`),
    icon: varchar({ length: 100 }),
    group: varchar({ length: 50 }),
    readonly: boolean().notNull().default(false),
  },
  (t) => [index('menu_tenant_idx').on(t.tenantCode)],
);

export const roleMenu = pgTable(
  'role_menu',
  { tenantCode: tenantCode(), roleId: ref().notNull(), menuId: ref().notNull() },
  (t) => [primaryKey({ columns: [t.tenantCode, t.roleId, t.menuId] })],
);

export const dictionary = pgTable('dictionary', {
  id: id(),
  tenantCode: tenantCode(),
  type: varchar({ length: 64 }).notNull(),
  label: varchar({ length: 100 }).notNull(),
  code: varchar({ length: 64 }).notNull(),
  name: varchar({ length: 100 }).notNull(),
  nameEn: varchar({ length: 100 }),
  describe: varchar({ length: 255 }),
  sortValue: integer().notNull().default(0),
  state: boolean().notNull().default(true),
  icon: varchar({ length: 100 }),
  cssStyle: varchar({ length: 255 }),
  cssClass: varchar({ length: 255 }),
  readonly: boolean().notNull().default(false),
});

export const parameter = pgTable(
  'parameter',
  {
    id: id(),
    tenantCode: tenantCode(),
    key: varchar({ length: 64 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    value: varchar({ length: 255 }).notNull(),
    describe: varchar({ length: 255 }),
    state: boolean().notNull().default(true),
    readonly: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('parameter_tenant_key_uq').on(t.tenantCode, t.key)],
);

export const msg = pgTable('msg', {
  id: id(),
  tenantCode: tenantCode(),
  bizType: varchar({ length: 64 }),
  bizId: varchar({ length: 64 }),
  msgType: varchar({ length: 20 }).notNull(),
  title: varchar({ length: 255 }).notNull(),
  content: text().notNull(),
  author: varchar({ length: 50 }),
  handlerUrl: varchar({ length: 255 }),
  handlerParams: varchar({ length: 500 }),
  isSingleHandle: boolean().notNull().default(true),
  isDelete: boolean().notNull().default(false),
  createTime: createdAt(),
  createdBy: ref(),
});

export const msgReceive = pgTable(
  'msg_receive',
  {
    tenantCode: tenantCode(),
    msgId: ref().notNull(),
    userId: ref().notNull(),
    isRead: boolean().notNull().default(false),
    readTime: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.msgId, t.userId] }),
    index('msg_receive_user_idx').on(t.userId),
  ],
);

export const loginLog = pgTable(
  'login_log',
  {
    id: id(),
    tenantCode: tenantCode(),
    userId: ref(),
    userName: varchar({ length: 50 }),
    account: varchar({ length: 50 }),
    requestIp: varchar({ length: 50 }),
    description: varchar({ length: 255 }),
    loginDate: date({ mode: 'string' }).notNull(),
    ua: varchar({ length: 500 }),
    browser: varchar({ length: 100 }),
    browserVersion: varchar({ length: 100 }),
    operatingSystem: varchar({ length: 100 }),
    location: varchar({ length: 100 }),
    createTime: createdAt(),
  },
  (t) => [index('login_log_tenant_date_idx').on(t.tenantCode, t.loginDate)],
);

/** Online sessions: one row per sign-in; the access token carries its id, the refresh token is
 * stored hashed and replaced on every refresh. `kicked` sessions answer 40008. */
export const onlineSession = pgTable(
  'online_session',
  {
    id: id(),
    tenantCode: tenantCode(),
    userId: ref().notNull(),
    clientId: varchar({ length: 64 }).notNull(),
    refreshHash: varchar({ length: 128 }).notNull(),
    refreshExpireAt: timestamp({ withTimezone: true }).notNull(),
    accessExpireAt: timestamp({ withTimezone: true }).notNull(),
    kicked: boolean().notNull().default(false),
    loginIp: varchar({ length: 50 }),
    ua: varchar({ length: 500 }),
    loginTime: createdAt(),
  },
  (t) => [
    index('online_session_user_idx').on(t.userId),
    uniqueIndex('online_session_refresh_uq').on(t.refreshHash),
  ],
);

/** Third-party sign-in providers (global: configured for the platform). */
export const socialProvider = pgTable('social_provider', {
  code: varchar({ length: 20 }).primaryKey(),
  name: varchar({ length: 50 }).notNull(),
  nameEn: varchar({ length: 50 }).notNull(),
  icon: varchar({ length: 100 }),
  enabled: boolean().notNull().default(true),
  sortValue: integer().notNull().default(0),
});

/** Third-party accounts bound to users: one per provider and user, one user per provider account. */
export const userSocial = pgTable(
  'user_social',
  {
    id: id(),
    tenantCode: tenantCode(),
    userId: ref().notNull(),
    provider: varchar({ length: 20 }).notNull(),
    openId: varchar({ length: 128 }).notNull(),
    nickname: varchar({ length: 100 }),
    avatar: varchar({ length: 255 }),
    bindTime: createdAt(),
  },
  (t) => [
    uniqueIndex('user_social_user_provider_uq').on(t.tenantCode, t.userId, t.provider),
    uniqueIndex('user_social_open_id_uq').on(t.tenantCode, t.provider, t.openId),
  ],
);

/** Server-wide settings shared by every instance (e.g. the JWT signing secret). */
export const setting = pgTable('setting', {
  key: varchar({ length: 64 }).primaryKey(),
  value: text().notNull(),
});

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Uploaded files (avatars and the like), bytes kept in the database so any server can serve
 * them. `name` is the generated file name (128-bit random hex + extension); the public URL
 * carries id and name, and the anonymous read goes through the `attachment_public` function
 * (drizzle/0002_attachment.sql), which matches both. */
export const attachment = pgTable('attachment', {
  id: id(),
  tenantCode: tenantCode(),
  bizType: varchar({ length: 64 }),
  name: varchar({ length: 64 }).notNull(),
  originalName: varchar({ length: 255 }).notNull(),
  contentType: varchar({ length: 64 }).notNull(),
  size: integer().notNull(),
  data: bytea().notNull(),
  createTime: createdAt(),
  createdBy: ref(),
});
