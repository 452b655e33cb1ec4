import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';
import { org, role, roleOrg, user, userRole } from '../db/schema.ts';
import { parentsOf, subtree } from './tree.ts';

/**
 * Which organisation-owned rows a user sees (spec: role `dsType`): every row (ALL), or the rows
 * of some organisations plus the user's own rows. A user's enabled roles add up: THIS_LEVEL gives
 * the user's organisation, THIS_LEVEL_CHILDREN that one and everything below it, CUSTOMIZE the
 * role's chosen organisations, SELF nothing more than the own rows.
 */
export type DataScope = { all: true } | { all: false; orgIds: bigint[]; userId: bigint };

/** How a table says who owns a row: the organisation column (or an expression giving it), the
 * creator column, and a column holding the user the row is about (the user itself, an order's
 * buyer): rows a user created or that are about them are always theirs. */
export type Owner = {
  org?: PgColumn | SQL;
  creator?: PgColumn | SQL;
  self?: PgColumn | SQL;
};

/** The data scope of a user's enabled roles (one query for the roles unless given, one for the org
 * tree when a role needs it). */
export async function loadDataScope(
  tx: Tx,
  userId: bigint,
  /** The user's enabled roles when already read (lib/session.ts reads them with the session). */
  enabledRoles?: { id: bigint; dsType: string }[],
): Promise<DataScope> {
  const roles =
    enabledRoles ??
    (await tx
      .select({ id: role.id, dsType: role.dsType })
      .from(userRole)
      .innerJoin(role, and(eq(role.id, userRole.roleId), eq(role.state, true)))
      .where(eq(userRole.userId, userId)));
  if (roles.some((r) => r.dsType === 'ALL')) return { all: true };
  const orgIds = new Set<bigint>();
  const types = new Set(roles.map((r) => r.dsType));
  if (types.has('THIS_LEVEL') || types.has('THIS_LEVEL_CHILDREN')) {
    const [me] = await tx.select({ orgId: user.orgId }).from(user).where(eq(user.id, userId)).limit(1);
    if (me?.orgId != null) {
      orgIds.add(me.orgId);
      if (types.has('THIS_LEVEL_CHILDREN'))
        for (const id of subtree(await parentsOf(tx, org), [me.orgId])) orgIds.add(id);
    }
  }
  const custom = roles.filter((r) => r.dsType === 'CUSTOMIZE').map((r) => r.id);
  if (custom.length) {
    const chosen = await tx
      .select({ orgId: roleOrg.orgId })
      .from(roleOrg)
      .where(inArray(roleOrg.roleId, custom));
    for (const c of chosen) orgIds.add(c.orgId);
  }
  return { all: false, orgIds: [...orgIds], userId };
}

/** The condition limiting a table to the rows of a data scope (undefined: every row). */
export function scopeCondition(scope: DataScope, owner: Owner): SQL | undefined {
  if (scope.all) return undefined;
  // Ids are bigints read from the database: written as numeric literals, the same on both drivers.
  const literal = (id: bigint) => sql.raw(BigInt(id).toString());
  const mine = (column: PgColumn | SQL | undefined) =>
    column === undefined ? undefined : sql`${column} = ${literal(scope.userId)}`;
  const inOrgs =
    owner.org !== undefined && scope.orgIds.length
      ? sql`${owner.org} in (${sql.join(scope.orgIds.map(literal), sql`, `)})`
      : undefined;
  return or(inOrgs, mine(owner.creator), mine(owner.self)) ?? sql`false`;
}
