import { eq, sql } from 'drizzle-orm';
import type { Datasources } from './datasources.ts';
import { inTenant, switchTenant } from './client.ts';
import type { Db, Tx } from './client.ts';
import { tenant } from './schema.ts';

export type TenantRow = typeof tenant.$inferSelect;

/** What reaches a tenant's rows: the main database and the datasources. */
export type DataPlaces = { db: Db; datasources: Datasources };

/**
 * Takes the tenant's lock for the rest of the main database's transaction: shared by every
 * request of the tenant, exclusive while its rows move to another database (tenant-move.ts), so a
 * move waits for the requests under way and the next ones wait for the move, then read where the
 * rows went. On PGlite (one connection) transactions never overlap anyway.
 */
export async function lockTenant(main: Tx, code: string, exclusive = false): Promise<void> {
  const key = sql`hashtext(${`tenant:${code}`})`;
  await main.execute(
    exclusive ? sql`select pg_advisory_xact_lock(${key})` : sql`select pg_advisory_xact_lock_shared(${key})`,
  );
}

/** The tenant's row, whatever its status. */
export async function tenantRow(main: Tx | Db, code: string): Promise<TenantRow | undefined> {
  const [row] = await main.select().from(tenant).where(eq(tenant.code, code)).limit(1);
  return row;
}

/**
 * Runs `fn` on the tenant's rows from inside a transaction of the main database (`main`, already
 * locked for the tenant, or switched to it): in `main` itself when they live there, else in a
 * transaction of its datasource, opened within and committed before `main`. `row` is the
 * tenant's row (undefined: no such tenant, `fn` gets `main`).
 */
export async function onTenantRows<T>(
  places: DataPlaces,
  main: Tx,
  row: TenantRow | undefined,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!row?.datasourceId) return fn(main);
  const database = await places.datasources.database(row.datasourceId, main);
  return inTenant(database.db, row.code, fn);
}

/**
 * For a request without a tenant that comes to name one (a website host, a signed link, a QR
 * ticket): enters the tenant `code` from the request's transaction on the main database and runs
 * `fn` on its rows (see onTenantRows); the main transaction stays on that tenant afterwards.
 */
export async function enterTenant<T>(
  places: DataPlaces,
  main: Tx,
  code: string,
  fn: (tx: Tx, row: TenantRow | undefined) => Promise<T>,
): Promise<T> {
  await lockTenant(main, code);
  await switchTenant(main, code);
  const row = await tenantRow(main, code);
  return onTenantRows(places, main, row, (tx) => fn(tx, row));
}

/**
 * A transaction of its own on the tenant's rows (background work: the order sweep), as the app
 * role with row-level security, beside a transaction of the main database holding the tenant's
 * lock (`inTenant` takes it).
 */
export function inTenantData<T>(places: DataPlaces, code: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inTenant(places.db, code, async (main) =>
    onTenantRows(places, main, await tenantRow(main, code), fn),
  );
}

/** The database a tenant's rows live in (for work after the request's transaction, such as the
 * later slices of a long file). */
export async function tenantDatabase(places: DataPlaces, row: TenantRow, reader: Tx): Promise<Db> {
  return row.datasourceId ? (await places.datasources.database(row.datasourceId, reader)).db : places.db;
}
