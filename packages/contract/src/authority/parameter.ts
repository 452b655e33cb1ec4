import { z } from 'zod';

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
