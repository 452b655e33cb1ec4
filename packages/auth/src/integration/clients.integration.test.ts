// @vitest-environment node
import { ApiError, createApi, createClient } from '@pocket/api-client';
import { ErrorCode, routerTreeSchema } from '@pocket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatesFor } from '../permission.ts';
import { buildRoutes } from '../routes.ts';
import { SEED, startRealServer, type RealServer } from './real-server.ts';
import { createStack, signInWithCaptcha } from './stack.ts';

describe('clients against the real server', () => {
  let server: RealServer;
  beforeAll(async () => {
    server = await startRealServer();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  }, 30_000);

  it('signs in through the captcha, loads routes and permissions, and calls typed endpoints', async () => {
    const tab = createStack(server.baseURL);
    const { image, result } = await signInWithCaptcha(tab, server.captchaAnswer);
    expect(image).toBeInstanceOf(Blob);
    // A PNG (the lamp dialect's captcha format): its signature, then 158 × 58 in the IHDR chunk.
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const header = new DataView(bytes.buffer, bytes.byteOffset + 16, 8);
    expect([header.getUint32(0), header.getUint32(4)]).toEqual([158, 58]);
    expect(image.type).toBe('image/png');
    expect(result.account).toBe(SEED.admin);
    expect(tab.storage.hasSession()).toBe(true);

    const decision = await tab.session.guard('/course/index');
    expect(decision.kind).toBe('allow');
    const routes = decision.kind === 'allow' ? routerTreeSchema.parse(decision.routes) : [];
    expect(routes.length).toBeGreaterThan(0);
    const built = buildRoutes(routes, { registry: {}, unknown: (c) => c });
    expect(built.at(-1)).toMatchObject({ path: '*', redirect: '/404' });

    const gates = gatesFor(tab.session.permissions()!);
    expect(gates.hasAllPermissions('authority:user:view')).toBe(true);

    const page = await tab.api.user.userPage({ body: { current: 1, size: 5 } });
    expect(page.records.length).toBeGreaterThan(0);
    const one = await tab.api.user.userGet({ params: { id: page.records[0]!.id } });
    expect(one.id).toBe(page.records[0]!.id);
    const file = await tab.api.user.userExport({ body: {} });
    expect(file.size).toBeGreaterThan(0);
    expect(tab.shown).toEqual([]);
  }, 60_000);

  it('a wrong captcha answer is a server message, not a relogin', async () => {
    const tab = createStack(server.baseURL);
    await tab.api.oauth.captcha({ query: { key: 'it_wrong_captcha' } });
    const error = await tab.api.oauth
      .signIn({
        grantType: 'captcha',
        account: SEED.admin,
        password: SEED.password,
        key: 'it_wrong_captcha',
        code: 'zzzz',
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: ErrorCode.CAPTCHA });
    expect(tab.shown).toEqual([{ kind: 'error', message: { text: (error as ApiError).msg } }]);
    expect(tab.navigation).toEqual([]);
  }, 30_000);

  it('a server validation failure carries the issues and shows the readable message', async () => {
    const tab = createStack(server.baseURL);
    await signInWithCaptcha(tab, server.captchaAnswer);
    const error = (await tab.client
      .post('/authority/user', { account: 'x', name: '', password: '1' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.code).toBe(ErrorCode.VALIDATION);
    expect(error.issues?.map((i) => i.path.at(-1))).toEqual(expect.arrayContaining(['name', 'password']));
    expect(tab.shown.at(-1)).toMatchObject({ kind: 'error', message: { text: error.msg } });
  }, 30_000);

  it('refreshes a token about to expire once for concurrent calls, with a rotated refresh token', async () => {
    const tab = createStack(server.baseURL);
    const { result } = await signInWithCaptcha(tab, server.captchaAnswer);
    tab.storage.set('EXPIRE_TIME', Date.now() + 60_000);
    const [a, b, c] = await Promise.all([
      tab.api.oauth.visible({}),
      tab.api.oauth.router({}),
      tab.api.user.userFindAll({}),
    ]);
    expect(a.resourceList.length).toBeGreaterThan(0);
    expect(b.length).toBeGreaterThan(0);
    expect(c.length).toBeGreaterThan(0);
    expect(tab.refreshCalls()).toBe(1);
    expect(tab.storage.get('TOKEN')).not.toBe(result.token);
    expect(tab.storage.get('REFRESH_TOKEN')).not.toBe(result.refreshToken);
    expect(tab.storage.get('EXPIRE_TIME')).toBeGreaterThan(Date.now() + 60 * 60_000);
  }, 30_000);

  it('a revoked refresh token logs out', async () => {
    const tab = createStack(server.baseURL);
    await signInWithCaptcha(tab, server.captchaAnswer);
    tab.storage.set('REFRESH_TOKEN', 'not-a-refresh-token');
    tab.storage.set('EXPIRE_TIME', Date.now() + 60_000);
    await expect(tab.api.oauth.visible({})).rejects.toBeInstanceOf(ApiError);
    expect(tab.storage.hasSession()).toBe(false);
    expect(tab.navigation).toEqual(['/login']);
    // The user is told why: the server's session message, once.
    expect(tab.shown).toHaveLength(1);
    expect(tab.shown[0]).toMatchObject({ kind: 'alert' });
    expect((tab.shown[0]!.message as { text: string }).text).not.toBe('');
  }, 30_000);

  it('an expired token takes the 401 path: alert, storage cleared, /login', async () => {
    const tab = createStack(server.baseURL);
    const { result } = await signInWithCaptcha(tab, server.captchaAnswer);
    tab.storage.set('TOKEN', await server.expiredCopy(result.token));
    const error = (await tab.api.oauth.visible({}).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 401, code: ErrorCode.TOKEN_EXPIRED });
    expect(tab.shown).toEqual([{ kind: 'alert', message: { text: error.msg } }]);
    expect(error.msg).not.toBe('');
    expect(tab.storage.hasSession()).toBe(false);
    expect(tab.storage.get('TENANT')).toBe(SEED.tenant);
    expect(tab.navigation).toEqual(['/login']);
  }, 30_000);

  it('a tampered token takes the same path (bad signature, 40002)', async () => {
    const tab = createStack(server.baseURL);
    const { result } = await signInWithCaptcha(tab, server.captchaAnswer);
    tab.storage.set('TOKEN', `${result.token.slice(0, -4)}AAAA`);
    await expect(tab.api.oauth.router({})).rejects.toMatchObject({
      status: 401,
      code: ErrorCode.TOKEN_SIGNATURE,
    });
    expect(tab.shown.map((s) => s.kind)).toEqual(['alert']);
    expect(tab.navigation).toEqual(['/login']);
  }, 30_000);

  it('a session kicked out by a newer sign-in gets 40008 and goes to /login; the newer one works', async () => {
    const platform = createStack(server.baseURL, SEED.platformTenant);
    await signInWithCaptcha(platform, server.captchaAnswer);
    const tenants = await platform.api.tenant.tenantPage({ body: { model: { code: SEED.tenant } } });
    const demo = tenants.records.find((t) => t.code === SEED.tenant)!;
    await platform.api.tenant.tenantUpdate({ body: { id: demo.id, isMultipleLogin: false } });

    const first = createStack(server.baseURL);
    await signInWithCaptcha(first, server.captchaAnswer, SEED.staff);
    const second = createStack(server.baseURL);
    await signInWithCaptcha(second, server.captchaAnswer, SEED.staff);

    const error = (await first.api.oauth.visible({}).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 401, code: ErrorCode.KICKED_OUT });
    expect(first.shown).toEqual([{ kind: 'alert', message: { text: error.msg } }]);
    expect(first.navigation).toEqual(['/login']);
    await expect(second.api.oauth.visible({})).resolves.toMatchObject({ enabled: expect.any(Boolean) });

    await platform.api.tenant.tenantUpdate({ body: { id: demo.id, isMultipleLogin: true } });
  }, 60_000);

  it('logout ends the session on the server: the old token then gets 40009', async () => {
    const tab = createStack(server.baseURL);
    const { result } = await signInWithCaptcha(tab, server.captchaAnswer);
    await tab.session.logout();
    expect(tab.navigation).toEqual(['/login']);
    expect(tab.storage.hasSession()).toBe(false);
    const stale = createApi(
      createClient({
        baseURL: server.baseURL,
        client: { id: SEED.clientId, secret: SEED.clientSecret },
        session: { getToken: () => result.token, getTenant: () => SEED.tenant, clear: () => undefined },
      }),
    );
    await expect(stale.oauth.visible({})).rejects.toMatchObject({
      status: 401,
      code: ErrorCode.SESSION_GONE,
    });
  }, 30_000);

  it('clear cache: refresh-token login, permissions reloaded, reload scheduled after 1 s', async () => {
    const tab = createStack(server.baseURL);
    const { result } = await signInWithCaptcha(tab, server.captchaAnswer);
    await expect(tab.session.clearCache()).resolves.toBe('reloading');
    expect(tab.storage.get('TOKEN')).not.toBe(result.token);
    expect(tab.storage.get('AUTHORITY_RESOURCE')?.resourceList.length).toBeGreaterThan(0);
    expect(tab.reloads[0]).toBe(-1000);
    expect(tab.reloads).toHaveLength(2);
  }, 30_000);

  it('the first client signs in with the password grant and refreshes with refresh_token', async () => {
    const tab = createStack(server.baseURL);
    const token = await tab.legacy.login({ username: SEED.staff, password: SEED.password });
    expect(token).toMatchObject({ token_type: 'bearer', account: SEED.staff });
    expect(token.expires_in).toBeGreaterThan(0);
    const again = await tab.legacy.refresh(token.refresh_token);
    expect(again.access_token).not.toBe(token.access_token);
    // The website session then works with the second client too.
    tab.storage.saveOAuthToken(again, SEED.tenant);
    await expect(tab.api.oauth.visible({})).resolves.toMatchObject({ enabled: expect.any(Boolean) });
    const wrong = await tab.legacy
      .login({ username: SEED.staff, password: 'wrong-password' })
      .catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(ApiError);
    expect(tab.shown).toHaveLength(1);
    expect(tab.shown[0]!.kind).toBe('error');
  }, 30_000);
});
