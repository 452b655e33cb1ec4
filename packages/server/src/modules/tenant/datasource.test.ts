import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import { randomBytes } from 'node:crypto';
import { datasourceConfigResource, endpoints } from '@pocket/contract';
import type {
  DatasourceConfig,
  OptLog,
  PageResult,
  SmsTask,
  SmsTemplate,
  Tenant,
  User,
} from '@pocket/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantTableNames } from '../../db/rls.ts';
import { SEED, useTestServer } from '../../test/server.ts';
import type { TestServer } from '../../test/server.ts';

const { datasourceConfigCreate, datasourceConfigUpdate, datasourceConfigDelete, datasourceConfigTest } =
  datasourceConfigResource.endpoints;
const P = { tenant: SEED.platformTenant, lang: 'en' as const };
/** The PostgreSQL server the second databases are made on (the local one by default). */
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function pgReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const { s, platform } = useTestServer({ loginLogDays: 1, jobs: true }, ['platform']);
const asPlatform = () => ({ ...P, token: platform.token });

/** Rows of the tenant in every tenant table of a database, by table (superuser: all rows). */
async function countRows(run: (q: ReturnType<typeof sql>) => Promise<unknown[]>, code: string) {
  const counts: Record<string, number> = {};
  for (const name of tenantTableNames()) {
    const [row] = (await run(
      sql`select count(*)::int as n from ${sql.identifier(name)} where tenant_code = ${code}`,
    )) as { n: number }[];
    if (Number(row?.n)) counts[name] = Number(row?.n);
  }
  return counts;
}
const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows);

/** A new tenant with its base data, whose admin has chosen a password; answers its token. */
async function newTenant(server: TestServer, code: string): Promise<{ id: string; token: string }> {
  const made = await server.call<Tenant>(endpoints.tenantCreate.path, {
    ...asPlatform(),
    body: { code, name: `School ${code}`, domain: `${code}.example.test` },
  });
  expect(made.body.isSuccess, made.body.msg).toBe(true);
  const first = await server.login('admin', SEED.initialPassword, code);
  await server.call(endpoints.userPassword.path, {
    method: 'PUT',
    tenant: code,
    token: first.token,
    body: { oldPassword: SEED.initialPassword, newPassword: `${code}-pass`, confirmPassword: `${code}-pass` },
  });
  return { id: made.body.data.id, token: (await server.login('admin', `${code}-pass`, code)).token };
}

