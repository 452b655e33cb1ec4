import { compilePermissions, ErrorCode, PERMISSIONS, POSITION_LEFT } from '@pocket/contract';
import type { PermissionMatcher } from '@pocket/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, OpeningRead, Tx } from '../db/client.ts';
import { toId } from '../db/ids.ts';
import { prebuilt } from '../db/prebuilt.ts';
import { onlineSession, role, rolePermission, tenant, user, userRole } from '../db/schema.ts';
import type { Auth, TenantRow } from './context.ts';
import { loadDataScope } from './data-scope.ts';
import type { DataScope } from './data-scope.ts';
import { ApiError } from './http.ts';
import { t } from './i18n.ts';
import type { Lang } from './i18n.ts';
import { PLATFORM_TENANT } from './platform.ts';
import { verifyPassword } from './security.ts';
import type { AccessClaims } from './security.ts';

/** The tenant a request names, if it exists, is in NORMAL status and has not expired. */
export async function findActiveTenant(tx: Tx, code: string): Promise<TenantRow | undefined> {
  const [row] = await tx.select().from(tenant).where(eq(tenant.code, code)).limit(1);
  return row && isActiveTenant(row) ? row : undefined;
}

/** Whether a tenant serves requests: in NORMAL status and not expired. */
export function isActiveTenant(row: TenantRow): boolean {
  if (row.status !== 'NORMAL') return false;
  return !(row.expirationTime && row.expirationTime.getTime() < Date.now());
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
  return [...grantsOf(granted, tenantCode).codes];
}

/** The effective codes of granted codes and their compiled matcher: a pure function of the
 * granted codes and whether the tenant is the platform, kept per distinct input (roles are few,
 * so the distinct inputs are too) so a request does not compile the wildcard grammar again.
 * Nothing read from the database is kept here: each request reads the grants themselves. */
type CompiledGrants = { codes: string[]; matcher: PermissionMatcher };
const compiledGrants = new Map<string, CompiledGrants>();
const COMPILED_GRANTS_MAX = 1_000;
const NO_GRANTS: CompiledGrants = { codes: [], matcher: compilePermissions([]) };

function grantsOf(granted: readonly string[], tenantCode: string): CompiledGrants {
  if (granted.length === 0) return NO_GRANTS;
  const key = `${tenantCode === PLATFORM_TENANT ? 'p' : 't'}\u0000${[...granted].sort().join('\u0000')}`;
  let found = compiledGrants.get(key);
  if (!found) {
    const matcher = compilePermissions([...granted]);
    const codes = PERMISSIONS.filter(
      (p) => (p.scope === 'tenant' || tenantCode === PLATFORM_TENANT) && matcher.has(p.code),
    ).map((p) => p.code);
    found = { codes, matcher: compilePermissions(codes) };
    if (compiledGrants.size >= COMPILED_GRANTS_MAX) compiledGrants.clear();
    compiledGrants.set(key, found);
  }
  return found;
}

/** A user's enabled roles (their id, code and data-scope type) and the codes granted to them,
 * as stored: the fields a query reads with `grantsFields` (one row per user). */
type StoredGrants = { roles: [string, string, string][]; granted: string[] };

/** The user's enabled roles and their granted codes, as two fields of a query on `user` (or a
 * join with it): read in the statement that reads the user. */
const grantsFields = (userId: SQL | PgColumn) => ({
  // Nested: drizzle names a one-table select's columns without their table, only at the top level.
  roles: sql<
    [string, string, string][] | null
  >`${sql`(select json_agg(json_build_array(${role.id}::text, ${role.code}, ${role.dsType})) from ${userRole} inner join ${role} on ${role.id} = ${userRole.roleId} and ${role.state} where ${userRole.userId} = ${userId})`}`,
  granted: sql<
    string[] | null
  >`${sql`(select json_agg(${rolePermission.code}) from ${userRole} inner join ${role} on ${role.id} = ${userRole.roleId} and ${role.state} inner join ${rolePermission} on ${rolePermission.roleId} = ${role.id} where ${userRole.userId} = ${userId})`}`,
});

const toGrants = (stored: StoredGrants, tenantCode: string) => {
  const { codes, matcher } = grantsOf(stored.granted, tenantCode);
  return {
    roles: [...new Set(stored.roles.map((r) => r[1]))],
    codes,
    matcher,
    scopeRoles: stored.roles.map(([id, , dsType]) => ({ id: BigInt(id), dsType })),
  };
};
type Grants = ReturnType<typeof toGrants>;

/** Role codes of a user's enabled roles and the permission codes they are granted. */
export async function loadGrants(
  tx: Tx,
  userId: bigint,
  tenantCode: string,
): Promise<{ roles: string[]; codes: string[] }> {
  const grants = await readGrants(tx, userId, tenantCode);
  return { roles: grants.roles, codes: [...grants.codes] };
}

async function readGrants(tx: Tx, userId: bigint, tenantCode: string): Promise<Grants> {
  const [row] = await tx
    .select(grantsFields(sql.raw(BigInt(userId).toString())))
    .from(sql`(select 1) as one`);
  return toGrants({ roles: row?.roles ?? [], granted: row?.granted ?? [] }, tenantCode);
}

