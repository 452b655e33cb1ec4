import { z } from 'zod';
import { DATA_SCOPE_TYPE, enumValueSchema } from '../common/enums.ts';
import { dateTimeSchema, idSchema } from '../common/formats.ts';
import { defineResource } from '../common/resource.ts';
import { blankable, boolish } from '../common/schema-helpers.ts';
import {
  identifier,
  maxLen,
  required,
  selection,
  SELECTION_LIMIT,
  ValidationCode,
} from '../common/validation.ts';
import { endpoint, envelope } from '../endpoint.ts';

/** A role; `readonly` roles are built in and cannot be changed. `orgList`: the organisations a
 * CUSTOMIZE data scope sees. */
export const roleSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  describe: z.string().nullable(),
  state: z.boolean(),
  readonly: z.boolean(),
  dsType: enumValueSchema(DATA_SCOPE_TYPE),
  orgList: z.array(z.string()),
  createTime: dateTimeSchema,
});
export type Role = z.infer<typeof roleSchema>;

const roleFields = {
  code: identifier(2, 64),
  name: required(100),
  describe: blankable(maxLen(255)),
  state: boolish.optional(),
  /** Which rows the role's users see of organisation-owned data (default SELF: rows they made). */
  dsType: z.enum(DATA_SCOPE_TYPE, { error: ValidationCode.invalid }).optional(),
  /** The organisations of a CUSTOMIZE data scope (ignored for the other scopes). */
  orgList: z.array(idSchema).max(SELECTION_LIMIT, ValidationCode.invalid).optional(),
};

/** Creating a role: code (letters, digits, `_`) and name unique in the tenant. */
export const roleCreateSchema = z.object(roleFields);
export type RoleCreate = z.input<typeof roleCreateSchema>;
export const roleUpdateSchema = z.object({ id: idSchema, ...roleFields });
export type RoleUpdate = z.input<typeof roleUpdateSchema>;

export const roleQuerySchema = z.object({
  code: z.string().max(64).optional(),
  name: z.string().max(100).optional(),
  state: boolish.optional(),
});

/** What a role is granted: the ids of its menus and buttons (the codes of the buttons are its
 * permission codes). */
export const roleGrantSchema = z.object({ menuIds: z.array(z.string()), codes: z.array(z.string()) });
export type RoleGrant = z.infer<typeof roleGrantSchema>;

/** `POST /authority/role/saveResource`: the menus and buttons a role is granted, replacing what it
 * had. Parents of a chosen item are granted with it. */
export const roleSaveResourceSchema = z.object({ roleId: idSchema, menuIds: selection(idSchema, 5000) });
export type RoleSaveResource = z.input<typeof roleSaveResourceSchema>;

/** `POST /authority/role/saveUserRole`: the users holding a role, replacing who held it. */
export const roleSaveUserSchema = z.object({ roleId: idSchema, userIds: z.array(idSchema).max(5000) });
export type RoleSaveUser = z.input<typeof roleSaveUserSchema>;

export const roleIdParamsSchema = z.object({ id: idSchema });

/** Roles (`/authority/role`): code and name unique, built-in roles read-only; their grants (menus
 * and buttons as one tree), their users and their data scope. */
export const roleResource = defineResource({
  service: 'authority',
  key: 'role',
  scope: 'tenant',
  label: ['role', 'roles'],
  schemas: {
    row: roleSchema,
    create: roleCreateSchema,
    update: roleUpdateSchema,
    filter: roleQuerySchema,
  },
  ops: ['page', 'query', 'create', 'update', 'delete', 'get'],
  actions: ['config'],
  summaries: {
    query: 'Roles matching the filters (every role of the tenant when none is given)',
    delete: 'Delete roles (JSON array of ids); built-in roles cannot be deleted',
  },
}).extend((can) => ({
  roleGrants: endpoint({
    method: 'get',
    path: '/authority/role/grant/{id}',
    auth: 'token',
    permission: can.view,
    summary: 'The menus and buttons a role is granted, and the codes they give',
    params: roleIdParamsSchema,
    response: envelope(roleGrantSchema),
  }),
  roleSaveResource: endpoint({
    method: 'post',
    path: '/authority/role/saveResource',
    auth: 'token',
    permission: can.config,
    summary:
      'Grant a role menus and buttons (replaces its grants); only codes the caller holds, never a platform code in a tenant',
    body: roleSaveResourceSchema,
    response: envelope(roleGrantSchema),
  }),
  roleUsers: endpoint({
    method: 'get',
    path: '/authority/role/users/{id}',
    auth: 'token',
    permission: can.view,
    summary: 'Ids of the users holding a role',
    params: roleIdParamsSchema,
    response: envelope(z.array(z.string())),
  }),
  roleSaveUserRole: endpoint({
    method: 'post',
    path: '/authority/role/saveUserRole',
    auth: 'token',
    permission: can.config,
    summary: 'Set the users holding a role (never the caller: nobody changes their own roles)',
    body: roleSaveUserSchema,
    response: envelope(z.array(z.string())),
  }),
}));
