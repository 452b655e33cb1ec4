import { z } from 'zod';
import { enumValueSchema, MENU_TYPE } from '../common/enums.ts';

/** A menu or button; `code` is the permission a button grants. */
export const menuSchema = z.object({
  id: z.string(),
  label: z.string(),
  describe: z.string().nullable(),
  code: z.string().nullable(),
  isGeneral: z.boolean(),
  path: z.string().nullable(),
  type: enumValueSchema(MENU_TYPE),
  component: z.string().nullable(),
  state: z.boolean(),
  sortValue: z.number().int(),
  parentId: z.string(),
  icon: z.string().nullable(),
  group: z.string().nullable(),
  readonly: z.boolean(),
});
export type Menu = z.infer<typeof menuSchema>;

/** A permission resource. */
export const resourceSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  describe: z.string().nullable(),
  menuId: z.string().nullable(),
});
export type Resource = z.infer<typeof resourceSchema>;
