import { loginResultSchema, endpoints, qrcodeTicketSchema, routerTreeSchema } from '@pocket/contract';
import type { LoginResult, Online, PageResult, RouterNode, VisibleResource } from '@pocket/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { application, captcha } from '../../db/schema.ts';
import { bumpClientsVersion } from '../../lib/clients.ts';
import { signAccessToken } from '../../lib/security.ts';
import { BASIC, expectContract, SEED, tenantHeader, useTestServer } from '../../test/server.ts';

const { s, admin } = useTestServer({ loginLogDays: 2 }, ['admin']);

/** Enables or disables the web client as every write of the application table does: with the
 * version bump the instances' client checks watch (lib/clients.ts). Through the API the platform
 * cannot disable the client it signed in with, which is the one these tests need. */
const setWebClient = (state: boolean) =>
  inTenant(s.db, '0000', async (tx) => {
    await tx.update(application).set({ state }).where(eq(application.clientId, SEED.clientId));
    await bumpClientsVersion(tx);
  });
let seq = 0;
const key = () => `key_${Date.now().toString(36)}_${seq++}`;

/** Creates a user through the API as the demo admin; returns its id. */
async function createUser(account: string, extra: Record<string, unknown> = {}) {
  const r = await s.call<{ id: string }>('/authority/user', {
    token: admin.token,
    body: { account, name: account, password: 'secret123', ...extra },
  });
  expect(r.body.isSuccess, r.body.msg).toBe(true);
  return r.body.data.id;
}

async function captchaLogin(account: string, password: string, lang: 'zh' | 'en' = 'en') {
  const k = key();
  await s.call(`/oauth/anno/captcha?key=${k}`, { tenant: null, basic: null });
  const code = await s.captchaAnswer(k);
  return s.call<LoginResult>('/oauth/noToken/login', {
    lang,
    body: { grantType: 'captcha', account, password, key: k, code },
  });
}

/** The access token of a session, re-signed to expire at `expires` (as if it were that old). */
async function expiredCopy(token: string, expires: Date) {
  const [secret] = await s.sql<{ value: string }>(sql`select value from setting where key = 'jwt_secret'`);
  const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as Record<
    'sub' | 'tc' | 'sid' | 'acc',
    string
  >;
  const { sub, tc, sid, acc } = claims;
  return signAccessToken(
    new Uint8Array(Buffer.from(secret?.value as string, 'base64url')),
    { sub, tc, sid, acc },
    expires,
  );
}

