import { z } from 'zod';
import { enumValueSchema, MENU_TYPE } from '../common/enums.ts';
import { idSchema } from '../common/formats.ts';
import { defineResource } from '../common/resource.ts';
import { blankable, boolish } from '../common/schema-helpers.ts';
import { maxLen, nonNegativeInt, required, ValidationCode } from '../common/validation.ts';

/** A menu (type MENU: a route of the console) or button (type BUTTON: `code` is the permission it
 * grants). `parentId` "0" is the top level. */
export const menuSchema = z.object({
  id: z.string(),
  label: z.string(),
  labelEn: z.string(),
  describe: z.string().nullable(),
  code: z.string().nullable(),
  isGeneral: z.boolean(),
  path: z.string().nullable(),
  name: z.string().nullable(),
  type: enumValueSchema(MENU_TYPE),
  component: z.string().nullable(),
  redirect: z.string().nullable(),
  hidden: z.boolean(),
  alwaysShow: z.boolean(),
  affix: z.boolean(),
  noCache: z.boolean(),
  breadcrumb: z.boolean(),
  state: z.boolean(),
  sortValue: z.number().int(),
  parentId: z.string(),
  icon: z.string().nullable(),
  group: z.string().nullable(),
  readonly: z.boolean(),
});
export type Menu = z.infer<typeof menuSchema>;
export type MenuNode = Menu & { children?: MenuNode[] };
export const menuNodeSchema: z.ZodType<MenuNode> = menuSchema.extend({
  get children() {
    return z.array(menuNodeSchema).optional();
  },
});

/** A route path (`/system/role`, a relative child path `role`) or an external link. */
const ROUTE_PATH = /^((https?:|mailto:|tel:)\S*|\/?[A-Za-z0-9_:\-/.]*)$/;
/** The main layout, or a screen of the app's registry: `system/role/index`. */
const component = maxLen(255).regex(/^(Layout|[A-Za-z0-9_\-/]+)$/, ValidationCode.invalid);

/** One part of a permission code: alternatives separated by `,`, none of them empty. */
const CODE_PART = '[A-Za-z0-9_*]+(?:,[A-Za-z0-9_*]+)*';
/** A permission code in the grammar (`authority:user:add`, alternatives with `,`, `*`); an empty
 * part or alternative (`authority:,`) is refused here, as the grammar refuses it. */
export function permissionCode() {
  return required(255).regex(new RegExp(`^${CODE_PART}(?::${CODE_PART})*$`), ValidationCode.invalid);
}

const parentIdSchema = z.union([z.literal('0'), idSchema], { error: ValidationCode.invalid });

const menuFields = {
  label: required(100),
  labelEn: blankable(maxLen(100)),
  describe: blankable(maxLen(255)),
  path: required(255).regex(ROUTE_PATH, ValidationCode.invalid),
  component: blankable(component),
  redirect: blankable(maxLen(255)),
  icon: blankable(maxLen(100)),
  hidden: boolish.optional(),
  alwaysShow: boolish.optional(),
  affix: boolish.optional(),
  noCache: boolish.optional(),
  breadcrumb: boolish.optional(),
  isGeneral: boolish.optional(),
  state: boolish.optional(),
  sortValue: nonNegativeInt().optional(),
  parentId: parentIdSchema.optional(),
  group: blankable(maxLen(50)),
};

/** Creating a menu (a route); its buttons are resources (`/authority/resource`). */
export const menuCreateSchema = z.object(menuFields);
export type MenuCreate = z.input<typeof menuCreateSchema>;
export const menuUpdateSchema = z.object({ id: idSchema, ...menuFields });
export type MenuUpdate = z.input<typeof menuUpdateSchema>;

/** `GET /authority/menu/tree?buttons=true`: the menus, with their buttons when asked. */
export const menuTreeQuerySchema = z.object({
  buttons: z
    .enum(['true', 'false'], { error: ValidationCode.invalid })
    .transform((v) => v === 'true')
    .optional(),
});

/** Menus (`/authority/menu`): the tree of menus and their buttons; a tenant edits its own, built-in
 * rows are read-only; deleting a menu deletes what is under it. */
export const menuResource = defineResource({
  service: 'authority',
  key: 'menu',
  scope: 'tenant',
  label: ['menu', 'menus'],
  schemas: {
    row: menuSchema,
    treeNode: menuNodeSchema,
    treeQuery: menuTreeQuerySchema,
    create: menuCreateSchema,
    update: menuUpdateSchema,
    deleted: z.object({ deleted: z.number().int() }),
  },
  ops: ['tree', 'create', 'update', 'delete', 'get'],
  summaries: {
    tree: 'The menus as a tree; with buttons=true their buttons (type BUTTON) too, as one tree',
    delete: 'Delete menus with everything under them (JSON array of ids); built-in rows cannot be deleted',
  },
});

/** A permission resource: a button of a menu granting `code`. */
export const resourceSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  describe: z.string().nullable(),
  menuId: z.string().nullable(),
  readonly: z.boolean(),
});
export type Resource = z.infer<typeof resourceSchema>;

const resourceFields = {
  code: permissionCode(),
  name: required(100),
  describe: blankable(maxLen(255)),
  menuId: idSchema,
};
export const resourceCreateSchema = z.object(resourceFields);
export type ResourceCreate = z.input<typeof resourceCreateSchema>;
export const resourceUpdateSchema = z.object({ id: idSchema, ...resourceFields });
export type ResourceUpdate = z.input<typeof resourceUpdateSchema>;
export const resourceQuerySchema = z.object({
  menuId: blankable(idSchema),
  code: z.string().max(255).optional(),
  name: z.string().max(100).optional(),
});

/** Resources (`/authority/resource`): the permission codes under each menu. A code of platform
 * scope cannot be declared inside a tenant, and the code of a button some role is granted cannot
 * change (a menu edit never widens what a role may do). */
export const resourceResource = defineResource({
  service: 'authority',
  key: 'resource',
  scope: 'tenant',
  label: ['resource', 'resources'],
  schemas: {
    row: resourceSchema,
    create: resourceCreateSchema,
    update: resourceUpdateSchema,
    filter: resourceQuerySchema,
  },
  ops: ['page', 'query', 'create', 'update', 'delete'],
  summaries: {
    page: 'Page of permission resources (the buttons of a menu with menuId)',
  },
});
