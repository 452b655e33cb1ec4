import { loginResultSchema, socialExchangeResultSchema } from '@pocket/contract';
import type { LoginResult, SocialExchangeResult, UserSocial } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_IDP, startLocalIdp } from '../../idp/local-idp.ts';
import type { LocalIdp } from '../../idp/local-idp.ts';
import { SEED, useTestServer } from '../../test/server.ts';
import type { SocialProviderAdmin } from '@pocket/contract';

// The real local identity provider on a port of its own; the app finds it through localIssuer.
const IDP_PORT = 4103;
let idp: LocalIdp;
beforeAll(async () => {
  idp = await startLocalIdp(IDP_PORT);
});
afterAll(() => idp.close());

const { s, admin, platform } = useTestServer({ localIssuer: `http://127.0.0.1:${IDP_PORT}` }, [
  'admin',
  'platform',
]);

/** Goes through the provider's pages as a browser would (cookies kept), signing in as `account`;
 * answers the URL the provider sends the browser back to. */
async function throughProvider(authorizationUrl: string, account: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (r: Response) => {
    for (const c of r.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  let r = await fetch(authorizationUrl, { redirect: 'manual' });
  keep(r);
  const form = new URL(r.headers.get('location') ?? '', idp.issuer);
  r = await fetch(form, { headers: { cookie: cookie() } });
  keep(r);
  const action = /action="([^"]+)"/.exec(await r.text())?.[1];
  if (!action) throw new Error('no login form');
  r = await fetch(new URL(action, idp.issuer), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login: account, password: LOCAL_IDP.password }).toString(),
  });
  keep(r);
  for (let hop = 0; hop < 8; hop++) {
    const next = new URL(r.headers.get('location') ?? '', idp.issuer);
    if (next.pathname === '/api/oauth/social/callback') return next;
    r = await fetch(next, { redirect: 'manual', headers: { cookie: cookie() } });
    keep(r);
  }
  throw new Error('the provider did not come back');
}

async function start(tenant: string = SEED.demoTenant, provider = 'LOCAL') {
  const r = await s.call<{ url: string }>('/oauth/noToken/social/start', {
    tenant,
    lang: 'en',
    body: { provider },
  });
  expect(r.body.isSuccess, r.body.msg).toBe(true);
  return r.body.data.url;
}

/** The callback as the browser makes it: answers where the console page is sent. */
async function callback(url: URL): Promise<URLSearchParams> {
  const res = await s.app.request(`${url.pathname}${url.search}`);
  expect(res.status).toBe(303);
  const location = res.headers.get('location') ?? '';
  expect(location.startsWith('/#/social/callback?')).toBe(true);
  return new URLSearchParams(location.split('?')[1]);
}

async function exchange(code: string, lang: 'zh' | 'en' = 'en') {
  return s.call<SocialExchangeResult>('/oauth/anno/social/exchange', {
    tenant: null,
    basic: null,
    lang,
    body: { code },
  });
}

/** Start → provider (as `account`) → callback: the one-time code. */
async function signInAt(account: string, tenant: string = SEED.demoTenant): Promise<string> {
  const back = await callback(await throughProvider(await start(tenant), account));
  const code = back.get('code');
  expect(code, back.toString()).toBeTruthy();
  return code as string;
}

