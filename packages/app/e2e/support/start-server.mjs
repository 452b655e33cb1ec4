// Starts the test entry of the built server (packages/server/dist/testing.js: the real server plus
// a SQL door on TEST_SQL_PORT for test set-up) for the browser tests. When a PostgreSQL server is
// reachable at E2E_PG_URL, the server runs on a fresh database of its own there; otherwise on the
// embedded PGlite database in DATA_DIR.
import path from 'node:path';
import pg from 'pg';

const adminUrl = process.env.E2E_PG_URL;
if (adminUrl) {
  const target = new URL(adminUrl);
  target.pathname = `/pocket_e2e_app_${process.env.PORT}`;
  const name = target.pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    process.env.DATABASE_URL = target.toString();
  } catch (error) {
    console.warn(`PostgreSQL at E2E_PG_URL is not usable (${error.message}); using PGlite.`);
  } finally {
    await admin.end().catch(() => undefined);
  }
}
await import(path.resolve(import.meta.dirname, '../../../server/dist/testing.js'));
