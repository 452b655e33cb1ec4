import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import { ensureTemplate } from './template.ts';

/** The rows of a statement on PGlite (the only driver here). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('the embedded database template', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pocket-template-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('unpacks into one migrated database with the divisions, which its data folder reopens', async () => {
    const template = await ensureTemplate();
    let asked = 0;
    const open = () =>
      openDatabase({
        dataDir: dir,
        template: () => {
          asked += 1;
          return template;
        },
      });
    const first = await open();
    try {
      // initdb's template0 and template1 are not in it: only the database PGlite opens.
      const names = rowsOf<{ datname: string }>(await first.db.execute(sql`select datname from pg_database`));
      expect(names.map((r) => r.datname)).toEqual(['postgres']);
      const [areas] = rowsOf<{ n: number }>(await first.db.execute(sql`select count(*)::int as n from area`));
      expect(areas?.n).toBeGreaterThan(3000);
      // Nothing is left for the migrations to do.
      await runMigrations(first);
      await first.db.execute(sql`create table kept (x int)`);
    } finally {
      await first.close();
    }
    const again = await open();
    try {
      expect(asked).toBe(1);
      await again.db.execute(sql`select x from kept`);
    } finally {
      await again.close();
    }
  });
});
