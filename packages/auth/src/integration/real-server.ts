import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The seed of the reference server (printed by `pnpm start` too). */
export const SEED = {
  tenant: '1111',
  platformTenant: '0000',
  admin: 'admin',
  staff: 'staff',
  password: 'pocket123456',
  clientId: 'pocket_web',
  clientSecret: 'pocket_web_secret',
} as const;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverEntry = path.join(root, 'packages/server/dist/testing.js');
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** True when the PostgreSQL the tests use answers (the server then runs on it; else on PGlite). */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

async function freePort(from = 8850): Promise<number> {
  for (let port = from; port <= 8869; port += 1) if (await portFree(port)) return port;
  throw new Error('No free port in 8850-8869');
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${log()}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer within 60 s:\n${log()}`);
}

/** Newest modification time under a folder (0 when it does not exist). */
function newest(dir: string): number {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/** Builds the server when its bundle is missing or older than its sources, migrations or the contract. */
function ensureBuilt(): void {
  const sources = ['packages/server/src', 'packages/server/drizzle', 'packages/contract/src'];
  const built = existsSync(serverEntry) ? statSync(serverEntry).mtimeMs : 0;
  if (built > 0 && sources.every((dir) => newest(path.join(root, dir)) <= built)) return;
  const build = spawnSync('pnpm', ['--filter', '@pocket/server', 'build'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`Building the server failed:\n${build.stdout}${build.stderr}`);
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** SQL on the server's own database through the test entry's door (PGlite or PostgreSQL alike). */
function sqlDoor(port: number) {
  return async <TRow>(text: string, values: unknown[] = []): Promise<TRow[]> => {
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      body: JSON.stringify({ text, values }),
    });
    const body = (await response.json()) as { rows?: TRow[]; error?: string };
    if (!body.rows) throw new Error(`SQL failed: ${body.error ?? response.status}`);
    return body.rows;
  };
}

/**
 * Starts the test entry of the built reference server (`packages/server/dist/testing.js`, rebuilt
 * when stale) on 127.0.0.1: on a fresh PostgreSQL database when one is reachable, else on a fresh
 * PGlite folder, migrated and seeded by the server itself. Tests get what a user could see: the
 * captcha answer (read from the server's database, as a person reads the image).
 */
export async function startRealServer() {
  ensureBuilt();
  const onPostgres = await postgresReachable();
  const name = `pocket_client_it_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const database: Record<string, string> = {};
  if (onPostgres) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const databaseUrl = new URL(postgresUrl);
    databaseUrl.pathname = `/${name}`;
    database.DATABASE_URL = databaseUrl.toString();
  } else {
    database.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'pocket-client-it-'));
    database.DATABASE_URL = '';
  }

  const port = await freePort();
  const sqlPort = await freePort(port + 1);
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      ...database,
      HOST: '127.0.0.1',
      PORT: String(port),
      TEST_SQL_PORT: String(sqlPort),
      STATIC_DIR: path.join(root, '.nonexistent-static'),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${origin}/api`, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const sql = sqlDoor(sqlPort);

  return {
    origin,
    baseURL: `${origin}/api`,
    /** The answer of a captcha the server generated for `key`. */
    async captchaAnswer(key: string): Promise<string> {
      const [row] = await sql<{ answer: string }>('select answer from captcha where key = $1', [key]);
      if (!row) throw new Error(`No captcha for key ${key}`);
      return row.answer;
    },
    /** A copy of `token` that expired a minute ago, signed with the server's key (40001 path). */
    async expiredCopy(token: string): Promise<string> {
      const [row] = await sql<{ value: string }>("select value from setting where key = 'jwt_secret'");
      const secret = Buffer.from(row!.value, 'base64url');
      const [header, payload] = token.split('.') as [string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const body = base64url(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }));
      const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
      return `${header}.${body}.${signature}`;
    },
    async stop() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      });
      if (!onPostgres) return;
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export type RealServer = Awaited<ReturnType<typeof startRealServer>>;
