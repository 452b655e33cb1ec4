/**
 * Third-party sign-in through OpenID Connect (openid-client): start (state, nonce, PKCE S256 kept
 * server-side, 10 minutes, single use) → provider → callback (code grant, then a one-time code for
 * the console page) → sign in, bind or register. Binding rules live here, once.
 */
import { ErrorCode } from '@pocket/contract';
import { and, eq, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import type { Db, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { socialFlow, socialProvider, socialTicket, userSocial } from '../../db/schema.ts';
import { CALLBACK_PATH, LOCAL_IDP } from '../../idp/local-idp-config.ts';
import type { Deps } from '../../lib/context.ts';
import { Failure } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import { randomToken } from '../../lib/security.ts';

/** How long a started sign-in and a callback's one-time code stay valid. */
export const SOCIAL_FLOW_TTL_MS = 10 * 60 * 1000;
export const SOCIAL_TICKET_TTL_MS = 10 * 60 * 1000;

export type ProviderRow = typeof socialProvider.$inferSelect;

/** The issuer of a provider row: the built-in local provider may run on another port (tests). */
export function issuerOf(row: ProviderRow, deps: Pick<Deps, 'localIssuer'>): string | null {
  if (row.code === LOCAL_IDP.code && deps.localIssuer) return deps.localIssuer;
  return row.issuer;
}

/** A provider that can start: enabled, with an issuer and a client id. */
export function isConfigured(row: ProviderRow): boolean {
  return row.enabled && Boolean(row.issuer && row.clientId);
}

const discovered = new Map<string, Promise<client.Configuration>>();

/** Discovery, once per issuer and client (a failure is not kept). Plain http only on loopback. */
function configurationOf(issuer: string, row: ProviderRow): Promise<client.Configuration> {
  const key = `${issuer}\n${row.clientId}\n${row.clientSecret ?? ''}`;
  let found = discovered.get(key);
  if (!found) {
    const url = new URL(issuer);
    const loopback = url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    found = client.discovery(
      url,
      row.clientId ?? '',
      row.clientSecret ?? undefined,
      undefined,
      loopback ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    found.catch(() => discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}

async function providerRow(tx: Tx | Db, code: string): Promise<ProviderRow | undefined> {
  const [row] = await tx
    .select()
    .from(socialProvider)
    .where(eq(socialProvider.code, code.toUpperCase()))
    .limit(1);
  return row;
}

export function providerName(row: ProviderRow | undefined, code: string, lang: Lang): string {
  if (!row) return code;
  return lang === 'en' ? row.nameEn : row.name;
}

/**
 * Builds the provider's authorisation URL and stores state → nonce + PKCE verifier. `origin` is
 * this server's address as the browser sees it (the callback is under it).
 */
export async function startFlow(
  tx: Tx,
  deps: Deps,
  lang: Lang,
  o: { provider: string; tenantCode: string; origin: string; bindUserId?: bigint },
): Promise<{ url: string } | Failure> {
  const row = await providerRow(tx, o.provider);
  if (!row) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'socialUnknownProvider'));
  const name = providerName(row, o.provider, lang);
  const issuer = issuerOf(row, deps);
  if (!isConfigured(row) || !issuer)
    return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'socialNotConfigured', { provider: name }));
  let config: client.Configuration;
  try {
    config = await configurationOf(issuer, row);
  } catch {
    return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'socialUnreachable', { provider: name }));
  }
  const state = client.randomState();
  const nonce = client.randomNonce();
  const verifier = client.randomPKCECodeVerifier();
  const redirectUri = new URL(CALLBACK_PATH, o.origin).toString();
  await tx.delete(socialFlow).where(sql`${socialFlow.expireAt} < now()`);
  await tx.delete(socialTicket).where(sql`${socialTicket.expireAt} < now()`);
  await tx.insert(socialFlow).values({
    state,
    provider: row.code,
    forTenant: o.tenantCode,
    nonce,
    verifier,
    redirectUri,
    bindUserId: o.bindUserId ?? null,
    expireAt: new Date(Date.now() + SOCIAL_FLOW_TTL_MS),
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: row.scopes,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ui_locales: lang === 'en' ? 'en' : 'zh-CN',
  });
  return { url: url.toString() };
}

/** Why a callback failed, as the console page names it (`#/social/callback?error=`). */
export type CallbackError = 'state' | 'code' | 'denied' | 'provider';

/**
 * The provider came back: consumes the state (single use), redeems the code with the PKCE
 * verifier and checks the ID token's nonce, then leaves what it learnt behind a one-time code.
 */
