import { is, sql } from 'drizzle-orm';
import type { BuildExtraConfigColumns } from 'drizzle-orm';
import {
  bigint,
  check,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  IndexBuilder,
  integer,
  jsonb,
  pgPolicy,
  pgTable,
  primaryKey,
  PrimaryKeyBuilder,
  text,
  timestamp,
  UniqueConstraintBuilder,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn, PgColumnBuilderBase, PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import type { GenColumn } from '@pocket/contract';

// Column names are snake_case (drizzle `casing`). Every tenant-owned table is declared with
// `tenantTable`, which adds `tenant_code`, an index leading with it and the row-level-security
// policy that binds it to the per-transaction setting (drizzle-kit writes the policy into the
// migrations; FORCE and the grants of pocket_app are derived from this file by src/db/rls.ts).

const id = () => bigint({ mode: 'bigint' }).primaryKey();
const ref = () => bigint({ mode: 'bigint' });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
/** `created_by`: the user who made the row; the row stays when that user is deleted. */
const createdBy = () => ref().references((): AnyPgColumn => user.id, { onDelete: 'set null' });

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
    /** Whether anyone may register an account in this tenant (never in the platform tenant). */
    allowRegister: boolean().notNull().default(true),
    /** Bumped (one atomic UPDATE) whenever roles, grants, menus or a user's roles change in the
     * tenant: every authenticated answer carries it (header `x-perm-version`), so open consoles
     * reload their routes and permissions on their next request. */
    permVersion: integer().notNull().default(1),
    /** The datasource its rows live in (docs/datasources.md); null: this, the main database. A
     * datasource in use cannot be deleted. */
    datasourceId: ref().references((): AnyPgColumn => datasourceConfig.id, { onDelete: 'restrict' }),
    createTime: createdAt(),
    updateTime: createdAt(),
  },
  (t) => [uniqueIndex('tenant_domain_uq').on(sql`lower(${t.domain})`)],
);

/** Databases tenants' rows can live in (global, run by the platform). The password is encrypted
 * with a key derived from the server secret (lib/secret-box.ts) and never answered. */
export const datasourceConfig = pgTable('datasource_config', {
  id: id(),
  name: varchar({ length: 100 }).notNull().unique(),
  poolName: varchar({ length: 63 }),
  /** POSTGRESQL or PGLITE. */
  driverClassName: varchar({ length: 20 }).notNull(),
  /** `postgres://host:port/db` without credentials, or a PGlite folder name. */
  url: varchar({ length: 255 }).notNull(),
  username: varchar({ length: 63 }),
  passwordSealed: text(),
  createTime: createdAt(),
  updateTime: createdAt(),
});

/** The policy of every tenant table: a row is visible and writable only while the transaction's
 * `app.tenant_code` (set by `inTenant` / `switchTenant`) equals its `tenant_code`. */
const tenantIsolation = sql`tenant_code = current_setting('app.tenant_code', true)`;

const tenantCode = () =>
  varchar({ length: 20 })
    .notNull()
    .default(sql`current_setting('app.tenant_code', true)`)
    .references(() => tenant.code, { onDelete: 'cascade' });
type TenantCodeColumn = { tenantCode: ReturnType<typeof tenantCode> };

/** Whether a primary key, unique constraint or index of a table's extras has the column named
 * `column` first (index builders hold copies of the columns, so compare by name). */
function leadsWith(extra: PgTableExtraConfigValue, column: string): boolean {
  let columns: { name?: unknown }[] = [];
  if (is(extra, PrimaryKeyBuilder) || is(extra, UniqueConstraintBuilder)) {
    columns = (extra as unknown as { columns: { name?: unknown }[] }).columns;
  } else if (is(extra, IndexBuilder)) {
    columns = (extra as unknown as { config: { columns: { name?: unknown }[] } }).config.columns;
  }
  return columns[0]?.name === column;
}

/**
 * A tenant-owned table: `pgTable` plus the `tenant_code` column (right after `id`; defaults to the
 * transaction's tenant, references `tenant.code`, so deleting a tenant deletes its rows), an index
 * leading with `tenant_code` unless a primary key or index of `extras` already leads with it, and
 * the `tenant_isolation` row-level-security policy with RLS enabled.
 */
