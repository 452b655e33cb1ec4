import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The database, PGlite or node-postgres: the same queries run on both. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of one request, already bound to a tenant and the pocket_app role. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
};

/** Opens PostgreSQL when `url` is given, else PGlite in `dataDir` (created if missing) or in memory. */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string | undefined;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server ends (restart, failover, a forced drop) reports here; without
    // a listener node-postgres would crash the process. The pool replaces the connection itself.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    await db.execute(sql`select 1`);
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Points the current transaction at another tenant (e.g. QR login confirmed by a tenant user). */
export async function switchTenant(tx: Tx | Db, tenantCode: string): Promise<void> {
  await tx.execute(sql`select set_config('app.tenant_code', ${tenantCode}, true)`);
}

/**
 * Runs `fn` in one transaction as the non-superuser role pocket_app with `app.tenant_code` set, so
 * row-level security limits every statement to that tenant (an empty code sees no tenant rows).
 */
export async function inTenant<T>(db: Db, tenantCode: string | null, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.tenant_code', ${tenantCode ?? ''}, true), set_config('role', 'pocket_app', true)`,
    );
    return fn(tx as Tx);
  });
}
