// Once before the server suite: the migrated template every test file's database starts from
// (src/db/template.ts), so the files that start in parallel do not each make it — PGlite's file,
// and on PostgreSQL (TEST_DATABASE_URL) a template database that CREATE DATABASE copies.
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedAreas } from '../db/seed-areas.ts';
import { ensureTemplate, templateDatabaseName } from '../db/template.ts';

export default async function setup(project: TestProject): Promise<void> {
  await ensureTemplate();
  const url = process.env.TEST_DATABASE_URL;
  // The test files copy the database this set-up made, by the name it gives them.
  project.provide('templateDatabase', url ? await ensureTemplateDatabase(url) : '');
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL template database of the suite (empty on PGlite). */
    templateDatabase: string;
  }
}

/** Makes the PostgreSQL template database unless it exists (made under a temporary name and
 * renamed when complete) and gives its name. Templates of other migrations are left alone: a run
 * on another checkout may be copying one. */
async function ensureTemplateDatabase(url: string): Promise<string> {
  const name = templateDatabaseName();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return name;
    const partial = `${name}_${process.pid}`;
    await admin.query(`CREATE DATABASE "${partial}"`);
    const target = new URL(url);
    target.pathname = `/${partial}`;
    const database = await openDatabase({ url: target.toString(), max: 1 });
    try {
      await runMigrations(database);
      await seedAreas(database.db);
    } finally {
      await database.close();
    }
    await admin.query(`ALTER DATABASE "${partial}" RENAME TO "${name}"`);
    return name;
  } finally {
    await admin.end();
  }
}
