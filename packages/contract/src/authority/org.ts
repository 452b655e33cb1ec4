import { z } from 'zod';

/** An organisation node; `parentId` "0" means top level. */
export type Org = {
  id: string;
  label: string;
  abbreviation: string | null;
  describe: string | null;
  parentId: string;
  type: string | null;
  sortValue: number;
  state: boolean;
  children?: Org[];
};
export const orgSchema: z.ZodType<Org> = z.object({
  id: z.string(),
  label: z.string(),
  abbreviation: z.string().nullable(),
  describe: z.string().nullable(),
  parentId: z.string(),
  type: z.string().nullable(),
  sortValue: z.number().int(),
  state: z.boolean(),
  get children() {
    return z.array(orgSchema).optional();
  },
});
export const orgTreeQuerySchema = z.object({
  state: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

/** A station (post) inside an organisation. */
export const stationSchema = z.object({
  id: z.string(),
  name: z.string(),
  describe: z.string().nullable(),
  orgId: z.string().nullable(),
  state: z.boolean(),
});
export type Station = z.infer<typeof stationSchema>;
