import { tenantEndpoints } from '@pocket/contract';
import type { LoginResult, PageResult, Tenant } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, expectContract, SEED } from '../../test/server.ts';
import type { TestServer } from '../../test/server.ts';

let s: TestServer;
let platform: LoginResult;
let demoAdmin: LoginResult;
const P = { tenant: '0000' } as const;

const issueCodes = (body: { extra?: { issues?: { path: string[]; code: string }[] } | null }) =>
  (body.extra?.issues ?? []).map((i) => `${i.path.join('.')}=${i.code}`);

beforeAll(async () => {
  s = await createTestServer({ loginLogDays: 1 });
  platform = await s.login('admin', SEED.password, '0000');
  demoAdmin = await s.login();
});
afterAll(() => s.close());

describe('tenants', () => {
  it('pages tenants for the platform tenant', async () => {
    const r = await s.call<PageResult<Tenant>>('/tenant/tenant/page', {
      ...P,
      token: platform.token,
      lang: 'en',
      body: {},
    });
    const page = expectContract(tenantEndpoints.tenantPage, r.body).data as PageResult<Tenant>;
    expect(page.records.map((t) => t.code).sort()).toEqual(['0000', '1111']);
    expect(page.records.find((t) => t.code === '1111')?.status).toEqual({ code: 'NORMAL', desc: 'Normal' });
  });

  it('refuses every tenant endpoint to other tenants (403)', async () => {
    const calls = [
      s.call('/tenant/tenant/page', { token: demoAdmin.token, body: {} }),
      s.call('/tenant/tenant', { token: demoAdmin.token, body: { code: 'x123', name: 'x' } }),
      s.call('/tenant/tenant', { method: 'PUT', token: demoAdmin.token, body: { id: '1', name: 'x' } }),
      s.call('/tenant/tenant', { method: 'DELETE', token: demoAdmin.token, body: ['1'] }),
      s.call('/tenant/tenant/1', { token: demoAdmin.token }),
    ];
    for (const r of await Promise.all(calls)) expect(r.status).toBe(403);
  });

  it('creates a tenant with base data whose admin signs in with the initial password', async () => {
    const r = await s.call<Tenant>('/tenant/tenant', {
      ...P,
      token: platform.token,
      body: {
        code: 'school2',
        name: '第二学校',
        passwordErrorNum: 3,
        passwordErrorLockTime: 10,
        isMultipleLogin: false,
        expirationTime: '2099-12-31 00:00:00',
      },
    });
    expect(r.body.isSuccess, r.body.msg).toBe(true);
    expect(r.body.data).toMatchObject({
      code: 'school2',
      passwordErrorNum: 3,
      isMultipleLogin: false,
      expirationTime: '2099-12-31 00:00:00',
    });
    const login = await s.login('admin', SEED.initialPassword, 'school2');
    const users = await s.call<PageResult<{ account: string }>>('/authority/user/page', {
      tenant: 'school2',
      token: login.token,
      body: {},
    });
    expect(users.body.data.records.map((u) => u.account)).toEqual(['admin']);
    const got = await s.call<Tenant>(`/tenant/tenant/${r.body.data.id}`, { ...P, token: platform.token });
    expect(got.body.data.name).toBe('第二学校');
  });

  it('validates the tenant code (identifier, 4–10, unique) and numbers', async () => {
    const bad = await s.call('/tenant/tenant', {
      ...P,
      token: platform.token,
      body: { code: 'a-b', name: '', passwordErrorLockTime: 0 },
    });
    expect(issueCodes(bad.body)).toEqual(
      expect.arrayContaining([
        'code=length:4:10',
        'code=identifier',
        'name=required',
        'passwordErrorLockTime=int_positive',
      ]),
    );
    const dup = await s.call('/tenant/tenant', {
      ...P,
      token: platform.token,
      body: { code: '1111', name: 'dup' },
    });
    expect(issueCodes(dup.body)).toEqual(['code=exists']);
  });

  it('updates a tenant; refuses the built-in platform tenant', async () => {
    const page = await s.call<PageResult<Tenant>>('/tenant/tenant/page', {
      ...P,
      token: platform.token,
      body: {},
    });
    const demo = page.body.data.records.find((t) => t.code === '1111') as Tenant;
    const zero = page.body.data.records.find((t) => t.code === '0000') as Tenant;
    const r = await s.call<Tenant>('/tenant/tenant', {
      ...P,
      method: 'PUT',
      token: platform.token,
      body: { id: demo.id, duty: '新校长' },
    });
    expect(r.body.data).toMatchObject({ duty: '新校长', name: demo.name });
    const ro = await s.call('/tenant/tenant', {
      ...P,
      method: 'PUT',
      lang: 'en',
      token: platform.token,
      body: { id: zero.id, name: 'x' },
    });
    expect(ro.body).toMatchObject({ isSuccess: false, msg: 'Readonly Data, Inoperable' });
    const ghost = await s.call('/tenant/tenant', {
      ...P,
      method: 'PUT',
      token: platform.token,
      body: { id: '99', name: 'x' },
    });
    expect(ghost.status).toBe(404);
  });

  it('a disabled or deleted tenant cannot sign in; deleting removes all its rows', async () => {
    const created = await s.call<Tenant>('/tenant/tenant', {
      ...P,
      token: platform.token,
      body: { code: 'temp9', name: '临时' },
    });
    const id = created.body.data.id;
    const session = await s.login('admin', SEED.initialPassword, 'temp9');
    await s.call('/tenant/tenant', {
      ...P,
      method: 'PUT',
      token: platform.token,
      body: { id, status: 'FORBIDDEN' },
    });
    expect((await s.call('/oauth/menu/router', { tenant: 'temp9', token: session.token })).status).toBe(401);
    await expect(s.login('admin', SEED.initialPassword, 'temp9')).rejects.toThrow(/login failed/);
    const del = await s.call('/tenant/tenant', { ...P, method: 'DELETE', token: platform.token, body: [id] });
    expect(del.body.data).toBe(true);
    const [left] = await s.sql<{ n: number }>(
      sql`select (select count(*) from "user" where tenant_code = 'temp9') + (select count(*) from menu where tenant_code = 'temp9') + (select count(*) from tenant where code = 'temp9') as n`,
    );
    expect(Number(left?.n)).toBe(0);
    const zero = (
      await s.call<PageResult<Tenant>>('/tenant/tenant/page', {
        ...P,
        token: platform.token,
        body: { model: { code: '0000' } },
      })
    ).body.data.records[0];
    const ro = await s.call('/tenant/tenant', {
      ...P,
      method: 'DELETE',
      token: platform.token,
      body: [zero?.id],
    });
    expect(ro.body.isSuccess).toBe(false);
  });
});
