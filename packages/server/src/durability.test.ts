import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { inTenant, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { user } from './db/schema.ts';
import { seed } from './db/seed.ts';
import { BASIC, SEED, tenantHeader } from './test/server.ts';

// A write acknowledged with isSuccess:true must survive `kill -9` of the server and a restart on
// the same embedded data folder. Runs the real entry point (src/index.ts through tsx).
const entry = path.resolve(import.meta.dirname, 'index.ts');
const serverRoot = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'pocket-kill9-')), 'pglite');
const children: ChildProcess[] = [];

async function start(port: number): Promise<{ child: ChildProcess; base: string }> {
  // node itself (with tsx as a loader), so SIGKILL reaches the server and not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}/api`;
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not start: ${output}`);
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

describe('durability', () => {
  it('keeps an acknowledged write after kill -9 and a restart', async () => {
    const first = await start(8815);
    const headers = {
      authorization: BASIC,
      tenant: tenantHeader(SEED.demoTenant),
      'content-type': 'application/json',
    };
    // Signs in as the first client does (form, no captcha: this test cannot read the answer).
    const signIn = async (base: string, username: string, password: string) =>
      (await (
        await fetch(`${base}/authority/anno/login`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'password', username, password }),
        })
      ).json()) as { access_token?: string };
    const login = { data: { token: (await signIn(first.base, 'admin', SEED.password)).access_token } };
    const created = (await (
      await fetch(`${first.base}/authority/user`, {
        method: 'POST',
        headers: { ...headers, token: `Bearer ${login.data.token}` },
        body: JSON.stringify({ account: 'durable_1', name: '持久' }),
      })
    ).json()) as { isSuccess: boolean; data: { id: string } };
    expect(created.isSuccess).toBe(true);
    const exited = new Promise((r) => first.child.once('exit', r));
    first.child.kill('SIGKILL');
    await exited;
    await expect(fetch(`${first.base}/health`)).rejects.toThrow();

    const second = await start(8816);
    const relogin = await signIn(second.base, 'durable_1', SEED.initialPassword);
    expect(relogin.access_token).toBeTruthy();
    const got = (await (
      await fetch(`${second.base}/authority/user/${created.data.id}`, {
        headers: { token: `Bearer ${login.data.token}` },
      })
    ).json()) as { data: { account: string } };
    expect(got.data.account).toBe('durable_1');
    const stopped = new Promise((r) => second.child.once('exit', r));
    second.child.kill('SIGTERM');
    await stopped;
  }, 400_000);

  it('keeps committed writes across close and reopen of a data folder', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'pocket-durable-')), 'pglite');
    const first = await openDatabase({ dataDir: dir });
    await runMigrations(first);
    await seed(first.db, { loginLogDays: 1 });
    await inTenant(first.db, SEED.demoTenant, (tx) =>
      tx.update(user).set({ name: '持久化' }).where(eq(user.account, SEED.staffAccount)),
    );
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    await runMigrations(second);
    expect((await seed(second.db)).created).toEqual([]);
    const rows = await inTenant(second.db, SEED.demoTenant, (tx) =>
      tx.select({ name: user.name }).from(user).where(eq(user.account, SEED.staffAccount)),
    );
    expect(rows).toEqual([{ name: '持久化' }]);
    await second.close();
  }, 180_000);
});
