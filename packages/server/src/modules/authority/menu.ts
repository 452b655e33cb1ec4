import { ErrorCode, menuResource, resourceResource } from '@pocket/contract';
import type { Menu } from '@pocket/contract';
import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import { idOf, idsOf } from '../../db/ids.ts';
import { menu, roleMenu } from '../../db/schema.ts';
import type { CrudCtx } from '../../lib/crud.ts';
import { blankToNull, crudModule } from '../../lib/crud.ts';
import { impliedCodes } from '../../lib/grants.ts';
import { ApiError, Failure, invalid, issue } from '../../lib/http.ts';
import { enumValue, t } from '../../lib/i18n.ts';
import { containing } from '../../lib/search.ts';
import { bumpPermVersion } from '../../lib/session.ts';
import { PLATFORM_TENANT } from '../../lib/platform.ts';
import { deleteSubtree, nestTree, parentsOf, subtree } from '../../lib/tree.ts';

type MenuRow = typeof menu.$inferSelect;

/** A menu row as the contract's menu (the one mapping of menus and buttons). */
function toMenu(row: MenuRow, lang: CrudCtx['lang']): Menu {
  return {
    id: String(row.id),
    label: row.label,
    labelEn: row.labelEn,
    describe: row.describe,
    code: row.code,
    isGeneral: row.isGeneral,
    path: row.path,
    name: row.name,
    type: enumValue(lang, 'MenuType', row.type as 'MENU' | 'BUTTON'),
    component: row.component,
    redirect: row.redirect,
    hidden: row.hidden,
    alwaysShow: row.alwaysShow,
    affix: row.affix,
    noCache: row.noCache,
    breadcrumb: row.breadcrumb,
    state: row.state,
    sortValue: row.sortValue,
    parentId: String(row.parentId),
    icon: row.icon,
    group: row.group,
    readonly: row.readonly,
  };
}

const notFound = (ctx: CrudCtx) => new ApiError(ErrorCode.OPERATION_FAILED, t(ctx.lang, 'notFound'), 404);

/** A menu's parent: "0" (top level) or a MENU row of the tenant, never inside the menu's own
 * subtree. */
async function menuParent(ctx: CrudCtx, parentId: string | undefined, self?: bigint): Promise<bigint> {
  if (parentId === undefined || parentId === '0') return 0n;
  const id = idOf(parentId);
  const [row] = await ctx.tx
    .select({ id: menu.id })
    .from(menu)
    .where(and(eq(menu.id, id), eq(menu.type, 'MENU')))
    .limit(1);
  const inside = self !== undefined && subtree(await parentsOf(ctx.tx, menu), [self]).has(id);
  if (!row || inside) throw invalid(ctx.lang, [issue(ctx.lang, ['parentId'], 'invalid')]);
  return id;
}

/** The route name of a path: `/system/role` → `SystemRole`. */
const routeName = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 100) || null;

/** Menus: the tree of menus with their buttons; a tenant adds and edits its own menus (built-in
 * ones are read-only). Routes follow at once (the permission version moves); what the server lets
 * anyone do does not: that is granted to roles apart (role_permission). */
export const menuModule = crudModule(menuResource).storedIn({
  table: menu,
  toRow: (row, { lang }) => toMenu(row, lang),
  order: [asc(menu.sortValue), asc(menu.id)],
  readonly: menu.readonly,
  async create(body, ctx) {
    await bumpPermVersion(ctx.tx);
    return {
      label: body.label,
      labelEn: blankToNull(body.labelEn) ?? body.label,
      describe: blankToNull(body.describe) ?? null,
      path: body.path,
      name: routeName(body.path),
      type: 'MENU',
      component: blankToNull(body.component) ?? 'Layout',
      redirect: blankToNull(body.redirect) ?? null,
      icon: blankToNull(body.icon) ?? null,
      hidden: body.hidden ?? false,
      alwaysShow: body.alwaysShow ?? false,
      affix: body.affix ?? false,
      noCache: body.noCache ?? false,
      breadcrumb: body.breadcrumb ?? true,
      isGeneral: body.isGeneral ?? false,
      state: body.state ?? true,
      sortValue: body.sortValue ?? 0,
      parentId: await menuParent(ctx, body.parentId),
      group: blankToNull(body.group) ?? null,
    };
  },
  async update(body, current, ctx) {
    if (current.type !== 'MENU') throw notFound(ctx);
    await bumpPermVersion(ctx.tx);
    return {
      label: body.label,
      labelEn: body.labelEn === undefined ? undefined : (blankToNull(body.labelEn) ?? body.label),
      describe: blankToNull(body.describe),
      path: body.path,
      name: routeName(body.path),
      component: body.component === undefined ? undefined : (blankToNull(body.component) ?? 'Layout'),
      redirect: blankToNull(body.redirect),
      icon: blankToNull(body.icon),
      hidden: body.hidden,
      alwaysShow: body.alwaysShow,
      affix: body.affix,
      noCache: body.noCache,
      breadcrumb: body.breadcrumb,
      isGeneral: body.isGeneral,
      state: body.state,
      sortValue: body.sortValue,
      parentId: body.parentId === undefined ? undefined : await menuParent(ctx, body.parentId, current.id),
      group: blankToNull(body.group),
    };
  },
  handlers: {
    async menuTree({ tx, lang, query }) {
      const rows = await tx
        .select()
        .from(menu)
        .where(query.buttons ? undefined : eq(menu.type, 'MENU'))
        .orderBy(asc(menu.sortValue), asc(menu.id));
      return nestTree(rows.map((r) => toMenu(r, lang)));
    },
    async menuDelete(ctx) {
      const ids = idsOf(ctx.body);
      const parents = await parentsOf(ctx.tx, menu);
      const doomed = [
        ...subtree(
          parents,
          ids.filter((id) => parents.has(id)),
        ),
      ];
      const builtIn = doomed.length
        ? await ctx.tx
            .select({ id: menu.id })
            .from(menu)
            .where(and(inArray(menu.id, doomed), eq(menu.readonly, true)))
            .limit(1)
        : [];
      if (builtIn.length) return new Failure(ErrorCode.OPERATION_FAILED, t(ctx.lang, 'readonly'));
      const answer = await deleteSubtree(ctx, menu, ids);
      await bumpPermVersion(ctx.tx);
      return answer;
    },
  },
});