function tenantTable<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
  extras?: (
    t: BuildExtraConfigColumns<TName, TColumns & TenantCodeColumn, 'pg'>,
  ) => PgTableExtraConfigValue[],
) {
  const { id: idColumn, ...rest } = columns;
  const all = { ...(idColumn ? { id: idColumn } : {}), tenantCode: tenantCode(), ...rest } as TColumns &
    TenantCodeColumn;
  return pgTable(name, all, (t) => {
    const declared = extras?.(t) ?? [];
    const indexed = declared.some((extra) => leadsWith(extra, t.tenantCode.name));
    return [
      ...declared,
      ...(indexed ? [] : [index(`${name}_tenant_idx`).on(t.tenantCode)]),
      pgPolicy('tenant_isolation', { using: tenantIsolation, withCheck: tenantIsolation }),
    ];
  }).enableRLS();
}

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
  /** WAIT → SCANNED (a signed-in user opened the link) → CONFIRMED | REFUSED. */
  status: varchar({ length: 20 }).notNull().default('WAIT'),
  /** The browser that asks to be signed in, shown to the confirming user. */
  requesterIp: varchar({ length: 64 }),
  requesterUa: varchar({ length: 255 }),
  confirmedTenant: varchar({ length: 20 }),
  /** The user who confirmed the ticket (of `confirmed_tenant`). No foreign key: a tenant's users
   * may live in its datasource (docs/datasources.md); once that user is gone the poll answers
   * EXPIRED. */
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

/** The gateway's columns shared by block and rate rules (global, run by the platform): who
 * (an address or CIDR range, null = all), what (a path pattern and a method, null = all), when (a
 * daily window `HH:mm:ss`, null = all day) and whether the rule is on. */
const ruleColumns = () => ({
  id: id(),
  ip: varchar({ length: 64 }),
  requestUri: varchar({ length: 255 }),
  requestMethod: varchar({ length: 10 }),
  limitStart: varchar({ length: 8 }),
  limitEnd: varchar({ length: 8 }),
  state: boolean().notNull().default(true),
  describe: varchar({ length: 255 }),
  createTime: createdAt(),
  updateTime: createdAt(),
});

/** Block rules: a matching request is answered 403 before authentication. */
export const blockList = pgTable('block_list', ruleColumns());

/** Rate rules: at most `count` matching requests per `interval_sec`, per address or per user. */
export const rateLimiter = pgTable('rate_limiter', {
  ...ruleColumns(),
  count: integer().notNull(),
  intervalSec: integer().notNull(),
  /** IP or USER. */
  limitBy: varchar({ length: 10 }).notNull().default('IP'),
});

/** Organisations: a tree whose top level has `parent_id` 0 (so no foreign key on it). */
export const org = tenantTable('org', {
  id: id(),
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
});

/** Course categories: two levels (`parent_id` 0 at the top); COURSE or DOWNLOAD. */
export const courseCate = tenantTable('course_cate', {
  id: id(),
  label: varchar({ length: 100 }).notNull(),
  abbreviation: varchar({ length: 50 }),
  describe: varchar({ length: 255 }),
  parentId: ref()
    .notNull()
    .default(sql`0`),
  type: varchar({ length: 20 }).notNull().default('COURSE'),
  sortValue: integer().notNull().default(0),
  state: boolean().notNull().default(true),
  logo: varchar({ length: 255 }),
  createTime: createdAt(),
});

/** Courses; a category, lecturer or organisation that goes leaves the course without one
 * (a category that still holds courses cannot be deleted: the category module refuses it). */
export const course = tenantTable(
  'course',
  {
    id: id(),
    courseName: varchar({ length: 255 }).notNull(),
    courseLogo: varchar({ length: 255 }),
    categoryId: ref().references(() => courseCate.id, { onDelete: 'set null' }),
    categoryParent: ref().references(() => courseCate.id, { onDelete: 'set null' }),
    lecturerUserNo: ref().references((): AnyPgColumn => user.id, { onDelete: 'set null' }),
    introduce: text(),
    label: varchar({ length: 255 }),
    labelActivity: varchar({ length: 50 }),
    /** Integer cents; 0 = free. */
    price: integer().notNull().default(0),
    courseType: varchar({ length: 20 }).notNull().default('VIDEO'),
    videoUrl: varchar({ length: 255 }),
    handleUrl: varchar({ length: 255 }),
    videoMakeUrl: varchar({ length: 255 }),
    videoTestUrl: varchar({ length: 255 }),
    pdfUrl: varchar({ length: 255 }),
    pptUrl: varchar({ length: 255 }),
    isPutaway: boolean().notNull().default(false),
    statusId: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    courseSort: integer().notNull().default(0),
    countBuy: integer().notNull().default(0),
    countStudy: integer().notNull().default(0),
    orgId: ref().references((): AnyPgColumn => org.id, { onDelete: 'set null' }),
    createTime: createdAt(),
    updateTime: createdAt(),
    createdBy: createdBy(),
  },
  (t) => [
    index('course_tenant_category_idx').on(t.tenantCode, t.categoryId),
    index('course_tenant_parent_idx').on(t.tenantCode, t.categoryParent),
    index('course_tenant_org_idx').on(t.tenantCode, t.orgId),
    index('course_tenant_sale_idx').on(t.tenantCode, t.isPutaway, t.statusId, t.courseSort),
  ],
);

