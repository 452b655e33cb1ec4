import { z } from 'zod';
import { enumValueSchema, TENANT_CONNECT_TYPE, TENANT_STATUS, TENANT_TYPE } from '../common/enums.ts';
import { dateTimeSchema, idSchema } from '../common/formats.ts';
import { pageParamsSchema } from '../common/paging.ts';
import { blankable, boolish } from '../common/schema-helpers.ts';
import {
  ValidationCode,
  identifier,
  intPositive,
  maxLen,
  required,
  nonNegativeInt,
} from '../common/validation.ts';
import { defineResource } from '../common/resource.ts';
import { endpoint, envelope } from '../endpoint.ts';

/** A tenant (school). `0000` is the platform tenant that manages the others. */
export const tenantSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  type: enumValueSchema(TENANT_TYPE),
  connectType: enumValueSchema(TENANT_CONNECT_TYPE),
  status: enumValueSchema(TENANT_STATUS),
  readonly: z.boolean(),
  duty: z.string().nullable(),
  expirationTime: dateTimeSchema.nullable(),
  logo: z.string().nullable(),
  describe: z.string().nullable(),
  domain: z.string().nullable(),
  /** Days a password stays valid; 0 = never expires. */
  passwordExpire: z.number().int(),
  isMultipleLogin: z.boolean(),
  /** Whether people may register accounts themselves (never in the platform tenant). */
  allowRegister: z.boolean(),
  /** Failed sign-ins before the account locks; 0 = never locks. */
  passwordErrorNum: z.number().int(),
  /** Minutes an account stays locked. */
  passwordErrorLockTime: z.number().int(),
  /** The datasource its rows live in; null: the main database. */
  datasourceId: z.string().nullable(),
  datasourceName: z.string().nullable(),
  createTime: dateTimeSchema,
});
export type Tenant = z.infer<typeof tenantSchema>;

/** A whole number from 0 up to what an integer column holds. */

const tenantFields = {
  name: required(255),
  status: blankable(z.enum(TENANT_STATUS, { error: ValidationCode.invalid })),
  duty: blankable(maxLen(50)),
  expirationTime: blankable(
    z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, ValidationCode.invalid),
  ),
  logo: blankable(maxLen(255)),
  describe: blankable(maxLen(255)),
  domain: blankable(maxLen(100)),
  passwordExpire: nonNegativeInt().optional(),
  isMultipleLogin: boolish.optional(),
  allowRegister: boolish.optional(),
  passwordErrorNum: nonNegativeInt().optional(),
  passwordErrorLockTime: intPositive().max(2_147_483_647, ValidationCode.intPositive).optional(),
};

/** Creating a tenant: the code is 4–10 letters, digits or underscores, unique. */
export const tenantCreateSchema = z.object({ code: identifier(4, 10), ...tenantFields });
export type TenantCreate = z.input<typeof tenantCreateSchema>;

export const tenantUpdateSchema = z.object({ id: idSchema, ...tenantFields, name: required(255).optional() });
export type TenantUpdate = z.input<typeof tenantUpdateSchema>;

export const tenantQuerySchema = z.object({
  code: z.string().max(20).optional(),
  name: z.string().max(255).optional(),
  status: blankable(z.enum(TENANT_STATUS)),
});
export const tenantPageQuerySchema = pageParamsSchema(tenantQuerySchema);
export type TenantPageQuery = z.input<typeof tenantPageQuerySchema>;

/** `GET /tenant/tenant/check?code=` (true when the code is taken; id excludes that tenant). */
export const tenantCheckQuerySchema = z.object({ code: required(20), id: idSchema.optional() });

/** `GET /oauth/anno/getDoMain?domain=`: branding of the tenant serving a host name. */
export const domainQuerySchema = z.object({ domain: required(100) });
export const domainResultSchema = z.object({
  tenantCode: z.string(),
  /** The tenant code as the `tenant` header carries it (base64). */
  tenant: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  describe: z.string().nullable(),
});
export type DomainResult = z.infer<typeof domainResultSchema>;

/** `PUT /tenant/tenant/datasource`: moves a tenant's rows to a datasource ('' = back to the main
 * database). */
export const tenantDatasourceSchema = z.object({
  id: idSchema,
  datasourceId: z.union([idSchema, z.literal('')]),
});
export type TenantDatasource = z.input<typeof tenantDatasourceSchema>;

/** Tenants (`/tenant/tenant`), run by the platform tenant 0000. */
export const tenantResource = defineResource({
  service: 'tenant',
  key: 'tenant',
  scope: 'platform',
  label: ['tenant', 'tenants'],
  schemas: {
    row: tenantSchema,
    create: tenantCreateSchema,
    update: tenantUpdateSchema,
    filter: tenantQuerySchema,
    check: tenantCheckQuerySchema,
  },
  ops: ['page', 'query', 'check', 'preview', 'export', 'import', 'create', 'update', 'delete', 'get'],
  summaries: {
    page: 'Page of tenants',
    query: 'Tenants matching the filters, no paging (at most QUERY_LIMIT = 500 rows)',
    check: 'True when the tenant code is already taken (id excludes that tenant)',
    preview: 'HTML table of what export would give',
    export: 'Tenants matching the page filters as xlsx',
    import: 'Import tenants (each with its base data) from xlsx: all rows or none',
    create: 'Create a tenant with its base data (roles, menus, an admin account)',
    update: 'Update a tenant',
    delete: 'Delete tenants and all their data (never built-in ones)',
    get: 'One tenant',
  },
}).extend((can) => ({
  tenantDatasource: endpoint({
    method: 'put',
    path: '/tenant/tenant/datasource',
    auth: 'token',
    permission: can.edit,
    summary:
      'Move a tenant’s rows to a datasource (migrated first) or back to the main database; the tenant pauses meanwhile',
    body: tenantDatasourceSchema,
    response: envelope(tenantSchema),
  }),
}));
