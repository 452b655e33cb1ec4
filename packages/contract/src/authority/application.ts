import { z } from 'zod';
import { APP_TYPE, enumValueSchema } from '../common/enums.ts';
import { dateTimeSchema, idSchema } from '../common/formats.ts';
import { pageParamsSchema } from '../common/paging.ts';
import { blankable, boolish } from '../common/schema-helpers.ts';
import { ValidationCode, identifier, maxLen, required, url } from '../common/validation.ts';
import { defineResource } from '../common/resource.ts';
import { endpoint, envelope } from '../endpoint.ts';

/** A client application (the Basic client header names its clientId and secret). */
export const applicationSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  website: z.string().nullable(),
  name: z.string(),
  icon: z.string().nullable(),
  appType: enumValueSchema(APP_TYPE),
  describe: z.string().nullable(),
  state: z.boolean(),
  createTime: dateTimeSchema,
});
export type Application = z.infer<typeof applicationSchema>;

const applicationFields = {
  name: required(100),
  website: blankable(url()),
  icon: blankable(maxLen(255)),
  appType: z.enum(APP_TYPE, { error: ValidationCode.invalid }).optional(),
  describe: blankable(maxLen(255)),
  state: boolish.optional(),
};

/** Registering an application: the client id is 3–64 letters, digits or underscores, unique. */
export const applicationCreateSchema = z.object({ clientId: identifier(3, 64), ...applicationFields });
export type ApplicationCreate = z.input<typeof applicationCreateSchema>;

/** Changing an application (the client id stays). */
export const applicationUpdateSchema = z.object({ id: idSchema, ...applicationFields });
export type ApplicationUpdate = z.input<typeof applicationUpdateSchema>;

/** `POST /authority/application/secret`: a new secret for one application. */
export const applicationSecretRequestSchema = z.object({ id: idSchema });

/**
 * An application with its client secret, answered once when it is registered or given a new
 * secret: only a hash is stored, so the secret cannot be shown again.
 */
export const applicationWithSecretSchema = z.object({
  application: applicationSchema,
  clientSecret: z.string(),
});
export type ApplicationWithSecret = z.infer<typeof applicationWithSecretSchema>;

export const applicationQuerySchema = z.object({
  clientId: z.string().max(64).optional(),
  name: z.string().max(100).optional(),
});
export const applicationPageQuerySchema = pageParamsSchema(applicationQuerySchema);
export type ApplicationPageQuery = z.input<typeof applicationPageQuerySchema>;

/** Client applications (`/authority/application`): shared by all tenants, run by the platform. */
export const applicationResource = defineResource({
  service: 'authority',
  key: 'application',
  scope: 'platform',
  label: ['application', 'applications'],
  schemas: {
    row: applicationSchema,
    create: applicationCreateSchema,
    created: applicationWithSecretSchema,
    update: applicationUpdateSchema,
    filter: applicationQuerySchema,
  },
  ops: ['page', 'create', 'update', 'delete'],
  summaries: {
    page: 'Page of client applications (platform tenant only)',
    create: 'Register an application; its generated secret is answered once',
    update: 'Change an application (never the one the caller signed in with to disabled)',
    delete: 'Delete applications (JSON array of ids; never the one in use)',
  },
}).extend((can) => ({
  applicationSecret: endpoint({
    method: 'post',
    path: '/authority/application/secret',
    auth: 'token',
    permission: can.edit,
    summary: 'Give an application a new secret (answered once); the old one stops working',
    body: applicationSecretRequestSchema,
    response: envelope(applicationWithSecretSchema),
  }),
}));
