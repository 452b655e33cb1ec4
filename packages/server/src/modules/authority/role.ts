import { ErrorCode, formatDateTime, roleResource } from '@pocket/contract';
import type { Role } from '@pocket/contract';
import { and, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idOf, idsOf } from '../../db/ids.ts';
import { menu, org, role, roleMenu, roleOrg, rolePermission, user, userRole } from '../../db/schema.ts';
import type { CrudCtx } from '../../lib/crud.ts';
import { blankToNull, crudModule } from '../../lib/crud.ts';
import { scopeCondition } from '../../lib/data-scope.ts';
import { refuseEscalation, SUPER_ADMIN } from '../../lib/grants.ts';
import { ApiError, invalid, issue } from '../../lib/http.ts';
import { enumValue, t } from '../../lib/i18n.ts';
import { userOwner } from '../../lib/owners.ts';
import { containing } from '../../lib/search.ts';
import { bumpPermVersion } from '../../lib/session.ts';
import { parentsOf } from '../../lib/tree.ts';

type RoleRow = typeof role.$inferSelect;

/** Roles with their chosen organisations, mapped to the contract (the one place for roles). */
async function toRoles(tx: Tx, rows: RoleRow[], lang: CrudCtx['lang']): Promise<Role[]> {
  const ids = rows.map((r) => r.id);
  const orgs = ids.length ? await tx.select().from(roleOrg).where(inArray(roleOrg.roleId, ids)) : [];
  return rows.map((r) => ({
    id: String(r.id),
    code: r.code,
    name: r.name,
    describe: r.describe,
    state: r.state,
    readonly: r.readonly,
    dsType: enumValue(lang, 'DataScopeType', r.dsType as Role['dsType']['code']),
    orgList: orgs.filter((o) => o.roleId === r.id).map((o) => String(o.orgId)),
    createTime: formatDateTime(r.createTime),
  }));
}

/**
 * Nobody widens their own access: a caller who is not a super admin changes neither the grants,
 * the data scope nor the state of a role they hold (403, and the operation log keeps the try).
 */
async function refuseOwnRole(ctx: CrudCtx, roleId: bigint): Promise<void> {
  if ((await ctx.auth.roles()).includes(SUPER_ADMIN)) return;
  const [held] = await ctx.tx
    .select({ roleId: userRole.roleId })
    .from(userRole)
    .where(and(eq(userRole.userId, ctx.auth.userId), eq(userRole.roleId, roleId)))
    .limit(1);
  if (held) throw new ApiError(ErrorCode.OPERATION_FAILED, t(ctx.lang, 'ownRoleEdit'), 403);
}

/** The chosen organisations of a CUSTOMIZE scope must be the tenant's; others keep none. */
async function saveOrgs(ctx: CrudCtx, roleId: bigint, dsType: string, orgList: string[] | undefined) {
  if (dsType !== 'CUSTOMIZE') {
    await ctx.tx.delete(roleOrg).where(eq(roleOrg.roleId, roleId));
    return;
  }
  if (orgList === undefined) return;
  const ids = [...new Set(idsOf(orgList))];
  const found = ids.length ? await ctx.tx.select({ id: org.id }).from(org).where(inArray(org.id, ids)) : [];
  if (found.length !== ids.length) throw invalid(ctx.lang, [issue(ctx.lang, ['orgList'], 'invalid')]);
  await ctx.tx.delete(roleOrg).where(eq(roleOrg.roleId, roleId));
  if (ids.length) await ctx.tx.insert(roleOrg).values(ids.map((orgId) => ({ roleId, orgId })));
}

/** What a role is granted: its menus and buttons, and its codes. */
async function grantsOf(tx: Tx, roleId: bigint) {
  const menus = await tx.select({ id: roleMenu.menuId }).from(roleMenu).where(eq(roleMenu.roleId, roleId));
  const codes = await tx
    .select({ code: rolePermission.code })
    .from(rolePermission)
    .where(eq(rolePermission.roleId, roleId));
  return { menuIds: menus.map((m) => String(m.id)), codes: codes.map((c) => c.code).sort() };
}

/** Roles: code and name unique, built-in roles read-only; grants as menus and buttons (the
 * buttons' codes become the role's permission codes), holders, data scope. Every change of what
 * someone may do bumps the tenant's permission version. */
