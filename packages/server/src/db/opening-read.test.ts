// The read a request's transaction opens with (db/client.ts `OpeningRead`): on PostgreSQL it
// travels with `begin` as `execute` of a statement each connection prepares once; on PGlite the
// caller reads it itself. Either way the caller sees the rows drizzle's own query gives.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/server.ts';
import { inTenant, type Database } from './client.ts';
import { runMigrations } from './migrate.ts';
import { prebuilt } from './prebuilt.ts';
import { tenant } from './schema.ts';
import { seed } from './seed.ts';

describe('a transaction that opens with a read', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    await runMigrations(database);
    await seed(database.db, { loginLogDays: 0 });
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  const tenantQuery = prebuilt((tx) =>
    tx
      .select({ tenant, marker: sql<string>`'x'` })
      .from(sql`(select 1) as one`)
      .leftJoin(tenant, eq(tenant.code, sql.placeholder('code'))),
  );
  const read = (code: string) =>
    inTenant(
      database.db,
      code,
      async (tx, opened) => ({ opened, own: await tenantQuery(tx, { code }) }),
      tenantQuery.opening(database.db, 'test_opening_tenant', { code }),
    );

  it('gives the rows its own query gives, mapped as drizzle maps them, on every connection', async () => {
    // More reads at once than the pool has connections: each prepares the statement once.
    const answers = await Promise.all(Array.from({ length: 24 }, () => read('1111')));
    for (const { opened, own } of answers) {
      expect(own[0]?.tenant?.code).toBe('1111');
      expect(own[0]?.tenant?.createTime).toBeInstanceOf(Date);
      if (database.kind === 'postgres') expect(opened).toEqual(own);
      else expect(opened).toBeUndefined();
    }
    const none = await read("no'such");
    if (database.kind === 'postgres') expect(none.opened).toEqual([{ tenant: null, marker: 'x' }]);
    expect(none.own).toEqual([{ tenant: null, marker: 'x' }]);
  });

  it('leaves no connection in a failed transaction when the read fails', async () => {
    const failing = prebuilt((tx) =>
      tx.select({ n: sql<number>`1 / (${sql.placeholder('zero')}::int)` }).from(sql`(select 1) as one`),
    );
    for (let i = 0; i < 12; i += 1) {
      const error = await inTenant(
        database.db,
        '1111',
        async (tx, opened) => opened ?? (await failing(tx, { zero: '0' })),
        failing.opening(database.db, 'test_opening_fail', { zero: '0' }),
      ).catch((e: unknown) => e as Error & { cause?: Error });
      expect(`${String(error)} ${String((error as { cause?: unknown }).cause)}`).toMatch(/division by zero/);
    }
    const after = await Promise.all(Array.from({ length: 12 }, () => read('1111')));
    expect(after.every(({ own }) => own[0]?.tenant?.code === '1111')).toBe(true);
  });
});
