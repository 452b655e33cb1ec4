// What the browser tests and the benchmarks share: Debian's Chromium with the flags these
// machines need, and the built server (API + built console) on a fresh database of its own.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';

export type BuiltServerOptions = {
  /** Port of the server (127.0.0.1); its test-only SQL door listens on port + 1000. */
  port: number;
  /**
   * A PostgreSQL server to create the run's own database on; '' runs on the embedded PGlite
   * database in a fresh temporary folder.
   */
  pgUrl: string;
};

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** `use` and `webServer` for a run against the built server; sets E2E_PORT and E2E_SQL_PORT. */
export function builtServer(options: BuiltServerOptions): Pick<PlaywrightTestConfig, 'use' | 'webServer'> {
  const { port, pgUrl } = options;
  const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'pocket-e2e-'));
  process.env.E2E_PG_URL = pgUrl;
  process.env.E2E_PORT = String(port);
  process.env.E2E_SQL_PORT ??= String(port + 1000);
  return {
    use: {
      baseURL: `http://127.0.0.1:${port}/`,
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: chromiumArgs,
      },
    },
    webServer: {
      command: `node ${path.resolve(import.meta.dirname, 'e2e/support/start-server.mjs')}`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        E2E_PG_URL: pgUrl,
        TEST_SQL_PORT: process.env.E2E_SQL_PORT,
        // The local identity provider of third-party sign-in (e2e/social.e2e.ts): one port per
        // server (4100-4109 by the server port's last digit) unless E2E_IDP_PORT says.
        LOCAL_IDP_PORT: process.env.E2E_IDP_PORT ?? String(4100 + (port % 10)),
      },
    },
  };
}
