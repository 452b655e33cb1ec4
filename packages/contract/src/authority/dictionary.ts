import { z } from 'zod';

/** A dictionary item of one type. */
export const dictionarySchema = z.object({
  id: z.string(),
  type: z.string(),
  label: z.string(),
  code: z.string(),
  name: z.string(),
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
