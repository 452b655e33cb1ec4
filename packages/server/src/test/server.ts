import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EndpointDef, LoginResult, PageResult } from '@pocket/contract';
import { envelopeSchema } from '@pocket/contract';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp, secretLoader } from '../app.ts';
import { Datasources } from '../db/datasources.ts';
import { OptLogQueue } from '../lib/opt-log.ts';
import { startJobWorkers } from '../lib/jobs.ts';
import type { RateCounter } from '../lib/rate-limit.ts';
import { sendSmsTask } from '../modules/msg/sms/sms-sender.ts';
import type { CaptchaGenerator } from '../lib/context.ts';
import { openDatabase } from '../db/client.ts';
import { ensureTemplate } from '../db/template.ts';
import type { Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { captcha } from '../db/schema.ts';
import { SEED, seed } from '../db/seed.ts';
import { createEventHub } from '../lib/events.ts';

export { SEED };

export const BASIC = `Basic ${Buffer.from(`${SEED.clientId}:${SEED.clientSecret}`).toString('base64')}`;
export const tenantHeader = (code: string) => Buffer.from(code).toString('base64');

export type CallOptions = {
  method?: string;
  body?: unknown;
  /** A body sent as is, as JSON (it may be anything but JSON). */
  text?: string;
  form?: Record<string, string | Blob>;
  token?: string;
  tenant?: string | null;
  basic?: string | null;
  lang?: 'zh' | 'en';
  headers?: Record<string, string>;
};

export type Envelope<T = unknown> = {
  code: number;
  data: T;
  msg: string;
  isSuccess: boolean;
  extra?: { issues?: { path: string[]; code: string; message: string }[] } | null;
};

/** A new database: in-memory PGlite, or a new database on TEST_DATABASE_URL that `drop` removes
 * again. It is empty, except that it starts from the migrated template (db/template.ts; on
 * PostgreSQL a template database test/global-setup.ts made) unless `empty` is set: made once,
 * then shared, since initdb and the migrations are most of a test file's set-up. */
export async function createTestDatabase(
  options: { empty?: boolean } = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = options.empty ? undefined : await ensureTemplate();
    const database = await openDatabase({ template: () => template });
    return { database, drop: async () => {} };
  }
  const name = `pocket_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // The suite's global set-up made the template database (test/global-setup.ts).
  const templateName = inject('templateDatabase');
  const template = options.empty || !templateName ? '' : ` TEMPLATE "${templateName}"`;
  try {
    await admin.query(`CREATE DATABASE "${name}"${template}`);
  } catch (error) {
    // No template after all (dropped by hand meanwhile): an empty database, which the caller
    // migrates as it would any.
    if (!template || (error as { code?: string }).code !== '3D000') throw error;
    await admin.query(`CREATE DATABASE "${name}"`);
  }
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: dbUrl.toString() });
  return {
    database,
    async drop() {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await a.end();
    },
  };
}

/** A fresh database (in-memory PGlite, or a new database on TEST_DATABASE_URL), migrated and
 * seeded, with the app on top. Share one per test file: creating it costs seconds. */
export async function createTestServer(
  options: {
    loginLogDays?: number;
    captcha?: CaptchaGenerator;
    bodyTimeoutMs?: number;
    localIssuer?: string;
    /** Runs the job queue's workers (SMS sending), polling every half second. */
    jobs?: boolean;
    rateCounter?: RateCounter;
  } = {},
) {
  const { database, drop: dropDatabase } = await createTestDatabase();
  await runMigrations(database);
  await seed(database.db, { loginLogDays: options.loginLogDays ?? 14 });
  const events = await createEventHub(database);
  // Embedded datasources of this server go to a folder of its own, removed on close.
  const datasourceRoot = mkdtempSync(path.join(tmpdir(), 'pocket-ds-'));
  const datasources = new Datasources({
    main: database.db,
    root: datasourceRoot,
  });
  const optLog = new OptLogQueue({ db: database.db, datasources });
  const app = createApp({
    db: database.db,
    optLog,
    events,
    env: { STATIC_DIR: '/nonexistent', NODE_ENV: 'test' },
    datasources,
    ...(options.rateCounter ? { rateCounter: options.rateCounter } : {}),
    ...(options.captcha ? { captcha: options.captcha } : {}),
    ...(options.bodyTimeoutMs ? { bodyTimeoutMs: options.bodyTimeoutMs } : {}),
    ...(options.localIssuer ? { localIssuer: options.localIssuer } : {}),
  });

  const workers = options.jobs
    ? await startJobWorkers(
        database,
        {
          'sms-send': (job) =>
            sendSmsTask({ places: { db: database.db, datasources }, secret: secretLoader(database.db) }, job),
        },
        { pollingIntervalSeconds: 0.5 },
      )
    : undefined;

  let ipCounter = 0;
  async function call<T = unknown>(path: string, o: CallOptions = {}) {
    const headers: Record<string, string> = {
      'x-forwarded-for': `10.0.0.${(ipCounter++ % 200) + 1}`,
      ...o.headers,
    };
    if (o.basic !== null) headers.authorization = o.basic ?? BASIC;
    if (o.tenant !== null) headers.tenant = tenantHeader(o.tenant ?? SEED.demoTenant);
    if (o.token) headers.token = `Bearer ${o.token}`;
    if (o.lang) headers['accept-language'] = o.lang === 'en' ? 'en-US,en;q=0.9' : 'zh-CN,zh;q=0.9';
    let body: FormData | string | undefined;
    if (o.form) {
      const fd = new FormData();
      for (const [k, v] of Object.entries(o.form)) fd.append(k, v);
      body = fd;
    } else if (o.text !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = o.text;
    } else if (o.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(o.body);
    }
    const res = await app.request(`/api${path}`, {
      method: o.method ?? (body !== undefined ? 'POST' : 'GET'),
      headers,
      body,
    });
    const type = res.headers.get('content-type') ?? '';
    const json = type.includes('json') ? ((await res.clone().json()) as Envelope<T>) : undefined;
    return { status: res.status, res, body: json as Envelope<T> };
  }

  /** The stored answer of a captcha key (what the user reads off the image). */
  async function captchaAnswer(key: string): Promise<string> {
    const [row] = await database.db.select().from(captcha).where(eq(captcha.key, key));
    if (!row) throw new Error(`no captcha for ${key}`);
    return row.answer;
  }

  let keyCounter = 0;
  /** A solved captcha: a fresh key whose image was drawn, and its answer. */
  async function solvedCaptcha(headers: Record<string, string> = {}) {
    const key = `k${Date.now().toString(36)}${keyCounter++}`;
    const image = await call(`/oauth/anno/captcha?key=${key}`, { tenant: null, basic: null, headers });
    if (image.status !== 200) throw new Error(`captcha failed: ${image.status}`);
    return { key, code: await captchaAnswer(key) };
  }

  /** One sign-in attempt through captcha → login, as the console makes it; the raw answer. */
  async function attemptLogin(
    account: string,
    password: string,
    o: { tenant?: string; lang?: 'zh' | 'en'; headers?: Record<string, string> } = {},
  ) {
    const { key, code } = await solvedCaptcha(o.headers);
    return call<LoginResult>('/oauth/noToken/login', {
      tenant: o.tenant ?? SEED.demoTenant,
      lang: o.lang ?? 'en',
      ...(o.headers ? { headers: o.headers } : {}),
      body: { grantType: 'captcha', account, password, key, code },
    });
  }

  /** Signs in through captcha → login, as the console does; returns the login result. */
  async function login(
    account: string = SEED.adminAccount,
    password: string = SEED.password,
    tenant: string = SEED.demoTenant,
  ) {
    const r = await attemptLogin(account, password, { tenant });
    if (!r.body.isSuccess) throw new Error(`login failed: ${r.body.code} ${r.body.msg}`);
    return r.body.data;
  }

  /** The first page of a table as a caller sees it: `body` holds the filters (`model`), sort,
   * `extra`; 100 rows unless `size` says otherwise. */
  function page<T>(path: string, o: Omit<CallOptions, 'body'> & { body?: Record<string, unknown> }) {
    return call<PageResult<T>>(path, { ...o, body: { size: 100, current: 1, ...o.body } });
  }

  return {
    app,
    database,
    db: database.db,
    datasources,
    /** Where tenants' rows live: the main database and the datasources. */
    places: { db: database.db, datasources },
    call,
    page,
    login,
    attemptLogin,
    solvedCaptcha,
    captchaAnswer,
    /** Runs raw SQL as the superuser (to inspect rows regardless of tenant). */
    async sql<T extends Record<string, unknown>>(query: ReturnType<typeof sql>) {
      const result = await database.db.execute(query);
      return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
    },
    events,
    /** Writes the operation log entries queued so far (the log writes in the background). */
    flushLog: () => optLog.flush(),
    async close() {
      await workers?.stop();
      await events.close();
      await optLog.stop();
      await datasources.close();
      await database.close();
      await dropDatabase();
      rmSync(datasourceRoot, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/** Parses an envelope with the endpoint's response schema (the server keeps the contract). */
export function expectContract(def: EndpointDef, body: unknown) {
  if (def.response.kind !== 'envelope') throw new Error('not an envelope endpoint');
  return envelopeSchema(def.response.data).parse(body);
}

/** The seed users a test file may sign in once: the demo tenant's admin and staff user, and the
 * platform tenant's admin. */
export const SIGN_INS = {
  admin: [SEED.adminAccount, SEED.demoTenant],
  staff: [SEED.staffAccount, SEED.demoTenant],
  platform: [SEED.adminAccount, SEED.platformTenant],
} as const;
export type SignIn = keyof typeof SIGN_INS;

/** Reads through to a value set later (in `beforeAll`), so a file can name it at the top. */
function late<T extends object>(what: string, get: () => T | undefined): T {
  const target = () => {
    const value = get();
    if (!value) throw new Error(`${what} is read before beforeAll set it up`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(target(), key),
  });
}

/**
 * One test server for the test file, made before its tests and closed after them, with the named
 * seed users signed in once.
 * @example const { s, admin } = useTestServer({ loginLogDays: 1 }, ['admin']);
 */
export function useTestServer<const U extends readonly SignIn[] = []>(
  options: Parameters<typeof createTestServer>[0] = {},
  signIns: U = [] as unknown as U,
): { s: TestServer } & { [K in U[number]]: LoginResult } {
  let server: TestServer | undefined;
  const sessions: Partial<Record<SignIn, LoginResult>> = {};
  beforeAll(async () => {
    server = await createTestServer(options);
    for (const name of signIns) {
      const [account, tenant] = SIGN_INS[name];
      sessions[name] = await server.login(account, SEED.password, tenant);
    }
  });
  afterAll(() => server?.close());
  return Object.fromEntries([
    ['s', late('The test server', () => server)],
    ...signIns.map((name) => [name, late(`The ${name} session`, () => sessions[name])]),
  ]) as never;
}

/** The issues of a 400 answer as `path=code` (`name=required`, `rows.3.code=exists`). */
export const issueCodes = (body: Pick<Envelope, 'extra'>) =>
  (body.extra?.issues ?? []).map((i) => `${i.path.join('.')}=${i.code}`);

/** Signs in a user of the demo tenant whose one role grants nothing (made on first use) and
 * answers its token: every endpoint that needs a code must refuse it. */
export async function noGrantsToken(s: TestServer): Promise<string> {
  await s.sql(sql`
    insert into role (id, tenant_code, code, name) values (990001, '1111', 'NO_GRANTS', 'grants nothing')
    on conflict do nothing`);
  await s.sql(sql`
    insert into "user" (id, tenant_code, account, name, password)
    select 990002, tenant_code, 'no_grants', 'No grants', password
    from "user" where tenant_code = '1111' and account = 'staff'
    on conflict do nothing`);
  await s.sql(sql`
    insert into user_role (tenant_code, user_id, role_id) values ('1111', 990002, 990001)
    on conflict do nothing`);
  return (await s.login('no_grants')).token;
}
