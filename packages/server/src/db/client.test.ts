import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/server.ts';
import { openDatabase, type Database } from './client.ts';

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
    // At once, before the pool may have heard of it: a connection found dead when its transaction
    // begins is thrown away and the next one taken; an unhandled 'error' would fail the run here.
    const after = await server.call<{ code: string }[]>('/oauth/anno/providers', { tenant: null });
    expect(after.status).toBe(200);
    expect(after.body.isSuccess).toBe(true);
  });
});

describe.runIf(url)('prepared statements on PostgreSQL', () => {
  let database: Database | undefined;
  afterAll(() => database?.close());

  const rows = (result: unknown) => (result as { rows: unknown[] }).rows;
  const prepared = async (db: Database['db']) =>
    rows(
      await db.execute(
        sql`select statement from pg_prepared_statements where name like 'pc\_%' order by statement`,
      ),
    ) as { statement: string }[];

  it('prepares a statement with parameters once per connection, up to the limit, and answers the same', async () => {
    database = await openDatabase({ url, max: 1, preparedPerConnection: 2 });
    const { db } = database;
    const square = (n: number) => db.execute(sql`select ${n}::int * ${n}::int as v`);
    const cube = (n: number) => db.execute(sql`select ${n}::int * ${n}::int * ${n}::int as v`);
    const plus = (n: number) => db.execute(sql`select ${n}::int + 1 as v`);
    expect(rows(await square(3))).toEqual([{ v: 9 }]);
    expect(rows(await square(4))).toEqual([{ v: 16 }]);
    expect(rows(await cube(2))).toEqual([{ v: 8 }]);
    // A third text is past the limit of 2: it runs unnamed, and answers all the same.
    expect(rows(await plus(1))).toEqual([{ v: 2 }]);
    expect(rows(await plus(2))).toEqual([{ v: 3 }]);
    const statements = (await prepared(db)).map((r) => r.statement);
    expect(statements).toHaveLength(2);
    expect(statements.some((s) => s.includes('* $3'))).toBe(true);
    expect(statements.every((s) => !s.includes('+ 1'))).toBe(true);
    // A statement that fails to parse is not kept, and the connection goes on.
    await expect(db.execute(sql`select ${1}::int from no_such_table`)).rejects.toThrow();
    expect(rows(await square(5))).toEqual([{ v: 25 }]);
  });

  it('prepares nothing when the limit is 0', async () => {
    const off = await openDatabase({ url, max: 1, preparedPerConnection: 0 });
    try {
      await off.db.execute(sql`select ${2}::int * 2 as v`);
      expect(await prepared(off.db)).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
