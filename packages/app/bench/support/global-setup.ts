// Before the benches: a fresh rows file, and the bench's reference pages built (the bare React
// page, the same page at the routes' byte budgets and the CrudTable page, bench/pages, each built
// alone).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROWS_FILE } from './rows.ts';

export default function globalSetup(): void {
  rmSync(ROWS_FILE, { force: true });
  const app = path.resolve(import.meta.dirname, '../..');
  for (const page of ['floor', 'table', 'weight-100', 'weight-220'])
    execFileSync('npx', ['vite', 'build', '-c', 'bench/pages/vite.config.ts'], {
      cwd: app,
      stdio: 'inherit',
      env: { ...process.env, BENCH_PAGES: page },
    });
}
