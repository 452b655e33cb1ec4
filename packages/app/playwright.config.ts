// Browser tests: Debian's Chromium against the built server (API + built console) on a fresh
// database. The server runs on a fresh PostgreSQL database of its own when one is reachable here,
// else on PGlite (E2E_PG_URL='' forces PGlite). Tests read captcha answers and set up states
// through the test entry's SQL door (e2e/support/sql.ts), which works on both.
import { defineConfig } from '@playwright/test';
import { builtServer } from './playwright.shared.ts';

const server = builtServer({
  port: Number(process.env.E2E_PORT ?? 8790),
  pgUrl: process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
});

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: '../../artifacts/e2e/results',
  // Every test runs on a tenant of its own (e2e/support/own-tenant.ts), so tests run in parallel.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  // Two workers and the server share two cores in CI: a page's first load there can take longer
  // than Playwright's default five seconds for an expectation (a CI run failed so once).
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: '../../artifacts/e2e/report', open: 'never' }]],
  use: { ...server.use, trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  webServer: server.webServer,
});