/** Why an existing user may not use the console: 40007 when disabled, a worker who has left, or
 * past its expiration time. Sign-in, refresh and every authenticated request ask the same question. */
export function accountRefusal(
  row: { state: boolean; expirationTime: Date | null; positionStatus: string | null },
  lang: Lang,
): { code: number; msg: string } | undefined {
  if (!row.state) return { code: ErrorCode.USER_DISABLED, msg: t(lang, 'userDisabled') };
  if (row.positionStatus === POSITION_LEFT)
    return { code: ErrorCode.USER_DISABLED, msg: t(lang, 'workerLeft') };
  if (row.expirationTime && row.expirationTime.getTime() < Date.now()) {
    return { code: ErrorCode.USER_DISABLED, msg: t(lang, 'accountExpired') };
  }
  return undefined;
}

/** The session and user columns an authenticated request checks. */
const sessionFields = {
  kicked: onlineSession.kicked,
  userId: user.id,
  account: user.account,
  name: user.name,
  state: user.state,
  expirationTime: user.expirationTime,
  positionStatus: user.positionStatus,
  mustChangePassword: user.mustChangePassword,
  expireAt: onlineSession.refreshExpireAt,
};

/** What `loadTenantSession` read: the tenant's row, and its session and grants as they are in
 * the main database (used only when the tenant's rows live there). */
export type TenantSession = {
  tenant: TenantRow | undefined;
  session: PrefetchedSession | undefined;
};
type PrefetchedSession = {
  row: SessionRow | undefined;
  grants: StoredGrants;
};
type SessionRow = {
  kicked: boolean;
  userId: bigint;
  account: string;
  name: string;
  state: boolean;
  expirationTime: Date | null;
  positionStatus: string | null;
  mustChangePassword: boolean;
  expireAt: Date;
};

/** The statement of `loadTenantSession`, built once. */
const tenantSessionQuery = prebuilt((tx: Tx) =>
  tx
    .select({ tenant, ...sessionFields, ...grantsFields(user.id) })
    .from(sql`(select 1) as one`)
    .leftJoin(tenant, eq(tenant.code, sql.placeholder('tenant')))
    .leftJoin(onlineSession, eq(onlineSession.id, sql.placeholder('session')))
    .leftJoin(user, eq(user.id, onlineSession.userId)),
);

type TenantSessionRow = Awaited<ReturnType<typeof tenantSessionQuery>>[number];
const tenantSessionValues = (claims: AccessClaims) => ({
  tenant: claims.tc,
  session: String(toId(claims.sid) ?? -1n),
});

/** `loadTenantSession`'s statement as the read a request's transaction opens with (db/client.ts
 * `inTenant`): its rows are then given to `loadTenantSession`. */
export function tenantSessionOpening(db: Db, claims: AccessClaims): OpeningRead<TenantSessionRow> {
  return tenantSessionQuery.opening(db, 'pocket_tenant_session', tenantSessionValues(claims));
}

/**
 * One statement for what every token request reads first, in the request's transaction on the
 * main database (already bound to the tenant and locked): the tenant's row, the session of the
 * claims with its user, and the user's enabled roles and granted codes. Read after the tenant's
 * lock, in a statement of its own, so a move of the tenant's rows that just finished is seen.
 * `opened`: its rows as the transaction's opening read (`tenantSessionOpening`) gave them.
 */
export async function loadTenantSession(
  main: Tx,
  claims: AccessClaims,
  opened?: TenantSessionRow[],
): Promise<TenantSession> {
  const [found] = opened ?? (await tenantSessionQuery(main, tenantSessionValues(claims)));
  if (!found?.tenant) return { tenant: undefined, session: undefined };
  const { tenant: row, roles, granted, ...session } = found;
  return {
    tenant: row,
    session: {
      row: session.userId === null ? undefined : (session as SessionRow),
      grants: { roles: roles ?? [], granted: granted ?? [] },
    },
  };
}

/** Loads the session of verified token claims; 40009 gone, 40008 kicked out, 40007 disabled or
 * expired. `prefetched`: what `loadTenantSession` read of it in the same transaction. */
export async function loadAuth(
  tx: Tx,
  claims: AccessClaims,
  lang: Lang,
  prefetched?: PrefetchedSession,
): Promise<Auth> {
  const sessionId = toId(claims.sid);
  if (sessionId === undefined) throw new ApiError(ErrorCode.SESSION_GONE, t(lang, 'sessionGone'), 401);
  const row = prefetched
    ? prefetched.row
    : (
        await tx
          .select(sessionFields)
          .from(onlineSession)
          .innerJoin(user, eq(user.id, onlineSession.userId))
          .where(eq(onlineSession.id, sessionId))
          .limit(1)
      )[0];
  if (!row || String(row.userId) !== claims.sub || row.expireAt.getTime() < Date.now()) {
    throw new ApiError(ErrorCode.SESSION_GONE, t(lang, 'sessionGone'), 401);
  }
  if (row.kicked) throw new ApiError(ErrorCode.KICKED_OUT, t(lang, 'kickedOut'), 401);
  const refusal = accountRefusal(row, lang);
  if (refusal) throw new ApiError(refusal.code, refusal.msg, 401);
  let grants: Promise<Grants> | undefined = prefetched
    ? Promise.resolve(toGrants(prefetched.grants, claims.tc))
    : undefined;
  let scope: Promise<DataScope> | undefined;
  const load = () => (grants ??= readGrants(tx, row.userId, claims.tc));
  return {
    userId: row.userId,
    account: row.account,
    name: row.name,
    sessionId,
    tenantCode: claims.tc,
    mustChangePassword: row.mustChangePassword,
    async permissions() {
      return (await load()).matcher;
    },
    async permissionCodes() {
      return [...(await load()).codes];
    },
    async roles() {
      return (await load()).roles;
    },
    dataScope() {
      return (scope ??= load().then((g) => loadDataScope(tx, row.userId, g.scopeRoles)));
    },
  };
}

