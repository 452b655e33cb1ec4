import { endpoints } from '@pocket/contract';
import type { Application, ApplicationWithSecret, PageResult } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContract, issueCodes, SEED, useTestServer } from '../../test/server.ts';

const { s, platform, admin } = useTestServer({ loginLogDays: 1 }, ['platform', 'admin']);

const P = { tenant: '0000' } as const;
const basic = (clientId: string, secret: string) =>
  `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
/** A call that needs the client's Basic header: the router of a signed-in user. */
const withClient = (header: string) =>
  s.call('/oauth/resource/visible', { method: 'GET', token: admin.token, basic: header });
/** Deletes applications as the platform's administrator; true when they were. */
const removeApplications = async (...ids: string[]) =>
  (await s.call('/authority/application', { ...P, method: 'DELETE', token: platform.token, body: ids })).body
    .data;

describe('applications', () => {
  it('are the platform tenant’s to manage', async () => {
    const r = await s.call<PageResult<Application>>('/authority/application/page', {
      ...P,
      token: platform.token,
      body: {},
    });
    expectContract(endpoints.applicationPage, r.body);
    expect(r.body.data.records.map((a) => a.clientId)).toContain(SEED.clientId);
  });

  it('registers an application whose secret is answered once and works as a Basic header', async () => {
    const bad = await s.call('/authority/application', {
      ...P,
      token: platform.token,
      body: { clientId: 'x', name: '', website: 'ftp://no' },
    });
    expect(issueCodes(bad.body)).toEqual(
      expect.arrayContaining(['clientId=length:3:64', 'name=required', 'website=url']),
    );
    const dup = await s.call('/authority/application', {
      ...P,
      token: platform.token,
      body: { clientId: SEED.clientId.toUpperCase(), name: 'Again' },
    });
    expect(issueCodes(dup.body)).toEqual(['clientId=exists']);

    const created = await s.call<ApplicationWithSecret>('/authority/application', {
      ...P,
      token: platform.token,
      body: { clientId: 'mobile_app', name: 'Mobile', appType: 'APP' },
    });
    expectContract(endpoints.applicationCreate, created.body);
    const { application, clientSecret } = created.body.data;
    expect(application).toMatchObject({ clientId: 'mobile_app', appType: { code: 'APP' }, state: true });
    expect(clientSecret.length).toBeGreaterThanOrEqual(24);
    // The secret itself is never stored.
    const stored = await s.sql<{ h: string }>(
      sql`select client_secret_hash as h from application where client_id = 'mobile_app'`,
    );
    expect(stored[0]?.h).not.toContain(clientSecret);
    expect((await withClient(basic('mobile_app', clientSecret))).body.isSuccess).toBe(true);

    // A new secret replaces the old one at once.
    const renewed = await s.call<ApplicationWithSecret>('/authority/application/secret', {
      ...P,
      token: platform.token,
      body: { id: application.id },
    });
    const next = renewed.body.data.clientSecret;
    expect(next).not.toBe(clientSecret);
    expect((await withClient(basic('mobile_app', clientSecret))).body.code).toBe(40000);
    expect((await withClient(basic('mobile_app', next))).body.isSuccess).toBe(true);

    // Disabled, it is refused; deleted, it is gone.
    const off = await s.call<Application>('/authority/application', {
      ...P,
      method: 'PUT',
      token: platform.token,
      body: { id: application.id, name: 'Mobile', state: false },
    });
    expect(off.body.data.state).toBe(false);
    expect((await withClient(basic('mobile_app', next))).body.code).toBe(40000);
    expect(await removeApplications(application.id)).toBe(true);
    const left = await s.call<PageResult<Application>>('/authority/application/page', {
      ...P,
      token: platform.token,
      body: { model: { clientId: 'mobile_app' } },
    });
    expect(left.body.data.records).toEqual([]);
  });

  it('refuses a disabled or deleted client on the very next call, and takes it back when enabled', async () => {
    const created = await s.call<ApplicationWithSecret>('/authority/application', {
      ...P,
      token: platform.token,
      body: { clientId: 'kiosk_app', name: 'Kiosk' },
    });
    const { application, clientSecret } = created.body.data;
    const header = basic('kiosk_app', clientSecret);
    const state = (on: boolean) =>
      s.call('/authority/application', {
        ...P,
        method: 'PUT',
        token: platform.token,
        body: { id: application.id, name: 'Kiosk', state: on },
      });
    // Each call below comes right after the change: none waits for the other instances' interval.
    expect((await withClient(header)).body.isSuccess).toBe(true);
    expect((await state(false)).body.isSuccess).toBe(true);
    expect((await withClient(header)).body.code).toBe(40000);
    expect((await state(true)).body.isSuccess).toBe(true);
    expect((await withClient(header)).body.isSuccess).toBe(true);
    // A noToken call checks the client too (a wrong captcha is its answer once the client passes).
    const noToken = () =>
      s.call('/oauth/noToken/login', {
        basic: header,
        body: { grantType: 'captcha', account: 'admin', password: 'x', key: 'none', code: 'x' },
      });
    expect((await noToken()).body.code).toBe(-12);
    expect(await removeApplications(application.id)).toBe(true);
    expect((await withClient(header)).body.code).toBe(40000);
    expect((await noToken()).body.code).toBe(40000);
  });

  it('never disables, deletes or re-keys the application the caller signed in with', async () => {
    const page = await s.call<PageResult<Application>>('/authority/application/page', {
      ...P,
      token: platform.token,
      body: { model: { clientId: SEED.clientId } },
    });
    const web = page.body.data.records[0] as Application;
    const attempts = await Promise.all([
      s.call('/authority/application', {
        ...P,
        method: 'PUT',
        token: platform.token,
        body: { id: web.id, name: web.name, state: false },
      }),
      s.call('/authority/application/secret', { ...P, token: platform.token, body: { id: web.id } }),
      s.call('/authority/application', { ...P, method: 'DELETE', token: platform.token, body: [web.id] }),
    ]);
    for (const r of attempts) {
      expect(r.body).toMatchObject({ isSuccess: false, code: -10 });
      expect(r.body.msg).toContain('当前登录所用的应用');
    }
    expect((await withClient(basic(SEED.clientId, SEED.clientSecret))).body.isSuccess).toBe(true);
  });
});
