// The test entry's SQL door (src/testing.ts) answers every value as text, on PGlite and on
// PostgreSQL (TEST_DATABASE_URL): a bigint column used to crash the whole server (issue 20, item 11).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serverRoot } from '../env.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let child: ChildProcess;
let doorPort = 0;
let dropDatabase = async () => {};

async function databaseUrl(): Promise<string> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return '';
  const name = `pocket_door_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  dropDatabase = async () => {
    const a = new pg.Client({ connectionString: url });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await a.end();
  };
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function door(text: string) {
  const res = await fetch(`http://127.0.0.1:${doorPort}/`, {
    method: 'POST',
    body: JSON.stringify({ text }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { rows?: Record<string, unknown>[]; error?: string },
  };
}

beforeAll(async () => {
  doorPort = await freePort();
  const url = await databaseUrl();
  child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/testing.ts')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      TEST_SQL_PORT: String(doorPort),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pocket-door-')),
      DATABASE_URL: url,
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const deadline = Date.now() + 230_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`testing.ts exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`testing.ts did not start:\n${log}`);
    try {
      if ((await door('select 1 as one')).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  // Migrating and seeding a file-backed PGlite takes a while on a busy machine.
}, 240_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  await dropDatabase();
});

it('answers a bigint column, and every other type, as text without crashing the server', async () => {
  const r = await door(`select 9007199254740993::int8 as big, 42::int4 as small, true as yes,
    1.50::numeric as price, '2026-01-02 03:04:05+00'::timestamptz as at, '{"a":1}'::jsonb as doc,
    '\\x0102'::bytea as bytes, null::text as nothing, 'plain' as word`);
  expect(r.status).toBe(200);
  expect(r.body.rows).toEqual([
    {
      big: '9007199254740993',
      small: '42',
      yes: 'true',
      price: '1.50',
      at: '2026-01-02T03:04:05.000Z',
      doc: '{"a":1}',
      bytes: '\\x0102',
      nothing: null,
      word: 'plain',
    },
  ]);
  // The seeded tables' int8 ids too, and the server is still there.
  const ids = await door('select id from tenant order by id limit 2');
  expect(ids.status).toBe(200);
  expect(ids.body.rows?.every((row) => typeof row.id === 'string')).toBe(true);
  expect((await door('select 1 as one')).body.rows).toEqual([{ one: '1' }]);
  expect(child.exitCode).toBeNull();
});

it('answers a failing statement with 400 and the error', async () => {
  const r = await door('select * from no_such_table');
  expect(r.status).toBe(400);
  expect(r.body.error).toMatch(/no_such_table/);
});
