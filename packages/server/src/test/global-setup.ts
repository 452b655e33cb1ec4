// Once before the server suite: the migrated template every test file's database starts from
// (src/db/template.ts), so the files that start in parallel do not each make it — PGlite's file,
// and on PostgreSQL (TEST_DATABASE_URL) a template database that CREATE DATABASE copies.
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedAreas } from '../db/seed-areas.ts';
import { ensureTemplate, templateDatabaseName } from '../db/template.ts';

export default async function setup(): Promise<void> {
  await ensureTemplate();
  const url = process.env.TEST_DATABASE_URL;
  if (url) await ensureTemplateDatabase(url);
}

/** Makes the PostgreSQL template database unless it exists: made under a temporary name and
 * renamed when complete; templates of other migrations are dropped. */
async function ensureTemplateDatabase(url: string): Promise<void> {
  const name = templateDatabaseName();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'pocket\\_template\\_%'",
    );
    for (const row of rows) {
      if (row.datname !== name) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    }
    if (rows.some((row) => row.datname === name)) return;
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
  } finally {
    await admin.end();
  }
}
