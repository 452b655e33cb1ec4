import { ErrorCode, QR_TICKET_TTL_MS } from '@pocket/contract';
import type { RouterNode, oauthGroup } from '@pocket/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { UAParser } from 'ua-parser-js';
import { enterTenant } from '../../db/tenant-data.ts';
import { idOf, newId } from '../../db/ids.ts';
import {
  menu,
  onlineSession,
  qrcodeTicket,
  role,
  roleMenu,
  socialProvider,
  user,
  userRole,
} from '../../db/schema.ts';
import { standalone } from '../../lib/context.ts';
import type { Handlers, HandlerCtx } from '../../lib/context.ts';
import { ApiError, Failure } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import { routerFor } from '../../lib/lamp-menu.ts';
import { PLATFORM_TENANT } from '../../lib/platform.ts';
import { pruneRates, withinRate } from '../../lib/rate-limit.ts';
import { bearer, hashPassword, parseBasic, randomToken, verifyAccessToken } from '../../lib/security.ts';
import { accountRefusal, accountTaken, findActiveTenant, findTenantByDomain } from '../../lib/session.ts';
import {
  authenticate,
  consumeCaptcha,
  issueSession,
  LOGIN_PER_IP_PER_MINUTE,
  refreshSession,
} from './login.service.ts';
import type { LoginContext } from './login.service.ts';
import { captchaPool, issueCaptcha } from './captcha.ts';
import { withOauth2Failure } from './oauth2.ts';
import {
  bindIdentity,
  boundUser,
  isConfigured,
  openSocialTicket,
  providerName,
  providerRow,
  spendTicket,
  startFlow,
} from './social.service.ts';

type E = (typeof oauthGroup)['endpoints'];
/** New QR tickets per caller IP per minute. */
export const QR_NEW_PER_MINUTE = 10;
/** Polls of one ticket per minute (the website polls every 2 s: 30). */
export const QR_POLL_PER_MINUTE = 60;
/** Polls per caller IP per minute, over all tickets. */
export const QR_POLL_PER_IP_PER_MINUTE = 300;

/** Third-party sign-ins one caller IP may start per minute. */
export const SOCIAL_START_PER_MINUTE = 30;

async function loginContext(
  ctx:
    | HandlerCtx<E['login']>
    | HandlerCtx<E['annoLogin']>
    | HandlerCtx<E['register']>
    | HandlerCtx<E['socialBind']>
    | HandlerCtx<E['socialRegister']>,
): Promise<LoginContext> {
  return {
    tx: ctx.tx,
    lang: ctx.lang,
    tenant: ctx.tenant,
    ip: ctx.ip,
    ua: ctx.ua,
    secret: await ctx.deps.secret(),
  };
}

function clientIdOf(ctx: { c: { req: { header(name: string): string | undefined } } }): string {
  return parseBasic(ctx.c.req.header('authorization'))?.clientId ?? 'unknown';
}

type MenuRow = typeof menu.$inferSelect;

/** Builds the route tree from menu rows (parents first by sort value). */
export function buildRouterTree(rows: MenuRow[], lang: Lang): RouterNode[] {
  const byParent = new Map<string, MenuRow[]>();
  for (const row of rows) {
    const key = String(row.parentId);
    byParent.set(key, [...(byParent.get(key) ?? []), row]);
  }
  const toNode = (row: MenuRow): RouterNode => {
    const children = (byParent.get(String(row.id)) ?? []).map(toNode);
    return {
      path: row.path ?? '',
      name: row.name ?? `menu${row.id}`,
      component: row.component ?? 'Layout',
      ...(row.redirect ? { redirect: row.redirect } : {}),
      hidden: row.hidden,
      alwaysShow: row.alwaysShow,
      meta: {
        title: lang === 'en' ? row.labelEn : row.label,
        icon: row.icon,
        affix: row.affix,
        noCache: row.noCache,
        breadcrumb: row.breadcrumb,
        // The route search finds a page by its title in either language (and its pinyin).
        keywords: [lang === 'en' ? row.label : row.labelEn],
      },
      ...(children.length ? { children } : {}),
    };
  };
  return (byParent.get('0') ?? []).map(toNode);
}

