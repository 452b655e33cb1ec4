import type { GenColumn, GenColumnType } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { camel, GenProblem } from './templates.ts';

/** A table of the database's `public` schema. */
export type DbTableInfo = { tableName: string; comment: string; rows: number };

/** A column as the catalog describes it. */
export type DbColumnInfo = {
  column: string;
  typname: string;
  dbType: string;
  notNull: boolean;
  primary: boolean;
  dflt: string | null;
  comment: string | null;
  length: number;
};

const rowsOf = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];

/** The tables of the database (pg_catalog: PGlite and PostgreSQL alike) with their comments and
 * how many rows the caller's transaction sees of each (row-level security applies: of a tenant
 * table, the platform's rows; -1 for a table the server's role may not read). */
export async function listTables(tx: Tx): Promise<DbTableInfo[]> {
  const tables = rowsOf<{ table_name: string; comment: string | null; readable: boolean }>(
    await tx.execute(sql`
      select c.relname as table_name, obj_description(c.oid, 'pg_class') as comment,
        has_table_privilege(c.oid, 'SELECT') as readable
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and left(c.relname, 2) <> '__'
      order by c.relname`),
  );
  const out: DbTableInfo[] = [];
  for (const t of tables) {
    // A table the server's role may not read is listed without a count (-1).
    if (!t.readable) {
      out.push({ tableName: t.table_name, comment: t.comment ?? '', rows: -1 });
      continue;
    }
    const [count] = rowsOf<{ n: string | number }>(
      await tx.execute(sql`select count(*) as n from ${sql.identifier(t.table_name)}`),
    );
    out.push({ tableName: t.table_name, comment: t.comment ?? '', rows: Number(count?.n ?? 0) });
  }
  return out;
}

/** The columns of a table in their order, or undefined when there is no such table. */
export async function readColumns(
  tx: Tx,
  table: string,
): Promise<{ comment: string; columns: DbColumnInfo[] } | undefined> {
  const [info] = rowsOf<{ oid: number; comment: string | null }>(
    await tx.execute(sql`
      select c.oid::int as oid, obj_description(c.oid, 'pg_class') as comment
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname = ${table}`),
  );
  if (!info) return undefined;
  const columns = rowsOf<{
    column: string;
    typname: string;
    db_type: string;
    not_null: boolean;
    is_primary: boolean;
    dflt: string | null;
    comment: string | null;
    typmod: number;
  }>(
    await tx.execute(sql`
      select a.attname as column, t.typname, format_type(a.atttypid, a.atttypmod) as db_type,
        a.attnotnull as not_null, a.atttypmod as typmod,
        exists (select 1 from pg_index i where i.indrelid = a.attrelid and i.indisprimary
          and a.attnum = any(i.indkey)) as is_primary,
        pg_get_expr(d.adbin, d.adrelid) as dflt, col_description(a.attrelid, a.attnum) as comment
      from pg_attribute a
        join pg_type t on t.oid = a.atttypid
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = ${info.oid} and a.attnum > 0 and not a.attisdropped
      order by a.attnum`),
  );
  return {
    comment: info.comment ?? '',
    columns: columns.map((c) => ({
      column: c.column,
      typname: c.typname,
      dbType: c.db_type,
      notNull: c.not_null,
      primary: c.is_primary,
      dflt: c.dflt,
      comment: c.comment,
      length: c.typname === 'varchar' || c.typname === 'bpchar' ? Math.max(Number(c.typmod) - 4, 0) : 0,
    })),
  };
}

const TYPES: Record<string, GenColumnType> = {
  varchar: 'string',
  bpchar: 'string',
  text: 'text',
  int2: 'int',
  int4: 'int',
  int8: 'bigint',
  numeric: 'decimal',
  bool: 'boolean',
  date: 'date',
  timestamptz: 'datetime',
};

/** "seat_count" → "Seat count". */
const words = (column: string) => {
  const text = column.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The first configuration of a column: labels from its comment and name, flags from its type. */
export function columnConfig(c: DbColumnInfo, hasStringFilter: () => boolean): GenColumn {
  const type = TYPES[c.typname];
  if (!type) throw new GenProblem('genColumnType', { name: c.column, type: c.dbType });
  const field = camel(c.column);
  const bookkeeping = ['id', 'tenant_code', 'create_time', 'update_time'].includes(c.column);
  const form = !bookkeeping;
  const isParent = c.column === 'parent_id';
  const filter = !bookkeeping && ((type === 'string' && !hasStringFilter()) || type === 'boolean');
  return {
    column: c.column,
    field,
    dbType: c.dbType,
    type,
    maxLength: c.length,
    primary: c.primary,
    nullable: !c.notNull,
    zh: (c.comment ?? '').trim().slice(0, 50) || words(c.column),
    en: words(c.column).slice(0, 50),
    required: form && c.notNull && c.dflt === null && !isParent,
    list: !['id', 'tenant_code', 'update_time'].includes(c.column) && type !== 'text' && !isParent,
    form,
    filter,
    filterKind: type === 'string' ? 'like' : 'eq',
    control: isParent
      ? 'tree'
      : type === 'int' || type === 'decimal'
        ? 'number'
        : type === 'boolean'
          ? 'switch'
          : type === 'date' || type === 'datetime'
            ? 'date'
            : type === 'text' || c.length > 255
              ? 'textarea'
              : 'text',
    dictType: '',
  };
}
