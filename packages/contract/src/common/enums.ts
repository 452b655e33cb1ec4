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
/** Position status of a user. */
export const POSITION_STATUS = ['WORKING', 'QUIT'] as const;

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
} as const;
export type EnumName = keyof typeof ENUMS;

export const sexSchema = z.enum(SEX);
export const msgTypeSchema = z.enum(MSG_TYPE);
export type Sex = z.infer<typeof sexSchema>;
export type MsgType = z.infer<typeof msgTypeSchema>;
