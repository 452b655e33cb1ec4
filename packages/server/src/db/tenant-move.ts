import { eq, getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { inTenant, switchTenant } from './client.ts';
import type { Tx } from './client.ts';
import { databaseId } from './datasources.ts';
import { tenantTableNames } from './rls.ts';
import { PLATFORM_TENANT } from '../lib/platform.ts';
import * as schema from './schema.ts';
import { lockTenant, tenantRow } from './tenant-data.ts';
import type { DataPlaces, TenantRow } from './tenant-data.ts';

type TenantTable = {
  table: PgTable;
  name: string;
  /** Columns that reference the table itself (e.g. `created_by` of users): written after. */
  selfRefs: string[];
};

/** The tenant tables of the schema, every table after the tenant tables it references. */
export function tenantTablesInOrder(): TenantTable[] {
  const names = new Set(tenantTableNames());
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .filter((table) => names.has(getTableConfig(table).name));
  const info = tables.map((table) => {
    const config = getTableConfig(table);
    const keys = Object.entries(getTableColumns(table));
    const keyOf = (column: PgColumn) => keys.find(([, c]) => c === column || c.name === column.name)?.[0];
    const parents = new Set<string>();
    const selfRefs: string[] = [];
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      const target = getTableConfig(ref.foreignTable).name;
      if (target === config.name) selfRefs.push(...ref.columns.map(keyOf).filter((k): k is string => !!k));
      else if (names.has(target)) parents.add(target);
    }
    return { table, name: config.name, selfRefs, parents };
  });
  const ordered: TenantTable[] = [];
  const placed = new Set<string>();
  while (ordered.length < info.length) {
    const next = info.filter((t) => !placed.has(t.name) && [...t.parents].every((p) => placed.has(p)));
    if (next.length === 0) throw new Error('The tenant tables reference each other in a cycle');
    for (const t of next) {
      ordered.push({ table: t.table, name: t.name, selfRefs: t.selfRefs });
      placed.add(t.name);
    }
  }
  return ordered;
}

/** Values as both drivers take them (PGlite reads bytea as Uint8Array, node-postgres writes
 * only Buffers as bytea). */
const portable = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      v instanceof Uint8Array && !Buffer.isBuffer(v) ? Buffer.from(v) : v,
    ]),
  );

/** Copies the tenant's rows of every tenant table from `from` to `to` (both already set to the
 * tenant, as row-level security wants), parents first; rows of the tenant already in `to` go. */
async function copyRows(from: Tx, to: Tx, order: TenantTable[]): Promise<number> {
  for (const { table } of [...order].reverse()) await to.delete(table);
  let count = 0;
  for (const { table, selfRefs } of order) {
    const rows = (await from.select().from(table)).map((r) => portable(r as Record<string, unknown>));
    if (rows.length === 0) continue;
    const columns = Object.keys(rows[0]!).length;
    // A statement takes at most 65,535 parameters.
    const chunk = Math.max(1, Math.floor(30_000 / columns));
    const withoutSelf = rows.map((r) => ({ ...r, ...Object.fromEntries(selfRefs.map((k) => [k, null])) }));
    for (let i = 0; i < rows.length; i += chunk) {
      await to.insert(table).values(withoutSelf.slice(i, i + chunk) as never);
    }
    // References within the table, once every row of it is there.
    const pk = (getTableColumns(table) as Record<string, PgColumn>).id;
    if (selfRefs.length && pk) {
      for (const row of rows) {
        const set = Object.fromEntries(selfRefs.map((k) => [k, row[k]]));
        if (Object.values(set).some((v) => v !== null && v !== undefined)) {
          await to
            .update(table)
            .set(set as never)
            .where(eq(pk, row.id as bigint));
        }
      }
    }
    count += rows.length;
  }
  return count;
}

/** Deletes the tenant's rows of every tenant table in `tx` (set to the tenant), children first. */
async function deleteRows(tx: Tx, order: TenantTable[]): Promise<void> {
  for (const { table } of [...order].reverse()) await tx.delete(table);
}

export type MoveRefusal = 'platform' | 'sameDatabase';

/**
 * Moves a tenant's rows to datasource `toId` (null: the main database), from inside the request's
 * transaction on the main database (`main`, of the platform tenant). The tenant's exclusive lock
 * makes its requests under way finish first and the next ones wait, then read where the rows
 * went. The target is migrated when opened; it gets a copy of the tenant's row (its rows
 * reference it) and the rows, parents first, in one transaction of its own that commits before
 * the main one records the move. Rows left in a datasource the tenant leaves are deleted last
 * (the main database's part is in `main`, undone with it).
 */
export async function moveTenant(
  places: DataPlaces,
  main: Tx,
  code: string,
  toId: bigint | null,
  /** The caller's tenant, which `main` is set to (and set back to). */
  caller: string,
): Promise<{ moved: number } | MoveRefusal> {
  // The platform's rows hold what every tenant shares (and the tables of the platform's screens).
  if (code === PLATFORM_TENANT) return 'platform';
  await lockTenant(main, code, true);
  await switchTenant(main, code);
  const row = (await tenantRow(main, code)) as TenantRow;
  const fromId = row.datasourceId;
  if ((fromId ?? null) === toId) {
    await switchTenant(main, caller);
    return { moved: 0 };
  }
  const order = tenantTablesInOrder();
  const source = fromId === null ? undefined : await places.datasources.database(fromId, main);
  const target = toId === null ? undefined : await places.datasources.database(toId, main);
  const sourceId = source ? await databaseId(source.db) : await databaseId(main);
  const targetId = target ? await databaseId(target.db) : await databaseId(main);
  if (sourceId === targetId) {
    await switchTenant(main, caller);
    return 'sameDatabase';
  }

  // Reads and writes each side in a transaction set to the tenant (row-level security).
  const onSource = <T>(fn: (tx: Tx) => Promise<T>) => (source ? inTenant(source.db, code, fn) : fn(main));
  const onTarget = <T>(fn: (tx: Tx) => Promise<T>) => (target ? inTenant(target.db, code, fn) : fn(main));
  const moved = await onSource((from) =>
    onTarget(async (to) => {
      if (target) {
        const copy = { ...row, datasourceId: null };
        await to
          .insert(schema.tenant)
          .values(copy)
          .onConflictDoUpdate({ target: schema.tenant.code, set: copy });
      }
      return copyRows(from, to, order);
    }),
  );
  if (!source) await deleteRows(main, order);
  await main
    .update(schema.tenant)
    .set({ datasourceId: toId, connectType: toId === null ? 'LOCAL' : 'REMOTE', updateTime: new Date() })
    .where(eq(schema.tenant.code, code));
  // The datasource it left keeps nothing of it: its copy of the tenant row takes every row along.
  if (source) {
    await inTenant(source.db, code, (tx) => tx.delete(schema.tenant).where(eq(schema.tenant.code, code)));
  }
  await switchTenant(main, caller);
  return { moved };
}

/** Removes a tenant's rows from its datasource (the tenant is being deleted). */
export async function dropTenantRows(places: DataPlaces, main: Tx, row: TenantRow): Promise<void> {
  if (!row.datasourceId) return;
  const database = await places.datasources.database(row.datasourceId, main);
  await inTenant(database.db, row.code, (tx) =>
    tx.delete(schema.tenant).where(eq(schema.tenant.code, row.code)),
  );
}
