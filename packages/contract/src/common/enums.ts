import { z } from 'zod';

/** An enum value on the wire: `{ code, desc }`, `desc` in the request's language. */
export function enumValueSchema<const T extends readonly [string, ...string[]]>(codes: T) {
  return z.object({ code: z.enum(codes), desc: z.string() });
}
export type EnumValue<T extends string = string> = { code: T; desc: string };

/** Sex: male, female, secret. */
export const SEX = ['M', 'W', 'N'] as const;
/** Message types, each with a tag colour in the console. */
export const MSG_TYPE = ['WAIT', 'NOTIFY', 'PUBLICITY', 'WARN'] as const;
/** Tenant type: created by the platform or self-registered. */
export const TENANT_TYPE = ['CREATE', 'REGISTER'] as const;
/** Tenant data connection: shared database (row-level security) or its own data source. */
export const TENANT_CONNECT_TYPE = ['LOCAL', 'REMOTE'] as const;
/** Tenant status. */
export const TENANT_STATUS = ['NORMAL', 'WAIT_INIT', 'FORBIDDEN', 'WAITING', 'REFUSE', 'DELETE'] as const;
/** Role data scope. */
export const DATA_SCOPE_TYPE = ['ALL', 'THIS_LEVEL', 'THIS_LEVEL_CHILDREN', 'CUSTOMIZE', 'SELF'] as const;
/** Application type. */
export const APP_TYPE = ['SERVER', 'APP', 'PC', 'WAP'] as const;
/** Menu type. */
export const MENU_TYPE = ['MENU', 'BUTTON'] as const;
/** Position status of a worker: on duty, or left (a worker who left can neither sign in nor be
 * chosen as lecturer). */
export const POSITION_STATUS = ['ON_DUTY', 'LEFT'] as const;
export type PositionStatus = (typeof POSITION_STATUS)[number];
/** The position status that blocks sign-in and the lecturer choice. */
export const POSITION_LEFT = 'LEFT' satisfies PositionStatus;
/** Audit status of a campus: submitted and waiting, approved or rejected by the platform. */
export const CAMPUS_AUDIT = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type CampusAudit = (typeof CAMPUS_AUDIT)[number];
/** What the type of an account is: tenant administrator, staff (worker) or learner. */
export const USER_TYPE = ['ADMIN', 'WORKER', 'LEARNER'] as const;

/** Where an SMS template's messages go: the built-in outbox (nothing leaves the machine) or
 * Alibaba Cloud SMS. */
export const SMS_PROVIDER = ['OUTBOX', 'ALIYUN'] as const;
export type SmsProvider = (typeof SMS_PROVIDER)[number];
/** An SMS task: waiting (scheduled or queued), sending, done (every receiver sent), partly done
 * (some failed), failed (none sent). Drafts are tasks with `draft` true. */
export const SMS_TASK_STATUS = ['WAITING', 'SENDING', 'SUCCESS', 'PARTIAL', 'FAIL'] as const;
export type SmsTaskStatus = (typeof SMS_TASK_STATUS)[number];
/** One receiver of an SMS task: waiting, sent, or failed (with the provider's reason). */
export const SMS_SEND_STATUS = ['WAITING', 'SUCCESS', 'FAIL'] as const;
export type SmsSendStatus = (typeof SMS_SEND_STATUS)[number];
/** Who made an SMS task: a person in the console, or a service of the server. */
export const SMS_SOURCE_TYPE = ['APP', 'SERVICE'] as const;
export type SmsSourceType = (typeof SMS_SOURCE_TYPE)[number];
/** Methods a gateway rule may name; a rule without one applies to every method. */
export const HTTP_METHOD = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHOD)[number];
/** Whom a rate limit counts: each calling address, or each signed-in user (callers without a
 * valid token are counted by address). */
export const RATE_LIMIT_BY = ['IP', 'USER'] as const;
export type RateLimitBy = (typeof RATE_LIMIT_BY)[number];
/** Where a datasource's database runs: a PostgreSQL server, or an embedded PGlite folder beside
 * the server's own data. */
export const DATASOURCE_DRIVER = ['POSTGRESQL', 'PGLITE'] as const;
export type DatasourceDriver = (typeof DATASOURCE_DRIVER)[number];

/** Kind of an operation-log entry: an operation, or an exception. */
export const LOG_TYPE = ['OPT', 'EX'] as const;
export type LogType = (typeof LOG_TYPE)[number];
/** What a message is about, as the lamp dialect names it (account locked, account requested,
 * attendance approval); our messages carry these codes or a free `bizType`. */
export const MSG_BIZ_TYPE = ['USER_LOCK', 'USER_REG', 'WORK_APPROVAL'] as const;

/** Every enum the server describes through `POST /oauth/enums`, by name. */
export const ENUMS = {
  Sex: SEX,
  MsgType: MSG_TYPE,
  TenantType: TENANT_TYPE,
  TenantConnectTypeEnum: TENANT_CONNECT_TYPE,
  TenantStatusEnum: TENANT_STATUS,
  DataScopeType: DATA_SCOPE_TYPE,
  AppType: APP_TYPE,
  MenuType: MENU_TYPE,
  PositionStatus: POSITION_STATUS,
  CampusAudit: CAMPUS_AUDIT,
  UserType: USER_TYPE,
  SmsProvider: SMS_PROVIDER,
  SmsTaskStatus: SMS_TASK_STATUS,
  SmsSendStatus: SMS_SEND_STATUS,
  SmsSourceType: SMS_SOURCE_TYPE,
  HttpMethod: HTTP_METHOD,
  RateLimitBy: RATE_LIMIT_BY,
  DatasourceDriver: DATASOURCE_DRIVER,
  LogType: LOG_TYPE,
  MsgBizType: MSG_BIZ_TYPE,
} as const;
export type EnumName = keyof typeof ENUMS;

/** Enum names as lamp 3.x clients ask `POST /oauth/enums` for them, beside ours: the answer is
 * keyed by the name asked. */
export const LAMP_ENUM_NAMES: Readonly<Record<string, EnumName>> = {
  ApplicationAppTypeEnum: 'AppType',
  TenantTypeEnum: 'TenantType',
  DataScopeTypeEnum: 'DataScopeType',
  MenuTypeEnum: 'MenuType',
  SourceType: 'SmsSourceType',
  SendStatus: 'SmsSendStatus',
  TaskStatus: 'SmsTaskStatus',
  ProviderType: 'SmsProvider',
};

/** The enum a requested name means: one of ours, or a lamp name of one (undefined otherwise). */
export function enumNamed(name: string): EnumName | undefined {
  if (Object.hasOwn(ENUMS, name)) return name as EnumName;
  return Object.hasOwn(LAMP_ENUM_NAMES, name) ? LAMP_ENUM_NAMES[name] : undefined;
}

export const sexSchema = z.enum(SEX);
export const msgTypeSchema = z.enum(MSG_TYPE);
export type Sex = z.infer<typeof sexSchema>;
export type MsgType = z.infer<typeof msgTypeSchema>;