describe('captcha', () => {
  it('answers a PNG image (158 × 58) for a client-made key, without tenant or token', async () => {
    const k = key();
    const r = await s.call(`/oauth/anno/captcha?key=${k}`, { tenant: null, basic: null });
    expect(r.status).toBe(200);
    expect(r.res.headers.get('content-type')).toBe('image/png');
    expect(r.res.headers.get('cache-control')).toBe('no-store');
    const png = Buffer.from(await r.res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([158, 58]);
    expect((await s.captchaAnswer(k)).length).toBe(4);
  });

  it('allows one request per key per minute with the spec message', async () => {
    const k = key();
    expect((await s.call(`/oauth/anno/captcha?key=${k}`, { tenant: null })).status).toBe(200);
    const again = await s.call(`/oauth/anno/captcha?key=${k}`, { tenant: null, lang: 'en' });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({
      isSuccess: false,
      msg: 'Getting the authentication code is too frequent. Please try again in 1 minute',
    });
    await s.db.execute(sql`update captcha set issued_at = now() - interval '61 seconds' where key = ${k}`);
    expect((await s.call(`/oauth/anno/captcha?key=${k}`, { tenant: null })).status).toBe(200);
  });

  it('validates the key', async () => {
    const r = await s.call('/oauth/anno/captcha?key=', { tenant: null });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(-9);
    expect(r.body.extra?.issues?.[0]).toMatchObject({ path: ['query', 'key'], code: 'required' });
  });

  it('is single use and case-insensitive', async () => {
    const k = key();
    await s.call(`/oauth/anno/captcha?key=${k}`, { tenant: null });
    const code = (await s.captchaAnswer(k)).toUpperCase();
    const body = { grantType: 'captcha', account: 'admin', password: SEED.password, key: k, code };
    const first = await s.call<LoginResult>('/oauth/noToken/login', { body });
    expect(first.body.isSuccess).toBe(true);
    const second = await s.call('/oauth/noToken/login', { body });
    expect(second.body).toMatchObject({ isSuccess: false, code: -12 });
  });

  it('burns the answer on a wrong guess and refuses an expired one', async () => {
    const k = key();
    await s.call(`/oauth/anno/captcha?key=${k}`, { tenant: null });
    const code = await s.captchaAnswer(k);
    const wrong = await s.call('/oauth/noToken/login', {
      body: { grantType: 'captcha', account: 'admin', password: SEED.password, key: k, code: 'zzzz' },
    });
    expect(wrong.body.code).toBe(-12);
    const retry = await s.call('/oauth/noToken/login', {
      body: { grantType: 'captcha', account: 'admin', password: SEED.password, key: k, code },
    });
    expect(retry.body.code).toBe(-12);

    const k2 = key();
    await s.call(`/oauth/anno/captcha?key=${k2}`, { tenant: null });
    await s.db.execute(sql`update captcha set expire_at = now() - interval '1 second' where key = ${k2}`);
    const expired = await s.call('/oauth/noToken/login', {
      body: {
        grantType: 'captcha',
        account: 'admin',
        password: SEED.password,
        key: k2,
        code: await s.captchaAnswer(k2),
      },
    });
    expect(expired.body.code).toBe(-12);
  });

  it('sweeps expired answers at most every 10 s, not on every image', async () => {
    const stale = async () => {
      const k = key();
      await s.db.execute(
        sql`insert into captcha (key, answer, issued_at, expire_at) values (${k}, 'abcd', now() - interval '10 minutes', now() - interval '5 minutes')`,
      );
      return k;
    };
    const left = async (k: string) =>
      (await s.db.select({ key: captcha.key }).from(captcha).where(eq(captcha.key, k))).length;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Later than any sweep an earlier test made.
      vi.setSystemTime(Date.now() + 3_600_000);
      const first = await stale();
      expect((await s.call(`/oauth/anno/captcha?key=${key()}`, { tenant: null })).status).toBe(200);
      expect(await left(first)).toBe(0);
      const second = await stale();
      vi.setSystemTime(Date.now() + 9_000);
      expect((await s.call(`/oauth/anno/captcha?key=${key()}`, { tenant: null })).status).toBe(200);
      expect(await left(second)).toBe(1);
      vi.setSystemTime(Date.now() + 1_000);
      expect((await s.call(`/oauth/anno/captcha?key=${key()}`, { tenant: null })).status).toBe(200);
      expect(await left(second)).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('login', () => {
  it('returns the login result of the contract and writes the login log', async () => {
    const before = await s.sql<{ n: number }>(
      sql`select count(*)::int as n from login_log where tenant_code = '1111'`,
    );
    const r = await s.call('/oauth/noToken/login', {
      body: {
        grantType: 'password',
        account: 'staff',
        password: SEED.password,
        ...(await s.solvedCaptcha()),
      },
      headers: {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
        'x-forwarded-for': '203.0.113.9',
      },
    });
    const parsed = expectContract(endpoints.login, r.body);
    expect(parsed.data).toMatchObject({ tokenType: 'Bearer', account: 'staff', expire: 7200 });
    expect((parsed.data as LoginResult).expireMillis).toBeGreaterThan(Date.now() + 7100_000);
    const after = await s.sql<{ n: number }>(
      sql`select count(*)::int as n from login_log where tenant_code = '1111'`,
    );
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) + 1);
    const [log] = await s.sql<{ request_ip: string; browser: string; operating_system: string; ua: string }>(
      sql`select * from login_log where account = 'staff' order by create_time desc limit 1`,
    );
    expect(log).toMatchObject({ request_ip: '203.0.113.9', browser: 'Firefox', operating_system: 'Linux' });
  });

  it("carries the user's balance in every grant (captcha, password, refresh_token)", async () => {
    await createUser('rich_1');
    await s.sql(sql`update "user" set balance = '12.50' where account = 'rich_1'`);
    const byCaptcha = await captchaLogin('rich_1', 'secret123');
    expect(loginResultSchema.parse(byCaptcha.body.data).balance).toBe('12.50');
    const byPassword = await s.call<LoginResult>('/oauth/noToken/login', {
      body: { grantType: 'password', account: 'rich_1', password: 'secret123', ...(await s.solvedCaptcha()) },
    });
    expect(loginResultSchema.parse(byPassword.body.data).balance).toBe('12.50');
    await s.sql(sql`update "user" set balance = '7.05' where account = 'rich_1'`);
    const byRefresh = await s.call<LoginResult>('/oauth/noToken/login', {
      body: { grantType: 'refresh_token', refreshToken: byPassword.body.data.refreshToken },
    });
    expect(loginResultSchema.parse(byRefresh.body.data).balance).toBe('7.05');
  });

  it('rejects wrong credentials with 40006 (unknown account too)', async () => {
    const wrong = await s.call('/oauth/noToken/login', {
      lang: 'en',
      body: { grantType: 'password', account: 'staff', password: 'nope-nope', ...(await s.solvedCaptcha()) },
    });
    expect(wrong.body).toMatchObject({ code: 40006, isSuccess: false, msg: 'Wrong account or password' });
    const unknown = await s.call('/oauth/noToken/login', {
      body: { grantType: 'password', account: 'ghost', password: 'x', ...(await s.solvedCaptcha()) },
    });
    expect(unknown.body.code).toBe(40006);
  });

  it('validates each grant type', async () => {
    const r = await s.call('/oauth/noToken/login', {
      body: { grantType: 'captcha', account: '', password: '' },
    });
    expect(r.status).toBe(400);
    expect(r.body.extra?.issues?.map((i) => `${i.path.join('.')}=${i.code}`)).toEqual(
      expect.arrayContaining(['account=required', 'password=required', 'key=required', 'code=required']),
    );
    const bad = await s.call('/oauth/noToken/login', { body: { grantType: 'magic' } });
    expect(bad.status).toBe(400);
    const malformed = await s.call('/oauth/noToken/login', {
      headers: { 'content-type': 'application/json' },
      body: undefined,
      method: 'POST',
    });
    expect(malformed.status).toBe(400);
  });

  it('checks the Basic client header against the application table (40000)', async () => {
    const body = {
      grantType: 'password',
      account: 'admin',
      password: SEED.password,
      ...(await s.solvedCaptcha()),
    };
    const none = await s.call('/oauth/noToken/login', { body, basic: null });
    expect(none.status).toBe(401);
    expect(none.body.code).toBe(40000);
    const wrongSecret = `Basic ${Buffer.from(`${SEED.clientId}:wrong`).toString('base64')}`;
    expect((await s.call('/oauth/noToken/login', { body, basic: wrongSecret })).body.code).toBe(40000);
    const unknown = `Basic ${Buffer.from('other:secret').toString('base64')}`;
    expect((await s.call('/oauth/noToken/login', { body, basic: unknown })).body.code).toBe(40000);
    await setWebClient(false);
    expect((await s.call('/oauth/noToken/login', { body })).body.code).toBe(40000);
    await setWebClient(true);
    expect((await s.call('/oauth/noToken/login', { body })).body.isSuccess).toBe(true);
  });

  it('refuses a token call that carries a wrong or disabled client; the token alone is enough', async () => {
    const { token } = await s.login();
    const wrongSecret = `Basic ${Buffer.from(`${SEED.clientId}:wrong`).toString('base64')}`;
    const wrong = await s.call('/oauth/resource/visible', { method: 'GET', token, basic: wrongSecret });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe(40000);
    expect((await s.call('/oauth/resource/visible', { method: 'GET', token })).body.isSuccess).toBe(true);
    // The first client's helpers send no Basic header on token calls.
    const bare = await s.call('/oauth/resource/visible', { method: 'GET', token, basic: null });
    expect(bare.body.isSuccess).toBe(true);
    await setWebClient(false);
    expect((await s.call('/oauth/resource/visible', { method: 'GET', token })).body.code).toBe(40000);
    await setWebClient(true);
  });

  it('needs a known, active tenant', async () => {
    const body = {
      grantType: 'password',
      account: 'admin',
      password: SEED.password,
      ...(await s.solvedCaptcha()),
    };
    expect((await s.call('/oauth/noToken/login', { body, tenant: null })).body.isSuccess).toBe(false);
    expect((await s.call('/oauth/noToken/login', { body, tenant: '9999' })).body.isSuccess).toBe(false);
    expect(
      (await s.call('/oauth/noToken/login', { body, headers: { tenant: '1111' }, tenant: null })).body
        .isSuccess,
    ).toBe(false);
  });

  it('refuses a disabled user with 40007', async () => {
    await createUser('disabled_1', { state: false });
    const r = await captchaLogin('disabled_1', 'secret123');
    expect(r.body.code).toBe(40007);
  });

  it('refuses an account past its expirationTime with 40007, at sign-in, refresh and the next call', async () => {
    await createUser('lapsed_1');
    const u = await s.login('lapsed_1', 'secret123');
    await s.db.execute(
      sql`update "user" set expiration_time = now() - interval '1 minute' where account = 'lapsed_1'`,
    );
    const signIn = await captchaLogin('lapsed_1', 'secret123');
    expect(signIn.body).toMatchObject({ isSuccess: false, code: 40007 });
    expect(signIn.body.msg).toMatch(/account has expired/);
    const next = await s.call('/oauth/menu/router', { token: u.token });
    expect(next.status).toBe(401);
    expect(next.body.code).toBe(40007);
    const refresh = await s.call('/oauth/noToken/login', {
      body: { grantType: 'refresh_token', refreshToken: u.refreshToken },
    });
    expect(refresh.body.code).toBe(40007);
    // A future expiration time does not stand in the way.
    await s.db.execute(
      sql`update "user" set expiration_time = now() + interval '1 day' where account = 'lapsed_1'`,
    );
    expect((await captchaLogin('lapsed_1', 'secret123')).body.isSuccess).toBe(true);
  });

  it('refuses an expired password', async () => {
    await createUser('expired_1');
    await s.db.execute(
      sql`update "user" set password_expire_time = now() - interval '1 day' where account = 'expired_1'`,
    );
    const r = await captchaLogin('expired_1', 'secret123');
    expect(r.body).toMatchObject({ isSuccess: false, code: -10 });
    expect(r.body.msg).toMatch(/expired/);
  });

  it("locks the account after the tenant's passwordErrorNum failures for passwordErrorLockTime", async () => {
    await createUser('locky_1');
    const attempt = async (password: string) =>
      s.call('/oauth/noToken/login', {
        lang: 'en',
        body: { grantType: 'password', account: 'locky_1', password, ...(await s.solvedCaptcha()) },
      });
    for (let i = 1; i < 5; i++)
      expect((await attempt('wrong-pass')).body.msg).toBe('Wrong account or password');
    const fifth = await attempt('wrong-pass');
    expect(fifth.body.code).toBe(40006);
    expect(fifth.body.msg).toMatch(/locked, please try again in 30 minutes/);
    const right = await attempt('secret123');
    expect(right.body.isSuccess).toBe(false);
    expect(right.body.msg).toMatch(/locked/);
    await s.db.execute(
      sql`update "user" set password_error_last_time = now() - interval '31 minutes' where account = 'locky_1'`,
    );
    expect((await attempt('secret123')).body.isSuccess).toBe(true);
    const [row] = await s.sql<{ password_error_num: number }>(
      sql`select password_error_num from "user" where account = 'locky_1'`,
    );
    expect(row?.password_error_num).toBe(0);
  });
});

describe('tokens and sessions', () => {
  it('lets exactly one of concurrent refreshes with the same token win', async () => {
    // Several rounds of four racing refreshes: on PostgreSQL they run in parallel transactions.
    for (let round = 0; round < 5; round++) {
      const first = await s.login('staff');
      const refresh = () =>
        s.call<LoginResult>('/oauth/noToken/login', {
          lang: 'en',
          body: { grantType: 'refresh_token', refreshToken: first.refreshToken },
        });
      const results = await Promise.all([refresh(), refresh(), refresh(), refresh()]);
      const winners = results.filter((r) => r.body.isSuccess);
      expect(winners).toHaveLength(1);
      for (const loser of results.filter((r) => !r.body.isSuccess)) {
        expect(loser.body).toMatchObject({ code: 40009, msg: 'The refresh token is invalid or has expired' });
      }
      const next = await s.call('/oauth/noToken/login', {
        body: { grantType: 'refresh_token', refreshToken: winners[0]?.body.data.refreshToken },
      });
      expect(next.body.isSuccess).toBe(true);
    }
  });

  it('rotates refresh tokens: the old one stops working', async () => {
    const first = await s.login('staff');
    const r = await s.call<LoginResult>('/oauth/noToken/login', {
      body: { grantType: 'refresh_token', refreshToken: first.refreshToken },
    });
    expect(loginResultSchema.parse(r.body.data).refreshToken).not.toBe(first.refreshToken);
    const reuse = await s.call('/oauth/noToken/login', {
      body: { grantType: 'refresh_token', refreshToken: first.refreshToken },
    });
    expect(reuse.body).toMatchObject({ isSuccess: false, code: 40009 });
    const next = await s.call('/oauth/noToken/login', {
      body: { grantType: 'refresh_token', refreshToken: r.body.data.refreshToken },
    });
    expect(next.body.isSuccess).toBe(true);
    const [row] = await s.sql<{ refresh_hash: string }>(sql`select refresh_hash from online_session limit 1`);
    expect(row?.refresh_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 401 with 40003, 40002, 40005 and 40001 for token problems', async () => {
    const missing = await s.call('/oauth/menu/router');
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe(40003);
    const tampered = `${admin.token.slice(0, -4)}AAAA`;
    expect((await s.call('/oauth/menu/router', { token: tampered })).body.code).toBe(40002);
    expect((await s.call('/oauth/menu/router', { token: 'not.a.jwt' })).body.code).toBe(40005);
    const expired = await expiredCopy(admin.token, new Date(Date.now() - 1000));
    const r = await s.call('/oauth/menu/router', { token: expired });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(40001);
  });

  it("refuses a token sent with another tenant's header", async () => {
    const r = await s.call('/oauth/menu/router', { token: admin.token, tenant: '0000' });
    expect(r.status).toBe(401);
  });

  it('kicks out the older session with 40008 when the tenant forbids multiple logins', async () => {
    await createUser('single_1');
    const platform = await s.login('admin', SEED.password, '0000');
    const page = await s.call<{ records: { id: string; code: string }[] }>('/tenant/tenant/page', {
      tenant: '0000',
      token: platform.token,
      body: { model: { code: '1111' } },
    });
    const demo = page.body.data.records.find((t) => t.code === '1111');
    const off = await s.call('/tenant/tenant', {
      method: 'PUT',
      tenant: '0000',
      token: platform.token,
      body: { id: demo?.id, isMultipleLogin: false },
    });
    expect(off.body.isSuccess).toBe(true);
    try {
      const first = await s.login('single_1', 'secret123');
      const second = await s.login('single_1', 'secret123');
      const old = await s.call('/oauth/menu/router', { token: first.token, lang: 'en' });
      expect(old.status).toBe(401);
      expect(old.body).toMatchObject({ code: 40008, msg: 'Your account has signed in elsewhere' });
      const oldRefresh = await s.call('/oauth/noToken/login', {
        body: { grantType: 'refresh_token', refreshToken: first.refreshToken },
      });
      expect(oldRefresh.body.code).toBe(40008);
      expect((await s.call('/oauth/menu/router', { token: second.token })).status).toBe(200);
    } finally {
      await s.call('/tenant/tenant', {
        method: 'PUT',
        tenant: '0000',
        token: platform.token,
        body: { id: demo?.id, isMultipleLogin: true },
      });
    }
  });

  it('lists online sessions and forces one out (40008 on its next call)', async () => {
    const victim = await s.login('staff');
    const page = await s.call<PageResult<Online>>('/authority/online/page', {
      token: admin.token,
      body: { model: { account: 'staff' }, size: 50 },
    });
    const session = page.body.data.records.find((o) => o.current === false && o.account === 'staff');
    expect(session).toMatchObject({ clientId: SEED.clientId, account: 'staff' });
    const mine = await s.call<PageResult<Online>>('/authority/online/page', {
      token: admin.token,
      body: { model: { account: 'admin' }, size: 50 },
    });
    const current = mine.body.data.records.find((o) => o.current);
    expect(current).toBeDefined();
    const self = await s.call('/authority/online', {
      method: 'DELETE',
      token: admin.token,
      body: [current?.id],
    });
    expect(self.body.isSuccess).toBe(false);
    const sessions = page.body.data.records.filter((o) => o.account === 'staff').map((o) => o.id);
    expect(
      (await s.call('/authority/online', { method: 'DELETE', token: admin.token, body: sessions })).body.data,
    ).toBe(true);
    expect((await s.call('/oauth/menu/router', { token: victim.token })).body.code).toBe(40008);
  });

  it('logs out a token (form, with or without Bearer); the session is then gone (40009)', async () => {
    const a = await s.login('staff');
    const r = await s.call('/oauth/noToken/logout', {
      form: { token: `Bearer ${a.token}`, userId: a.userId, clientId: SEED.clientId },
    });
    expect(r.body).toMatchObject({ isSuccess: true, data: true });
    const after = await s.call('/oauth/menu/router', { token: a.token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(40009);
    const b = await s.login('staff');
    await s.call('/oauth/noToken/logout', { form: { token: b.token } });
    expect((await s.call('/oauth/menu/router', { token: b.token })).body.code).toBe(40009);
    const forged = await s.call('/oauth/noToken/logout', { form: { token: `${a.token.slice(0, -4)}AAAA` } });
    expect(forged.body.data).toBe(true);
    // A token that expired an hour ago still closes its session.
    const c = await s.login('staff');
    const stale = await expiredCopy(c.token, new Date(Date.now() - 3_600_000));
    expect((await s.call('/oauth/menu/router', { token: c.token })).status).toBe(200);
    await s.call('/oauth/noToken/logout', { form: { token: stale } });
    expect((await s.call('/oauth/menu/router', { token: c.token })).body.code).toBe(40009);
    const missing = await s.call('/oauth/noToken/logout', { form: {} });
    expect(missing.status).toBe(400);
  });

  it('reports a disabled user on the next call with 40007', async () => {
    await createUser('gone_1');
    const u = await s.login('gone_1', 'secret123');
    await s.db.execute(sql`update "user" set state = false where account = 'gone_1'`);
    const r = await s.call('/oauth/menu/router', { token: u.token });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(40007);
  });
});

describe('router and visible resources', () => {
  const flatten = (nodes: RouterNode[]): RouterNode[] =>
    nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

  it("gives the admin every screen, with Layout parents and the spec's leaf components", async () => {
    const r = await s.call('/oauth/menu/router', { token: admin.token });
    const tree = routerTreeSchema.parse(r.body.data);
    expect(tree.every((n) => n.component === 'Layout')).toBe(true);
    const all = flatten(tree);
    const byComponent = new Map(all.map((n) => [n.component, n]));
    for (const c of [
      'dashboard/index',
      'course/index',
      'worker/index',
      'order/index',
      'orguser/index',
      'userLocation/index',
      'profile/index',
      'resources/msg/index',
      'resources/msg/edit',
      'resources/sms/edit',
      'org/user/index',
      'system/role/index',
      'system/menu/index',
      'system/dictionary/index',
      'system/parameter/index',
    ]) {
      expect(byComponent.has(c), c).toBe(true);
    }
    expect(byComponent.get('profile/index')?.hidden).toBe(true);
    expect(byComponent.get('resources/msg/edit')).toMatchObject({
      hidden: true,
      path: '/resources/msg/edit',
    });
    expect(byComponent.get('dashboard/index')?.meta.affix).toBe(true);
    expect(byComponent.get('orguser/index')?.path).toBe('/orguser/index');
    // Tenant management belongs to the platform tenant only.
    expect(byComponent.has('tenant/tenant/index')).toBe(false);
  });

  it('titles routes in the request language', async () => {
    const zh = await s.call<RouterNode[]>('/oauth/menu/router', { token: admin.token, lang: 'zh' });
    const en = await s.call<RouterNode[]>('/oauth/menu/router', { token: admin.token, lang: 'en' });
    expect(flatten(zh.body.data).find((n) => n.component === 'dashboard/index')?.meta.title).toBe('工作台');
    expect(flatten(en.body.data).find((n) => n.component === 'dashboard/index')?.meta.title).toBe(
      'Dashboard',
    );
    // The route search finds a page by its title in the other language too (and by its pinyin).
    expect(flatten(en.body.data).find((n) => n.component === 'course/index')?.meta).toMatchObject({
      title: 'Courses',
      keywords: ['课程'],
    });
    expect(flatten(zh.body.data).find((n) => n.component === 'course/index')?.meta.keywords).toEqual([
      'Courses',
    ]);
  });

  it('gives the staff user fewer screens and permissions', async () => {
    const staff = await s.login('staff');
    const tree = flatten(
      (await s.call<RouterNode[]>('/oauth/menu/router', { token: staff.token })).body.data,
    );
    expect(tree.some((n) => n.component === 'course/index')).toBe(true);
    expect(tree.some((n) => n.component === 'system/role/index')).toBe(false);
    const visible = (await s.call<VisibleResource>('/oauth/resource/visible', { token: staff.token })).body
      .data;
    expect(visible).toMatchObject({ enabled: true, caseSensitive: false, roleList: ['STAFF'] });
    expect(visible.resourceList).toContain('authority:user:view');
    expect(visible.resourceList).not.toContain('authority:user:add');
    const adminVisible = (await s.call<VisibleResource>('/oauth/resource/visible', { token: admin.token }))
      .body.data;
    expect(adminVisible.roleList).toEqual(['SUPER_ADMIN']);
    expect(adminVisible.resourceList).toEqual(
      expect.arrayContaining(['authority:user:add', 'msg:msg:delete']),
    );
    expect(adminVisible.resourceList).not.toContain('tenant:tenant:view');
  });
});

describe('router honours disabled roles and menus', () => {
  const components = async (token: string) => {
    const flat = (nodes: RouterNode[]): string[] =>
      nodes.flatMap((n) => [n.component, ...flat(n.children ?? [])]);
    return flat((await s.call<RouterNode[]>('/oauth/menu/router', { token })).body.data);
  };

  it('drops a disabled menu, the branch of a disabled parent, and everything of a disabled role', async () => {
    await s.sql(sql`
      insert into role (id, tenant_code, code, name) values (777001, '1111', 'ROUTER_T', 'router test')`);
    await s.sql(sql`
      insert into role_menu (tenant_code, role_id, menu_id)
      select tenant_code, 777001, menu_id from role_menu
      where role_id = (select id from role where tenant_code = '1111' and code = 'STAFF')`);
    await createUser('router_1', { roleIds: ['777001'] });
    const u = (await captchaLogin('router_1', 'secret123')).body.data;
    const before = await components(u.token);
    expect(before).toEqual(expect.arrayContaining(['course/index', 'worker/index', 'resources/msg/index']));
    try {
      await s.sql(
        sql`update menu set state = false where tenant_code = '1111' and component = 'course/index'`,
      );
      const noCourse = await components(u.token);
      expect(noCourse).not.toContain('course/index');
      expect(noCourse).toContain('worker/index');
      await s.sql(sql`update menu set state = false where tenant_code = '1111' and path = '/course'`);
      const noBranch = await components(u.token);
      expect(noBranch).not.toContain('worker/index');
      expect(noBranch).toContain('resources/msg/index');
    } finally {
      await s.sql(sql`update menu set state = true where tenant_code = '1111'`);
    }
    await s.sql(sql`update role set state = false where id = 777001`);
    expect(await components(u.token)).toEqual([]);
    const visible = await s.call<VisibleResource>('/oauth/resource/visible', { token: u.token });
    expect(visible.body.data).toMatchObject({ resourceList: [], roleList: [] });
  });
});

describe('register', () => {
  it('creates an account after a captcha, without roles', async () => {
    const k = key();
    await s.call(`/oauth/anno/captcha?key=${k}`, { tenant: null });
    const r = await s.call<{ userId: string }>('/oauth/noToken/register', {
      body: {
        account: 'newbie_1',
        name: '新人',
        password: 'abcdef1',
        confirmPassword: 'abcdef1',
        key: k,
        code: await s.captchaAnswer(k),
      },
    });
    expect(r.body.isSuccess, r.body.msg).toBe(true);
    const u = await s.login('newbie_1', 'abcdef1');
    const visible = await s.call<VisibleResource>('/oauth/resource/visible', { token: u.token });
    expect(visible.body.data).toMatchObject({ resourceList: [], roleList: [] });
    expect((await s.call('/authority/user/page', { token: u.token, body: {} })).status).toBe(403);
  });

  it('refuses a taken account, mismatched passwords and a wrong captcha', async () => {
    const k = key();
    await s.call(`/oauth/anno/captcha?key=${k}`, { tenant: null });
    const code = await s.captchaAnswer(k);
    const mismatch = await s.call('/oauth/noToken/register', {
      body: { account: 'newbie_2', name: 'x', password: 'abcdef1', confirmPassword: 'abcdef2', key: k, code },
    });
    expect(mismatch.body.extra?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], code: 'password_mismatch' }),
    ]);
    const taken = await s.call('/oauth/noToken/register', {
      body: { account: 'ADMIN', name: 'x', password: 'abcdef1', confirmPassword: 'abcdef1', key: k, code },
    });
    expect(taken.body.extra?.issues?.[0]).toMatchObject({ path: ['account'], code: 'exists' });
    const wrong = await s.call('/oauth/noToken/register', {
      body: {
        account: 'newbie_3',
        name: 'x',
        password: 'abcdef1',
        confirmPassword: 'abcdef1',
        key: k,
        code: 'nope',
      },
    });
    expect(wrong.body.code).toBe(-12);
  });
});

describe('domain, QR code and the first client', () => {
  it('looks a tenant up by domain', async () => {
    const r = await s.call('/oauth/anno/getDoMain?domain=LOCALHOST', { tenant: null, basic: null });
    expect(r.body.data).toMatchObject({ tenantCode: '1111', tenant: tenantHeader('1111'), name: '演示学校' });
    const none = await s.call('/oauth/anno/getDoMain?domain=example.org', { tenant: null });
    expect(none.body).toMatchObject({ isSuccess: false, code: -10 });
  });

  it('signs the website in by QR code: ticket → poll WAIT → confirm → poll once with a login', async () => {
    const t = await s.call('/oauth/anno/qrcode', { tenant: null, basic: null });
    const ticket = qrcodeTicketSchema.parse(t.body.data);
    expect(ticket.image).toMatch(/^data:image\/png;base64,/);
    const poll = () =>
      s.call<{ status: string; login: LoginResult | null }>(
        `/oauth/anno/qrcode/poll?ticket=${ticket.ticket}`,
        { tenant: null },
      );
    expect((await poll()).body.data).toEqual({ status: 'WAIT', login: null });
    const staff = await s.login('staff');
    expect(
      (await s.call('/oauth/anyone/qrcode/confirm', { token: staff.token, body: { ticket: ticket.ticket } }))
        .body.data,
    ).toBe(true);
    const done = await poll();
    expect(done.body.data.status).toBe('CONFIRMED');
    expect(done.body.data.login?.account).toBe('staff');
    expect((done.body.data as { tenant?: string }).tenant).toBe(SEED.demoTenant);
    expect((await s.call('/oauth/menu/router', { token: done.body.data.login?.token })).status).toBe(200);
    expect((await poll()).body.data.status).toBe('EXPIRED');
    const again = await s.call('/oauth/anyone/qrcode/confirm', {
      token: staff.token,
      body: { ticket: ticket.ticket },
    });
    expect(again.body.isSuccess).toBe(false);
    expect((await s.call('/oauth/anyone/qrcode/confirm', { body: { ticket: ticket.ticket } })).status).toBe(
      401,
    );
  });

  it('QR: the link page shows which browser asks, SCANNED reaches the poll, a refusal or two minutes end it', async () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const asker = {
      tenant: null,
      basic: null,
      headers: { 'x-forwarded-for': '10.79.0.1', 'user-agent': chrome, host: 'console.example.com' },
    };
    const base = 'https://console.example.com/admin/';
    const made = await s.call(`/oauth/anno/qrcode?base=${encodeURIComponent(base)}`, asker);
    const ticket = qrcodeTicketSchema.parse(made.body.data);
    expect(ticket.link).toBe(`https://console.example.com/admin/#/qr/confirm?ticket=${ticket.ticket}`);
    expect(ticket.expireMillis - Date.now()).toBeLessThanOrEqual(120_000);
    expect(ticket.expireMillis - Date.now()).toBeGreaterThan(100_000);
    // The QR never sends a phone to another host, nor to a script address.
    for (const other of ['https://evil.example.org/', 'javascript:alert(1)', 'not a url']) {
      const r = await s.call(`/oauth/anno/qrcode?base=${encodeURIComponent(other)}`, {
        ...asker,
        lang: 'en',
      });
      expect(r.status, other).toBe(400);
      expect(r.body.msg).toBe('The QR code link must point to this site (http or https)');
    }
    const poll = async (t: string) =>
      (await s.call<{ status: string }>(`/oauth/anno/qrcode/poll?ticket=${t}`, asker)).body.data.status;
    const staff = await s.login('staff');
    const scan = (t: string, lang: 'zh' | 'en' = 'en') =>
      s.call<{ browser: string; ip: string }>('/oauth/anyone/qrcode/scan', {
        token: staff.token,
        lang,
        body: { ticket: t },
      });
    const seen = await scan(ticket.ticket);
    expect(seen.body.data).toMatchObject({ browser: 'Chrome 131 on Linux', ip: '10.79.0.1' });
    expect((await scan(ticket.ticket, 'zh')).body.data.browser).toBe('Linux 上的 Chrome 131');
    expect(await poll(ticket.ticket)).toBe('SCANNED');
    // Refused: the asking page learns it, and the ticket can be neither confirmed nor scanned again.
    expect(
      (await s.call('/oauth/anyone/qrcode/refuse', { token: staff.token, body: { ticket: ticket.ticket } }))
        .body.data,
    ).toBe(true);
    expect(await poll(ticket.ticket)).toBe('REFUSED');
    const late = await s.call('/oauth/anyone/qrcode/confirm', {
      token: staff.token,
      lang: 'en',
      body: { ticket: ticket.ticket },
    });
    expect(late.body).toMatchObject({ isSuccess: false, msg: 'The QR code does not exist or has expired' });
    expect((await scan(ticket.ticket)).body.isSuccess).toBe(false);

    // After two minutes a ticket is expired for the poll and for the phone.
    const old = qrcodeTicketSchema.parse((await s.call('/oauth/anno/qrcode', asker)).body.data);
    expect(old.link).toBeNull();
    await s.sql(
      sql`update qrcode_ticket set expire_at = now() - interval '1 second' where ticket = ${old.ticket}`,
    );
    expect(await poll(old.ticket)).toBe('EXPIRED');
    expect((await scan(old.ticket)).body.isSuccess).toBe(false);
  });

  it('QR: of two confirmations racing for one ticket exactly one lands', async () => {
    const t = qrcodeTicketSchema.parse(
      (await s.call('/oauth/anno/qrcode', { tenant: null, basic: null })).body.data,
    );
    const staff = await s.login('staff');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        s.call('/oauth/anyone/qrcode/confirm', { token: staff.token, body: { ticket: t.ticket } }),
      ),
    );
    expect(answers.filter((a) => a.body.isSuccess)).toHaveLength(1);
  });

  it('makes QR tickets of 256 random bits and rate-limits creation per IP and polling per ticket', async () => {
    const from = (ip: string) => ({
      tenant: null,
      basic: null,
      lang: 'en' as const,
      headers: { 'x-forwarded-for': ip },
    });
    const tickets: string[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await s.call<{ ticket: string }>('/oauth/anno/qrcode', from('10.77.0.1'));
      expect(r.status).toBe(200);
      tickets.push(r.body.data.ticket);
    }
    expect(tickets.every((t) => /^[A-Za-z0-9_-]{43}$/.test(t))).toBe(true);
    expect(new Set(tickets).size).toBe(10);
    const refused = await s.call('/oauth/anno/qrcode', from('10.77.0.1'));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      isSuccess: false,
      msg: 'Getting the QR code is too frequent. Please try again in 1 minute',
    });
    expect((await s.call('/oauth/anno/qrcode', from('10.77.0.2'))).status).toBe(200);
    const [counter] = await s.sql<{ count: number }>(
      sql`select count from rate_limit where key = 'qr:new:10.77.0.1'`,
    );
    expect(counter?.count).toBe(11);

    const poll = (ip: string) => s.call(`/oauth/anno/qrcode/poll?ticket=${tickets[0]}`, from(ip));
    for (let i = 0; i < 60; i++) expect((await poll(`10.78.0.${i % 200}`)).status).toBe(200);
    const tooMany = await poll('10.78.1.1');
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.msg).toMatch(/too frequent/);
    // Another ticket is not affected by the first one's count.
    expect((await s.call(`/oauth/anno/qrcode/poll?ticket=${tickets[1]}`, from('10.78.1.1'))).status).toBe(
      200,
    );
  });

  it('answers the OAuth2 form login of the first client', async () => {
    // Form-encoded, as the first client sends it (s.call sends forms as multipart).
    const oauth2 = (params: Record<string, string>) =>
      s.app.request('/api/authority/anno/login', {
        method: 'POST',
        headers: {
          authorization: BASIC,
          tenant: tenantHeader('1111'),
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(params).toString(),
      });
    const r = await oauth2({ grant_type: 'password', username: 'staff', password: SEED.password });
    expect(r.status).toBe(200);
    const token = (await r.json()) as {
      access_token: string;
      refresh_token: string;
      expires_in: number;
      token_type: string;
    };
    expect(token).toMatchObject({ expires_in: 7200, token_type: 'bearer' });
    expect((await s.call('/oauth/menu/router', { token: token.access_token })).status).toBe(200);
    const refreshed = await oauth2({ grant_type: 'refresh_token', refresh_token: token.refresh_token });
    expect(((await refreshed.json()) as { refresh_token: string }).refresh_token).not.toBe(
      token.refresh_token,
    );
    const wrong = await oauth2({ grant_type: 'password', username: 'staff', password: 'bad' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: number }).code).toBe(40006);
  });
});
