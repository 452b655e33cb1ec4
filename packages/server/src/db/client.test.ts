import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/server.ts';

const url = process.env.TEST_DATABASE_URL;

// Only PostgreSQL has connections a server can end; PGlite runs inside this process.
describe.runIf(url)('the PostgreSQL pool', () => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('keeps answering after PostgreSQL ends its idle connections (restart, failover)', async () => {
    server = await createTestServer();
    const before = await server.call('/oauth/anno/providers', { tenant: null });
    expect(before.status).toBe(200);
    const [row] = await server.sql<{ name: string }>(sql`select current_database() as name`);
    const name = row?.name;
    expect(name).toBeTruthy();
    // End every connection of the pool, as a restart of the database server would.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const ended = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);
    // Give the pool a moment to hear about it; an unhandled 'error' would fail the run here.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await server.call<{ code: string }[]>('/oauth/anno/providers', { tenant: null });
    expect(after.status).toBe(200);
    expect(after.body.isSuccess).toBe(true);
  });
});
