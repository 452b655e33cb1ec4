import { sql } from 'drizzle-orm';
import type { TestServer } from './server.ts';

/**
 * What the database holds, read as the superuser (past row-level security), to prove a request
 * changed nothing: a fingerprint of every table, of one tenant's rows, or of the rows with an id.
 */

type Columns = { table: string; tenant: boolean; id: boolean }[];

/** The operation log records every write, refused ones too (in the background): it is the one
 * table a refused request is expected to change, so no fingerprint reads it. */
const LOGS = ['opt_log'];
const tablesOf = new WeakMap<TestServer, Promise<Columns>>();

function tables(s: TestServer): Promise<Columns> {
  let found = tablesOf.get(s);
  if (!found) {
    found = s.sql<{ table: string; tenant: boolean; id: boolean }>(
      sql`
      select t.tablename as table,
        exists (select 1 from information_schema.columns c
                where c.table_schema = 'public' and c.table_name = t.tablename and c.column_name = 'tenant_code') as tenant,
        exists (select 1 from information_schema.columns c
                where c.table_schema = 'public' and c.table_name = t.tablename and c.column_name = 'id') as id
      from pg_tables t where t.schemaname = 'public' order by t.tablename`,
    );
    tablesOf.set(s, found);
  }
  return found;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** md5 of each table's rows (or of those a condition picks), by table. */
async function fingerprint(s: TestServer, pick: Columns, where = ''): Promise<Record<string, string>> {
  if (!pick.length) return {};
  const query = pick
    .map(
      ({ table }) =>
        `select ${literal(table)} as t, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from ${quote(table)} x ${where}`,
    )
    .join(' union all ');
  const rows = await s.sql<{ t: string; h: string }>(sql.raw(query));
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}

/** A fingerprint of every row of every table. */
export async function everything(s: TestServer) {
  return fingerprint(
    s,
    (await tables(s)).filter((t) => !LOGS.includes(t.table)),
  );
}

/** A fingerprint of one tenant's rows, table by table. */
export async function tenantRows(s: TestServer, tenantCode: string) {
  return fingerprint(
    s,
    (await tables(s)).filter((t) => t.tenant && !LOGS.includes(t.table)),
    `where tenant_code = ${literal(tenantCode)}`,
  );
}

/** The rows with an id, in whichever table and tenant they are: `table tenant md5` each. */
export async function rowsWithId(s: TestServer, id: string): Promise<string[]> {
  if (!/^\d{1,19}$/.test(id)) throw new Error(`not an id: ${id}`);
  const query = (await tables(s))
    .filter((t) => t.id)
    .map(
      ({ table, tenant }) =>
        `select ${literal(table)} || ' ' || ${tenant ? 'tenant_code' : "'-'"} || ' ' || md5(x::text) as r from ${quote(table)} x where id::text = ${literal(id)}`,
    )
    .join(' union all ');
  return (await s.sql<{ r: string }>(sql.raw(query))).map((row) => row.r).sort();
}
