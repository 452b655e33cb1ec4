import { z } from 'zod';

/** Route meta of a menu route. */
export const routerMetaSchema = z.object({
  title: z.string(),
  icon: z.string().nullable(),
  affix: z.boolean(),
  noCache: z.boolean(),
  breadcrumb: z.boolean(),
  /** Other texts the route search finds the route by: its title in the other language. */
  keywords: z.array(z.string()).optional(),
});

/** One node of `GET /oauth/menu/router`. `component: "Layout"` is the main layout; any other
 * string names a screen in the app's registry. */
export type RouterNode = {
  path: string;
  name: string;
  component: string;
  redirect?: string | undefined;
  hidden: boolean;
  alwaysShow: boolean;
  meta: z.infer<typeof routerMetaSchema>;
  children?: RouterNode[] | undefined;
};
/** A route node without its children. */
export const routerNodeFlatSchema = z.object({
  path: z.string(),
  name: z.string(),
  component: z.string(),
  redirect: z.string().optional(),
  hidden: z.boolean(),
  alwaysShow: z.boolean(),
  meta: routerMetaSchema,
});
export const routerNodeSchema: z.ZodType<RouterNode> = routerNodeFlatSchema.extend({
  get children() {
    return z.array(routerNodeSchema).optional();
  },
});
export const routerTreeSchema = z.array(routerNodeSchema);

/**
 * The header of every authenticated answer carrying the tenant's permission version. It changes
 * whenever roles, grants, menus or a user's roles change: a console that sees a new value reloads
 * `/oauth/menu/router` and `/oauth/resource/visible` (no page reload).
 */
export const PERM_VERSION_HEADER = 'x-perm-version';

/** `GET /oauth/resource/visible`: what the signed-in user may do. */
export const visibleResourceSchema = z.object({
  enabled: z.boolean(),
  caseSensitive: z.boolean(),
  resourceList: z.array(z.string()),
  roleList: z.array(z.string()),
});
export type VisibleResource = z.infer<typeof visibleResourceSchema>;