describe('third-party sign-in (local OpenID provider)', () => {
  it('lists the local provider as configured, WeChat and GitHub as not; never a secret', async () => {
    const r = await s.call<{ code: string; configured: boolean }[]>('/oauth/anno/providers', {
      tenant: null,
      basic: null,
    });
    const byCode = Object.fromEntries(r.body.data.map((p) => [p.code, p.configured]));
    expect(byCode).toMatchObject({ LOCAL: true, WECHAT: false, GITHUB: false });
    expect(JSON.stringify(r.body)).not.toContain(LOCAL_IDP.clientSecret);
  });

  it('refuses to start a provider without credentials, in the language of the request', async () => {
    const en = await s.call('/oauth/noToken/social/start', { lang: 'en', body: { provider: 'GITHUB' } });
    expect(en.body.isSuccess).toBe(false);
    expect(en.body.msg).toMatch(/GitHub is not set up/);
    const zh = await s.call('/oauth/noToken/social/start', { lang: 'zh', body: { provider: 'WECHAT' } });
    expect(zh.body.msg).toMatch(/微信 尚未配置/);
    const none = await s.call('/oauth/noToken/social/start', { lang: 'en', body: { provider: 'NOPE' } });
    expect(none.status).toBeLessThan(500);
    expect(none.body.isSuccess).toBe(false);
  });

  it('starts with state, nonce and PKCE S256 kept on the server, single use', async () => {
    const url = new URL(await start());
    const q = url.searchParams;
    expect(url.origin).toBe(`http://127.0.0.1:${IDP_PORT}`);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
    expect(q.get('redirect_uri')).toBe('http://localhost/api/oauth/social/callback');
    const [flow] = await s.sql<{ verifier: string; nonce: string }>(
      sql`select verifier, nonce from social_flow where state = ${q.get('state')}`,
    );
    expect(flow?.nonce).toBe(q.get('nonce'));
    // The verifier stays on the server: only its S256 hash travels.
    expect(url.toString()).not.toContain(flow?.verifier);
  });

  it('an unbound identity gets the choice; registering signs in and binds it', async () => {
    const code = await signInAt('alice');
    const first = await exchange(code);
    expect(first.body.isSuccess, first.body.msg).toBe(true);
    expect(socialExchangeResultSchema.parse(first.body.data)).toMatchObject({
      status: 'UNBOUND',
      login: null,
      provider: 'LOCAL',
      nickname: 'Alice Liu',
      suggestedAccount: 'alice',
      allowRegister: true,
      tenant: SEED.demoTenant,
    });
    const reg = await s.call<LoginResult>('/oauth/noToken/social/register', {
      lang: 'en',
      body: { code, account: 'alice', name: 'Alice Liu' },
    });
    expect(reg.body.isSuccess, reg.body.msg).toBe(true);
    expect(loginResultSchema.parse(reg.body.data).account).toBe('alice');
    // The code is spent.
    const again = await exchange(code);
    expect(again.body.isSuccess).toBe(false);
    expect(again.body.msg).toMatch(/expired or was already used/);
    // The next sign-in with alice goes straight in.
    const next = await exchange(await signInAt('alice'));
    expect(next.body.data).toMatchObject({ status: 'LOGIN' });
    expect(next.body.data.login?.account).toBe('alice');
  });

  it('binds an identity to an existing account by its password, then signs in', async () => {
    const code = await signInAt('bob');
    const wrong = await s.call('/oauth/noToken/social/bind', {
      lang: 'en',
      body: { code, account: SEED.staffAccount, password: 'wrong-password' },
    });
    expect(wrong.body.isSuccess).toBe(false);
    const ok = await s.call<LoginResult>('/oauth/noToken/social/bind', {
      lang: 'en',
      body: { code, account: SEED.staffAccount, password: SEED.password },
    });
    expect(ok.body.isSuccess, ok.body.msg).toBe(true);
    expect(ok.body.data.account).toBe(SEED.staffAccount);
    const next = await exchange(await signInAt('bob'));
    expect(next.body.data.status).toBe('LOGIN');
    expect(next.body.data.login?.account).toBe(SEED.staffAccount);
  });

  it('refuses to bind an identity already bound to another user, and a second one of a provider', async () => {
    // bob is the staff account's (test above); the admin may not take it.
    const code = await signInAt('bob');
    const taken = await s.call('/oauth/noToken/social/bind', {
      lang: 'en',
      body: { code, account: SEED.adminAccount, password: SEED.password },
    });
    expect(taken.body.isSuccess).toBe(false);
    expect(taken.body.msg).toBe('This Local demo identity account is already bound to another user');
    // carol onto the staff account, which already has bob of this provider.
    const carol = await signInAt('carol');
    const second = await s.call('/oauth/noToken/social/bind', {
      lang: 'zh',
      body: { code: carol, account: SEED.staffAccount, password: SEED.password },
    });
    expect(second.body.isSuccess).toBe(false);
    expect(second.body.msg).toMatch(/已绑定另一个 本地演示身份 账号/);
  });

  it('binds from the profile and unbinds; refuses unbinding the last way in of an account without password', async () => {
    const started = await s.call<{ url: string }>('/oauth/anyone/social/bindStart', {
      token: admin.token,
      lang: 'en',
      body: { provider: 'LOCAL' },
    });
    expect(started.body.isSuccess, started.body.msg).toBe(true);
    const back = await callback(await throughProvider(started.body.data.url, 'carol'));
    const bound = await exchange(back.get('code') as string);
    expect(bound.body.data).toMatchObject({ status: 'BOUND', login: null });
    const mine = await s.call<UserSocial[]>('/authority/user/social', { token: admin.token, lang: 'en' });
    expect(mine.body.data.map((a) => a.provider)).toContain('LOCAL');
    const unbind = await s.call('/authority/user/social/LOCAL', { method: 'DELETE', token: admin.token });
    expect(unbind.body.isSuccess, unbind.body.msg).toBe(true);

    // alice registered without a password: her only provider stays.
    const alice = await exchange(await signInAt('alice'));
    const token = alice.body.data.login?.token as string;
    const refused = await s.call('/authority/user/social/LOCAL', { method: 'DELETE', token, lang: 'en' });
    expect(refused.body.isSuccess).toBe(false);
    expect(refused.body.msg).toMatch(/only way to sign in/);
  });

  it('refuses a replayed callback, a changed state and a replayed authorisation code', async () => {
    const url = await throughProvider(await start(), 'carol');
    const first = await callback(url);
    expect(first.get('code')).toBeTruthy();
    // The same callback again: its state was used.
    expect((await callback(url)).get('error')).toBe('state');
    // A state the server never issued.
    const changed = new URL(url);
    changed.searchParams.set('state', 'forged-state-value');
    expect((await callback(changed)).get('error')).toBe('state');
    // A fresh flow's state with the old (spent) code: the provider refuses the code.
    const fresh = new URL(await start());
    const replay = new URL(url);
    replay.searchParams.set('state', fresh.searchParams.get('state') as string);
    expect((await callback(replay)).get('error')).toBe('code');
  });

  it('refuses registration when the tenant does not allow it', async () => {
    await s.sql(sql`update tenant set allow_register = false where code = ${SEED.demoTenant}`);
    try {
      const code = await signInAt('carol');
      const answer = await exchange(code);
      expect(answer.body.data).toMatchObject({ status: 'UNBOUND', allowRegister: false });
      const reg = await s.call('/oauth/noToken/social/register', {
        lang: 'en',
        body: { code, account: 'carol', name: 'Carol' },
      });
      expect(reg.body.isSuccess).toBe(false);
      expect(reg.status).toBe(403);
    } finally {
      await s.sql(sql`update tenant set allow_register = true where code = ${SEED.demoTenant}`);
    }
  });

  it('the platform configures a generic OpenID Connect provider: secret kept, never answered; it starts', async () => {
    const save = (
      body: Record<string, unknown>,
      token = platform.token,
      tenant: string = SEED.platformTenant,
    ) =>
      s.call<SocialProviderAdmin>('/authority/socialProvider', {
        method: 'PUT',
        token,
        tenant,
        lang: 'en',
        body,
      });
    const corp = {
      code: 'corp',
      name: '企业身份',
      nameEn: 'Corporate identity',
      issuer: `http://127.0.0.1:${IDP_PORT}/`,
      clientId: LOCAL_IDP.clientId,
      clientSecret: LOCAL_IDP.clientSecret,
      scopes: 'openid profile',
    };
    const denied = await save(corp, admin.token, SEED.demoTenant);
    expect(denied.status).toBe(403);
    const saved = await save(corp);
    expect(saved.body.isSuccess, saved.body.msg).toBe(true);
    expect(saved.body.data).toMatchObject({
      code: 'CORP',
      issuer: `http://127.0.0.1:${IDP_PORT}`,
      hasSecret: true,
    });
    expect(JSON.stringify(saved.body)).not.toContain(LOCAL_IDP.clientSecret);
    // A blank secret keeps the stored one.
    const renamed = await save({ ...corp, nameEn: 'Corporate sign-in', clientSecret: '' });
    expect(renamed.body.data).toMatchObject({ nameEn: 'Corporate sign-in', hasSecret: true });
    const noOpenid = await save({ ...corp, scopes: 'profile' });
    expect(noOpenid.status).toBe(400);
    const list = await s.call<SocialProviderAdmin[]>('/authority/socialProvider/list', {
      token: platform.token,
      tenant: SEED.platformTenant,
    });
    expect(list.body.data.map((p) => p.code)).toContain('CORP');
    expect(JSON.stringify(list.body)).not.toContain(LOCAL_IDP.clientSecret);
    // Any tenant can now sign in through it.
    const url = new URL(await start(SEED.demoTenant, 'CORP'));
    const back = await callback(await throughProvider(url.toString(), 'carol'));
    const answer = await exchange(back.get('code') as string);
    expect(answer.body.data).toMatchObject({ provider: 'CORP', providerName: 'Corporate sign-in' });
  });
});