/** Stations (positions); deleting the organisation leaves the station without one. */
export const station = tenantTable(
  'station',
  {
    id: id(),
    name: varchar({ length: 255 }).notNull(),
    describe: varchar({ length: 255 }),
    orgId: ref().references(() => org.id, { onDelete: 'set null' }),
    state: boolean().notNull().default(true),
    createTime: createdAt(),
  },
  (t) => [index('station_tenant_org_idx').on(t.tenantCode, t.orgId)],
);

/** Users; deleting their organisation or station leaves them without one. */
export const user = tenantTable(
  'user',
  {
    id: id(),
    account: varchar({ length: 50 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    password: varchar({ length: 255 }).notNull(),
    orgId: ref().references(() => org.id, { onDelete: 'set null' }),
    stationId: ref().references(() => station.id, { onDelete: 'set null' }),
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
    /** May be chosen as a course's lecturer. */
    isLecturer: boolean().notNull().default(false),
    /** A lecturer's introduction. */
    introduce: varchar({ length: 1000 }),
    passwordErrorNum: integer().notNull().default(0),
    passwordErrorLastTime: timestamp({ withTimezone: true }),
    passwordExpireTime: timestamp({ withTimezone: true }),
    lastLoginTime: timestamp({ withTimezone: true }),
    /** Set while the password is one an administrator knows (a new tenant's admin, a reset, the
     * initial password): until the user changes it, only the change, sign-out and own-record
     * read are answered. */
    mustChangePassword: boolean().notNull().default(false),
    readonly: boolean().notNull().default(false),
    createTime: createdAt(),
    updateTime: createdAt(),
    createdBy: createdBy(),
  },
  (t) => [
    uniqueIndex('user_tenant_account_uq').on(t.tenantCode, t.account),
    index('user_tenant_org_idx').on(t.tenantCode, t.orgId),
    index('user_tenant_station_idx').on(t.tenantCode, t.stationId),
  ],
);

/** Campuses (`userLocation`): audited by the platform (PENDING → APPROVED | REJECTED); open to
 * check-ins while approved, enabled and inside the service window `start_time`–`end_time`. */
export const userLocation = tenantTable(
  'user_location',
  {
    id: id(),
    name: varchar({ length: 100 }).notNull(),
    city: varchar({ length: 20 }),
    addr: varchar({ length: 255 }),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    rangeDs: integer().notNull().default(200),
    startTime: timestamp({ withTimezone: true }),
    endTime: timestamp({ withTimezone: true }),
    state: boolean().notNull().default(true),
    isTest: boolean().notNull().default(false),
    isAudit: varchar({ length: 20 }).notNull().default('PENDING'),
    opinion: varchar({ length: 255 }),
    auditTime: timestamp({ withTimezone: true }),
    createTime: createdAt(),
    updateTime: createdAt(),
    createdBy: createdBy(),
  },
  (t) => [index('user_location_audit_idx').on(t.isAudit, t.tenantCode)],
);

/** The campuses a worker serves; goes with the worker and with the campus. */
export const workerCampus = tenantTable(
  'worker_campus',
  {
    userId: ref()
      .notNull()
      .references((): AnyPgColumn => user.id, { onDelete: 'cascade' }),
    campusId: ref()
      .notNull()
      .references(() => userLocation.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.userId, t.campusId] }),
    index('worker_campus_campus_idx').on(t.campusId),
  ],
);

/** Check-ins at a campus: the position, its distance (metres) and whether it was in range. They
 * go with the campus; a deleted user leaves the row without one. */
export const checkIn = tenantTable(
  'check_in',
  {
    id: id(),
    campusId: ref()
      .notNull()
      .references(() => userLocation.id, { onDelete: 'cascade' }),
    userId: ref().references((): AnyPgColumn => user.id, { onDelete: 'set null' }),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    distance: integer().notNull(),
    inRange: boolean().notNull(),
    checkTime: createdAt(),
  },
  (t) => [
    index('check_in_tenant_campus_idx').on(t.tenantCode, t.campusId, t.checkTime),
    index('check_in_user_idx').on(t.userId),
  ],
);

