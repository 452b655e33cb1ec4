import { z } from 'zod';
import { DATASOURCE_DRIVER, enumValueSchema } from '../common/enums.ts';
import { dateTimeSchema, idSchema } from '../common/formats.ts';
import { defineResource } from '../common/resource.ts';
import { blankable } from '../common/schema-helpers.ts';
import { ValidationCode, maxLen, required } from '../common/validation.ts';
import { endpoint, envelope } from '../endpoint.ts';

/**
 * A database a tenant's rows can live in. The password is stored encrypted and never answered:
 * `hasPassword` says whether one is stored. `tenants` are the codes of the tenants whose rows
 * live there.
 */
export const datasourceConfigSchema = z.object({
  id: z.string(),
  name: z.string(),
  poolName: z.string().nullable(),
  driverClassName: enumValueSchema(DATASOURCE_DRIVER),
  url: z.string(),
  username: z.string().nullable(),
  hasPassword: z.boolean(),
  tenants: z.array(z.string()),
  createTime: dateTimeSchema,
  updateTime: dateTimeSchema,
});
export type DatasourceConfig = z.infer<typeof datasourceConfigSchema>;

/** `postgres://host[:port]/database[?options]`, without credentials (they have fields of their own). */
export const POSTGRES_URL =
  /^postgres(ql)?:\/\/[A-Za-z0-9.\-_[\]:]+(:\d{1,5})?\/[A-Za-z0-9_\-$]{1,63}(\?[!-~]*)?$/;
/** An embedded database: the name of its folder beside the server's own data (`.data/datasources/<name>`). */
export const PGLITE_FOLDER = /^[A-Za-z0-9_-]{1,64}$/;

/** The URL must suit the driver. */
function urlRule(body: { driverClassName?: string; url?: string }, ctx: z.RefinementCtx) {
  if (!body.url) return;
  const pattern = body.driverClassName === 'PGLITE' ? PGLITE_FOLDER : POSTGRES_URL;
  if (!pattern.test(body.url))
    ctx.addIssue({ code: 'custom', path: ['url'], message: ValidationCode.invalid });
}

const connectionFields = {
  driverClassName: z.enum(DATASOURCE_DRIVER, { error: ValidationCode.invalid }),
  url: required(255),
  username: blankable(maxLen(63)),
  /** Blank keeps the stored password (forms never show it). */
  password: blankable(maxLen(255)),
};
const datasourceFields = {
  name: required(100),
  /** Shown as the connections' `application_name` on PostgreSQL. */
  poolName: blankable(maxLen(63)),
  ...connectionFields,
};

export const datasourceConfigCreateSchema = z.object(datasourceFields).superRefine(urlRule);
export type DatasourceConfigCreate = z.input<typeof datasourceConfigCreateSchema>;
export const datasourceConfigUpdateSchema = z
  .object({ id: idSchema, ...datasourceFields })
  .superRefine(urlRule);
export type DatasourceConfigUpdate = z.input<typeof datasourceConfigUpdateSchema>;

export const datasourceConfigQuerySchema = z.object({
  name: z.string().max(100).optional(),
  driverClassName: blankable(z.enum(DATASOURCE_DRIVER)),
});

/** `POST /tenant/datasourceConfig/test`: the form's connection settings (with `id`, a blank
 * password means the stored one). */
export const datasourceTestSchema = z
  .object({ id: idSchema.optional(), ...connectionFields })
  .superRefine(urlRule);
export type DatasourceTest = z.input<typeof datasourceTestSchema>;
/** A connection that worked: the server's version and how long connecting took; `isNew`: an
 * embedded folder that does not exist yet and can be made (it is, when a tenant first moves there). */
export const datasourceTestResultSchema = z.object({
  version: z.string(),
  elapsedMs: z.number().int(),
  isNew: z.boolean(),
});
export type DatasourceTestResult = z.infer<typeof datasourceTestResultSchema>;

/** Datasources (`/tenant/datasourceConfig`), run by the platform tenant. */
export const datasourceConfigResource = defineResource({
  service: 'tenant',
  key: 'datasourceConfig',
  scope: 'platform',
  label: ['datasource', 'datasources'],
  schemas: {
    row: datasourceConfigSchema,
    create: datasourceConfigCreateSchema,
    update: datasourceConfigUpdateSchema,
    filter: datasourceConfigQuerySchema,
  },
  ops: ['page', 'query', 'get', 'create', 'update', 'delete'],
  summaries: {
    query: 'Every datasource (for the tenant form), at most QUERY_LIMIT = 500',
    update: 'Change a datasource (the driver and URL of one in use stay; a blank password keeps it)',
    delete: 'Delete datasources no tenant uses',
  },
}).extend((can) => ({
  datasourceConfigTest: endpoint({
    method: 'post',
    path: '/tenant/datasourceConfig/test',
    auth: 'token',
    permission: can.edit,
    summary: 'Connect with these settings (a few seconds at most); the database’s own error when it fails',
    body: datasourceTestSchema,
    response: envelope(datasourceTestResultSchema),
  }),
}));
