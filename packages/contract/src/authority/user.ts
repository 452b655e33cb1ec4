import { z } from 'zod';
import { enumValueSchema, POSITION_STATUS, SEX } from '../common/enums.ts';
import { dateTimeSchema, idSchema } from '../common/formats.ts';
import { pageParamsSchema } from '../common/paging.ts';
import { blankable, boolish } from '../common/schema-helpers.ts';
import { ATTACHMENT_URL } from '../file/attachment.ts';
import {
  ValidationCode,
  email,
  identifier,
  len,
  maxLen,
  phone,
  required,
  selection,
  SELECTION_LIMIT,
  url,
} from '../common/validation.ts';
import { defineResource } from '../common/resource.ts';
import { endpoint, envelope } from '../endpoint.ts';
import { visibleResourceSchema } from '../oauth/router.ts';

/** A third-party account bound to a user (`openId` is masked: only its ends are shown). */
export const userSocialSchema = z.object({
  /** Provider code, e.g. `WECHAT`, `GITHUB` (see `GET /oauth/anno/providers`). */
  provider: z.string(),
  providerName: z.string(),
  openId: z.string(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  bindTime: dateTimeSchema,
});
export type UserSocial = z.infer<typeof userSocialSchema>;

/** `DELETE /authority/user/social/{provider}`. */
export const userSocialParamsSchema = z.object({ provider: identifier(1, 20) });

/** A user as the console sees it (never the password hash). */
export const userSchema = z.object({
  id: z.string(),
  account: z.string(),
  name: z.string(),
  orgId: z.string().nullable(),
  orgName: z.string().nullable(),
  stationId: z.string().nullable(),
  /** The station's name (null without a station). */
  stationName: z.string().nullable(),
  email: z.string().nullable(),
  sex: enumValueSchema(SEX).nullable(),
  state: z.boolean(),
  mobile: z.string().nullable(),
  avatar: z.string().nullable(),
  workDescribe: z.string().nullable(),
  nation: z.string().nullable(),
  education: z.string().nullable(),
  positionStatus: enumValueSchema(POSITION_STATUS).nullable(),
  passwordErrorNum: z.number().int(),
  passwordErrorLastTime: dateTimeSchema.nullable(),
  passwordExpireTime: dateTimeSchema.nullable(),
  lastLoginTime: dateTimeSchema.nullable(),
  /** Account balance, a decimal string. */
  balance: z.string(),
  /** Personal logo (URL or image name). */
  logo: z.string().nullable(),
  /** Personal site domain. */
  domain: z.string().nullable(),
  /** Free classification code of the account (e.g. `STAFF`, `TEACHER`, `MEMBER`). */
  userType: z.string().nullable(),
  label: z.string().nullable(),
  /** The account is valid until then (null = no end). */
  expirationTime: dateTimeSchema.nullable(),
  /** The end of the user's membership (bought as MEMBERSHIP orders; null = never a member). Read-only. */
  membershipEnd: dateTimeSchema.nullable().optional(),
  /** Address of the user's QR code (e.g. a share or sign-in card). */
  qrcodeUrl: z.string().nullable(),
  /** Bound third-party accounts. */
  social: z.array(userSocialSchema),
  readonly: z.boolean(),
  roleIds: z.array(z.string()),
  createTime: dateTimeSchema,
  updateTime: dateTimeSchema,
});
export type User = z.infer<typeof userSchema>;

const userFields = {
  name: required(50),
  orgId: blankable(idSchema),
  stationId: blankable(idSchema),
  email: blankable(email()),
  mobile: blankable(phone()),
  sex: blankable(z.enum(SEX, { error: ValidationCode.invalid })),
  state: boolish.optional(),
  avatar: blankable(maxLen(255)),
  workDescribe: blankable(maxLen(255)),
  nation: blankable(maxLen(20)),
  education: blankable(maxLen(20)),
  positionStatus: blankable(z.enum(POSITION_STATUS, { error: ValidationCode.invalid })),
  logo: blankable(maxLen(255)),
  domain: blankable(maxLen(100)),
  userType: blankable(maxLen(20).regex(/^[A-Za-z0-9_]+$/, ValidationCode.identifier)),
  label: blankable(maxLen(255)),
  expirationTime: blankable(
    z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, ValidationCode.invalid),
  ),
  qrcodeUrl: blankable(url()),
  roleIds: z.array(idSchema).max(SELECTION_LIMIT, ValidationCode.invalid).optional(),
};

