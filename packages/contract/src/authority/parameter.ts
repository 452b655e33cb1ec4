import { z } from 'zod';
import { idSchema } from '../common/formats.ts';
import { pageParamsSchema } from '../common/paging.ts';
import { blankable, boolish } from '../common/schema-helpers.ts';
import { identifier, len, maxLen, required } from '../common/validation.ts';
import { defineResource } from '../common/resource.ts';

/** A system parameter (e.g. the initial password used by reset). */
export const parameterSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  value: z.string(),
  describe: z.string().nullable(),
  state: z.boolean(),
  readonly: z.boolean(),
});
export type Parameter = z.infer<typeof parameterSchema>;

/** The parameter whose value new users and password resets get; it must be a valid password. */
export const INITIAL_PASSWORD_KEY = 'INITIAL_PASSWORD';

const parameterFields = {
  name: required(100),
  value: required(255),
  describe: blankable(maxLen(255)),
  state: boolish.optional(),
};

/**
 * Creating a parameter: the key is 2–64 letters, digits or underscores, unique in the tenant.
 * The initial password's value follows the password rule (6–20 characters).
 */
export const parameterCreateSchema = z
  .object({ key: identifier(2, 64), ...parameterFields })
  .superRefine(initialPasswordRule);
export type ParameterCreate = z.input<typeof parameterCreateSchema>;

/** Updating a parameter (built-in ones cannot be changed). */
export const parameterUpdateSchema = z
  .object({ id: idSchema, key: identifier(2, 64), ...parameterFields })
  .superRefine(initialPasswordRule);
export type ParameterUpdate = z.input<typeof parameterUpdateSchema>;

function initialPasswordRule(body: { key: string; value: string }, ctx: z.RefinementCtx) {
  if (body.key !== INITIAL_PASSWORD_KEY) return;
  const result = len(6, 20).safeParse(body.value);
  if (!result.success) ctx.addIssue({ code: 'custom', path: ['value'], message: 'length:6:20' });
}

export const parameterQuerySchema = z.object({
  key: z.string().max(64).optional(),
  name: z.string().max(100).optional(),
  state: boolish.optional(),
});
export const parameterPageQuerySchema = pageParamsSchema(parameterQuerySchema);
export type ParameterPageQuery = z.input<typeof parameterPageQuerySchema>;

/** Parameters of the tenant (`/authority/parameter`), keyed; built-in ones are read-only. */
export const parameterResource = defineResource({
  service: 'authority',
  key: 'parameter',
  scope: 'tenant',
  label: ['parameter', 'parameters'],
  schemas: {
    row: parameterSchema,
    create: parameterCreateSchema,
    update: parameterUpdateSchema,
    filter: parameterQuerySchema,
  },
  ops: ['page', 'create', 'update', 'delete'],
  summaries: {
    page: 'Page of parameters, by key',
    create: 'Create a parameter (key unique in the tenant)',
    update: 'Change a parameter (not a built-in one)',
    delete: 'Delete parameters (JSON array of ids; never built-in ones)',
  },
});
