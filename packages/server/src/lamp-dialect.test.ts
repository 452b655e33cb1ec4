import { endpoints } from '@pocket/contract';
import type { Attachment, LoginResult, Online, PageResult, User } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAMP, LAMP_CLIENT } from './lamp-dialect.fixtures.ts';
import type { LampRequest } from './lamp-dialect.fixtures.ts';
import { expectContract, SEED, useTestServer } from './test/server.ts';
import type { Envelope } from './test/server.ts';
import { pngFile } from './test/files.ts';

// The lamp 3.x dialect as lamp-web 3.5 speaks it (issue 21): each request shape of the
// fixtures, its status, code and the shape of its answer.

const { s } = useTestServer({ loginLogDays: 2 });

const LAMP_BASIC = `Basic ${Buffer.from(`${LAMP_CLIENT.id}:${LAMP_CLIENT.secret}`).toString('base64')}`;

let session: LoginResult;

/** Sends a fixture as lamp-web does: its Basic client, token and tenant headers. */
async function send<T = unknown>(
  request: LampRequest,
  o: { token?: string; tenant?: string } = {},
): Promise<{ status: number; body: Envelope<T>; res: Response }> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {}))
    for (const v of Array.isArray(value) ? value : [value]) query.append(key, v);
  const path = `${request.path}${query.size ? `?${query}` : ''}`;
  return s.call<T>(path, {
    method: request.method,
    basic: LAMP_BASIC,
    token: o.token ?? session.token,
    tenant: o.tenant ?? SEED.demoTenant,
    ...(request.body !== undefined ? { body: request.body } : {}),
    ...(request.form ? { form: request.form } : {}),
  });
}

async function lampLogin(account: string = SEED.adminAccount, tenant: string = SEED.demoTenant) {
  const { key, code } = await s.solvedCaptcha();
  return s.call<LoginResult>('/oauth/noToken/login', {
    basic: LAMP_BASIC,
    tenant,
    body: { account, password: SEED.password, key, code, grantType: 'captcha' },
  });
}

beforeAll(async () => {
  const r = await lampLogin();
  expect(r.body).toMatchObject({ code: 0, isSuccess: true });
  session = r.body.data;
});

describe('lamp dialect: the default web client', () => {
  it('signs in with lamp_web and its secret; every call carries that Basic header', async () => {
    const r = await send(LAMP.router);
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
  });

  it('is an application the platform switches off like any other (40000 while off)', async () => {
    const platform = await s.login(SEED.adminAccount, SEED.password, SEED.platformTenant);
    const apps = await s.call<PageResult<{ id: string; clientId: string }>>('/authority/application/page', {
      tenant: SEED.platformTenant,
      token: platform.token,
      body: { model: { clientId: LAMP_CLIENT.id } },
    });
    const app = apps.body.data.records.find((a) => a.clientId === LAMP_CLIENT.id);
    expect(app).toBeDefined();
    const off = await s.call('/authority/application', {
      method: 'PUT',
      tenant: SEED.platformTenant,
      token: platform.token,
      body: { id: app!.id, name: 'lamp-web 3.5 console', state: false },
    });
    expect(off.body.isSuccess).toBe(true);
    const refused = await send(LAMP.router);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe(40000);
    const on = await s.call('/authority/application', {
      method: 'PUT',
      tenant: SEED.platformTenant,
      token: platform.token,
      body: { id: app!.id, name: 'lamp-web 3.5 console', state: true },
    });
    expect(on.body.isSuccess).toBe(true);
    expect((await send(LAMP.router)).body.code).toBe(0);
  });
});

describe('lamp dialect: captcha', () => {
  it('is a 158 × 58 PNG (lamp shows it as data:image/png) with a 4-character answer', async () => {
    const key = `lamp${Date.now()}`;
    // src/api/Login.js: GET …/captcha?key=<random>, responseType arraybuffer, no token.
    const r = await s.call(`/oauth/anno/captcha?key=${key}`, { basic: LAMP_BASIC, tenant: null });
    expect(r.status).toBe(200);
    expect(r.res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await r.res.arrayBuffer());
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([158, 58]);
    expect(await s.captchaAnswer(key)).toMatch(/^[A-Za-z0-9]{4}$/);
  });
});