/**
 * Marks that what someone may do in the current tenant changed (roles, grants, menus, a user's
 * roles): one atomic increment of the tenant's permission version, which every authenticated
 * answer carries (header `x-perm-version`) so open consoles reload routes and permissions.
 */
export async function bumpPermVersion(tx: Tx): Promise<void> {
  await tx
    .update(tenant)
    .set({ permVersion: sql`${tenant.permVersion} + 1` })
    .where(sql`${tenant.code} = current_setting('app.tenant_code', true)`);
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

/** The lock policy of a tenant: how many wrong passwords lock an account, and for how long. */
type LockPolicy = Pick<TenantRow, 'passwordErrorNum' | 'passwordErrorLockTime'>;

/**
 * Checks a user's password under the tenant's lock policy, for sign-in and for a password change
 * alike. The attempt is counted *before* the password is verified, in one UPDATE … RETURNING that
 * also refuses it while the account is locked: concurrent attempts queue on the row lock, so no
 * more than the policy's number of wrong passwords are ever evaluated within a lock window.
 * A right password clears the count; a wrong one keeps it. The caller must commit (answer a
 * Failure, not throw), so wrong attempts stay counted.
 */
export async function checkPasswordAttempt(
  tx: Tx,
  row: { id: bigint; password: string },
  password: string,
  policy: LockPolicy,
  lang: Lang,
): Promise<'ok' | { code: number; msg: string; locked: boolean }> {
  const limit = policy.passwordErrorNum;
  const lockMs = policy.passwordErrorLockTime * 60_000;
  const now = new Date();
  const windowStart = new Date(now.getTime() - lockMs);
  const windowOpen = sql`(${user.passwordErrorLastTime} is not null and ${user.passwordErrorLastTime} > ${windowStart})`;
  const [counted] = await tx
    .update(user)
    .set({
      passwordErrorNum: sql`case when ${windowOpen} then ${user.passwordErrorNum} + 1 else 1 end`,
      passwordErrorLastTime: now,
    })
    .where(
      and(
        eq(user.id, row.id),
        limit > 0 ? sql`not (${user.passwordErrorNum} >= ${limit} and ${windowOpen})` : undefined,
      ),
    )
    .returning({ count: user.passwordErrorNum });
  if (!counted) {
    const [current] = await tx
      .select({ count: user.passwordErrorNum, last: user.passwordErrorLastTime })
      .from(user)
      .where(eq(user.id, row.id));
    const last = current?.last?.getTime() ?? now.getTime();
    const minutes = Math.max(1, Math.ceil((last + lockMs - now.getTime()) / 60_000));
    return {
      code: ErrorCode.BAD_CREDENTIALS,
      msg: t(lang, 'locked', { count: current?.count ?? limit, minutes }),
      locked: true,
    };
  }
  if (await verifyPassword(row.password, password)) {
    await tx
      .update(user)
      .set({ passwordErrorNum: 0, passwordErrorLastTime: null })
      .where(eq(user.id, row.id));
    return 'ok';
  }
  if (limit > 0 && counted.count >= limit) {
    return {
      code: ErrorCode.BAD_CREDENTIALS,
      msg: t(lang, 'locked', { count: counted.count, minutes: policy.passwordErrorLockTime }),
      locked: true,
    };
  }
  return { code: ErrorCode.BAD_CREDENTIALS, msg: t(lang, 'badCredentials'), locked: false };
}

/**
 * While a user must change the password (initial or reset password), the only calls answered are
 * the password change itself and the read of the user's own record (`/me` or by id; sign-out needs no token
 * check): everything else answers 403 with 40010, which the console answers with its
 * change-password page.
 */
export function refuseUntilPasswordChanged(
  auth: Auth,
  def: { method: string; path: string },
  params: Record<string, string>,
  lang: Lang,
): void {
  if (!auth.mustChangePassword) return;
  if (def.method === 'put' && def.path === '/authority/user/password') return;
  if (def.method === 'get' && def.path === '/authority/user/me') return;
  if (def.method === 'get' && def.path === '/authority/user/{id}' && params.id === String(auth.userId))
    return;
  throw new ApiError(ErrorCode.PASSWORD_CHANGE_REQUIRED, t(lang, 'passwordChangeRequired'), 403);
}
