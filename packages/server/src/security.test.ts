import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { endpoints, SELF_SERVICE } from '@pocket/contract';
import type { EndpointDef, LoginResult, Msg, PageResult, User } from '@pocket/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { msg, user } from './db/schema.ts';
import { seed } from './db/seed.ts';
import { createTestServer, SEED } from './test/server.ts';
import type { TestServer } from './test/server.ts';

/** Endpoints that need no token: the explicit, short public list. */
const PUBLIC = [
  'GET /api/health',
  'GET /api/oauth/anno/captcha',
  'GET /api/oauth/anno/getDoMain',
  'GET /api/oauth/anno/providers',
  'GET /api/oauth/anno/qrcode',
  'GET /api/oauth/anno/qrcode/poll',
  'POST /api/oauth/noToken/login',
  'POST /api/oauth/noToken/logout',
  'POST /api/oauth/noToken/register',
  'POST /api/authority/anno/login',
  'GET /api/file/anno/attachment/{id}/{name}',
];

let s: TestServer;
let demo: LoginResult;
let platform: LoginResult;
let demoStaffId: string;
let demoMsgId: string;
let demoOrgId: string;
let demoRoleId: string;
let demoSessionId: string;

beforeAll(async () => {
  s = await createTestServer({ loginLogDays: 1 });
  demo = await s.login();
  platform = await s.login('admin', SEED.password, '0000');
  const [row] = await s.sql<{ staff: string; msg: string; org: string; role: string }>(sql`
    select (select id::text from "user" where tenant_code = '1111' and account = 'staff') as staff,
           (select id::text from msg where tenant_code = '1111' limit 1) as msg,
           (select id::text from org where tenant_code = '1111' limit 1) as org,
           (select id::text from role where tenant_code = '1111' limit 1) as role`);
  demoStaffId = row?.staff as string;
  demoMsgId = row?.msg as string;
  demoOrgId = row?.org as string;
  demoRoleId = row?.role as string;
  const [session] = await s.sql<{ id: string }>(
    sql`select id::text from online_session where tenant_code = '1111' limit 1`,
  );
  demoSessionId = session?.id as string;
});
afterAll(() => s.close());

describe('row-level security', () => {
  it('limits a query without any tenant filter to the tenant of the transaction', async () => {
    const superuserSees = await s.db.select({ t: user.tenantCode }).from(user);
    expect(new Set(superuserSees.map((r) => r.t))).toEqual(new Set(['0000', '1111']));
    const demoSees = await inTenant(s.db, '1111', (tx) => tx.select({ t: user.tenantCode }).from(user));
    expect(demoSees.length).toBeGreaterThan(0);
    expect(new Set(demoSees.map((r) => r.t))).toEqual(new Set(['1111']));
    const platformSees = await inTenant(s.db, '0000', (tx) => tx.select({ t: user.tenantCode }).from(user));
    expect(new Set(platformSees.map((r) => r.t))).toEqual(new Set(['0000']));
    expect(await inTenant(s.db, null, (tx) => tx.select().from(user))).toEqual([]);
    const [role] = await inTenant(s.db, '1111', (tx) =>
      tx
        .execute(sql`select current_user as u`)
        .then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows)),
    );
    expect(role).toEqual({ u: 'pocket_app' });
  });

  it("refuses writing or changing another tenant's rows", async () => {
    await expect(
      inTenant(s.db, '0000', (tx) =>
        tx.insert(msg).values({ id: 1n, tenantCode: '1111', msgType: 'WARN', title: 'x', content: 'x' }),
      ),
    ).rejects.toThrow();
    const changed = await inTenant(s.db, '0000', (tx) =>
      tx.update(user).set({ name: 'hacked' }).where(eq(user.account, 'staff')).returning(),
    );
    expect(changed).toEqual([]);
    const gone = await inTenant(s.db, '0000', (tx) => tx.delete(msg).returning());
    expect(gone).toEqual([]);
  });
});