export const role = tenantTable(
  'role',
  {
    id: id(),
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

/** The organisations a role of data scope CUSTOMIZE may see; goes with the role and the org. */
export const roleOrg = tenantTable(
  'role_org',
  {
    roleId: ref()
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
    orgId: ref()
      .notNull()
      .references(() => org.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tenantCode, t.roleId, t.orgId] }), index('role_org_org_idx').on(t.orgId)],
);

/** The roles of a user; goes with the user and with the role. */
export const userRole = tenantTable(
  'user_role',
  {
    userId: ref()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    roleId: ref()
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tenantCode, t.userId, t.roleId] })],
);

/** Permission codes granted to a role (e.g. `authority:user:add`); goes with the role. */
export const rolePermission = tenantTable(
  'role_permission',
  {
    roleId: ref()
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
    code: varchar({ length: 255 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantCode, t.roleId, t.code] })],
);

/** Menus (type MENU, with a route) and buttons (type BUTTON, granting `code`). A tree whose top
 * level has `parent_id` 0 (so no foreign key on it). */
export const menu = tenantTable('menu', {
  id: id(),
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
  breadcrumb: boolean().notNull().default(true),
  state: boolean().notNull().default(true),
  sortValue: integer().notNull().default(0),
  parentId: ref()
    .notNull()
    .default(sql`0`),
  icon: varchar({ length: 100 }),
  group: varchar({ length: 50 }),
  readonly: boolean().notNull().default(false),
});

/** The menus of a role; goes with the role and with the menu. */
export const roleMenu = tenantTable(
  'role_menu',
  {
    roleId: ref()
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
    menuId: ref()
      .notNull()
      .references(() => menu.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tenantCode, t.roleId, t.menuId] })],
);

export const dictionary = tenantTable(
  'dictionary',
  {
    id: id(),
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
  },
  // The display name of a code is looked up by (type, code) beside every page of rows that shows one.
  (t) => [index('dictionary_tenant_type_code_idx').on(t.tenantCode, t.type, t.code)],
);

export const parameter = tenantTable(
  'parameter',
  {
    id: id(),
    key: varchar({ length: 64 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    value: varchar({ length: 255 }).notNull(),
    describe: varchar({ length: 255 }),
    state: boolean().notNull().default(true),
    readonly: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('parameter_tenant_key_uq').on(t.tenantCode, t.key)],
);

export const msg = tenantTable('msg', {
  id: id(),
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
  createdBy: createdBy(),
});

/** Who receives a message; goes with the message and with the user. */
export const msgReceive = tenantTable(
  'msg_receive',
  {
    msgId: ref()
      .notNull()
      .references(() => msg.id, { onDelete: 'cascade' }),
    userId: ref()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    isRead: boolean().notNull().default(false),
    readTime: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.msgId, t.userId] }),
    index('msg_receive_user_idx').on(t.userId),
    // the primary key leads with tenant_code: deleting a message finds its receivers by msg_id
    index('msg_receive_msg_idx').on(t.msgId),
  ],
);

/** SMS templates: where messages go (provider and credentials) and what they say (`${name}`
 * placeholders). The code is unique within the tenant, whatever its case. */
