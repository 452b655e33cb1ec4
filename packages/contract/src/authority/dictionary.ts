import { z } from 'zod';
import { idSchema } from '../common/formats.ts';
import { pageParamsSchema } from '../common/paging.ts';
import { blankable, boolish } from '../common/schema-helpers.ts';
import { identifier, maxLen, nonNegativeInt, required } from '../common/validation.ts';
import { defineResource } from '../common/resource.ts';
import { endpoint, envelope } from '../endpoint.ts';

/** A dictionary item of one type. */
export const dictionarySchema = z.object({
  id: z.string(),
  type: z.string(),
  label: z.string(),
  code: z.string(),
  name: z.string(),
  /** The item's name in English (the Chinese one is `name`). */
  nameEn: z.string().nullable(),
  describe: z.string().nullable(),
  sortValue: z.number().int(),
  state: z.boolean(),
  icon: z.string().nullable(),
  cssStyle: z.string().nullable(),
  cssClass: z.string().nullable(),
  readonly: z.boolean(),
});
export type Dictionary = z.infer<typeof dictionarySchema>;

/** `POST /oauth/dictionary/codes`: dictionary type codes in, type → items out. */
export const dictionaryCodesRequestSchema = z.array(z.string().min(1).max(64)).max(50);
export const dictionaryItemSchema = z.object({ code: z.string(), name: z.string() });
export const dictionaryCodesResultSchema = z.record(z.string(), z.array(dictionaryItemSchema));

/** `POST /oauth/enums`: enum names in, name → `{ CODE: desc }` out. */
export const enumsRequestSchema = z.array(z.string().min(1).max(64)).max(50);
export const enumsResultSchema = z.record(z.string(), z.record(z.string(), z.string()));

const dictionaryFields = {
  /** The type's code, e.g. `EDUCATION`; items of one type share it. */
  type: identifier(2, 64),
  /** The type's name, e.g. "学历". */
  label: required(100),
  code: identifier(1, 64),
  name: required(100),
  nameEn: blankable(maxLen(100)),
  describe: blankable(maxLen(255)),
  sortValue: nonNegativeInt().optional(),
  state: boolish.optional(),
};

/** Creating a dictionary item: its code is unique within its type. */
export const dictionaryCreateSchema = z.object(dictionaryFields);
export type DictionaryCreate = z.input<typeof dictionaryCreateSchema>;

/** Changing a dictionary item (built-in ones cannot be changed). */
export const dictionaryUpdateSchema = z.object({ id: idSchema, ...dictionaryFields });
export type DictionaryUpdate = z.input<typeof dictionaryUpdateSchema>;

export const dictionaryQuerySchema = z.object({
  type: z.string().max(64).optional(),
  name: z.string().max(100).optional(),
  state: boolish.optional(),
});
export const dictionaryPageQuerySchema = pageParamsSchema(dictionaryQuerySchema);
export type DictionaryPageQuery = z.input<typeof dictionaryPageQuerySchema>;

/** `GET /authority/dictionary/types`: every type with its name. */
export const dictionaryTypeSchema = z.object({ type: z.string(), label: z.string() });
export type DictionaryType = z.infer<typeof dictionaryTypeSchema>;

/** Dictionary items of the tenant (`/authority/dictionary`), grouped by type. */
export const dictionaryResource = defineResource({
  service: 'authority',
  key: 'dictionary',
  scope: 'tenant',
  label: ['dictionary item', 'dictionary items'],
  schemas: {
    row: dictionarySchema,
    create: dictionaryCreateSchema,
    update: dictionaryUpdateSchema,
    filter: dictionaryQuerySchema,
  },
  ops: ['page', 'create', 'update', 'delete'],
  summaries: {
    page: 'Page of dictionary items, by type then order',
    create: 'Create a dictionary item (code unique within its type)',
    update: 'Change a dictionary item (not a built-in one)',
    delete: 'Delete dictionary items (JSON array of ids; never built-in ones)',
  },
}).extend((can) => ({
  dictionaryTypes: endpoint({
    method: 'get',
    path: '/authority/dictionary/types',
    auth: 'token',
    permission: can.view,
    summary: 'Every dictionary type with its name',
    response: envelope(z.array(dictionaryTypeSchema)),
  }),
}));
