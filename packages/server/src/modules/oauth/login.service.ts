import { ErrorCode, formatDate, formatDateTime } from '@pocket/contract';
import type { LoginResult } from '@pocket/contract';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { UAParser } from 'ua-parser-js';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { captcha, loginLog, onlineSession, refreshTokenSpent, user } from '../../db/schema.ts';
import type { TenantRow } from '../../lib/context.ts';
import { Failure } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import { accountRefusal, checkPasswordAttempt } from '../../lib/session.ts';
import type { Lang } from '../../lib/i18n.ts';
import {
  ACCESS_TTL_SECONDS,
  hashPassword,
  REFRESH_TTL_SECONDS,
  randomToken,
  sha256,
  signAccessToken,
  verifyPassword,
} from '../../lib/security.ts';

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword(randomToken()));

export type UserRow = typeof user.$inferSelect;
export type LoginContext = {
  tx: Tx;
  lang: Lang;
  tenant: TenantRow;
  ip: string;
  ua: string;
  secret: Uint8Array;
};

/** Captcha answers live 15 minutes; a key may be drawn once a minute. */
export const CAPTCHA_TTL_MS = 15 * 60 * 1000;
export const CAPTCHA_INTERVAL_MS = 60 * 1000;
/** Captcha images one caller IP may draw per minute, whatever keys it makes up. */
export const CAPTCHA_PER_IP_PER_MINUTE = 60;
/** Sign-in attempts (any grant but refresh) one caller IP may make per minute. Wrong passwords of
 * an account are limited apart, by the tenant's lock policy (checkPasswordAttempt). */
export const LOGIN_PER_IP_PER_MINUTE = 60;
/** A rotated refresh token presented again within this time is a race of the user's own tabs (it
 * is refused); later it is a copy, and the whole session is ended. */
export const REFRESH_REUSE_GRACE_MS = 2_000;

/** Checks and consumes a captcha answer (single use, case-insensitive). The row is deleted
 * whatever the outcome, and the caller commits, so a wrong guess also burns the answer. */
export async function consumeCaptcha(tx: Tx, key: string, code: string): Promise<boolean> {
  const [row] = await tx.delete(captcha).where(eq(captcha.key, key)).returning();
  if (!row || row.expireAt.getTime() < Date.now()) return false;
  return row.answer.toLowerCase() === code.trim().toLowerCase();
}

/** Checks account and password with the tenant's lock policy. Wrong attempts are counted (the
 * caller must commit a Failure, not throw). */
export async function authenticate(
  ctx: LoginContext,
  account: string,
  password: string,
): Promise<UserRow | Failure> {
  const { tx, lang, tenant } = ctx;
  const [row] = await tx
    .select()
    .from(user)
    .where(sql`lower(${user.account}) = lower(${account})`)
    .limit(1);
  const wrong = new Failure(ErrorCode.BAD_CREDENTIALS, t(lang, 'badCredentials'));
  if (!row) {
    // Spend the same time as a real check so accounts cannot be probed by timing.
    await verifyPassword(await dummyHash(), password);
    return wrong;
  }
  const checked = await checkPasswordAttempt(tx, row, password, tenant, lang);
  if (checked !== 'ok') return new Failure(checked.code, checked.msg);
  const now = Date.now();
  const refusal = accountRefusal(row, lang);
  if (refusal) return new Failure(refusal.code, refusal.msg);
  if (row.passwordExpireTime && row.passwordExpireTime.getTime() < now) {
    return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'passwordExpired'));
  }
  return row;
}

async function accessToken(
  ctx: LoginContext,
  u: UserRow,
  sessionId: bigint,
  refreshToken: string,
  expireAt: Date,
): Promise<LoginResult> {
  const token = await signAccessToken(
    ctx.secret,
    { sub: String(u.id), tc: ctx.tenant.code, sid: String(sessionId), acc: u.account },
    expireAt,
  );
  return {
    token,
    tokenType: 'Bearer',
    refreshToken,
    userId: String(u.id),
    account: u.account,
    name: u.name,
    avatar: u.avatar,
    workDescribe: u.workDescribe,
    balance: u.balance,
    expire: ACCESS_TTL_SECONDS,
    expiration: formatDateTime(expireAt),
    expireMillis: expireAt.getTime(),
    mustChangePassword: u.mustChangePassword,
  };
}

/** Opens a session for a user: kicks out the others when the tenant forbids multiple logins,
 * stores the refresh token hashed, writes the login log and signs the access token. */
