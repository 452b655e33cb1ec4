// API load (quality-bars.md "API throughput" and "API latency"; issue 19): autocannon, 50
// connections for BENCH_LOAD_SECONDS on `POST /api/authority/user/page` (10 rows, signed in as the
// demo admin), each run right after the same load on a bare Hono route (server/scripts/
// bench-bare-route.mjs, same Node and process settings), on the embedded PGlite database (the
// bench's server) and on PostgreSQL (a second built server on a fresh database of its own, when one
// is reachable at BENCH_PG_URL / TEST_DATABASE_URL / 127.0.0.1:5432). Prints the figures; asserts
// only that every answer was a 2xx without error (no timing).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { apiSignIn } from '../e2e/support/api-session.ts';
import { addRow } from './support/rows.ts';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const PORT = Number(process.env.E2E_PORT);
const BARE_PORT = PORT + 4;
const PG_PORT = PORT + 5;
const SERVER_DIR = path.resolve(import.meta.dirname, '../../server');
const PROCESS_ENV = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1' };

type Run = { rps: number; p50: number; p99: number; total: number };

async function load(url: string, headers: Record<string, string>): Promise<Run> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    // A request counts as an error after 30 s: slowness is a figure here, not a failure.
    timeout: 30,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ size: 10, current: 1 }),
  });
  expect(result.requests.total).toBeGreaterThan(0);
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
  expect(result['2xx']).toBe(result.requests.total);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  };
}

async function waitForHealth(port: number, child: ChildProcess, seconds = 240): Promise<void> {
  for (let i = 0; i < seconds * 4; i += 1) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited (${child.exitCode})`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server on ${port} did not answer`);
}

/**
 * Starts a server of the bench's own on `env.PORT`. The port must be free: a server already there
 * (a developer's, on E2E_PORT + 4 or + 5) would answer the health check while the new one fails to
 * bind, and its figures would be printed as the new server's.
 */
async function start(script: string, env: Record<string, string>): Promise<ChildProcess> {
  for (const port of [env.PORT, env.TEST_SQL_PORT].filter(Boolean).map(Number))
    if (await reachable(`http://127.0.0.1:${port}`))
      throw new Error(
        `port ${port} is in use: the API bench starts its own server there; stop what listens on it`,
      );
  return spawn(process.execPath, [script], {
    env: { ...PROCESS_ENV, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const reachable = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port || 5432), hostname);
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Bare route (and, on PostgreSQL, the bare route plus one query on the server's database), then
 * the endpoint; one row per database. */
async function compare(
  order: number,
  database: string,
  baseURL: string,
  sqlPort: string,
  databaseUrl?: string,
) {
  const bare = await start(path.join(SERVER_DIR, 'scripts/bench-bare-route.mjs'), {
    PORT: String(BARE_PORT),
    DATABASE_URL: databaseUrl ?? '',
  });
  let bareRun: Run;
  let dbRun: Run | undefined;
  try {
    await waitForHealth(BARE_PORT, bare);
    bareRun = await load(`http://127.0.0.1:${BARE_PORT}/api/bare/page`, {});
    if (databaseUrl) dbRun = await load(`http://127.0.0.1:${BARE_PORT}/api/bare/db-page`, {});
  } finally {
    await stop(bare);
  }
  const previousSqlPort = process.env.E2E_SQL_PORT;
  process.env.E2E_SQL_PORT = sqlPort;
  const context = await playwrightRequest.newContext({ baseURL });
  let run: Run;
  try {
    const login = await apiSignIn(context);
    run = await load(new URL('api/authority/user/page', baseURL).toString(), {
      token: `Bearer ${login.token}`,
    });
  } finally {
    process.env.E2E_SQL_PORT = previousSqlPort;
    await context.dispose();
  }
  const share = run.rps / bareRun.rps;
  addRow({
    order,
    what: `POST /authority/user/page, ${database}, ${CONNECTIONS} connections`,
    budget: database === 'PostgreSQL' ? '≥ 35 % of bare Hono, p99 ≤ 50 ms' : '(reported)',
    measured:
      `${run.rps.toFixed(0)} req/s = ${(share * 100).toFixed(1)} % of bare Hono (${bareRun.rps.toFixed(0)} req/s, p99 ${bareRun.p99} ms); ` +
      `p50 ${run.p50} ms, p99 ${run.p99} ms; ${run.total} requests in ${SECONDS} s, all 2xx` +
      (dbRun
        ? `; bare Hono + one prepared query on the same database: ${dbRun.rps.toFixed(0)} req/s ` +
          `(${((dbRun.rps / bareRun.rps) * 100).toFixed(1)} % of bare Hono, p99 ${dbRun.p99} ms), ` +
          `the endpoint at ${((run.rps / dbRun.rps) * 100).toFixed(1)} % of it`
        : ''),
    met: database === 'PostgreSQL' ? share >= 0.35 && run.p99 <= 50 : null,
  });
}

test('API under load beside a bare Hono route: PGlite, then PostgreSQL', async ({ baseURL }) => {
  test.setTimeout((SECONDS * 4 + 600) * 1000);
  await compare(8, 'PGlite', baseURL!, process.env.E2E_SQL_PORT!);

  const pgUrl =
    process.env.BENCH_PG_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  if (!(await reachable(pgUrl))) {
    addRow({
      order: 9,
      what: 'POST /authority/user/page, PostgreSQL',
      budget: '≥ 35 %, p99 ≤ 50 ms',
      measured: `not measured: no PostgreSQL at ${pgUrl}`,
      met: null,
    });
    return;
  }
  const server = await start(path.resolve(import.meta.dirname, '../e2e/support/start-server.mjs'), {
    PORT: String(PG_PORT),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pocket-bench-')),
    DATABASE_URL: '',
    E2E_PG_URL: pgUrl,
    TEST_SQL_PORT: String(PG_PORT + 1000),
    LOCAL_IDP_PORT: '0',
  });
  try {
    await waitForHealth(PG_PORT, server);
    const database = new URL(pgUrl);
    database.pathname = `/pocket_e2e_app_${PG_PORT}`; // e2e/support/start-server.mjs names it so
    await compare(
      9,
      'PostgreSQL',
      `http://127.0.0.1:${PG_PORT}/`,
      String(PG_PORT + 1000),
      database.toString(),
    );
  } finally {
    await stop(server);
  }
});
