import { z } from 'zod';
import { DATA_SCOPE_TYPE, enumValueSchema } from '../common/enums.ts';
import { dateTimeSchema } from '../common/formats.ts';

/** A role; `readonly` roles are built in and cannot be changed. */
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
