// Benchmarks (`pnpm bench` at the root): every figure of quality-bars.md (issue 19) in one run,
// printed as one table at the end (bench/support/print-rows.ts). They print figures and assert
// nothing about time. The built server runs on the embedded database, as `npm start` does; the
// API bench starts a second one on PostgreSQL when one is reachable.
import { defineConfig } from '@playwright/test';
import { builtServer } from './playwright.shared.ts';

const server = builtServer({ port: Number(process.env.BENCH_PORT ?? 8795), pgUrl: '' });

export default defineConfig({
  testDir: './bench',
  testMatch: '**/*.bench.ts',
  outputDir: '../../artifacts/bench/results',
  globalSetup: './bench/support/global-setup.ts',
  globalTeardown: './bench/support/print-rows.ts',
  workers: 1,
  retries: 0,
  timeout: 300_000,
  reporter: [['list']],
  use: server.use,
  // Migrating and seeding a fresh embedded database can take minutes on a busy machine.
  webServer: { ...server.webServer, timeout: 240_000 } as NonNullable<typeof server.webServer>,
});