/** Creating a user: account 3–20 name-style characters, unique per tenant; password optional
 * (the tenant's initial password parameter is used when it is left out). */
export const userCreateSchema = z.object({
  account: identifier(3, 20),
  password: blankable(len(6, 20)),
  ...userFields,
});
export type UserCreate = z.input<typeof userCreateSchema>;

/** Creating a user inside an organisation (the org users screen): orgId is required. */
export const userOrgSaveSchema = userCreateSchema.extend({ orgId: idSchema });
export type UserOrgSave = z.input<typeof userOrgSaveSchema>;

/** Updating a user: only the given fields change; the account and password do not. */
export const userUpdateSchema = z.object({ id: idSchema, ...userFields, name: required(50).optional() });
export type UserUpdate = z.input<typeof userUpdateSchema>;

/** The signed-in user's own basic data. */
export const userBaseUpdateSchema = z.object({
  name: required(50).optional(),
  email: userFields.email,
  mobile: userFields.mobile,
  sex: userFields.sex,
  workDescribe: userFields.workDescribe,
  nation: userFields.nation,
  education: userFields.education,
});
export type UserBaseUpdate = z.input<typeof userBaseUpdateSchema>;

/** The signed-in user's avatar: an absolute URL, a local image name, or the public address of an
 * uploaded image (`/api/file/anno/attachment/{id}/{name}`, as `POST /file/anyone/attachment/upload`
 * answers it). */
export const userAvatarSchema = z.object({
  avatar: z.union([url(), identifierLike(), z.string().regex(ATTACHMENT_URL)]),
});
export type UserAvatar = z.input<typeof userAvatarSchema>;

function identifierLike() {
  return z
    .string({ error: ValidationCode.required })
    .min(1, ValidationCode.required)
    .max(255, `${ValidationCode.max}:255`)
    .regex(/^[A-Za-z0-9_.-]+$/, ValidationCode.invalid);
}

/** Changing one's own password (spec names `oldPassword`, `newPassword`, `confirmPassword`; the
 * new one was called `password` before): the two new entries must match; the old one must be
 * right. */
export const userPasswordSchema = z
  .object({
    oldPassword: required(20),
    newPassword: len(6, 20),
    confirmPassword: required(20),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: ValidationCode.passwordMismatch,
  });
export type UserPassword = z.input<typeof userPasswordSchema>;

/** Resetting passwords of the selected users to the tenant's initial password. */
export const userResetSchema = z.object({ ids: selection(idSchema) });
export type UserReset = z.input<typeof userResetSchema>;
/** The answer announces the initial password so the admin can pass it on. */
export const userResetResultSchema = z.object({ count: z.number().int(), initialPassword: z.string() });

/** Filters of the user table. */
export const userQuerySchema = z.object({
  account: z.string().max(50).optional(),
  name: z.string().max(50).optional(),
  orgId: blankable(idSchema),
  sex: blankable(z.enum(SEX)),
  state: boolish.optional(),
  email: z.string().max(255).optional(),
  mobile: z.string().max(20).optional(),
  userType: blankable(maxLen(20)),
  label: z.string().max(255).optional(),
});
export const userPageQuerySchema = pageParamsSchema(userQuerySchema);
export type UserPageQuery = z.input<typeof userPageQuerySchema>;

/** `POST /authority/user/reload` (form body). */
export const userReloadSchema = z.object({ userId: idSchema });

/** `GET /authority/user/check?account=` (true when the account is taken). */
export const userCheckQuerySchema = z.object({ account: required(50), id: idSchema.optional() });