describe("a token of tenant A never sees or changes tenant B's rows", () => {
  const A = { tenant: '0000' } as const;
  it('lists only its own rows', async () => {
    const users = await s.call<PageResult<User>>('/authority/user/page', {
      ...A,
      token: platform.token,
      body: { size: 50 },
    });
    expect(users.body.data.records.map((u) => u.account)).toEqual(['admin']);
    const msgs = await s.call<PageResult<Msg>>('/msg/msg/page', { ...A, token: platform.token, body: {} });
    expect(msgs.body.data.total).toBe('0');
    expect(
      (await s.call('/authority/user/check?account=staff', { ...A, token: platform.token })).body.data,
    ).toBe(false);
  });

  it('answers 404 for guessed ids of the other tenant and changes nothing', async () => {
    const t = { ...A, token: platform.token };
    const calls = [
      s.call(`/authority/user/${demoStaffId}`, t),
      s.call('/authority/user', { ...t, method: 'PUT', body: { id: demoStaffId, name: 'hacked' } }),
      s.call('/authority/user', { ...t, method: 'DELETE', body: [demoStaffId] }),
      s.call('/authority/user/reset', { ...t, body: { ids: [demoStaffId] } }),
      s.call('/authority/user/reload', { ...t, form: { userId: demoStaffId } }),
      s.call(`/msg/msg/${demoMsgId}`, t),
      s.call('/msg/msg', { ...t, method: 'DELETE', body: [demoMsgId] }),
      s.call('/authority/online', { ...t, method: 'DELETE', body: [demoSessionId] }),
    ];
    for (const r of await Promise.all(calls)) {
      expect(r.status).toBe(404);
      expect(r.body.isSuccess).toBe(false);
    }
    await s.call('/msg/anyone/myMsg/mark', { ...t, body: [demoMsgId] });
    const [row] = await s.sql<{ name: string; n: number; unread: number }>(sql`
      select (select name from "user" where account = 'staff' and tenant_code = '1111') as name,
             (select count(*)::int from msg where id = ${BigInt(demoMsgId)}) as n,
             (select count(*)::int from msg_receive where msg_id = ${BigInt(demoMsgId)} and not is_read) as unread`);
    expect(row).toMatchObject({ name: '张老师', n: 1 });
    expect((await s.call('/oauth/menu/router', { token: demo.token })).status).toBe(200);
    const staff = await s.login('staff');
    expect(staff.account).toBe('staff');
  });

  it("refuses references to the other tenant's org, roles and users", async () => {
    const t = { ...A, token: platform.token };
    const create = await s.call('/authority/user', {
      ...t,
      body: { account: 'spy_1', name: 'spy', orgId: demoOrgId, roleIds: [demoRoleId] },
    });
    expect(create.status).toBe(400);
    expect(create.body.extra?.issues?.map((i) => i.path.join('.'))).toEqual(['orgId', 'roleIds']);
    const send = await s.call('/msg/msg', {
      ...t,
      body: { msgType: 'WARN', title: 'x', content: 'x', receiverIds: [demoStaffId] },
    });
    expect(send.status).toBe(400);
  });

  it('keeps a tenant A token out of tenant B even when the tenant header says B', async () => {
    const r = await s.call('/authority/user/page', { tenant: '1111', token: platform.token, body: {} });
    expect(r.status).toBe(401);
  });
});

describe('authorisation walk over the OpenAPI document', () => {
  const operations = async () => {
    const doc = (await (await s.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    return Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path: p })),
    );
  };
  const concrete = (p: string) => p.replace(/\{id\}/g, '1');

  it('keeps the public list explicit and in step with the contract', async () => {
    const fromContract = Object.values(endpoints)
      .filter((e) => e.auth !== 'token')
      .map((e) => `${e.method.toUpperCase()} /api${e.path}`);
    expect(fromContract.sort()).toEqual([...PUBLIC].sort());
    const ops = await operations();
    expect(ops.length).toBe(Object.keys(endpoints).length);
  });

  it('answers 401 without a token on every non-public endpoint', async () => {
    for (const op of await operations()) {
      if (PUBLIC.includes(`${op.method} ${op.path}`)) continue;
      const res = await s.app.request(concrete(op.path), {
        method: op.method,
        headers: { 'content-type': 'application/json' },
        body: op.method === 'GET' ? undefined : '{}',
      });
      expect(res.status, `${op.method} ${op.path}`).toBe(401);
      expect(((await res.json()) as { code: number }).code).toBe(40003);
    }
  });

  it('answers 403 on every endpoint with a permission code for a user without roles', async () => {
    const created = await s.call<User>('/authority/user', {
      token: demo.token,
      body: { account: 'norole_1', name: 'n', password: 'norole123' },
    });
    expect(created.body.isSuccess).toBe(true);
    const u = await s.login('norole_1', 'norole123');
    // Every token endpoint without a code is on the explicit SELF_SERVICE list or under /anyone/.
    const open = Object.entries(endpoints)
      .filter(([, e]) => e.auth === 'token' && !e.permission && !e.path.includes('/anyone/'))
      .map(([name]) => name);
    expect(open.sort()).toEqual([...SELF_SERVICE].sort());
    for (const name of SELF_SERVICE) {
      const e = endpoints[name] as EndpointDef;
      if (e.method !== 'get') continue;
      const r = await s.call(e.path, { token: u.token });
      expect(r.status, `${e.method} ${e.path}`).toBeLessThan(403);
    }
    for (const e of Object.values(endpoints)) {
      if (!e.permission) continue;
      const r = await s.call(concrete(e.path), {
        method: e.method.toUpperCase(),
        token: u.token,
        body: e.method === 'get' ? undefined : {},
      });
      expect(r.status, `${e.method} ${e.path}`).toBe(403);
    }
  });
});

