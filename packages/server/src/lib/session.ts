import { compilePermissions, ErrorCode, PERMISSIONS } from '@pocket/contract';
import type { PermissionMatcher } from '@pocket/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { toId } from '../db/ids.ts';
import { onlineSession, role, rolePermission, tenant, user, userRole } from '../db/schema.ts';
import type { Auth, TenantRow } from './context.ts';
import { ApiError } from './http.ts';
import { t } from './i18n.ts';
import type { Lang } from './i18n.ts';
import { PLATFORM_TENANT } from './platform.ts';
import type { AccessClaims } from './security.ts';

/** The tenant a request names, if it exists, is in NORMAL status and has not expired. */
export async function findActiveTenant(tx: Tx, code: string): Promise<TenantRow | undefined> {
  const [row] = await tx.select().from(tenant).where(eq(tenant.code, code)).limit(1);
  if (!row || row.status !== 'NORMAL') return undefined;
  if (row.expirationTime && row.expirationTime.getTime() < Date.now()) return undefined;
  return row;
}

/**
 * The tenant whose website a host name is: its `domain` (any case), in NORMAL status and not
 * expired. `/oauth/anno/getDoMain` and the website API ask this one rule.
 */
export async function findTenantByDomain(tx: Tx, domain: string): Promise<TenantRow | undefined> {
  const [row] = await tx
    .select()
    .from(tenant)
    .where(and(sql`lower(${tenant.domain}) = lower(${domain})`, eq(tenant.status, 'NORMAL')))
    .limit(1);
  if (!row) return undefined;
  if (row.expirationTime && row.expirationTime.getTime() < Date.now()) return undefined;
  return row;
}

/**
 * The permission codes granted codes give in a tenant: every code of the contract's one typed
 * list (`PERMISSIONS`) that a grant implies (grants may use the wildcard grammar), minus the
 * platform's codes outside the platform tenant — whatever a tenant's roles were granted.
 */
export function effectiveCodes(granted: readonly string[], tenantCode: string): string[] {
  if (granted.length === 0) return [];
  const matcher = compilePermissions([...granted]);
  return PERMISSIONS.filter(
    (p) => (p.scope === 'tenant' || tenantCode === PLATFORM_TENANT) && matcher.has(p.code),
  ).map((p) => p.code);
}

/** Role codes of a user's enabled roles and the permission codes they are granted. */
export async function loadGrants(
  tx: Tx,
  userId: bigint,
  tenantCode: string,
): Promise<{ roles: string[]; codes: string[] }> {
  const rows = await tx
    .select({ role: role.code, code: rolePermission.code })
    .from(userRole)
    .innerJoin(role, and(eq(role.id, userRole.roleId), eq(role.state, true)))
    .leftJoin(rolePermission, eq(rolePermission.roleId, role.id))
    .where(eq(userRole.userId, userId));
  const roles = [...new Set(rows.map((r) => r.role))];
  const granted = rows.map((r) => r.code).filter((c): c is string => c !== null);
  return { roles, codes: effectiveCodes(granted, tenantCode) };
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
  const load = () => (grants ??= loadGrants(tx, row.userId, claims.tc));
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
    async permissionCodes() {
      return (await load()).codes;
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
