// Cold start and the build of every package (quality-bars.md "cold start" and "build"; issue 19):
// the built server started on a fresh embedded database (migrations and seed) until it answers,
// median of several starts; and `pnpm -r build` of the whole workspace once, on this machine's 2
// cores. Prints figures; asserts only that the server answered.
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { addRow, median } from './support/rows.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER = path.join(ROOT, 'packages/server/dist/index.js');
const PORT = Number(process.env.E2E_PORT) + 6;
const STARTS = Number(process.env.BENCH_STARTS ?? 3);

/** Starts the built server on a fresh embedded database; resolves with the ms until it answers. */
async function coldStart(): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pocket-bench-start-'));
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOCAL_IDP_PORT: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      if (performance.now() - started > 240_000) throw new Error('the server did not answer in 4 minutes');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

test('cold start on a fresh embedded database', async () => {
  test.setTimeout(STARTS * 250_000);
  const times: number[] = [];
  for (let i = 0; i < STARTS; i += 1) times.push(await coldStart());
  expect(times).toHaveLength(STARTS);
  addRow({
    order: 13,
    what: 'cold start (built server, fresh embedded database, migrations + seed)',
    budget: '≤ 5 s',
    measured: `${(median(times) / 1000).toFixed(1)} s (median of ${STARTS}; ${times.map((t) => (t / 1000).toFixed(1)).join(', ')} s)`,
    met: median(times) <= 5_000,
  });
});

test('production build of every package', async () => {
  test.setTimeout(900_000);
  const started = performance.now();
  execFileSync('pnpm', ['-r', '--reporter=silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  const took = performance.now() - started;
  addRow({
    order: 14,
    what: 'production build of every package (pnpm -r build)',
    budget: '≤ 45 s on 2 cores',
    measured: `${(took / 1000).toFixed(1)} s`,
    met: took <= 45_000,
  });
});
