import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { serverRoot } from '../env.ts';
import type { Database } from './client.ts';
import { installJobs } from '../lib/jobs.ts';
import { secureTenantTables } from './rls.ts';

/** The checked-in SQL migrations (packages/server/drizzle), from src/ or dist/. */
export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** Applies pending migrations (idempotent), then what drizzle-kit cannot write into them: FORCE
 * ROW LEVEL SECURITY and the grants of pocket_app on every tenant table (src/db/rls.ts), and the
 * job queue's own tables (lib/jobs.ts). */
export async function runMigrations(database: Database): Promise<void> {
  await applyMigrations(database, migrationsFolder);
  await secureTenantTables(database.db);
  await installJobs(database);
}

/** Applies the pending migrations of `folder` only (tests migrate from an older set). */
export async function applyMigrations(database: Database, folder: string): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}
