// Browser tests: Debian's Chromium against the built server (API + built console) on a fresh
// embedded database in a temporary folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8790);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'pocket-e2e-'));
const serverStart = path.resolve(import.meta.dirname, 'e2e/support/start-server.mjs');
// The server runs on a fresh PostgreSQL database of its own when one is reachable here, else on
// PGlite (E2E_PG_URL='' forces PGlite). Tests read captcha answers and set up states through the
// test entry's SQL door (e2e/support/sql.ts), which works on both.
process.env.E2E_PG_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
process.env.E2E_PORT = String(port);
process.env.E2E_SQL_PORT ??= String(port + 1000);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: '../../artifacts/e2e/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['html', { outputFolder: '../../artifacts/e2e/report', open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `node ${serverStart}`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      E2E_PG_URL: process.env.E2E_PG_URL,
      TEST_SQL_PORT: process.env.E2E_SQL_PORT,
    },
  },
});