describe('bad input', () => {
  it('answers malformed bodies with 400 and a readable msg, never a 5xx', async () => {
    const jsonEndpoints = (Object.values(endpoints) as EndpointDef[]).filter(
      (e) => e.body && (e.bodyType ?? 'json') === 'json' && e.auth === 'token',
    );
    const [before] = await s.sql<{ n: number }>(
      sql`select (select count(*) from "user") + (select count(*) from msg) + (select count(*) from tenant) as n`,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...jsonEndpoints),
        fc.oneof(
          fc.constant(null),
          fc.string(),
          fc.integer(),
          fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 3 }),
          fc.record({
            account: fc.integer(),
            name: fc.constant(null),
            id: fc.string(),
            msgType: fc.integer(),
            code: fc.array(fc.string()),
          }),
          fc.record({ model: fc.string(), size: fc.string(), current: fc.constant(-1) }),
          fc.constant(['9999999999999999999']),
          fc.record({ id: fc.constant('9223372036854775808'), ids: fc.constant(['99999999999999999999']) }),
        ),
        fc.constantFrom('1', '9999999999999999999'),
        async (e, body, id) => {
          const r = await s.call(e.path.replace(/\{id\}/g, id), {
            method: e.method.toUpperCase(),
            tenant: '1111',
            token: demo.token,
            body,
          });
          expect(r.status, `${e.method} ${e.path} ${JSON.stringify(body)}`).toBeLessThan(500);
          if (r.status === 400) {
            expect(r.body.code).toBe(-9);
            expect(r.body.msg.length).toBeGreaterThan(5);
          }
        },
      ),
      { numRuns: 120 },
    );
    const [after] = await s.sql<{ n: number }>(
      sql`select (select count(*) from "user") + (select count(*) from msg) + (select count(*) from tenant) as n`,
    );
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('answers ids beyond the 64-bit range with 400 -9, never a database error', async () => {
    const t = { tenant: '1111', token: demo.token, lang: 'en' as const };
    const huge = ['9999999999999999999', '9223372036854775808'];
    for (const id of huge) {
      const calls = [
        s.call(`/authority/user/${id}`, t),
        s.call(`/msg/msg/${id}`, t),
        s.call(`/tenant/tenant/${id}`, { tenant: '0000', token: platform.token, lang: 'en' }),
        s.call('/authority/user', { ...t, method: 'DELETE', body: [id] }),
        s.call('/msg/msg', { ...t, method: 'DELETE', body: [demoMsgId, id] }),
        s.call('/authority/online', { ...t, method: 'DELETE', body: [id] }),
        s.call('/authority/user/reset', { ...t, body: { ids: [id] } }),
        s.call('/msg/anyone/myMsg/mark', { ...t, body: [id] }),
        s.call('/authority/user/reload', { ...t, form: { userId: id } }),
        s.call('/authority/user', { ...t, body: { account: 'huge_1', name: 'h', orgId: id, roleIds: [id] } }),
        s.call('/authority/user', { ...t, method: 'PUT', body: { id, name: 'h' } }),
        s.call('/msg/msg', { ...t, body: { msgType: 'WARN', title: 'x', content: 'x', receiverIds: [id] } }),
        s.call('/authority/user/page', { ...t, body: { model: { orgId: id } } }),
        s.call(`/authority/user/check?account=admin&id=${id}`, t),
      ];
      for (const r of await Promise.all(calls)) {
        expect(r.status, `${id} ${JSON.stringify(r.body)}`).toBe(400);
        expect(r.body.code).toBe(-9);
        expect(r.body.msg).toMatch(/Invalid value/);
      }
    }
    // The largest id is valid: an honest 404.
    const max = await s.call('/authority/user/9223372036854775807', t);
    expect(max.status).toBe(404);
  });
});

describe('durability of the embedded database', () => {
  it('keeps committed writes across close and reopen of a data folder', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'pocket-durable-')), 'pglite');
    const first = await openDatabase({ dataDir: dir });
    await runMigrations(first);
    await seed(first.db, { loginLogDays: 1 });
    await inTenant(first.db, '1111', (tx) =>
      tx.update(user).set({ name: '持久化' }).where(eq(user.account, 'staff')),
    );
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    await runMigrations(second);
    const again = await seed(second.db);
    expect(again.created).toEqual([]);
    const rows = await inTenant(second.db, '1111', (tx) =>
      tx.select({ name: user.name }).from(user).where(eq(user.account, 'staff')),
    );
    expect(rows).toEqual([{ name: '持久化' }]);
    await second.close();
  }, 180_000);
});