export const smsTemplate = tenantTable(
  'sms_template',
  {
    id: id(),
    providerType: varchar({ length: 20 }).notNull().default('OUTBOX'),
    appId: varchar({ length: 100 }),
    /** The app secret sealed with a key derived from the server secret (lib/secret-box.ts). */
    appSecret: text(),
    url: varchar({ length: 255 }),
    customCode: varchar({ length: 64 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    content: varchar({ length: 500 }).notNull(),
    templateCode: varchar({ length: 64 }),
    signName: varchar({ length: 50 }),
    templateDescribe: varchar({ length: 255 }),
    createTime: createdAt(),
    createdBy: createdBy(),
  },
  (t) => [uniqueIndex('sms_template_code_uq').on(t.tenantCode, sql`lower(${t.customCode})`)],
);

/** SMS tasks: a template's text filled in, sent at `send_time` (null: at once) by the job queue.
 * Template name and provider are kept as they were, so a task outlives its template. */
export const smsTask = tenantTable('sms_task', {
  id: id(),
  templateId: ref().references(() => smsTemplate.id, { onDelete: 'set null' }),
  templateName: varchar({ length: 100 }).notNull(),
  providerType: varchar({ length: 20 }).notNull(),
  status: varchar({ length: 20 }).notNull().default('WAITING'),
  sourceType: varchar({ length: 20 }).notNull().default('APP'),
  topic: varchar({ length: 255 }),
  /** The placeholders' values, as JSON. */
  templateParams: text().notNull().default('{}'),
  content: varchar({ length: 2000 }).notNull(),
  sendTime: timestamp({ withTimezone: true }),
  draft: boolean().notNull().default(false),
  createTime: createdAt(),
  createdBy: createdBy(),
});

/** One receiver of a task and how its message went; goes with the task. */
export const smsSendStatus = tenantTable(
  'sms_send_status',
  {
    id: id(),
    taskId: ref()
      .notNull()
      .references(() => smsTask.id, { onDelete: 'cascade' }),
    telNum: varchar({ length: 20 }).notNull(),
    sendStatus: varchar({ length: 20 }).notNull().default('WAITING'),
    bizId: varchar({ length: 64 }),
    ext: varchar({ length: 255 }),
    code: varchar({ length: 64 }),
    message: varchar({ length: 500 }),
    fee: integer(),
    sendTime: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sms_send_status_task_tel_uq').on(t.tenantCode, t.taskId, t.telNum),
    index('sms_send_status_task_idx').on(t.taskId),
  ],
);

/** The built-in provider's outbox: each message as it would have left the machine. */
export const smsOutbox = tenantTable(
  'sms_outbox',
  {
    id: id(),
    taskId: ref()
      .notNull()
      .references(() => smsTask.id, { onDelete: 'cascade' }),
    telNum: varchar({ length: 20 }).notNull(),
    signName: varchar({ length: 50 }),
    content: varchar({ length: 2100 }).notNull(),
    createTime: createdAt(),
  },
  (t) => [index('sms_outbox_task_idx').on(t.taskId)],
);

/** Sign-ins, kept when the user is deleted (`user_id` becomes null; account and name stay). */
export const loginLog = tenantTable(
  'login_log',
  {
    id: id(),
    userId: ref().references(() => user.id, { onDelete: 'set null' }),
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
  (t) => [
    index('login_log_tenant_date_idx').on(t.tenantCode, t.loginDate),
    // the log grows without bound: deleting a user finds its rows by user_id
    index('login_log_user_idx').on(t.userId),
  ],
);

/** Online sessions: one row per sign-in; the access token carries its id, the refresh token is
 * stored hashed and replaced on every refresh. `kicked` sessions answer 40008. Go with the user. */
export const onlineSession = tenantTable(
  'online_session',
  {
    id: id(),
    userId: ref()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
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

/** Refresh tokens a session has rotated away from. One coming back means it was copied: the
 * whole session (the token family of one sign-in) is ended. */
export const refreshTokenSpent = tenantTable(
  'refresh_token_spent',
  {
    hash: varchar({ length: 128 }).notNull(),
    sessionId: ref()
      .notNull()
      .references(() => onlineSession.id, { onDelete: 'cascade' }),
    spentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.hash] }),
    index('refresh_token_spent_session_idx').on(t.sessionId),
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
  /** OpenID Connect: the issuer (discovery at `/.well-known/openid-configuration`). Without an
   * issuer and client id the provider is listed but cannot be started (e.g. WeChat, GitHub offline). */
  issuer: varchar({ length: 255 }),
  clientId: varchar({ length: 100 }),
  /** Never sent to a browser. */
  clientSecret: varchar({ length: 255 }),
  scopes: varchar({ length: 255 }).notNull().default('openid profile'),
});

/** A third-party sign-in under way: state → nonce, PKCE verifier and where it started. Single use
 * (deleted when the provider comes back), 10 minutes. Platform-wide: the callback has no tenant. */
export const socialFlow = pgTable('social_flow', {
  state: varchar({ length: 64 }).primaryKey(),
  provider: varchar({ length: 20 }).notNull(),
  /** The tenant it is for (not tenant-owned: the callback comes without one). */
  forTenant: varchar({ length: 20 }).notNull(),
  nonce: varchar({ length: 64 }).notNull(),
  verifier: varchar({ length: 128 }).notNull(),
  redirectUri: varchar({ length: 255 }).notNull(),
  /** Set when a signed-in user binds from the profile. */
  bindUserId: ref(),
  expireAt: timestamp({ withTimezone: true }).notNull(),
});

/** What the provider said about an identity, behind a one-time code the console page exchanges
 * (tokens never travel in the URL). 10 minutes; deleted once it signs in, binds or registers. */
export const socialTicket = pgTable('social_ticket', {
  code: varchar({ length: 64 }).primaryKey(),
  provider: varchar({ length: 20 }).notNull(),
  /** The tenant it is for (not tenant-owned: the callback comes without one). */
  forTenant: varchar({ length: 20 }).notNull(),
  openId: varchar({ length: 128 }).notNull(),
  nickname: varchar({ length: 100 }),
  avatar: varchar({ length: 255 }),
  preferredAccount: varchar({ length: 64 }),
  email: varchar({ length: 255 }),
  bindUserId: ref(),
  expireAt: timestamp({ withTimezone: true }).notNull(),
});

/** Third-party accounts bound to users: one per provider and user, one user per provider account.
 * Go with the user. */
export const userSocial = tenantTable(
  'user_social',
  {
    id: id(),
    userId: ref()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
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
export const attachment = tenantTable('attachment', {
  id: id(),
  bizType: varchar({ length: 64 }),
  name: varchar({ length: 64 }).notNull(),
  originalName: varchar({ length: 255 }).notNull(),
  /** Long enough for the PPTX type (73 characters). */
  contentType: varchar({ length: 100 }).notNull(),
  size: integer().notNull(),
  data: bytea().notNull(),
  createTime: createdAt(),
  createdBy: createdBy(),
});

/** Orders (course-domain.md "Order"): money in integer cents; `pay_status` moves only through the
 * transition table of modules/course/order/order-states.ts. The buyer or a course that goes leaves
 * the order (the name is a snapshot). */
export const courseOrder = tenantTable(
  'course_order',
  {
    id: id(),
    orderNo: varchar({ length: 32 }).notNull(),
    userId: ref().references((): AnyPgColumn => user.id, { onDelete: 'set null' }),
    name: varchar({ length: 255 }).notNull(),
    type: varchar({ length: 20 }).notNull(),
    bizId: ref(),
    /** The current payment attempt's number (a retry gets a new one). */
    payNo: varchar({ length: 40 }),
    amount: integer().notNull(),
    payAmount: integer().notNull().default(0),
    payType: varchar({ length: 20 }),
    payStatus: varchar({ length: 20 }).notNull().default('UNPAID'),
    days: integer(),
    years: integer(),
    annualFee: integer(),
    addr: varchar({ length: 255 }),
    remark: varchar({ length: 255 }),
    payTime: timestamp({ withTimezone: true }),
    createTime: createdAt(),
    updateTime: createdAt(),
    createdBy: createdBy(),
  },
  (t) => [
    uniqueIndex('course_order_tenant_no_uq').on(t.tenantCode, t.orderNo),
    uniqueIndex('course_order_tenant_pay_no_uq').on(t.tenantCode, t.payNo),
    index('course_order_tenant_user_idx').on(t.tenantCode, t.userId, t.type, t.payStatus),
    index('course_order_status_time_idx').on(t.payStatus, t.createTime),
  ],
);

/** A user's balance in cents; never negative (checked by the database as well). */
export const account = tenantTable(
  'account',
  {
    id: id(),
    userId: ref()
      .notNull()
      .references((): AnyPgColumn => user.id, { onDelete: 'cascade' }),
    available: integer().notNull().default(0),
    frozen: integer().notNull().default(0),
    updateTime: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tenant_user_uq').on(t.tenantCode, t.userId),
    check('account_available_nonnegative', sql`${t.available} >= 0 and ${t.frozen} >= 0`),
  ],
);

/** One row per change of a balance, written in the transaction that changes it. */
export const accountLedger = tenantTable(
  'account_ledger',
  {
    id: id(),
    userId: ref()
      .notNull()
      .references((): AnyPgColumn => user.id, { onDelete: 'cascade' }),
    type: varchar({ length: 20 }).notNull(),
    /** Signed: credits positive, debits negative. */
    amount: integer().notNull(),
    balanceAfter: integer().notNull(),
    orderId: ref().references((): AnyPgColumn => courseOrder.id, { onDelete: 'set null' }),
    createTime: createdAt(),
  },
  (t) => [index('account_ledger_tenant_user_idx').on(t.tenantCode, t.userId, t.createTime)],
);

/** A user's membership end (MEMBERSHIP orders extend it; the entitlement rule reads it). Kept
 * apart from `user.expiration_time`, which ends the account's sign-in. */
export const membership = tenantTable(
  'membership',
  {
    userId: ref()
      .notNull()
      .references((): AnyPgColumn => user.id, { onDelete: 'cascade' }),
    endTime: timestamp({ withTimezone: true }).notNull(),
    updateTime: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantCode, t.userId] })],
);

/** The administrative divisions of China (global; the platform maintains them): province, city,
 * district, seeded from the npm package china-area-data. `parent_id` 0 at the top. */
export const area = pgTable(
  'area',
  {
    id: id(),
    // Not unique: the package repeats six codes (Taiwan's Taichung districts reuse Keelung's).
    code: varchar({ length: 20 }).notNull(),
    label: varchar({ length: 100 }).notNull(),
    fullName: varchar({ length: 255 }).notNull(),
    sortValue: integer().notNull().default(0),
    longitude: doublePrecision(),
    latitude: doublePrecision(),
    level: varchar({ length: 20 }).notNull(),
    parentCode: varchar({ length: 20 }),
    parentId: ref()
      .notNull()
      .default(sql`0`),
    source: varchar({ length: 50 }),
  },
  (t) => [
    index('area_parent_idx').on(t.parentId, t.sortValue),
    index('area_code_idx').on(t.code),
    index('area_label_idx').on(t.label),
  ],
);

/** Every write (POST, PUT, DELETE) of the API, recorded after its answer by the log queue
 * (lib/opt-log.ts), never inside the request's transaction. Calls without a tenant go to the
 * platform's log. */
export const optLog = tenantTable(
  'opt_log',
  {
    id: id(),
    userId: ref(),
    userName: varchar({ length: 50 }),
    requestIp: varchar({ length: 64 }),
    type: varchar({ length: 10 }).notNull(),
    description: varchar({ length: 255 }),
    classPath: varchar({ length: 100 }),
    actionMethod: varchar({ length: 100 }),
    requestUri: varchar({ length: 500 }).notNull(),
    httpMethod: varchar({ length: 10 }).notNull(),
    params: text(),
    result: text(),
    status: integer().notNull(),
    exDesc: text(),
    consumingTime: integer().notNull(),
    startTime: timestamp({ withTimezone: true }).notNull(),
    finishTime: timestamp({ withTimezone: true }).notNull(),
    ua: varchar({ length: 500 }),
  },
  (t) => [index('opt_log_tenant_time_idx').on(t.tenantCode, t.startTime)],
);

/** Tables imported into the code generator (global, run by the platform) with the configuration
 * of the resource made from each (modules/generator, docs/code-generator.md). */
export const genTable = pgTable('gen_table', {
  id: id(),
  tableName: varchar({ length: 63 }).notNull().unique(),
  comment: varchar({ length: 255 }).notNull().default(''),
  module: varchar({ length: 50 }).notNull(),
  resource: varchar({ length: 50 }).notNull(),
  area: varchar({ length: 50 }).notNull(),
  labelZh: varchar({ length: 50 }).notNull(),
  labelEn: varchar({ length: 50 }).notNull(),
  labelEnPlural: varchar({ length: 50 }).notNull(),
  menuParent: varchar({ length: 100 }).notNull(),
  /** tenant or platform. */
  scope: varchar({ length: 10 }).notNull().default('tenant'),
  /** The field holding the parent's id of a tree table; empty: no tree. */
  treeParent: varchar({ length: 50 }).notNull().default(''),
  columns: jsonb().$type<GenColumn[]>().notNull(),
  createTime: createdAt(),
  updateTime: createdAt(),
});

// Workflow (docs/workflow.md): models are editable BPMN diagrams; deploying one makes an
// immutable definition version of its key; a request (leave, reimbursement) starts an instance
// of the newest version of its key, whose engine state is kept here after every step.

/** Workflow models: the diagram being edited. `deployed_model_version` is the model's version
 * when it was last deployed (DEPLOYED while equal, MODIFIED after a save). */
export const wfModel = tenantTable(
  'wf_model',
  {
    id: id(),
    name: varchar({ length: 50 }).notNull(),
    key: varchar({ length: 50 }).notNull(),
    description: varchar({ length: 255 }),
    xml: text().notNull(),
    version: integer().notNull().default(1),
    deployedModelVersion: integer(),
    createTime: createdAt(),
    updateTime: createdAt(),
  },
  (t) => [uniqueIndex('wf_model_tenant_key_uq').on(t.tenantCode, t.key)],
);

/** Deployed process versions; a model deleted leaves them (model_id set null). */
export const wfDefinition = tenantTable(
  'wf_definition',
  {
    id: id(),
    key: varchar({ length: 50 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    version: integer().notNull(),
    deploymentName: varchar({ length: 120 }).notNull(),
    xml: text().notNull(),
    suspended: boolean().notNull().default(false),
    modelId: ref().references(() => wfModel.id, { onDelete: 'set null' }),
    deploymentTime: createdAt(),
  },
  (t) => [uniqueIndex('wf_definition_tenant_key_version_uq').on(t.tenantCode, t.key, t.version)],
);

/** Process instances: the engine's state (bpmn-engine `getState()`) after the last step. An
 * instance outlives its definition (definition_id set null; key and name are kept). */
export const wfInstance = tenantTable(
  'wf_instance',
  {
    id: id(),
    definitionId: ref().references(() => wfDefinition.id, { onDelete: 'set null' }),
    definitionKey: varchar({ length: 50 }).notNull(),
    definitionName: varchar({ length: 100 }).notNull(),
    bizType: varchar({ length: 20 }).notNull().default('NONE'),
    bizId: ref(),
    title: varchar({ length: 150 }).notNull(),
    startUserId: ref().references(() => user.id, { onDelete: 'set null' }),
    /** RUNNING, APPROVED, REJECTED or ENDED. */
    state: varchar({ length: 20 }).notNull().default('RUNNING'),
    engineState: jsonb().$type<unknown>(),
    variables: jsonb().$type<Record<string, unknown>>().notNull(),
    completedIds: jsonb().$type<string[]>().notNull(),
    createTime: createdAt(),
    finishTime: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('wf_instance_tenant_definition_idx').on(t.tenantCode, t.definitionId),
    index('wf_instance_tenant_start_user_idx').on(t.tenantCode, t.startUserId),
  ],
);

/** User tasks: one row per step waiting (end_time null) or done. */
export const wfTask = tenantTable(
  'wf_task',
  {
    id: id(),
    instanceId: ref()
      .notNull()
      .references(() => wfInstance.id, { onDelete: 'cascade' }),
    activityId: varchar({ length: 100 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    assigneeUserId: ref().references(() => user.id, { onDelete: 'set null' }),
    /** The role code whose holders may do it. */
    candidateRole: varchar({ length: 64 }),
    createTime: createdAt(),
    endTime: timestamp({ withTimezone: true }),
    /** APPROVE or REJECT. */
    result: varchar({ length: 10 }),
    comment: varchar({ length: 255 }),
    doneByUserId: ref().references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('wf_task_tenant_instance_idx').on(t.tenantCode, t.instanceId),
    index('wf_task_tenant_assignee_idx').on(t.tenantCode, t.assigneeUserId),
    index('wf_task_tenant_done_by_idx').on(t.tenantCode, t.doneByUserId),
  ],
);

/** Leave requests; `days` in working days (steps of 0.5). */
export const bizLeave = tenantTable(
  'biz_leave',
  {
    id: id(),
    instanceId: ref()
      .notNull()
      .references(() => wfInstance.id, { onDelete: 'cascade' }),
    startUserId: ref().references(() => user.id, { onDelete: 'set null' }),
    type: varchar({ length: 20 }).notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    startHalf: varchar({ length: 2 }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    endHalf: varchar({ length: 2 }).notNull(),
    days: doublePrecision().notNull(),
    reason: varchar({ length: 255 }).notNull(),
    createTime: createdAt(),
  },
  (t) => [index('biz_leave_tenant_start_user_idx').on(t.tenantCode, t.startUserId)],
);

/** One expense of a reimbursement (amount in cents; receipts are attachment ids). */
export type ReimbursementItemStored = {
  itemName: string;
  amount: number;
  remark: string | null;
  attachmentIds: string[];
};

/** Reimbursement requests; `amount` is the total of the items, in cents. */
export const bizReimbursement = tenantTable(
  'biz_reimbursement',
  {
    id: id(),
    instanceId: ref()
      .notNull()
      .references(() => wfInstance.id, { onDelete: 'cascade' }),
    startUserId: ref().references(() => user.id, { onDelete: 'set null' }),
    type: varchar({ length: 20 }).notNull(),
    reason: varchar({ length: 255 }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    items: jsonb().$type<ReimbursementItemStored[]>().notNull(),
    createTime: createdAt(),
  },
  (t) => [index('biz_reimbursement_tenant_start_user_idx').on(t.tenantCode, t.startUserId)],
);
