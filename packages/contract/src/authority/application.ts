import { z } from 'zod';
import { APP_TYPE, enumValueSchema } from '../common/enums.ts';

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
});
export type Application = z.infer<typeof applicationSchema>;
