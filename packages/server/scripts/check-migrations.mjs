#!/usr/bin/env node
// Fails when src/db/schema.ts and the checked-in migrations (drizzle/) disagree, i.e. when
// `drizzle-kit generate` would write a new migration. It generates into a temporary copy of
// drizzle/ (DRIZZLE_OUT, read by drizzle.config.ts), so the working tree is never touched, then
// runs `drizzle-kit check` (snapshots and journal consistent). Offline, about two seconds.
// Run from anywhere: `node packages/server/scripts/check-migrations.mjs`.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const drizzleDir = path.join(serverRoot, 'drizzle');
const kit = path.join(
  serverRoot,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'drizzle-kit.cmd' : 'drizzle-kit',
);
const FIX = 'schema.ts and drizzle/ disagree: run pnpm --filter @pocket/server db:generate';

/** Runs drizzle-kit in packages/server; never waits for a prompt (a rename question fails instead). */
function drizzleKit(args, env = {}) {
  const result = spawnSync(kit, args, {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: 120_000,
    shell: process.platform === 'win32',
  });
  return {
    ok: result.status === 0,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}`,
    error: result.error,
  };
}

const files = (dir) =>
  [...readdirSync(dir), ...readdirSync(path.join(dir, 'meta')).map((f) => `meta/${f}`)].sort();
const journal = (dir) => readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8');

/** Problems found, as messages; empty when schema.ts and drizzle/ agree. */
function problems(copy) {
  // drizzle-kit reads `out` relative to the config file's folder.
  const out = { DRIZZLE_OUT: path.relative(serverRoot, copy) };
  // drizzle-kit may print an error and still exit 0: success is its success message.
  const check = drizzleKit(['check'], out);
  if (!check.ok || !check.output.includes("Everything's fine")) {
    return [
      check.output.trim() || String(check.error),
      'drizzle-kit check: the snapshots or the journal in drizzle/ are inconsistent',
    ];
  }
  const generate = drizzleKit(['generate', '--name', 'pending'], out);
  const added = files(copy).filter((f) => !files(drizzleDir).includes(f));
  if (added.length > 0 || journal(copy) !== journal(drizzleDir)) {
    return [
      ...added
        .filter((f) => f.endsWith('.sql'))
        .map(
          (f) =>
            `-- the migration drizzle-kit would write (${f}):\n${readFileSync(path.join(copy, f), 'utf8')}\n`,
        ),
      FIX,
    ];
  }
  if (!generate.ok || !generate.output.includes('No schema changes')) {
    // e.g. a renamed column: drizzle-kit wants to ask whether it is a rename, which needs a terminal
    return [
      generate.output.replace(/^.* columns .* fks\n/gm, '').trim() || String(generate.error),
      `\n${FIX}\n(in a terminal: drizzle-kit may ask whether a column or table was renamed)`,
    ];
  }
  return [];
}

const copy = mkdtempSync(path.join(tmpdir(), 'pocket-drizzle-check-'));
let found;
try {
  cpSync(drizzleDir, copy, { recursive: true });
  found = problems(copy);
} finally {
  rmSync(copy, { recursive: true, force: true });
}
if (found.length > 0) {
  for (const message of found) console.error(message);
  process.exit(1);
}
console.log(
  'schema.ts and drizzle/ agree (drizzle-kit check passes, drizzle-kit generate has nothing to write)',
);
