import type { Course, Order, Role, User } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED, useTestServer } from '../../test/server.ts';

// The data-scope matrix: each scope of a role against users, courses and orders, seen through
// list, get, update and delete by a user holding that role (PGlite, and PostgreSQL with
// TEST_DATABASE_URL).
const { s, admin } = useTestServer({ loginLogDays: 1 }, ['admin']);

type Ids = Record<'A' | 'A1' | 'B', string>;
const orgs = {} as Ids;
const users = {} as Ids;
const courses = {} as Ids & { own: string };
const orders = {} as Ids;
let roleId = '';
let tester = { id: '', token: '' };

const as = <T>(path: string, body?: unknown, method?: string, token = admin.token) =>
  s.call<T>(path, {
    token,
    lang: 'en',
    ...(body === undefined ? {} : { body }),
    ...(method ? { method } : {}),
  });
const ok = <T>(r: { status: number; body: { isSuccess: boolean; data: T; msg: string } }) => {
  if (r.status !== 200 || !r.body.isSuccess) throw new Error(`${r.status}: ${JSON.stringify(r.body)}`);
  return r.body.data;
};

beforeAll(async () => {
  const org = (label: string, parentId = '0') =>
    as<{ id: string }>('/authority/org', { label, parentId }).then((r) => ok(r).id);
  orgs.A = await org('Scope A');
  orgs.A1 = await org('Scope A1', orgs.A);
  orgs.B = await org('Scope B');
  for (const key of ['A', 'A1', 'B'] as const) {
    users[key] = ok(
      await as<User>('/authority/user', {
        account: `scope_${key.toLowerCase()}`,
        name: key,
        orgId: orgs[key],
      }),
    ).id;
    courses[key] = ok(
      await as<Course>('/course/course', {
        courseName: `Scope course ${key}`,
        courseType: 'VIDEO',
        orgId: orgs[key],
      }),
    ).id;
    orders[key] = ok(
      await as<Order>('/course/order/offline', {
        userId: users[key],
        type: 'RECHARGE',
        amount: 100,
        remark: 'scope',
      }),
    ).id;
  }
  const codes = [
    'authority:user:view',
    'authority:user:edit',
    'authority:user:delete',
    'authority:user:export',
    'course:course:view',
    'course:course:add',
    'course:course:edit',
    'course:order:view',
  ];
  const role = ok(await as<Role>('/authority/role', { code: 'SCOPE_TESTER', name: 'Scope tester' }));
  roleId = role.id;
  const grants = await s.sql<{ id: string }>(
    sql`select id::text from menu where tenant_code = ${SEED.demoTenant} and code in ${codes}`,
  );
  ok(await as('/authority/role/saveResource', { roleId, menuIds: grants.map((g) => g.id) }));
  const me = ok(
    await as<User>('/authority/user', {
      account: 'scope_tester',
      name: 'Tester',
      password: 'tester123',
      orgId: orgs.A,
      roleIds: [roleId],
    }),
  );
  const token = (await s.login('scope_tester', 'tester123')).token;
  tester = { id: me.id, token };
  // A course the tester made, in no organisation: always the tester's own.
  courses.own = ok(
    await as<Course>('/course/course', { courseName: 'Scope own', courseType: 'VIDEO' }, undefined, token),
  ).id;
});

async function setScope(dsType: string, orgList: string[] = []) {
  ok(
    await as(
      '/authority/role',
      { id: roleId, code: 'SCOPE_TESTER', name: 'Scope tester', dsType, orgList },
      'PUT',
    ),
  );
}

async function seen() {
  const list = async <T extends { id: string }>(path: string, model: Record<string, unknown> = {}) =>
    ok(await s.page<T>(path, { token: tester.token, body: { model } })).records.map((r) => r.id);
  const userIds = await list<User>('/authority/user/page');
  const courseIds = await list<Course>('/course/course/page');
  const orderIds = await list<Order>('/course/order/page');
  const named = (ids: string[], table: Record<string, string>) =>
    Object.entries(table)
      .filter(([, id]) => ids.includes(id))
      .map(([k]) => k)
      .sort();
  return {
    users: [...named(userIds, users), ...(userIds.includes(tester.id) ? ['self'] : [])],
    courses: named(courseIds, courses),
    orders: named(orderIds, orders),
  };
}

describe('data scope of a role limits users, courses and orders', () => {
  const cases: [string, () => string[], Record<string, string[]>][] = [
    [
      'ALL',
      () => [],
      { users: ['A', 'A1', 'B', 'self'], courses: ['A', 'A1', 'B', 'own'], orders: ['A', 'A1', 'B'] },
    ],
    ['THIS_LEVEL', () => [], { users: ['A', 'self'], courses: ['A', 'own'], orders: ['A'] }],
    [
      'THIS_LEVEL_CHILDREN',
      () => [],
      { users: ['A', 'A1', 'self'], courses: ['A', 'A1', 'own'], orders: ['A', 'A1'] },
    ],
    ['CUSTOMIZE', () => [orgs.B], { users: ['B', 'self'], courses: ['B', 'own'], orders: ['B'] }],
    ['SELF', () => [], { users: ['self'], courses: ['own'], orders: [] }],
  ];
  for (const [dsType, orgList, expected] of cases) {
    it(`${dsType}: lists show only the rows of the scope`, async () => {
      await setScope(dsType, orgList());
      expect(await seen()).toEqual(expected);
    });
  }

  it('answers 404 to get, update and delete of rows outside the scope, and serves those inside', async () => {
    await setScope('THIS_LEVEL');
    const t = tester.token;
    expect((await as(`/authority/user/${users.B}`, undefined, 'GET', t)).status).toBe(404);
    expect((await as(`/authority/user/${users.A}`, undefined, 'GET', t)).status).toBe(200);
    expect((await as('/authority/user', { id: users.B, name: 'moved' }, 'PUT', t)).status).toBe(404);
    expect((await as('/authority/user', [users.B], 'DELETE', t)).status).toBe(404);
    expect((await as(`/course/course/${courses.B}`, undefined, 'GET', t)).status).toBe(404);
    expect(
      (await as('/course/course', { id: courses.B, courseName: 'x', courseType: 'VIDEO' }, 'PUT', t)).status,
    ).toBe(404);
    expect((await as(`/course/order/${orders.B}`, undefined, 'GET', t)).status).toBe(404);
    expect((await as(`/course/order/${orders.A}`, undefined, 'GET', t)).status).toBe(200);
    // A bulk action with one row outside the scope changes nothing.
    expect((await as('/authority/user', [users.A, users.B], 'DELETE', t)).status).toBe(404);
    const [kept] = await s.sql<{ n: number }>(
      sql`select count(*)::int as n from "user" where id in (${BigInt(users.A)}, ${BigInt(users.B)})`,
    );
    expect(kept?.n).toBe(2);
    // Inside the scope the same calls work.
    expect((await as('/authority/user', { id: users.A, name: 'Renamed A' }, 'PUT', t)).status).toBe(200);
  });

  it('limits the export to the scope as well', async () => {
    await setScope('SELF');
    const r = await s.call('/authority/user/preview', {
      token: tester.token,
      lang: 'en',
      body: { model: {} },
    });
    const html = (r.body as { data: string }).data;
    expect(html).toContain('scope_tester');
    expect(html).not.toContain('scope_a');
    expect(html).not.toContain('scope_b');
  });
});