export async function issueSession(
  ctx: LoginContext,
  u: UserRow,
  clientId: string,
  description: string,
): Promise<LoginResult> {
  const { tx } = ctx;
  const now = new Date();
  if (!ctx.tenant.isMultipleLogin) {
    await tx
      .update(onlineSession)
      .set({ kicked: true })
      .where(and(eq(onlineSession.userId, u.id), eq(onlineSession.kicked, false)));
  }
  const sessionId = newId();
  const refreshToken = randomToken();
  const accessExpireAt = new Date(now.getTime() + ACCESS_TTL_SECONDS * 1000);
  await tx.insert(onlineSession).values({
    id: sessionId,
    tenantCode: ctx.tenant.code,
    userId: u.id,
    clientId,
    refreshHash: sha256(refreshToken),
    refreshExpireAt: new Date(now.getTime() + REFRESH_TTL_SECONDS * 1000),
    accessExpireAt,
    loginIp: ctx.ip,
    ua: ctx.ua.slice(0, 500),
  });
  await tx
    .update(user)
    .set({ lastLoginTime: now, passwordErrorNum: 0, passwordErrorLastTime: null })
    .where(eq(user.id, u.id));
  await writeLoginLog(ctx, u, description, now);
  // Expired sessions of this user are no use to anyone.
  await tx
    .delete(onlineSession)
    .where(
      and(
        eq(onlineSession.userId, u.id),
        sql`${onlineSession.refreshExpireAt} < now()`,
        ne(onlineSession.id, sessionId),
      ),
    );
  return accessToken(ctx, u, sessionId, refreshToken, accessExpireAt);
}

/** Every sign-in writes the login log: ip, user agent, browser and operating system. */
export async function writeLoginLog(ctx: LoginContext, u: UserRow, description: string, at: Date) {
  const parsed = new UAParser(ctx.ua).getResult();
  await ctx.tx.insert(loginLog).values({
    id: newId(),
    tenantCode: ctx.tenant.code,
    userId: u.id,
    userName: u.name,
    account: u.account,
    requestIp: ctx.ip.slice(0, 50),
    description,
    loginDate: formatDate(at),
    ua: ctx.ua.slice(0, 500),
    browser: parsed.browser.name ?? null,
    browserVersion: parsed.browser.version ?? null,
    operatingSystem: [parsed.os.name, parsed.os.version].filter(Boolean).join(' ') || null,
    location: ctx.ip === '127.0.0.1' || ctx.ip === '::1' ? 'localhost' : null,
    createTime: at,
  });
}

/** Exchanges a refresh token for new tokens; the old refresh token stops working (rotation). */
export async function refreshSession(
  ctx: LoginContext,
  refreshToken: string,
): Promise<LoginResult | Failure> {
  const { tx, lang } = ctx;
  const oldHash = sha256(refreshToken);
  const invalid = new Failure(ErrorCode.SESSION_GONE, t(lang, 'refreshInvalid'));
  const [row] = await tx
    .select({ session: onlineSession, user })
    .from(onlineSession)
    .innerJoin(user, eq(user.id, onlineSession.userId))
    .where(and(eq(onlineSession.refreshHash, oldHash), gt(onlineSession.refreshExpireAt, new Date())))
    .limit(1);
  if (!row) {
    // A token this session already rotated away from: after the grace for racing tabs, someone
    // holds a copy, so the whole session (every token of that sign-in) is ended. The caller
    // commits the Failure, so the end sticks.
    const [spent] = await tx
      .select()
      .from(refreshTokenSpent)
      .where(eq(refreshTokenSpent.hash, oldHash))
      .limit(1);
    if (spent && Date.now() - spent.spentAt.getTime() > REFRESH_REUSE_GRACE_MS) {
      await tx.delete(onlineSession).where(eq(onlineSession.id, spent.sessionId));
      return new Failure(ErrorCode.SESSION_GONE, t(lang, 'refreshReused'));
    }
    return invalid;
  }
  if (row.session.kicked) return new Failure(ErrorCode.KICKED_OUT, t(lang, 'kickedOut'));
  const refusal = accountRefusal(row.user, lang);
  if (refusal) return new Failure(refusal.code, refusal.msg);
  const next = randomToken();
  const accessExpireAt = new Date(Date.now() + ACCESS_TTL_SECONDS * 1000);
  // Compare-and-swap on the old hash: of two refreshes racing with the same token, the second
  // UPDATE waits for the first to commit, then no longer matches and rotates nothing.
  const swapped = await tx
    .update(onlineSession)
    .set({ refreshHash: sha256(next), accessExpireAt })
    .where(
      and(
        eq(onlineSession.id, row.session.id),
        eq(onlineSession.refreshHash, oldHash),
        eq(onlineSession.kicked, false),
      ),
    )
    .returning({ id: onlineSession.id });
  if (swapped.length === 0) return invalid;
  await tx
    .insert(refreshTokenSpent)
    .values({ hash: oldHash, sessionId: row.session.id, spentAt: new Date() })
    .onConflictDoNothing();
  return accessToken(ctx, row.user, row.session.id, next, accessExpireAt);
}
