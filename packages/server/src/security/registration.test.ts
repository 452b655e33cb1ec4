import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/server.ts';

const { s, platform } = useTestServer({}, ['platform']);

async function register(account: string, tenant: string) {
  const { key, code } = await s.solvedCaptcha();
  return s.call<{ userId: string }>('/oauth/noToken/register', {
    tenant,
    lang: 'en',
    body: { account, name: account, password: 'abcdef1', confirmPassword: 'abcdef1', key, code },
  });
}

const accounts = (tenant: string, account: string) =>
  s.sql<{ n: number }>(
    sql`select count(*)::int as n from "user" where tenant_code = ${tenant} and account = ${account}`,
  );

describe('self-registration', () => {
  it('is refused in the platform tenant 0000, and nothing is saved', async () => {
    const r = await register('intruder_1', '0000');
    expect(r.status).toBeLessThan(500);
    expect(r.body.isSuccess).toBe(false);
    expect(r.body.msg).toMatch(/registration is not open/i);
    expect((await accounts('0000', 'intruder_1'))[0]?.n).toBe(0);
  });

  it("follows each tenant's own setting (allowRegister), which the platform changes on the tenant", async () => {
    expect((await register('open_1', '1111')).body.isSuccess).toBe(true);
    const page = await s.call<{ records: { id: string; code: string; allowRegister: boolean }[] }>(
      '/tenant/tenant/page',
      { tenant: '0000', token: platform.token, body: { model: { code: '1111' } } },
    );
    const demo = page.body.data.records.find((t) => t.code === '1111');
    expect(demo?.allowRegister).toBe(true);
    const off = await s.call('/tenant/tenant', {
      method: 'PUT',
      tenant: '0000',
      token: platform.token,
      body: { id: demo?.id, allowRegister: false },
    });
    expect(off.body.isSuccess, off.body.msg).toBe(true);
    try {
      const closed = await register('closed_1', '1111');
      expect(closed.body.isSuccess).toBe(false);
      expect(closed.body.msg).toMatch(/registration is not open/i);
      expect((await accounts('1111', 'closed_1'))[0]?.n).toBe(0);
    } finally {
      await s.call('/tenant/tenant', {
        method: 'PUT',
        tenant: '0000',
        token: platform.token,
        body: { id: demo?.id, allowRegister: true },
      });
    }
  });
});