describe('datasources', () => {
  it('stores the password sealed and never answers it; tests connections for real', async () => {
    const made = await s.call<DatasourceConfig>(datasourceConfigCreate.path, {
      ...asPlatform(),
      body: {
        name: 'Embedded one',
        driverClassName: 'PGLITE',
        url: 'embedded_one',
        username: 'x',
        password: 'Sup3r-secret!',
      },
    });
    expect(made.body.isSuccess, made.body.msg).toBe(true);
    expect(made.body.data).toMatchObject({
      hasPassword: true,
      tenants: [],
      driverClassName: { code: 'PGLITE', desc: 'PGlite (embedded)' },
    });
    const page = await s.page<DatasourceConfig>('/tenant/datasourceConfig/page', asPlatform());
    const got = await s.call<DatasourceConfig>(`/tenant/datasourceConfig/${made.body.data.id}`, asPlatform());
    for (const answer of [made.res, page.res, got.res])
      expect(await answer.clone().text()).not.toContain('Sup3r-secret');
    const [stored] = rowsOf(
      await s.db.execute(sql`select password_sealed from datasource_config where name = 'Embedded one'`),
    ) as {
      password_sealed: string;
    }[];
    expect(stored!.password_sealed).not.toContain('Sup3r');
    expect(stored!.password_sealed.length).toBeGreaterThan(30);

    // A new embedded folder can be made (it is, when a tenant first moves there); an existing one
    // opens and answers its version.
    const id = made.body.data.id;
    const body = { id, driverClassName: 'PGLITE', url: 'embedded_one' };
    const fresh = await s.call<{ version: string; isNew: boolean }>(datasourceConfigTest.path, {
      ...asPlatform(),
      body,
    });
    expect(fresh.body).toMatchObject({ isSuccess: true, data: { isNew: true } });
    expect(fresh.body.msg).toMatch(/^The folder does not exist yet and can be made/);
    await s.datasources.database(BigInt(id));
    await s.datasources.forget(BigInt(id));
    const ok = await s.call<{ version: string; isNew: boolean }>(datasourceConfigTest.path, {
      ...asPlatform(),
      body,
    });
    expect(ok.body.isSuccess, ok.body.msg).toBe(true);
    expect(ok.body.data).toMatchObject({ isNew: false, version: expect.stringMatching(/^PostgreSQL \d+/) });
    expect(ok.body.msg).toMatch(/^Connected: PostgreSQL/);

    // A URL that does not suit the driver is a field issue.
    const bad = await s.call(datasourceConfigCreate.path, {
      ...asPlatform(),
      body: { name: 'Bad', driverClassName: 'POSTGRESQL', url: 'postgres://u:p@host/db' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.extra?.issues?.map((i) => i.path.join('.'))).toEqual(['url']);
    const unique = await s.call(datasourceConfigCreate.path, {
      ...asPlatform(),
      body: { name: 'embedded ONE', driverClassName: 'PGLITE', url: 'other' },
    });
    expect(unique.body.extra?.issues?.map((i) => `${i.path.join('.')}=${i.code}`)).toEqual(['name=exists']);
  }, 90_000);

  it("gives the database's own error, and gives up on a server that never answers", async () => {
    // Nothing listens on the port: the driver's own words come back.
    const closed = await s.call(datasourceConfigTest.path, {
      ...asPlatform(),
      body: { driverClassName: 'POSTGRESQL', url: 'postgres://127.0.0.1:1/nothing' },
    });
    expect(closed.body.isSuccess).toBe(false);
    expect(closed.body.msg).toMatch(/^Could not connect: .*ECONNREFUSED/);
    // A server that accepts and then says nothing: refused after the timeout (5 s).
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const port = (silent.address() as AddressInfo).port;
    const started = Date.now();
    const hung = await s.call(datasourceConfigTest.path, {
      ...asPlatform(),
      lang: 'zh',
      body: { driverClassName: 'POSTGRESQL', url: `postgres://127.0.0.1:${port}/db` },
    });
    silent.close();
    expect(hung.body.isSuccess).toBe(false);
    expect(hung.body.msg).toMatch(/^连接失败：.*(timeout|no answer)/i);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);
});

type Target = { driver: 'PGLITE' | 'POSTGRESQL'; url: string; drop?: () => Promise<void> };

describe.each([
  ['an embedded PGlite folder', 'PGLITE'],
  ['a second database on PostgreSQL', 'POSTGRESQL'],
] as const)('a tenant whose rows live in %s', (_, driver) => {
  let target: Target | undefined;
  let dsId = '';
  let school: { id: string; token: string };
  const code = `ds${driver === 'PGLITE' ? 'lite' : 'pg'}${randomBytes(2).toString('hex')}`;

  beforeAll(async () => {
    if (driver === 'PGLITE') target = { driver, url: `folder_${code}` };
    else if (await pgReachable()) {
      const name = `pocket_ds_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
      await adminQuery(`CREATE DATABASE "${name}"`);
      const url = new URL(PG_URL);
      url.pathname = `/${name}`;
      url.username = '';
      url.password = '';
      target = {
        driver,
        url: url.toString(),
        drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      };
    }
    if (!target) return;
    const made = await s.call<DatasourceConfig>(datasourceConfigCreate.path, {
      ...asPlatform(),
      body: {
        name: `Own ${code}`,
        poolName: `pool_${code}`,
        driverClassName: driver,
        url: target.url,
        username: 'postgres',
      },
    });
    expect(made.body.isSuccess, made.body.msg).toBe(true);
    dsId = made.body.data.id;
    school = await newTenant(s, code);
  }, 120_000);
  afterAll(async () => {
    await s.datasources.close();
    await target?.drop?.();
  });

  const move = (datasourceId: string, tenantId = school.id) =>
    s.call<Tenant>(endpoints.tenantDatasource.path, {
      ...asPlatform(),
      method: 'PUT',
      body: { id: tenantId, datasourceId },
    });
  const onTarget = async (q: ReturnType<typeof sql>) =>
    rowsOf(await (await s.datasources.database(BigInt(dsId))).db.execute(q));
  const onMain = async (q: ReturnType<typeof sql>) => rowsOf(await s.db.execute(q));

  it('moves its rows there (migrated on assignment) and sees its rows and none of another tenant’s', async (t) => {
    if (!target) return t.skip();
    // The operation log writes in the background: what is queued lands before the rows are counted.
    await s.flushLog();
    const before = await countRows(onMain, code);
    expect(before.user).toBe(1);
    const moved = await move(dsId);
    expect(moved.body.isSuccess, moved.body.msg).toBe(true);
    expect(moved.body.msg).toMatch(new RegExp(`^\\d+ rows of tenant ${code} moved to Own ${code}$`));
    expect(moved.body.data).toMatchObject({
      datasourceId: dsId,
      datasourceName: `Own ${code}`,
      connectType: { code: 'REMOTE' },
    });
    expect(await countRows(onMain, code)).toEqual({});
    expect(await countRows(onTarget, code)).toEqual(before);

    // It signs in (captcha in the main database, the account in its own) and works as before.
    const token = (await s.login('admin', `${code}-pass`, code)).token;
    const added = await s.call<{ id: string }>('/authority/parameter', {
      tenant: code,
      token,
      body: { key: 'ONLY_HERE', name: 'Only here', value: code },
    });
    expect(added.body.isSuccess, added.body.msg).toBe(true);
    expect((await onTarget(sql`select key from parameter where key = 'ONLY_HERE'`)).length).toBe(1);
    expect((await onMain(sql`select key from parameter where key = 'ONLY_HERE'`)).length).toBe(0);
    const mine = await s.page<{ key: string; id: string }>('/authority/parameter/page', {
      tenant: code,
      token,
    });
    expect(mine.body.data.records.map((p) => p.key)).toContain('ONLY_HERE');

    // The demo tenant (main database) and this one see nothing of each other.
    const demo = (await s.login()).token;
    const demoParams = await s.page<{ key: string; id: string }>('/authority/parameter/page', {
      token: demo,
    });
    expect(demoParams.body.data.records.map((p) => p.key)).not.toContain('ONLY_HERE');
    const demoId = demoParams.body.data.records[0]!.id;
    expect((await s.call(`/authority/parameter/${demoId}`, { tenant: code, token })).status).toBe(404);
    expect((await s.call(`/authority/parameter/${added.body.data.id}`, { token: demo })).status).toBe(404);
    const users = await s.page<{ account: string }>('/authority/user/page', { tenant: code, token });
    expect(users.body.data.records.map((u) => u.account)).toEqual(['admin']);

    // Areas are global rows of the main database: the cascader's lookups and a campus's area
    // work for a tenant whose rows live elsewhere.
    const provinces = await s.call<{ code: string }[]>('/authority/area/linkage?parentId=0', {
      tenant: code,
      token,
    });
    expect(provinces.body.data).toHaveLength(34);
    const found = await s.call<{ code: string }[]>(
      `/authority/area/search?keyword=${encodeURIComponent('天河')}`,
      { tenant: code, token },
    );
    expect(found.body.data.map((a) => a.code)).toContain('440106');
    const campus = await s.call<{ cityName: string }>('/course/userLocation', {
      tenant: code,
      token,
      body: { name: 'Tianhe', city: '440106', lat: 23.1, lng: 113.3 },
    });
    expect(campus.body.isSuccess, campus.body.msg).toBe(true);
    expect(campus.body.data.cityName).toBe('广东省 / 广州市 / 天河区');

    // Its public website answers from its own database.
    const home = await s.call<{ brand: { name: string } }>(`/website/anno/home?domain=${code}.example.test`, {
      tenant: null,
      basic: null,
    });
    expect(home.body.data.brand.name).toBe(`School ${code}`);
  }, 180_000);

  it('sends its SMS, rings its bell and keeps its operation log where its rows are', async (t) => {
    if (!target) return t.skip();
    const as = {
      tenant: code,
      token: (await s.login('admin', `${code}-pass`, code)).token,
      lang: 'en' as const,
    };
    const template = await s.call<SmsTemplate>('/msg/smsTemplate', {
      ...as,
      body: {
        providerType: 'OUTBOX',
        customCode: `DS_${code}`,
        name: 'Class notice',
        content: 'Class at ${time}',
        signName: 'School',
      },
    });
    expect(template.body.isSuccess, template.body.msg).toBe(true);
    const task = await s.call<SmsTask>('/msg/smsTask', {
      ...as,
      body: { templateId: template.body.data.id, telNum: ['13800138009'], templateParams: { time: '9:00' } },
    });
    expect(task.body.isSuccess, task.body.msg).toBe(true);
    // The job waits in the main database's queue; the worker sends from the tenant's database.
    let sent: SmsTask | undefined;
    for (const until = Date.now() + 20_000; Date.now() < until;) {
      const got = (await s.call<SmsTask>(`/msg/smsTask/${task.body.data.id}`, as)).body.data;
      if (got.counts.waiting === 0 && got.status.code !== 'SENDING') {
        sent = got;
        break;
      }
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(sent?.status.code).toBe('SUCCESS');
    expect(await onTarget(sql`select content from sms_outbox where tenant_code = ${code}`)).toEqual([
      { content: '【School】Class at 9:00' },
    ]);
    expect(await onMain(sql`select id from sms_outbox where tenant_code = ${code}`)).toEqual([]);

    // A message to its admin reaches the admin's event stream at once.
    const users = await s.page<User>('/authority/user/page', as);
    const adminId = users.body.data.records[0]!.id;
    const heard: string[] = [];
    const stop = s.events.subscribe(code, adminId, (h) => heard.push(h));
    try {
      const msg = await s.call('/msg/msg', {
        ...as,
        body: { msgType: 'NOTIFY', title: 'Hello', content: '<p>Hello</p>', receiverIds: [adminId] },
      });
      expect(msg.body.isSuccess, msg.body.msg).toBe(true);
      for (const until = Date.now() + 5_000; !heard.includes('inbox') && Date.now() < until;)
        await new Promise((r) => setTimeout(r, 50));
    } finally {
      stop();
    }
    expect(heard).toContain('inbox');

    // The operation log of these writes is the tenant's, in its database.
    await s.flushLog();
    const log = await s.page<OptLog>('/authority/optLog/page', { ...as, body: { model: {} } });
    expect(log.body.data.records.map((r) => r.actionMethod)).toEqual(
      expect.arrayContaining(['smsTemplateCreate', 'smsTaskCreate', 'msgCreate']),
    );
    expect(
      (await onTarget(sql`select count(*)::int as n from opt_log where tenant_code = ${code}`))[0],
    ).toMatchObject({ n: expect.any(Number) });
    expect(await onMain(sql`select id from opt_log where tenant_code = ${code}`)).toEqual([]);
  }, 180_000);

  it('keeps a datasource in use: no deletion, no new driver or URL; the platform stays in the main database', async (t) => {
    if (!target) return t.skip();
    const del = await s.call(datasourceConfigDelete.path, {
      ...asPlatform(),
      method: 'DELETE',
      body: [dsId],
    });
    expect(del.body.isSuccess).toBe(false);
    expect(del.body.msg).toContain(code);
    const elsewhere = await s.call(datasourceConfigUpdate.path, {
      ...asPlatform(),
      method: 'PUT',
      body: { id: dsId, name: `Own ${code}`, driverClassName: 'PGLITE', url: 'somewhere_else' },
    });
    expect(elsewhere.body.isSuccess).toBe(false);
    expect(elsewhere.body.msg).toMatch(/driver and URL cannot change/);
    const [platformRow] = (await onMain(sql`select id::text as id from tenant where code = '0000'`)) as {
      id: string;
    }[];
    const platformMove = await move(dsId, platformRow!.id);
    expect(platformMove.body.msg).toBe('The platform tenant’s rows stay in the main database');
    // A second datasource naming the same database is no move at all.
    const twin = await s.call<DatasourceConfig>(datasourceConfigCreate.path, {
      ...asPlatform(),
      body: { name: `Twin ${code}`, driverClassName: driver, url: target!.url, username: 'postgres' },
    });
    if (driver === 'POSTGRESQL') {
      const same = await move(twin.body.data.id);
      expect(same.body.msg).toBe('This datasource is the database the tenant’s rows are already in');
    }
    await s.call(datasourceConfigDelete.path, {
      ...asPlatform(),
      method: 'DELETE',
      body: [twin.body.data.id],
    });
  }, 180_000);

  it('moves back to the main database, and its deletion takes its rows wherever they are', async (t) => {
    if (!target) return t.skip();
    const inTarget = await countRows(onTarget, code);
    const back = await move('');
    expect(back.body.isSuccess, back.body.msg).toBe(true);
    expect(back.body.data).toMatchObject({ datasourceId: null, connectType: { code: 'LOCAL' } });
    expect(await countRows(onMain, code)).toEqual(inTarget);
    expect(await countRows(onTarget, code)).toEqual({});
    expect((await s.login('admin', `${code}-pass`, code)).token).toBeTruthy();

    // Out again, then deleted: nothing of it is left anywhere.
    expect((await move(dsId)).body.isSuccess).toBe(true);
    const gone = await s.call(endpoints.tenantDelete.path, {
      ...asPlatform(),
      method: 'DELETE',
      body: [school.id],
    });
    expect(gone.body.isSuccess, gone.body.msg).toBe(true);
    expect(await countRows(onTarget, code)).toEqual({});
    expect(await countRows(onMain, code)).toEqual({});
    const list = await s.page<DatasourceConfig>('/tenant/datasourceConfig/page', asPlatform());
    expect(list.body.data.records.find((d) => d.id === dsId)?.tenants).toEqual([]);
  }, 180_000);
});

describe('the tenant list', () => {
  it('shows where each tenant’s rows live', async () => {
    const page = await s.page<Tenant>('/tenant/tenant/page', asPlatform());
    const demo = (page.body as { data: PageResult<Tenant> }).data.records.find(
      (r) => r.code === SEED.demoTenant,
    );
    expect(demo).toMatchObject({ datasourceId: null, datasourceName: null, connectType: { code: 'LOCAL' } });
  });
});