export const roleModule = crudModule(roleResource).storedIn({
  table: role,
  toRows: (rows, { tx, lang }) => toRoles(tx, rows, lang),
  filter: (m) => [
    m.code ? ilike(role.code, containing(m.code)) : undefined,
    m.name ? ilike(role.name, containing(m.name)) : undefined,
    m.state === undefined ? undefined : eq(role.state, m.state),
  ],
  sortable: { code: role.code, name: role.name, createTime: role.createTime },
  order: [desc(role.readonly), desc(role.createTime), desc(role.id)],
  unique: [
    { field: 'code', column: role.code },
    { field: 'name', column: role.name },
  ],
  readonly: role.readonly,
  create: (body) => ({
    code: body.code,
    name: body.name,
    describe: blankToNull(body.describe) ?? null,
    state: body.state ?? true,
    dsType: body.dsType ?? 'SELF',
  }),
  async afterCreate(id, body, ctx) {
    await saveOrgs(ctx, id, body.dsType ?? 'SELF', body.orgList);
  },
  async update(body, current, ctx) {
    await refuseOwnRole(ctx, current.id);
    const dsType = body.dsType ?? current.dsType;
    await saveOrgs(ctx, current.id, dsType, body.orgList);
    await bumpPermVersion(ctx.tx);
    return {
      code: body.code,
      name: body.name,
      describe: blankToNull(body.describe),
      state: body.state,
      dsType,
    };
  },
  beforeDelete: async (_ids, ctx) => {
    await bumpPermVersion(ctx.tx);
  },
  handlers: {
    async roleGrants({ tx, params }, crud) {
      const current = await crud.stored(idOf(params.id));
      return grantsOf(tx, current.id);
    },

    async roleSaveResource(ctx, crud) {
      const { tx, body, lang } = ctx;
      const current = await crud.stored(idOf(body.roleId));
      if (current.readonly) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'readonly'), 403);
      await refuseOwnRole(ctx, current.id);
      const chosen = [...new Set(idsOf(body.menuIds))];
      const rows = chosen.length
        ? await tx
            .select({ id: menu.id, type: menu.type, code: menu.code })
            .from(menu)
            .where(inArray(menu.id, chosen))
        : [];
      if (rows.length !== chosen.length) throw invalid(lang, [issue(lang, ['menuIds'], 'invalid')]);
      const codes = [
        ...new Set(rows.filter((r) => r.type === 'BUTTON' && r.code).map((r) => r.code as string)),
      ];
      await refuseEscalation(ctx.auth, codes, lang);
      // A granted item brings its parents: a button is reachable only through its menus.
      const parents = await parentsOf(tx, menu);
      const granted = new Set(chosen);
      for (const id of chosen)
        for (let at = parents.get(id); at !== undefined && at !== 0n; at = parents.get(at)) granted.add(at);
      await tx.delete(roleMenu).where(eq(roleMenu.roleId, current.id));
      await tx.delete(rolePermission).where(eq(rolePermission.roleId, current.id));
      if (granted.size)
        await tx.insert(roleMenu).values([...granted].map((menuId) => ({ roleId: current.id, menuId })));
      if (codes.length)
        await tx.insert(rolePermission).values(codes.map((code) => ({ roleId: current.id, code })));
      await bumpPermVersion(tx);
      return grantsOf(tx, current.id);
    },

    async roleUsers({ tx, params, auth }, crud) {
      const current = await crud.stored(idOf(params.id));
      return holdersOf(tx, current.id, scopeCondition(await auth.dataScope(), userOwner));
    },

    async roleSaveUserRole(ctx, crud) {
      const { tx, body, lang, auth } = ctx;
      const current = await crud.stored(idOf(body.roleId));
      const wanted = [...new Set(idsOf(body.userIds))];
      const scope = scopeCondition(await auth.dataScope(), userOwner);
      // Who holds the role now, among the users the caller may see (the others are kept).
      const visible = await tx
        .select({ id: userRole.userId })
        .from(userRole)
        .innerJoin(user, eq(user.id, userRole.userId))
        .where(and(eq(userRole.roleId, current.id), scope));
      const before = new Set(visible.map((r) => r.id));
      const added = wanted.filter((id) => !before.has(id));
      const removed = [...before].filter((id) => !wanted.includes(id));
      if (added.length + removed.length === 0) return holdersOf(tx, current.id, scope);
      if (added.includes(auth.userId) || removed.includes(auth.userId))
        throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'ownRoles'), 403);
      if (!(await auth.roles()).includes(SUPER_ADMIN)) {
        const [held] = await tx
          .select({ id: userRole.roleId })
          .from(userRole)
          .innerJoin(role, and(eq(role.id, userRole.roleId), eq(role.state, true)))
          .where(and(eq(userRole.userId, auth.userId), eq(userRole.roleId, current.id)))
          .limit(1);
        if (!held) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'roleNotHeld'), 403);
      }
      if (added.length) {
        const found = await tx
          .select({ id: user.id })
          .from(user)
          .where(and(inArray(user.id, added), scope));
        if (found.length !== added.length)
          throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
        await tx.insert(userRole).values(added.map((userId) => ({ userId, roleId: current.id })));
      }
      if (removed.length)
        await tx
          .delete(userRole)
          .where(and(eq(userRole.roleId, current.id), inArray(userRole.userId, removed)));
      await bumpPermVersion(tx);
      return holdersOf(tx, current.id, scope);
    },
  },
});

/** The holders of a role the caller may see, as ids. */
async function holdersOf(tx: Tx, roleId: bigint, scope: ReturnType<typeof scopeCondition>) {
  const rows = await tx
    .select({ id: userRole.userId })
    .from(userRole)
    .innerJoin(user, eq(user.id, userRole.userId))
    .where(and(eq(userRole.roleId, roleId), scope));
  return rows.map((r) => String(r.id));
}
