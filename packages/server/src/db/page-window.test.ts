import { asc, gt, sql } from 'drizzle-orm';
import { bigint, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Tx } from './client.ts';
import { rowCount } from './page-window.ts';

const item = pgTable('page_window_item', { id: bigint('id', { mode: 'bigint' }).primaryKey() });

// PGlite in memory, and PostgreSQL when the server suite runs on it.
const url = process.env.TEST_DATABASE_URL;

describe('rowCount', () => {
  it('refuses what is not a count of rows', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => rowCount(bad)).toThrow(/not a row count/);
  });
});

describe.each([{ name: 'PGlite', url: undefined }, ...(url ? [{ name: 'PostgreSQL', url }] : [])])(
  'page windows on $name',
  ({ name, url: databaseUrl }) => {
    let database: Database;
    const schemaName = `page_window_${process.pid}_${Date.now()}`;
    /** In one transaction (one connection) with the test's schema first on the search path. */
    const run = <T>(fn: (tx: Tx) => Promise<T>) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local search_path to ${schemaName}`));
        return fn(tx as unknown as Tx);
      }) as Promise<T>;
    const page = (tx: Tx, size: number, offset: number) =>
      tx
        .select()
        .from(item)
        .where(gt(item.id, 0n))
        .orderBy(asc(item.id))
        .limit(rowCount(size))
        .offset(rowCount(offset));

    beforeAll(async () => {
      database = await openDatabase({ url: databaseUrl, max: 2 });
      await database.db.execute(sql.raw(`create schema ${schemaName}`));
      await run(async (tx) => {
        await tx.execute(sql`create table page_window_item (id bigint primary key)`);
        await tx.insert(item).values(Array.from({ length: 25 }, (_, i) => ({ id: BigInt(i + 1) })));
      });
    });
    afterAll(async () => {
      await database.db.execute(sql.raw(`drop schema ${schemaName} cascade`));
      await database.close();
    });

    it('writes the limit and offset into the statement and reads that page', async () => {
      await run(async (tx) => {
        const query = page(tx, 10, 20).toSQL();
        expect(query.sql).toMatch(/ limit 10 offset 20$/);
        expect(query.params).toEqual([0n]);
        expect((await page(tx, 10, 20)).map((row) => row.id)).toEqual([21n, 22n, 23n, 24n, 25n]);
        expect((await page(tx, 3, 0)).map((row) => row.id)).toEqual([1n, 2n, 3n]);
      });
    });

    it('reads no row, and fails nothing, for a page past every row however far', async () => {
      await run(async (tx) => {
        expect(await page(tx, 10, 9_007_199_254_740_990 * 10)).toEqual([]);
        expect(page(tx, 10, 1e21).toSQL().sql).toMatch(/ offset 9007199254740991$/);
      });
    });

    it.runIf(name === 'PostgreSQL')(
      'lets PostgreSQL keep the plan of a page, which it makes anew on every run when the limit and offset are parameters',
      async () => {
        const plans = await run(async (tx) => {
          for (let i = 0; i < 8; i += 1) {
            await page(tx, 4, 8);
            await tx.select().from(item).where(gt(item.id, 0n)).orderBy(asc(item.id)).limit(4).offset(8);
          }
          const result = await tx.execute(
            sql`select statement, generic_plans, custom_plans from pg_prepared_statements
                where statement like '%page_window_item%' and statement similar to '%limit (4 offset 8|\$2 offset \$3)'`,
          );
          type Plan = { statement: string; generic_plans: string; custom_plans: string };
          return (result as unknown as { rows: Plan[] }).rows.map((row) => ({
            literal: / limit 4 offset 8$/.test(row.statement),
            generic: Number(row.generic_plans),
            custom: Number(row.custom_plans),
          }));
        });
        expect(plans).toHaveLength(2);
        const literal = plans.find((p) => p.literal)!;
        const parameters = plans.find((p) => !p.literal)!;
        expect(literal.generic).toBeGreaterThan(0);
        expect(parameters).toMatchObject({ generic: 0, custom: 8 });
      },
    );
  },
);
