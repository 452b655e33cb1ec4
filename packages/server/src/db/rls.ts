import { is, sql } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import * as schema from './schema.ts';

/** The role requests run as (`inTenant`): not a superuser, so row-level security applies to it. */
export const APP_ROLE = 'pocket_app';

const PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE'] as const;

/** The tenant tables of the drizzle schema: every table with a `tenant_code` column, by name. */
export function tenantTableNames(): string[] {
  const casing = new CasingCache('snake_case');
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table))
    .filter((config) => config.columns.some((column) => casing.getColumnCasing(column) === 'tenant_code'))
    .map((config) => config.name)
    .sort();
}

type TableState = { name: string; enabled: boolean; forced: boolean; granted: boolean };

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * What drizzle-kit cannot write into migrations, derived from the schema: every tenant table gets
 * row-level security enabled and FORCEd (so the table owner is bound too) and the grants of
 * pocket_app. Only what is missing is changed, so running it again (every start) costs one query.
 * Global tables keep the grants the migrations gave them. Throws when a tenant table of the schema
 * is missing in the database (schema.ts changed without a migration).
 */
export async function secureTenantTables(db: Db): Promise<string[]> {
  const names = tenantTableNames();
  const granted = PRIVILEGES.map((p) => sql`has_table_privilege(${APP_ROLE}, c.oid, ${p})`).reduce(
    (a, b) => sql`${a} and ${b}`,
  );
  const states = rowsOf<TableState>(
    await db.execute(sql`
      select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
        (${granted}) as granted
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and c.relname in (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )})`),
  );
  const found = new Map(states.map((s) => [s.name, s]));
  const missing = names.filter((name) => !found.has(name));
  if (missing.length) {
    throw new Error(
      `tenant tables of src/db/schema.ts missing in the database: ${missing.join(', ')} (no migration generated?)`,
    );
  }
  const changed: string[] = [];
  await db.transaction(async (tx) => {
    for (const state of states) {
      const table = sql.identifier(state.name);
      if (!state.enabled) await tx.execute(sql`alter table ${table} enable row level security`);
      if (!state.forced) await tx.execute(sql`alter table ${table} force row level security`);
      if (!state.granted) {
        await tx.execute(
          sql`grant ${sql.raw(PRIVILEGES.join(', '))} on table ${table} to ${sql.identifier(APP_ROLE)}`,
        );
      }
      if (!state.enabled || !state.forced || !state.granted) changed.push(state.name);
    }
  });
  return changed;
}