describe('lamp dialect: page queries', () => {
  const users = async (request: LampRequest) => {
    const r = await send<PageResult<User>>(request);
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    expectContract(endpoints.userPage, r.body);
    return r.body.data;
  };

  it('takes {key: ""}, {key: null}, {code: ""} and null as no filter', async () => {
    const all = await users(LAMP.userPageReset);
    expect(Number(all.total)).toBeGreaterThan(1);
    expect(all.size).toBe('10');
    const arrays = await users(LAMP.userPageArrays);
    expect(arrays.total).toBe(all.total);
  });

  it('takes an array as any of its values, and {code: "W"} as that code', async () => {
    // Men, women and users of neither in the tenant, so each filter leaves some out.
    await s.sql(
      sql`update "user" set sex = 'M' where tenant_code = ${SEED.demoTenant} and account = 'admin'`,
    );
    const all = await users(LAMP.userPageAll);
    const both = await users(LAMP.userPageSexes);
    const women = await users(LAMP.userPageSexCode);
    const count = (sex: string) => all.records.filter((u) => u.sex?.code === sex).length;
    expect([
      count('M') > 0,
      count('W') > 0,
      count('N') + all.records.filter((u) => !u.sex).length > 0,
    ]).toEqual([true, true, true]);
    expect(Number(both.total)).toBe(count('M') + count('W'));
    expect(Number(women.total)).toBe(count('W'));
    expect(women.records.every((u) => u.sex?.code === 'W')).toBe(true);
  });

  it('serves a "load all" page of 20,000 capped to 10,000, not refused', async () => {
    const all = await users(LAMP.userPageAll);
    expect(all.size).toBe('10000');
    expect(all.records.length).toBe(Number(all.total));
  });

  it('refuses a value of a multi-value filter its field does not take (400, -9)', async () => {
    const r = await send({ ...LAMP.userPageSexes, body: { model: { sex: ['M', 'X'] } } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(-9);
  });

  it('pages other tables with lamp bodies: login log, roles, datasources (platform)', async () => {
    for (const request of [LAMP.loginLogPage, LAMP.rolePage]) {
      const r = await send<PageResult<unknown>>(request);
      expect([request.path, r.status, r.body.code]).toEqual([request.path, 200, 0]);
      expect(Array.isArray(r.body.data.records)).toBe(true);
    }
    const platform = await lampLogin(SEED.adminAccount, SEED.platformTenant);
    const ds = await send<PageResult<unknown>>(LAMP.datasourcePage, {
      token: platform.body.data.token,
      tenant: SEED.platformTenant,
    });
    expect([ds.status, ds.body.code]).toEqual([200, 0]);
  });
});

describe('lamp dialect: deletes', () => {
  it('takes the ids of a DELETE from ids[] query parameters', async () => {
    const ids: string[] = [];
    for (const name of ['lamp station A', 'lamp station B']) {
      const r = await send<{ id: string }>({
        method: 'POST',
        path: '/authority/station',
        body: { name, describe: '', state: true },
        source: 'src/views/lamp/org/station/edit.vue @65aa56f4',
      });
      expect([r.status, r.body.code]).toEqual([200, 0]);
      ids.push(r.body.data.id);
    }
    const r = await send(LAMP.stationDelete(...ids));
    expect([r.status, r.body.code]).toEqual([200, 0]);
    const left = await s.sql<{ n: number }>(
      sql`select count(*)::int as n from station where id in (${BigInt(ids[0]!)}, ${BigInt(ids[1]!)})`,
    );
    expect(left[0]!.n).toBe(0);
    // No ids at all is still a readable 400.
    const none = await send({ ...LAMP.stationDelete(), query: { ts: '1' } });
    expect([none.status, none.body.code]).toEqual([400, -9]);
  });
});

describe('lamp dialect: paths beside ours', () => {
  it('answers the dashboard cards and chart as our dashboard', async () => {
    const ours = await send(LAMP.dashboardVisit);
    for (const request of [LAMP.dashboardItem, LAMP.dashboardChart]) {
      const r = await send(request);
      expect([r.status, r.body.code]).toEqual([200, 0]);
      expectContract(endpoints.dashboard, r.body);
      expect(Object.keys(r.body.data as object)).toEqual(Object.keys(ours.body.data as object));
    }
  });

  it('pages dictionary types', async () => {
    const r = await send<PageResult<{ id: string; type: string; label: string }>>(LAMP.dictionaryPageType);
    expect([r.status, r.body.code]).toEqual([200, 0]);
    expect(Number(r.body.data.total)).toBeGreaterThan(0);
    expect(r.body.data.records[0]).toMatchObject({ id: expect.any(String), type: expect.any(String) });
    const one = await send<PageResult<{ type: string }>>({
      ...LAMP.dictionaryPageType,
      body: { ...LAMP.dictionaryPageType.body, model: { type: r.body.data.records[0]!.type } },
    });
    expect(one.body.data.records.map((t) => t.type)).toContain(r.body.data.records[0]!.type);
  });

  it('lists online users and kicks one out by user and client (40008 after)', async () => {
    const other = await lampLogin(SEED.staffAccount);
    const list = await send<Online[]>(LAMP.onlineList);
    expect([list.status, list.body.code]).toEqual([200, 0]);
    expect(Array.isArray(list.body.data)).toBe(true);
    const staff = list.body.data.find((o) => o.userId === other.body.data.userId);
    expect(staff).toMatchObject({ clientId: LAMP_CLIENT.id });
    const kick = await send(LAMP.onlineKick(staff!.userId, LAMP_CLIENT.id));
    expect([kick.status, kick.body.code]).toEqual([200, 0]);
    const after = await send(LAMP.router, { token: other.body.data.token });
    expect(after.body.code).toBe(40008);
  });

  it('pages, downloads and deletes files under /file/file', async () => {
    const up = await s.call<Attachment>('/file/file/anyone/upload', {
      basic: LAMP_BASIC,
      token: session.token,
      form: { file: pngFile('lamp.png') },
    });
    expect([up.status, up.body.code]).toEqual([200, 0]);
    const listed = await send<PageResult<{ id: string }>>(LAMP.filePage);
    expect([listed.status, listed.body.code]).toEqual([200, 0]);
    expect(listed.body.data.records.map((f) => f.id)).toContain(up.body.data.id);
    const file = await send(LAMP.fileDownload(up.body.data.id));
    expect(file.status).toBe(200);
    expect(file.res.headers.get('content-type')).toContain('image/png');
    const gone = await send(LAMP.fileDelete(up.body.data.id));
    expect([gone.status, gone.body.code]).toEqual([200, 0]);
    const again = await send<PageResult<{ id: string }>>(LAMP.filePage);
    expect(again.body.data.records.map((f) => f.id)).not.toContain(up.body.data.id);
  });

  it('answers roles by lamp’s query parameters, and the menu tree as a POST', async () => {
    const roles = await send<PageResult<{ id: string }>>(LAMP.rolePage);
    const id = roles.body.data.records[0]!.id;
    const details = await send<{ id: string }>(LAMP.roleDetails(id));
    expect([details.status, details.body.code, details.body.data.id]).toEqual([200, 0, id]);
    const holders = await send(LAMP.roleUserList(id));
    expectContract(endpoints.roleUsers, holders.body);
    const grants = await send(LAMP.roleResourceList(id));
    expectContract(endpoints.roleGrants, grants.body);
    const tree = await send(LAMP.menuTree);
    expect([tree.status, tree.body.code]).toEqual([200, 0]);
    expectContract(endpoints.menuTree, tree.body);
  });

  it('pages the operation log by GET with the page in the query', async () => {
    const r = await send<PageResult<unknown>>(LAMP.optLogPage);
    expect([r.status, r.body.code]).toEqual([200, 0]);
    expectContract(endpoints.optLogPage, r.body);
  });

  it('counts the caller’s unread messages on /msg/msg/page with model.isRead', async () => {
    // One message to the caller and one to the staff user only: the second is no business of the bell.
    const [staff] = await s.sql<{ id: string }>(
      sql`select id::text as id from "user" where tenant_code = ${SEED.demoTenant} and account = ${SEED.staffAccount}`,
    );
    for (const [title, to] of [
      ['for admin', session.userId],
      ['for staff', staff!.id],
    ] as const) {
      const sent = await send({
        method: 'POST',
        path: '/msg/msg',
        body: { msgType: 'NOTIFY', title, content: '<p>hello</p>', receiverIds: [to] },
        source: 'src/api/Msg.js @4c0d35a8 save',
      });
      expect(sent.body.code).toBe(0);
    }
    const unread = await s.sql<{ n: number }>(
      sql`select count(*)::int as n from msg_receive r join msg m on m.id = r.msg_id
          where r.user_id = ${BigInt(session.userId)} and not r.is_read and not m.is_delete`,
    );
    const r = await send<PageResult<{ id: string; title: string }>>(LAMP.msgUnread);
    expect([r.status, r.body.code]).toEqual([200, 0]);
    expect(unread[0]!.n).toBeGreaterThan(0);
    expect(Number(r.body.data.total)).toBe(unread[0]!.n);
    expect(r.body.data.records.map((m) => m.title)).toContain('for admin');
    expect(r.body.data.records.map((m) => m.title)).not.toContain('for staff');
    // Without isRead the page lists the tenant's messages, the staff user's too.
    const all = await send<PageResult<{ title: string }>>({
      ...LAMP.msgUnread,
      body: { model: {}, size: 100 },
    });
    expect(all.body.data.records.map((m) => m.title)).toContain('for staff');
  });
});

describe('lamp dialect: records', () => {
  it('carry echoMap: enum descs, dictionary names and referenced names, with createTime', async () => {
    // The seed's users hold no station: the staff user gets one.
    await s.sql(
      sql`update "user" set station_id = (select min(id) from station where tenant_code = ${SEED.demoTenant})
          where tenant_code = ${SEED.demoTenant} and account = ${SEED.staffAccount}`,
    );
    const r = await send<PageResult<User & { echoMap: Record<string, string | null> }>>(LAMP.userPageAll);
    const [nations, stations] = await Promise.all([
      s.sql<{ code: string; name: string }>(
        sql`select code, name from dictionary where tenant_code = ${SEED.demoTenant} and type = 'NATION'`,
      ),
      s.sql<{ id: string; name: string }>(
        sql`select id::text as id, name from station where tenant_code = ${SEED.demoTenant}`,
      ),
    ]);
    const records = r.body.data.records;
    for (const u of records) {
      expect(u.echoMap).toMatchObject({
        sex: u.sex?.desc ?? null,
        positionStatus: u.positionStatus?.desc ?? null,
        orgId: u.orgName,
        nation: nations.find((n) => n.code === u.nation)?.name ?? null,
        stationId: stations.find((st) => st.id === u.stationId)?.name ?? null,
      });
      expect(u.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    // The seed gives some users a nation and a station: the lookups are exercised.
    expect(records.some((u) => u.echoMap.nation)).toBe(true);
    expect(records.some((u) => u.echoMap.stationId)).toBe(true);
    // English descriptions for an English request.
    const en = await s.call<PageResult<{ sex: { desc: string } | null; echoMap: Record<string, string> }>>(
      '/authority/user/page',
      { basic: LAMP_BASIC, token: session.token, lang: 'en', body: LAMP.userPageSexCode.body },
    );
    expect(en.body.data.records[0]?.echoMap.sex).toBe('Female');
  });

  it('carry echoMap on other resources too (stations: orgId; applications: appType)', async () => {
    const stations = await send<PageResult<{ orgName: string | null; echoMap: Record<string, unknown> }>>({
      method: 'POST',
      path: '/authority/station/page',
      body: { model: { name: null, org: { key: null } }, size: 10, current: 1 },
      source: 'src/views/lamp/org/station/index.vue @64207aa2',
    });
    expect([stations.status, stations.body.code]).toEqual([200, 0]);
    for (const st of stations.body.data.records) expect(st.echoMap.orgId).toBe(st.orgName);
  });
});

describe('lamp dialect: menus', () => {
  type Node = { component: string; meta: { icon: string | null }; children?: Node[] };
  const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

  it('names screens lamp/<area>/<entity>/index and icons el-icon-* for the lamp client', async () => {
    const r = await send<Node[]>(LAMP.router);
    expect([r.status, r.body.code]).toEqual([200, 0]);
    expectContract(endpoints.router, r.body);
    const nodes = flat(r.body.data);
    const components = nodes.map((n) => n.component);
    expect(components).toEqual(
      expect.arrayContaining([
        'Layout',
        'lamp/org/user/index',
        'lamp/system/role/index',
        'lamp/resources/msg/index',
      ]),
    );
    // Screens lamp-web has not keep our names; no lamp name is left unprefixed.
    expect(components).toContain('course/index');
    expect(components).not.toContain('org/user/index');
    const icons = nodes.map((n) => n.meta.icon).filter((i): i is string => i !== null);
    expect(icons.length).toBeGreaterThan(5);
    expect(icons.every((i) => i.startsWith('el-icon-'))).toBe(true);
  });

  it('keeps our names for our console, and reads a stored lamp/ name as ours', async () => {
    await s.sql(
      sql`update menu set component = 'lamp/system/online/index', icon = 'el-icon-s-custom' where tenant_code = ${SEED.demoTenant} and component = 'system/online/index'`,
    );
    const ours = await s.login();
    const r = await s.call<Node[]>('/oauth/menu/router', { token: ours.token });
    const nodes = flat(r.body.data);
    expect(nodes.map((n) => n.component)).toEqual(
      expect.arrayContaining(['org/user/index', 'system/online/index', 'course/index']),
    );
    expect(nodes.some((n) => n.component.startsWith('lamp/'))).toBe(false);
    expect(nodes.map((n) => n.meta.icon)).toContain('peoples');
    expect(nodes.find((n) => n.component === 'system/online/index')?.meta.icon).toBe('peoples');
    expect(nodes.some((n) => n.meta.icon?.startsWith('el-icon-'))).toBe(false);
    const lamp = flat((await send<Node[]>(LAMP.router)).body.data).map((n) => n.component);
    expect(lamp).toContain('lamp/system/online/index');
  });
});

describe('lamp dialect: lookups', () => {
  it('names enums as lamp does, beside ours', async () => {
    const r = await send<Record<string, Record<string, string>>>(LAMP.enums);
    expect([r.status, r.body.code]).toEqual([200, 0]);
    expect(Object.keys(r.body.data).sort()).toEqual([...LAMP.enums.body].sort());
    expect(Object.keys(r.body.data.ApplicationAppTypeEnum!)).toEqual(['SERVER', 'APP', 'PC', 'WAP']);
    expect(Object.keys(r.body.data.TenantTypeEnum!)).toEqual(['CREATE', 'REGISTER']);
    expect(Object.keys(r.body.data.LogType!)).toEqual(['OPT', 'EX']);
    expect(Object.keys(r.body.data.MsgBizType!)).toEqual(['USER_LOCK', 'USER_REG', 'WORK_APPROVAL']);
  });
});