export async function finishFlow(
  db: Db,
  deps: Deps,
  callbackUrl: URL,
): Promise<{ code: string } | { error: CallbackError }> {
  const state = callbackUrl.searchParams.get('state');
  if (!state) return { error: 'state' };
  const flow = await inTenant(db, null, async (tx) => {
    const [row] = await tx.delete(socialFlow).where(eq(socialFlow.state, state)).returning();
    return row;
  });
  if (!flow || flow.expireAt.getTime() < Date.now()) return { error: 'state' };
  if (callbackUrl.searchParams.get('error')) return { error: 'denied' };
  const row = await providerRow(db, flow.provider);
  const issuer = row ? issuerOf(row, deps) : null;
  if (!row || !issuer) return { error: 'provider' };
  let identity: { sub: string; name?: string; preferred_username?: string; email?: string; picture?: string };
  try {
    const config = await configurationOf(issuer, row);
    // The URL the provider redirected to, as registered (not as a proxy may have rewritten it).
    const current = new URL(flow.redirectUri);
    current.search = callbackUrl.search;
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) return { error: 'provider' };
    identity = { sub: claims.sub, ...(claims as Record<string, string>) };
    try {
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      identity = { ...identity, ...(info as Record<string, string>), sub: claims.sub };
    } catch {
      // The ID token's claims are enough to go on.
    }
  } catch (error) {
    const oauth = error as { error?: string; code?: string };
    return { error: oauth.error === 'invalid_grant' ? 'code' : 'provider' };
  }
  const code = randomToken(32);
  await inTenant(db, null, (tx) =>
    tx.insert(socialTicket).values({
      code,
      provider: flow.provider,
      forTenant: flow.forTenant,
      openId: identity.sub.slice(0, 128),
      nickname: identity.name?.slice(0, 100) ?? identity.preferred_username?.slice(0, 100) ?? null,
      avatar: typeof identity.picture === 'string' ? identity.picture.slice(0, 255) : null,
      preferredAccount: identity.preferred_username?.slice(0, 64) ?? null,
      email: identity.email?.slice(0, 255) ?? null,
      bindUserId: flow.bindUserId,
      expireAt: new Date(Date.now() + SOCIAL_TICKET_TTL_MS),
    }),
  );
  return { code };
}

export type TicketRow = typeof socialTicket.$inferSelect;

/** The open ticket of a one-time code (not yet used, not expired). */
export async function openSocialTicket(tx: Tx, code: string): Promise<TicketRow | undefined> {
  const [row] = await tx
    .select()
    .from(socialTicket)
    .where(and(eq(socialTicket.code, code), sql`${socialTicket.expireAt} > now()`))
    .limit(1);
  return row;
}

/** Uses up a ticket: false when another request used it first. */
export async function spendTicket(tx: Tx, code: string): Promise<boolean> {
  const gone = await tx
    .delete(socialTicket)
    .where(eq(socialTicket.code, code))
    .returning({ code: socialTicket.code });
  return gone.length > 0;
}

/**
 * Binds a provider identity to a user of the transaction's tenant. One identity, one user; one
 * identity per provider and user. Binding the same pair again is a no-op.
 */
export async function bindIdentity(
  tx: Tx,
  lang: Lang,
  o: { tenantCode: string; userId: bigint; ticket: TicketRow; providerName: string },
): Promise<true | Failure> {
  const { ticket } = o;
  const [owner] = await tx
    .select({ userId: userSocial.userId })
    .from(userSocial)
    .where(and(eq(userSocial.provider, ticket.provider), eq(userSocial.openId, ticket.openId)))
    .limit(1);
  if (owner && owner.userId === o.userId) return true;
  if (owner)
    return new Failure(
      ErrorCode.OPERATION_FAILED,
      t(lang, 'socialTakenByOther', { provider: o.providerName }),
    );
  const [mine] = await tx
    .select({ id: userSocial.id })
    .from(userSocial)
    .where(and(eq(userSocial.userId, o.userId), eq(userSocial.provider, ticket.provider)))
    .limit(1);
  if (mine)
    return new Failure(
      ErrorCode.OPERATION_FAILED,
      t(lang, 'socialProviderTaken', { provider: o.providerName }),
    );
  await tx.insert(userSocial).values({
    id: newId(),
    tenantCode: o.tenantCode,
    userId: o.userId,
    provider: ticket.provider,
    openId: ticket.openId,
    nickname: ticket.nickname,
    avatar: ticket.avatar,
  });
  return true;
}

/** The user an identity is bound to in the transaction's tenant. */
export async function boundUser(tx: Tx, ticket: TicketRow): Promise<bigint | undefined> {
  const [row] = await tx
    .select({ userId: userSocial.userId })
    .from(userSocial)
    .where(and(eq(userSocial.provider, ticket.provider), eq(userSocial.openId, ticket.openId)))
    .limit(1);
  return row?.userId;
}

export { providerRow };