const ok = z.boolean();

/** Users (`/authority/user`), and the signed-in user's own account. */
export const userResource = defineResource({
  service: 'authority',
  key: 'user',
  scope: 'tenant',
  label: ['user', 'users'],
  // lamp's @Echo of a user: its dictionary fields and its station.
  echo: { nation: { dict: 'NATION' }, education: { dict: 'EDUCATION' }, stationId: { ref: 'station' } },
  schemas: {
    row: userSchema,
    create: userCreateSchema,
    update: userUpdateSchema,
    filter: userQuerySchema,
    check: userCheckQuerySchema,
  },
  ops: ['page', 'query', 'check', 'create', 'update', 'delete', 'preview', 'export', 'import', 'get'],
  actions: ['reset'],
  summaries: {
    page: 'Page of users',
    query: 'Users matching the filters, no paging (at most QUERY_LIMIT = 500 rows)',
    check: 'True when the account is already taken (id excludes that user)',
    create: 'Create a user',
    update: 'Update a user (non-null fields)',
    delete: 'Delete users (JSON array of ids; never yourself, never built-in users)',
    preview: 'HTML table of what export would give',
    export: 'Users matching the page filters as xlsx',
    import: 'Import users from xlsx: all rows or none (row errors in extra.issues)',
    get: 'One user',
  },
}).extend((can) => ({
  userSaveOrgUser: endpoint({
    method: 'post',
    path: '/authority/user/saveOrgUser',
    auth: 'token',
    permission: can.add,
    summary: 'Create a user inside an organisation',
    body: userOrgSaveSchema,
    response: envelope(userSchema),
  }),
  userMe: endpoint({
    method: 'get',
    path: '/authority/user/me',
    auth: 'token',
    permission: null,
    summary: "The signed-in user's own record (any signed-in user, roles or not)",
    response: envelope(userSchema),
  }),
  userBase: endpoint({
    method: 'put',
    path: '/authority/user/base',
    auth: 'token',
    permission: null,
    summary: "Update the signed-in user's own basic data",
    body: userBaseUpdateSchema,
    response: envelope(userSchema),
  }),
  userAvatar: endpoint({
    method: 'put',
    path: '/authority/user/avatar',
    auth: 'token',
    permission: null,
    summary: "Change the signed-in user's avatar",
    body: userAvatarSchema,
    response: envelope(userSchema),
  }),
  userReset: endpoint({
    method: 'post',
    path: '/authority/user/reset',
    auth: 'token',
    permission: can.reset,
    summary: "Reset passwords to the tenant's initial password (announced in the answer)",
    body: userResetSchema,
    response: envelope(userResetResultSchema),
  }),
  userPassword: endpoint({
    method: 'put',
    path: '/authority/user/password',
    auth: 'token',
    permission: null,
    summary: "Change the signed-in user's password (old, new, confirm)",
    body: userPasswordSchema,
    response: envelope(ok),
  }),
  userReload: endpoint({
    method: 'post',
    path: '/authority/user/reload',
    auth: 'token',
    permission: can.edit,
    summary: "Recompute a user's permission set (form body userId)",
    body: userReloadSchema,
    bodyType: 'form',
    response: envelope(visibleResourceSchema),
  }),
  userFindAll: endpoint({
    method: 'get',
    path: '/authority/user/findAll',
    auth: 'token',
    permission: can.view,
    summary: 'Every user of the tenant',
    response: envelope(z.array(userSchema)),
  }),
  userSocial: endpoint({
    method: 'get',
    path: '/authority/user/social',
    auth: 'token',
    permission: null,
    summary: "The signed-in user's bound third-party accounts (openId masked)",
    response: envelope(z.array(userSocialSchema)),
  }),
  userSocialUnbind: endpoint({
    method: 'delete',
    path: '/authority/user/social/{provider}',
    auth: 'token',
    permission: null,
    summary: "Unbind one of the signed-in user's third-party accounts",
    params: userSocialParamsSchema,
    response: envelope(ok),
  }),
}));
