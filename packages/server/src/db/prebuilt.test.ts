import { eq, sql } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Tx } from './client.ts';
import { prebuilt } from './prebuilt.ts';

const item = pgTable('prebuilt_item', {
  id: bigint('id', { mode: 'bigint' }).primaryKey(),
  label: text('label'),
});
const tag = pgTable('prebuilt_tag', {
  itemId: bigint('item_id', { mode: 'bigint' }),
  name: text('name').notNull(),
});

// PGlite in memory, and PostgreSQL when the server suite runs on it.
const url = process.env.TEST_DATABASE_URL;

describe.each([{ name: 'PGlite', url: undefined }, ...(url ? [{ name: 'PostgreSQL', url }] : [])])(
  'prebuilt selects on $name',
  ({ url: databaseUrl }) => {
    let database: Database;
    const schemaName = `prebuilt_${process.pid}_${Date.now()}`;
    beforeAll(async () => {
      database = await openDatabase({ url: databaseUrl, max: 2 });
      await database.db.execute(sql.raw(`create schema ${schemaName}`));
    });
    afterAll(async () => {
      await database.db.execute(sql.raw(`drop schema ${schemaName} cascade`));
      await database.close();
    });

    it('builds its SQL once and answers each call with its own values, joins mapped as drizzle maps them', async () => {
      const run = (fn: (tx: Tx) => Promise<unknown>) =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql.raw(`set local search_path to ${schemaName}`));
          return fn(tx as unknown as Tx);
        });
      await run(async (tx) => {
        await tx.execute(sql`create table prebuilt_item (id bigint primary key, label text)`);
        await tx.execute(sql`create table prebuilt_tag (item_id bigint, name text not null)`);
        await tx.insert(item).values([
          { id: 1n, label: 'one' },
          { id: 2n, label: null },
        ]);
        await tx.insert(tag).values([{ itemId: 1n, name: 'red' }]);
      });
      let builds = 0;
      const query = prebuilt((tx: Tx) => {
        builds += 1;
        return tx
          .select({ item, tagName: tag.name })
          .from(item)
          .leftJoin(tag, eq(tag.itemId, item.id))
          .where(eq(item.id, sql.placeholder('id')));
      });
      expect(await run((tx) => query(tx, { id: '1' }))).toEqual([
        { item: { id: 1n, label: 'one' }, tagName: 'red' },
      ]);
      expect(await run((tx) => query(tx, { id: '2' }))).toEqual([
        { item: { id: 2n, label: null }, tagName: null },
      ]);
      expect(await run((tx) => query(tx, { id: '3' }))).toEqual([]);
      expect(builds).toBe(1);
    });

    it('maps rows as drizzle itself does: a left-joined table without a match is null, values decoded', async () => {
      const run = (fn: (tx: Tx) => Promise<unknown>) =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql.raw(`set local search_path to ${schemaName}`));
          return fn(tx as unknown as Tx);
        });
      const select = (tx: Tx) =>
        tx
          .select({ item, tag, nested: { label: item.label, count: sql<number>`1`.mapWith(Number) } })
          .from(item)
          .leftJoin(tag, eq(tag.itemId, item.id))
          .orderBy(item.id);
      const query = prebuilt((tx: Tx) => select(tx));
      const ours = await run((tx) => query(tx, {}));
      expect(ours).toEqual(await run((tx) => select(tx)));
      expect(ours).toEqual([
        {
          item: { id: 1n, label: 'one' },
          tag: { itemId: 1n, name: 'red' },
          nested: { label: 'one', count: 1 },
        },
        { item: { id: 2n, label: null }, tag: null, nested: { label: null, count: 1 } },
      ]);
    });
  },
);