export const oauthHandlers: Handlers<E> = {
  // One statement with no transaction around it, and an image drawn ahead: the sign-in page waits
  // for this answer. Per key (once a minute) and per caller: a new key per request gets no more.
  captcha: standalone(async ({ deps, query, lang, ip }) => {
    const images = captchaPool(deps.captcha);
    const image = images.take();
    if (!(await issueCaptcha(deps.db, query.key, image.text, ip))) {
      images.putBack(image);
      return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'captchaTooFrequent'), 429);
    }
    // A PNG, as the lamp dialect's captcha is (its clients show it as data:image/png).
    return new Response(image.png, {
      headers: {
        'content-type': 'image/png',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  }),

  async login(ctx) {
    const body = ctx.body;
    const lc = await loginContext(ctx);
    if (body.grantType === 'refresh_token') return refreshSession(lc, body.refreshToken);
    // Rate rows and captcha answers are the main database's, wherever the tenant's rows live.
    if (!(await withinRate(ctx.main, `login:ip:${ctx.ip}`, LOGIN_PER_IP_PER_MINUTE, 60_000)))
      return new Failure(ErrorCode.OPERATION_FAILED, t(ctx.lang, 'loginTooFrequent'), 429);
    if (!(await consumeCaptcha(ctx.main, body.key, body.code))) {
      return new Failure(ErrorCode.CAPTCHA, t(ctx.lang, 'captchaWrong'));
    }
    const u = await authenticate(lc, body.account, body.password);
    if (u instanceof Failure) return u;
    return issueSession(
      lc,
      u,
      clientIdOf(ctx),
      body.grantType === 'captcha' ? 'captcha login' : 'password login',
    );
  },

  async annoLogin(ctx) {
    const body = ctx.body;
    const lc = await loginContext(ctx);
    if (body.grant_type === 'refresh_token')
      return withOauth2Failure(await refreshSession(lc, body.refresh_token));
    // The first client's form has no captcha (spec section 7): its attempts are limited per caller
    // IP, and wrong passwords per account by the tenant's lock policy.
    if (!(await withinRate(ctx.main, `login:ip:${ctx.ip}`, LOGIN_PER_IP_PER_MINUTE, 60_000)))
      return new Failure(ErrorCode.OPERATION_FAILED, t(ctx.lang, 'loginTooFrequent'), 429);
    const u = await authenticate(lc, body.username, body.password);
    const result =
      u instanceof Failure ? u : await issueSession(lc, u, clientIdOf(ctx), 'oauth2 password login');
    return withOauth2Failure(result);
  },

  async logout({ tx, deps, body, tenant: tenantRow }) {
    const token = bearer(body.token);
    if (!token) return true;
    const check = await verifyAccessToken(await deps.secret(), token, { acceptExpired: true });
    if (check.ok && check.claims.tc === tenantRow.code) {
      await tx.delete(onlineSession).where(eq(onlineSession.id, idOf(check.claims.sid)));
    }
    return true;
  },

  async register(ctx) {
    const { tx, main, lang, body, tenant: tenantRow } = ctx;
    // Platform accounts are made by the platform only; other tenants choose (allowRegister).
    if (tenantRow.code === PLATFORM_TENANT || !tenantRow.allowRegister)
      return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'registerClosed'), 403);
    if (!(await consumeCaptcha(main, body.key, body.code)))
      return new Failure(ErrorCode.CAPTCHA, t(lang, 'captchaWrong'));
    if (await accountTaken(tx, body.account)) {
      throw new ApiError(ErrorCode.VALIDATION, t(lang, 'accountExists'), 400, {
        issues: [{ path: ['account'], code: 'exists', message: t(lang, 'accountExists') }],
      });
    }
    const id = newId();
    await tx.insert(user).values({
      id,
      tenantCode: tenantRow.code,
      account: body.account,
      name: body.name,
      password: await hashPassword(body.password),
      email: body.email || null,
      mobile: body.mobile || null,
      workDescribe: body.workDescribe || null,
      passwordExpireTime:
        tenantRow.passwordExpire > 0 ? new Date(Date.now() + tenantRow.passwordExpire * 86_400_000) : null,
    });
    return { userId: String(id), account: body.account };
  },

  async router({ tx, auth, lang }) {
    // Menus the user's enabled roles list (permissions are granted apart: role_permission).
    const rows = await tx
      .selectDistinct({ menu })
      .from(menu)
      .innerJoin(roleMenu, eq(roleMenu.menuId, menu.id))
      .innerJoin(userRole, and(eq(userRole.roleId, roleMenu.roleId), eq(userRole.userId, auth.userId)))
      .innerJoin(role, and(eq(role.id, userRole.roleId), eq(role.state, true)))
      .where(and(eq(menu.type, 'MENU'), eq(menu.state, true)))
      .orderBy(asc(menu.sortValue), asc(menu.id));
    const granted = rows.map((r) => r.menu);
    // Parents of granted children are shown even if the role lists only the leaf, unless the
    // parent is disabled: then its whole branch is hidden (buildRouterTree starts at the roots).
    const ids = new Set(granted.map((m) => String(m.id)));
    const missing = [
      ...new Set(
        granted.filter((m) => m.parentId !== 0n && !ids.has(String(m.parentId))).map((m) => m.parentId),
      ),
    ];
    const parents = missing.length
      ? await tx
          .select()
          .from(menu)
          .where(and(inArray(menu.id, missing), eq(menu.state, true)))
      : [];
    const all = [...parents, ...granted].sort((a, b) => a.sortValue - b.sortValue || (a.id < b.id ? -1 : 1));
    // Screens and icons are named as the session's client knows them (lamp-web or ours).
    const [session] = await tx
      .select({ clientId: onlineSession.clientId })
      .from(onlineSession)
      .where(eq(onlineSession.id, auth.sessionId))
      .limit(1);
    return routerFor(session?.clientId, buildRouterTree(all, lang));
  },

  async visible({ auth }) {
    return {
      enabled: true,
      caseSensitive: false,
      resourceList: [...(await auth.permissionCodes())],
      roleList: await auth.roles(),
    };
  },

  async domain({ tx, query, lang }) {
    const row = await findTenantByDomain(tx, query.domain);
    if (!row) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'domainUnknown'));
    return {
      tenantCode: row.code,
      tenant: Buffer.from(row.code).toString('base64'),
      name: row.name,
      logo: row.logo,
      describe: row.describe,
    };
  },

  async providers({ tx, lang }) {
    const rows = await tx
      .select()
      .from(socialProvider)
      .orderBy(asc(socialProvider.sortValue), asc(socialProvider.code));
    return rows.map((p) => ({
      code: p.code,
      name: lang === 'en' ? p.nameEn : p.name,
      icon: p.icon,
      enabled: p.enabled,
      configured: isConfigured(p),
    }));
  },

  async socialStart({ c, main, deps, lang, body, tenant: tenantRow, ip }) {
    if (!(await withinRate(main, `social:start:${ip}`, SOCIAL_START_PER_MINUTE, 60_000)))
      return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'socialStartTooFrequent'), 429);
    return startFlow(main, deps, lang, {
      provider: body.provider,
      tenantCode: tenantRow.code,
      origin: new URL(c.req.url).origin,
    });
  },

  async socialBindStart({ c, main, deps, lang, body, auth, ip }) {
    if (!(await withinRate(main, `social:start:${ip}`, SOCIAL_START_PER_MINUTE, 60_000)))
      return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'socialStartTooFrequent'), 429);
    return startFlow(main, deps, lang, {
      provider: body.provider,
      tenantCode: auth.tenantCode,
      origin: new URL(c.req.url).origin,
      bindUserId: auth.userId,
    });
  },

  async socialExchange({ main, deps, lang, body, ip, ua }) {
    const invalid = new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'socialCodeInvalid'));
    const ticket = await openSocialTicket(main, body.code);
    if (!ticket) return invalid;
    const tenantRow = await findActiveTenant(main, ticket.forTenant);
    if (!tenantRow) return invalid;
    const row = await providerRow(main, ticket.provider);
    const name = providerName(row, ticket.provider, lang);
    const answer = {
      tenant: tenantRow.code,
      provider: ticket.provider,
      providerName: name,
      nickname: ticket.nickname,
      allowRegister: tenantRow.allowRegister && tenantRow.code !== PLATFORM_TENANT,
      suggestedAccount: null as string | null,
    };
    const secret = await deps.secret();
    // The identity is bound to a user of the ticket's tenant, wherever its rows live; the ticket
    // itself is the main database's.
    return enterTenant(deps, main, ticket.forTenant, async (tx) => {
      const lc: LoginContext = { tx, lang, tenant: tenantRow, ip, ua, secret };
      if (ticket.bindUserId) {
        // Started from the profile: bind to that user (the code is used either way).
        if (!(await spendTicket(main, ticket.code))) return invalid;
        const bound = await bindIdentity(tx, lang, {
          tenantCode: tenantRow.code,
          userId: ticket.bindUserId,
          ticket,
          providerName: name,
        });
        if (bound instanceof Failure) return bound;
        return { ...answer, status: 'BOUND' as const, login: null };
      }
      const userId = await boundUser(tx, ticket);
      if (userId) {
        const [u] = await tx.select().from(user).where(eq(user.id, userId)).limit(1);
        if (!u) return invalid;
        const refusal = accountRefusal(u, lang);
        if (refusal) return new Failure(refusal.code, refusal.msg);
        if (!(await spendTicket(main, ticket.code))) return invalid;
        const login = await issueSession(lc, u, 'social', `${ticket.provider.toLowerCase()} login`);
        return { ...answer, status: 'LOGIN' as const, login };
      }
      const wanted = (ticket.preferredAccount ?? '').replace(/[^A-Za-z0-9_]/g, '').slice(0, 20);
      const suggestedAccount = wanted.length >= 3 && !(await accountTaken(tx, wanted)) ? wanted : null;
      return { ...answer, status: 'UNBOUND' as const, login: null, suggestedAccount };
    });
  },

  async socialBind(ctx) {
    const { tx, main, lang, body, tenant: tenantRow } = ctx;
    if (!(await withinRate(main, `login:ip:${ctx.ip}`, LOGIN_PER_IP_PER_MINUTE, 60_000)))
      return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'loginTooFrequent'), 429);
    const ticket = await openSocialTicket(main, body.code);
    if (!ticket || ticket.bindUserId)
      return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'socialCodeInvalid'));
    const lc = await loginContext(ctx);
    const u = await authenticate(lc, body.account, body.password);
    // Wrong credentials here are a form's failure, not the end of a session (clients leave for
    // the sign-in page on session codes such as 40006).
    if (u instanceof Failure) return new Failure(ErrorCode.OPERATION_FAILED, u.msg);
    const name = providerName(await providerRow(main, ticket.provider), ticket.provider, lang);
    const bound = await bindIdentity(tx, lang, {
      tenantCode: tenantRow.code,
      userId: u.id,
      ticket,
      providerName: name,
    });
    if (bound instanceof Failure) return bound;
    if (!(await spendTicket(main, ticket.code)))
      return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'socialCodeInvalid'));
    return issueSession(lc, u, 'social', `${ticket.provider.toLowerCase()} bind login`);
  },

  async socialRegister(ctx) {
    const { tx, main, lang, body, tenant: tenantRow } = ctx;
    if (tenantRow.code === PLATFORM_TENANT || !tenantRow.allowRegister)
      return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'registerClosed'), 403);
    const ticket = await openSocialTicket(main, body.code);
    if (!ticket || ticket.bindUserId)
      return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'socialCodeInvalid'));
    if (await accountTaken(tx, body.account)) {
      throw new ApiError(ErrorCode.VALIDATION, t(lang, 'accountExists'), 400, {
        issues: [{ path: ['account'], code: 'exists', message: t(lang, 'accountExists') }],
      });
    }
    const name = providerName(await providerRow(main, ticket.provider), ticket.provider, lang);
    if (await boundUser(tx, ticket))
      return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'socialTakenByOther', { provider: name }));
    if (!(await spendTicket(main, ticket.code)))
      return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'socialCodeInvalid'));
    const id = newId();
    // No password: the provider is this account's way in until the user sets one (the empty hash
    // never verifies, and unbinding the last provider is refused).
    await tx.insert(user).values({
      id,
      tenantCode: tenantRow.code,
      account: body.account,
      name: body.name,
      password: '',
      email: ticket.email,
      avatar: ticket.avatar,
    });
    const bound = await bindIdentity(tx, lang, {
      tenantCode: tenantRow.code,
      userId: id,
      ticket,
      providerName: name,
    });
    if (bound instanceof Failure) return bound;
    const [u] = await tx.select().from(user).where(eq(user.id, id)).limit(1);
    if (!u) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'socialCodeInvalid'));
    return issueSession(
      await loginContext(ctx),
      u,
      'social',
      `${ticket.provider.toLowerCase()} register login`,
    );
  },

  async qrcode({ c, tx, ip, ua, lang, query }) {
    if (!(await withinRate(tx, `qr:new:${ip}`, QR_NEW_PER_MINUTE, 60_000)))
      return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'qrcodeTooFrequent'), 429);
    // 256 random bits: a ticket is as good as a session once confirmed, so it must not be guessable.
    const ticket = randomToken(32);
    const expireAt = new Date(Date.now() + QR_TICKET_TTL_MS);
    const link = query.base ? confirmationLink(query.base, c.req.header('host'), ticket) : null;
    if (query.base && !link) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'qrcodeBase'), 400);
    await tx.delete(qrcodeTicket).where(sql`${qrcodeTicket.expireAt} < now()`);
    await pruneRates(tx);
    await tx
      .insert(qrcodeTicket)
      .values({ ticket, expireAt, requesterIp: ip.slice(0, 64), requesterUa: ua.slice(0, 255) });
    const image = await QRCode.toDataURL(link ?? `pocket-course:login:${ticket}`, { margin: 1, width: 256 });
    return { ticket, image, link, expireMillis: expireAt.getTime() };
  },

  async qrcodePoll({ tx, query, lang, deps, ip, ua }) {
    const allowed =
      (await withinRate(tx, `qr:poll:${query.ticket}`, QR_POLL_PER_MINUTE, 60_000)) &&
      (await withinRate(tx, `qr:pollip:${ip}`, QR_POLL_PER_IP_PER_MINUTE, 60_000));
    if (!allowed) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'qrcodeTooFrequent'), 429);
    const [row] = await tx.select().from(qrcodeTicket).where(eq(qrcodeTicket.ticket, query.ticket)).limit(1);
    if (!row || row.expireAt.getTime() < Date.now()) return { status: 'EXPIRED' as const, login: null };
    if (row.status === 'WAIT' || row.status === 'SCANNED' || row.status === 'REFUSED')
      return { status: row.status, login: null };
    if (row.status !== 'CONFIRMED' || !row.confirmedTenant || !row.confirmedUserId)
      return { status: 'EXPIRED' as const, login: null };
    // A confirmed ticket is answered once: delete it, then sign the confirming user in (in the
    // database that holds the tenant's rows).
    await tx.delete(qrcodeTicket).where(eq(qrcodeTicket.ticket, row.ticket));
    const tenantRow = await findActiveTenant(tx, row.confirmedTenant);
    if (!tenantRow) return { status: 'EXPIRED' as const, login: null };
    const confirmedUserId = row.confirmedUserId;
    const secret = await deps.secret();
    return enterTenant(deps, tx, row.confirmedTenant, async (ttx) => {
      const [u] = await ttx.select().from(user).where(eq(user.id, confirmedUserId)).limit(1);
      if (!u || !u.state) return { status: 'EXPIRED' as const, login: null };
      const login = await issueSession(
        { tx: ttx, lang, tenant: tenantRow, ip, ua, secret },
        u,
        'qrcode',
        'qrcode login',
      );
      return { status: 'CONFIRMED' as const, login, tenant: tenantRow.code };
    });
  },

  async qrcodeScan({ main, body, lang }) {
    // Opening the link again (a reload) still answers; a ticket already answered does not.
    const [row] = await main
      .update(qrcodeTicket)
      .set({ status: 'SCANNED' })
      .where(and(openTicket(body.ticket), inArray(qrcodeTicket.status, ['WAIT', 'SCANNED'])))
      .returning();
    if (!row) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'qrcodeUnknown'));
    const parsed = new UAParser(row.requesterUa ?? '').getResult();
    const browser = [parsed.browser.name, parsed.browser.major].filter(Boolean).join(' ');
    const os = parsed.os.name ?? '';
    return {
      browser:
        browser && os
          ? t(lang, 'qrcodeBrowserOn', { browser, os })
          : browser || os || (row.requesterUa ?? ''),
      ip: row.requesterIp ?? '',
      expireMillis: row.expireAt.getTime(),
    };
  },

  async qrcodeRefuse({ main, body, lang }) {
    const updated = await main
      .update(qrcodeTicket)
      .set({ status: 'REFUSED' })
      .where(and(openTicket(body.ticket), inArray(qrcodeTicket.status, ['WAIT', 'SCANNED'])))
      .returning({ ticket: qrcodeTicket.ticket });
    if (updated.length === 0) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'qrcodeUnknown'));
    return true;
  },

  async qrcodeConfirm({ main, body, auth, lang }) {
    // One atomic update: of two confirmations (or a confirmation and a refusal) only one lands.
    const updated = await main
      .update(qrcodeTicket)
      .set({ status: 'CONFIRMED', confirmedTenant: auth.tenantCode, confirmedUserId: auth.userId })
      .where(and(openTicket(body.ticket), inArray(qrcodeTicket.status, ['WAIT', 'SCANNED'])))
      .returning({ ticket: qrcodeTicket.ticket });
    if (updated.length === 0) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'qrcodeUnknown'));
    return true;
  },
};

/** The ticket, while it has not expired. */
function openTicket(ticket: string) {
  return and(eq(qrcodeTicket.ticket, ticket), sql`${qrcodeTicket.expireAt} > now()`);
}

/**
 * The confirmation page's address under the console at `base`, which must be an http(s) address
 * on the host the request came to: the QR never sends a phone elsewhere.
 */
function confirmationLink(base: string, host: string | undefined, ticket: string): string | null {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  if (!['http:', 'https:'].includes(url.protocol) || !host || url.host !== host) return null;
  url.hash = `/qr/confirm?ticket=${ticket}`;
  url.search = '';
  return url.toString();
}
