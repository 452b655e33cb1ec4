import { endpoints } from '@pocket/contract';
import type { PageResult, User } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LAMP, LAMP_CLIENT } from './lamp-dialect.fixtures.ts';
import type { LampRequest } from './lamp-dialect.fixtures.ts';
import { LAMP_BASIC, useLampClient } from './test/lamp.ts';
import { expectContract, SEED, useTestServer } from './test/server.ts';

// The lamp 3.x dialect as lamp-web 3.5 speaks it (issue 21): each request shape of the
// fixtures, its status, code and the shape of its answer. Its paths beside ours and its menus:
// lamp-dialect-paths.test.ts.

const { s } = useTestServer({ loginLogDays: 2 });
const { login: lampLogin, send, session: lampSession } = useLampClient(() => s);

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
      // What the page's statement read for the echo stays out of the record.
      expect(Object.keys(u).filter((key) => key.startsWith('__'))).toEqual([]);
    }
    // The seed gives some users a nation and a station: the lookups are exercised.
    expect(records.some((u) => u.echoMap.nation)).toBe(true);
    expect(records.some((u) => u.echoMap.stationId)).toBe(true);
    // English descriptions for an English request.
    const en = await s.call<PageResult<{ sex: { desc: string } | null; echoMap: Record<string, string> }>>(
      '/authority/user/page',
      { basic: LAMP_BASIC, token: lampSession().token, lang: 'en', body: LAMP.userPageSexCode.body },
    );
    expect(en.body.data.records[0]?.echoMap.sex).toBe('Female');
    // Dictionary names in English where the item has one.
    const enAll = await s.call<PageResult<User & { echoMap: Record<string, string | null> }>>(
      '/authority/user/page',
      { basic: LAMP_BASIC, token: lampSession().token, lang: 'en', body: { size: 100, current: 1 } },
    );
    const namesEn = await s.sql<{ code: string; name: string; name_en: string | null }>(
      sql`select code, name, name_en from dictionary where tenant_code = ${SEED.demoTenant} and type = 'NATION'`,
    );
    const withNation = enAll.body.data.records.filter((u) => u.nation);
    expect(withNation.length).toBeGreaterThan(0);
    for (const u of withNation) {
      const item = namesEn.find((n) => n.code === u.nation);
      expect(u.echoMap.nation).toBe(item ? item.name_en || item.name : null);
    }
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

  it("carry echoMap from a module's own page query too (the inbox: msgType)", async () => {
    const inbox = await send<PageResult<{ msgType: { desc: string }; echoMap: Record<string, unknown> }>>({
      method: 'POST',
      path: '/msg/anyone/myMsg/page',
      body: { model: { isRead: null, msgType: null }, size: 10, current: 1 },
      source: 'src/layout/components/Navbar (bell) @64207aa2',
    });
    expect([inbox.status, inbox.body.code]).toEqual([200, 0]);
    expect(inbox.body.data.records.length).toBeGreaterThan(0);
    for (const m of inbox.body.data.records) expect(m.echoMap.msgType).toBe(m.msgType.desc);
  });

  it("take several values of a filter in a module's own page query (the inbox: msgType)", async () => {
    type Inbox = PageResult<{ msgType: { code: string } }>;
    const page = (msgType: unknown) =>
      send<Inbox>({
        method: 'POST',
        path: '/msg/anyone/myMsg/page',
        body: { model: { msgType }, size: 100, current: 1 },
        source: 'src/views/lamp/msg/myMsg/index.vue @64207aa2',
      });
    const all = await page(null);
    const types = [...new Set(all.body.data.records.map((m) => m.msgType.code))];
    expect(types.length).toBeGreaterThan(1);
    const [one, ...others] = types as [string, ...string[]];
    const picked = await page([one, others[0]]);
    expect([picked.status, picked.body.code]).toEqual([200, 0]);
    expect(picked.body.data.records.every((m) => [one, others[0]].includes(m.msgType.code))).toBe(true);
    const single = await page([one]);
    expect(single.body.data.records.every((m) => m.msgType.code === one)).toBe(true);
    expect(Number(single.body.data.total)).toBeLessThan(Number(all.body.data.total));
  });

  it('are documented with echoMap in the API reference', async () => {
    type Doc = {
      paths: Record<
        string,
        { post?: { responses: { 200: { content: Record<string, { schema: unknown }> } } } }
      >;
    };
    const doc = (await (await s.app.request('/api/openapi.json')).json()) as Doc;
    for (const path of ['/api/authority/user/page', '/api/msg/anyone/myMsg/page']) {
      const text = JSON.stringify(doc.paths[path]?.post?.responses[200].content['application/json']?.schema);
      expect(text, path).toContain('"echoMap"');
    }
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
