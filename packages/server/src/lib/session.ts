import { compilePermissions, ErrorCode } from '@pocket/contract';
import type { PermissionMatcher } from '@pocket/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { toId } from '../db/ids.ts';
import { menu, onlineSession, role, roleMenu, tenant, user, userRole } from '../db/schema.ts';
import type { Auth, TenantRow } from './context.ts';
import { ApiError } from './http.ts';
import { t } from './i18n.ts';
import type { Lang } from './i18n.ts';
import type { AccessClaims } from './security.ts';

/** The tenant a request names, if it exists, is in NORMAL status and has not expired. */
export async function findActiveTenant(tx: Tx, code: string): Promise<TenantRow | undefined> {
  const [row] = await tx.select().from(tenant).where(eq(tenant.code, code)).limit(1);
  if (!row || row.status !== 'NORMAL') return undefined;
  if (row.expirationTime && row.expirationTime.getTime() < Date.now()) return undefined;
  return row;
}

/** Role codes and granted permission codes of a user (enabled roles and menus only). */
export async function loadGrants(tx: Tx, userId: bigint): Promise<{ roles: string[]; codes: string[] }> {
  const roles = await tx
    .select({ id: role.id, code: role.code })
    .from(userRole)
    .innerJoin(role, eq(role.id, userRole.roleId))
    .where(and(eq(userRole.userId, userId), eq(role.state, true)));
  if (roles.length === 0) return { roles: [], codes: [] };
  const codes = await tx
    .selectDistinct({ code: menu.code })
    .from(roleMenu)
    .innerJoin(menu, eq(menu.id, roleMenu.menuId))
    .innerJoin(userRole, and(eq(userRole.roleId, roleMenu.roleId), eq(userRole.userId, userId)))
    .innerJoin(role, and(eq(role.id, userRole.roleId), eq(role.state, true)))
    .where(and(isNotNull(menu.code), eq(menu.state, true)));
  return { roles: roles.map((r) => r.code), codes: codes.map((c) => c.code as string).sort() };
}

/** Why an existing user may not use the console: 40007 when disabled or past its expiration
 * time. Sign-in, refresh and every authenticated request ask the same question. */
export function accountRefusal(
  row: { state: boolean; expirationTime: Date | null },
  lang: Lang,
): { code: number; msg: string } | undefined {
  if (!row.state) return { code: ErrorCode.USER_DISABLED, msg: t(lang, 'userDisabled') };
  if (row.expirationTime && row.expirationTime.getTime() < Date.now()) {
    return { code: ErrorCode.USER_DISABLED, msg: t(lang, 'accountExpired') };
  }
  return undefined;
}

/** Loads the session of verified token claims; 40009 gone, 40008 kicked out, 40007 disabled or expired. */
export async function loadAuth(tx: Tx, claims: AccessClaims, lang: Lang): Promise<Auth> {
  const sessionId = toId(claims.sid);
  if (sessionId === undefined) throw new ApiError(ErrorCode.SESSION_GONE, t(lang, 'sessionGone'), 401);
  const [row] = await tx
    .select({
      kicked: onlineSession.kicked,
      userId: user.id,
      account: user.account,
      name: user.name,
      state: user.state,
      expirationTime: user.expirationTime,
      expireAt: onlineSession.refreshExpireAt,
    })
    .from(onlineSession)
    .innerJoin(user, eq(user.id, onlineSession.userId))
    .where(eq(onlineSession.id, sessionId))
    .limit(1);
  if (!row || String(row.userId) !== claims.sub || row.expireAt.getTime() < Date.now()) {
    throw new ApiError(ErrorCode.SESSION_GONE, t(lang, 'sessionGone'), 401);
  }
  if (row.kicked) throw new ApiError(ErrorCode.KICKED_OUT, t(lang, 'kickedOut'), 401);
  const refusal = accountRefusal(row, lang);
  if (refusal) throw new ApiError(refusal.code, refusal.msg, 401);
  let grants: Promise<{ roles: string[]; codes: string[] }> | undefined;
  let matcher: PermissionMatcher | undefined;
  const load = () => (grants ??= loadGrants(tx, row.userId));
  return {
    userId: row.userId,
    account: row.account,
    name: row.name,
    sessionId,
    tenantCode: claims.tc,
    async permissions() {
      if (!matcher) matcher = compilePermissions((await load()).codes);
      return matcher;
    },
    async roles() {
      return (await load()).roles;
    },
  };
}

/** Number of users with a given account in the current tenant (excluding one id). */
export async function accountTaken(tx: Tx, account: string, exceptId?: bigint): Promise<boolean> {
  const rows = await tx
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        sql`lower(${user.account}) = lower(${account})`,
        exceptId ? sql`${user.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