type ButtonRow = MenuRow;

const toResource = (row: ButtonRow) => ({
  id: String(row.id),
  code: row.code ?? '',
  name: row.label,
  describe: row.describe,
  menuId: String(row.parentId),
  readonly: row.readonly,
});

/** The menu a button goes under: a MENU row of the tenant. */
async function buttonMenu(ctx: CrudCtx, menuId: string): Promise<bigint> {
  const [row] = await ctx.tx
    .select({ id: menu.id })
    .from(menu)
    .where(and(eq(menu.id, idOf(menuId)), eq(menu.type, 'MENU')))
    .limit(1);
  if (!row) throw invalid(ctx.lang, [issue(ctx.lang, ['menuId'], 'invalid')]);
  return row.id;
}

const isButton = eq(menu.type, 'BUTTON');

/** Refuses a code implying a platform code inside a tenant as a wrong value of the form's code
 * field (400): a 403 would read to the console as a lost session and sign the admin out. */
function refusePlatformResource(code: string, ctx: CrudCtx): void {
  if (ctx.tenant.code === PLATFORM_TENANT) return;
  if (impliedCodes(code).some((p) => p.scope === 'platform'))
    throw invalid(ctx.lang, [issue(ctx.lang, ['code'], 'platform_code')]);
}

/** Resources: the permission codes under each menu, stored as its BUTTON rows. A code implying a
 * platform code is refused inside a tenant (a field error of the code); the code of a button a role is granted stays as it
 * is (a menu edit never changes what a role may do). */
export const resourceModule = crudModule(resourceResource).storedIn({
  table: menu,
  toRow: toResource,
  filter: (m) => [
    isButton,
    m.menuId ? eq(menu.parentId, idOf(m.menuId)) : undefined,
    m.code ? ilike(menu.code, containing(m.code)) : undefined,
    m.name ? ilike(menu.label, containing(m.name)) : undefined,
  ],
  order: [asc(menu.parentId), asc(menu.sortValue), asc(menu.id)],
  unique: [{ field: 'code', column: menu.code, within: { field: 'menuId', column: menu.parentId } }],
  readonly: menu.readonly,
  async create(body, ctx) {
    refusePlatformResource(body.code, ctx);
    await bumpPermVersion(ctx.tx);
    return {
      type: 'BUTTON',
      code: body.code,
      label: body.name,
      labelEn: body.name,
      describe: blankToNull(body.describe) ?? null,
      parentId: await buttonMenu(ctx, body.menuId),
    };
  },
  async update(body, current, ctx) {
    if (current.type !== 'BUTTON') throw notFound(ctx);
    refusePlatformResource(body.code, ctx);
    if (body.code !== current.code) {
      const [granted] = await ctx.tx
        .select({ id: roleMenu.roleId })
        .from(roleMenu)
        .where(eq(roleMenu.menuId, current.id))
        .limit(1);
      if (granted) {
        const message = t(ctx.lang, 'resourceInUse');
        throw new ApiError(ErrorCode.VALIDATION, message, 400, {
          issues: [{ path: ['code'], code: 'invalid', message }],
        });
      }
    }
    await bumpPermVersion(ctx.tx);
    return {
      code: body.code,
      label: body.name,
      labelEn: body.name,
      describe: blankToNull(body.describe),
      parentId: await buttonMenu(ctx, body.menuId),
    };
  },
  async beforeDelete(ids, ctx) {
    const buttons = await ctx.tx
      .select({ id: menu.id })
      .from(menu)
      .where(and(inArray(menu.id, ids), isButton));
    if (buttons.length !== ids.length) throw notFound(ctx);
    await bumpPermVersion(ctx.tx);
  },
  handlers: {},
});
