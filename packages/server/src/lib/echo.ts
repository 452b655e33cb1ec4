import { formatDateTime } from '@pocket/contract';
import { echoPlan, type EchoPlan, type EndpointDef } from '@pocket/contract';
import { z } from 'zod';
import { and, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';
import { dictionary, org, station, user } from '../db/schema.ts';
import type { Handler } from './context.ts';
import type { CrudTable } from './crud.ts';
import type { Lang } from './i18n.ts';

/** The rows a resource's `echo` may name by `ref`, and the column that names them. */
const REFS: Record<string, { table: CrudTable; label: PgColumn }> = {
  station: { table: station, label: station.name },
  org: { table: org, label: org.label },
  user: { table: user, label: user.name },
};

type Row = Record<string, unknown>;
const TIMES = ['createTime', 'updateTime'] as const;

/** The stored row a listed row came from: itself, or the table row of a join (`{ s: row, … }`). */
function storedOf(raw: unknown): Row | undefined {
  if (raw === null || typeof raw !== 'object') return undefined;
  const row = raw as Row;
  if (TIMES.some((k) => row[k] instanceof Date)) return row;
  return Object.values(row).find(
    (v): v is Row => v !== null && typeof v === 'object' && TIMES.some((k) => (v as Row)[k] instanceof Date),
  );
}

/** The prefix of the fields `echoFields` adds to a stored row. */
const ECHO = '__echo_';

/** A display value read beside a row: a dictionary item's `[name, nameEn]`, a reference's `[label]`. */
type Folded = [string, (string | null)?] | null;

/**
 * The display values of a plan's sources whose field is a column of `table`, as fields a select
 * on `table` reads beside its columns (correlated subqueries, limited by row-level security like
 * the statement): `withEcho` then looks up only what they did not give.
 */
export function echoFields(plan: EchoPlan, table: CrudTable): Record<string, SQL> {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const fields: Record<string, SQL> = {};
  for (const [field, source] of plan.sources) {
    const column = columns[field];
    if (!column) continue;
    // Nested: drizzle names the columns with their table there, so the row's column is the outer one.
    if ('dict' in source) {
      fields[ECHO + field] =
        sql`${sql`(select json_build_array(${dictionary.name}, ${dictionary.nameEn}) from ${dictionary} where ${dictionary.type} = ${source.dict} and ${dictionary.code} = ${column} limit 1)`}`;
    } else {
      const ref = REFS[source.ref];
      if (!ref) throw new Error(`echo: no reference named ${source.ref}`);
      fields[ECHO + field] =
        sql`${sql`(select json_build_array(${ref.label}) from ${ref.table} where ${ref.table.id} = ${column})`}`;
    }
  }
  return fields;
}

/**
 * A stored row without the fields named in `left` (what `echoFields` added to it, as the
 * resource's mapping expects it; a page's count): a copy of the rest. Not a copy with properties
 * deleted, which V8 turns into a slow dictionary for every later read of the row.
 */
export function withoutFields(row: unknown, left: ReadonlySet<string>): Row {
  const copy: Row = {};
  for (const key of Object.keys(row as Row)) if (!left.has(key)) copy[key] = (row as Row)[key];
  return copy;
}

/** The display value `echoFields` read for a record's field, when it read one for this value. */
function foldedOf(raw: unknown, field: string, value: string, lang: Lang): string | null | undefined {
  const row = raw as Row | null | undefined;
  if (!row || !(ECHO + field in row) || row[field] === undefined || row[field] === null) return undefined;
  if (String(row[field]) !== value) return undefined;
  const folded = row[ECHO + field] as Folded;
  if (!folded) return null;
  return (lang === 'en' && folded[1]) || folded[0];
}

/**
 * Records as the lamp dialect reads them: each with `echoMap`, the display value of its enum,
 * dictionary and reference fields (lamp's `@Echo`), and `createTime` / `updateTime` where the
 * stored row has them. What the rows' statement read (`echoFields`) is taken from the rows; the
 * rest costs one query per referenced resource and one for every dictionary, for all records.
 */
export async function withEcho(
  records: Row[],
  raws: readonly unknown[],
  plan: EchoPlan,
  ctx: { tx: Tx; lang: Lang },
): Promise<Row[]> {
  if (records.length === 0) return records;
  const looked = new Map<string, Map<string, string | null>>();
  // Every dictionary source is read in one statement: field → its type and the codes it holds.
  const dictWanted: { field: string; type: string; codes: string[] }[] = [];
  for (const [field, source] of plan.sources) {
    const names = new Map<string, string | null>();
    looked.set(field, names);
    const wanted = new Set<string>();
    records.forEach((record, i) => {
      const value = record[field];
      if (typeof value !== 'string' || value === '' || names.has(value)) return;
      const folded = foldedOf(raws[i], field, value, ctx.lang);
      if (folded === undefined) wanted.add(value);
      else names.set(value, folded);
    });
    const values = [...wanted].filter((v) => !names.has(v));
    if (values.length === 0) continue;
    if ('dict' in source) {
      dictWanted.push({ field, type: source.dict, codes: values });
    } else {
      const ref = REFS[source.ref];
      if (!ref) throw new Error(`echo: no reference named ${source.ref}`);
      const ids = values.filter((v) => /^\d{1,19}$/.test(v)).map((v) => BigInt(v));
      const rows = ids.length
        ? ((await ctx.tx
            .select({ id: ref.table.id, label: ref.label })
            .from(ref.table)
            .where(inArray(ref.table.id, ids))) as { id: bigint; label: string }[])
        : [];
      for (const row of rows) names.set(String(row.id), row.label);
    }
  }
  if (dictWanted.length) {
    const types = [...new Set(dictWanted.map((w) => w.type))];
    const items = await ctx.tx
      .select({
        type: dictionary.type,
        code: dictionary.code,
        name: dictionary.name,
        nameEn: dictionary.nameEn,
      })
      .from(dictionary)
      .where(
        or(
          ...types.map((type) =>
            and(
              eq(dictionary.type, type),
              inArray(dictionary.code, [
                ...new Set(dictWanted.filter((w) => w.type === type).flatMap((w) => w.codes)),
              ]),
            ),
          ),
        ),
      );
    for (const { field, type } of dictWanted) {
      const names = looked.get(field)!;
      for (const item of items)
        if (item.type === type) names.set(item.code, (ctx.lang === 'en' && item.nameEn) || item.name);
    }
  }
  return records.map((record, i) => {
    const echoMap = echoOf(record, plan);
    for (const [field] of plan.sources) {
      const value = record[field];
      if (value !== undefined)
        echoMap[field] = typeof value === 'string' ? (looked.get(field)?.get(value) ?? null) : null;
    }
    const stored = storedOf(raws[i]);
    const times: Row = {};
    for (const key of TIMES)
      if (!(key in record) && stored?.[key] instanceof Date) times[key] = formatDateTime(stored[key] as Date);
    return { ...record, ...times, echoMap };
  });
}

/** The display values a record tells by itself: its enums' descs and the `xxxName` beside an
 * `xxxId`. */
function echoOf(record: Row, plan: Pick<EchoPlan, 'enums' | 'named'>): Record<string, string | null> {
  const echoMap: Record<string, string | null> = {};
  for (const field of plan.enums) {
    const value = record[field] as { desc?: unknown } | null | undefined;
    if (value !== undefined) echoMap[field] = typeof value?.desc === 'string' ? value.desc : null;
  }
  for (const [field, nameField] of plan.named)
    if (field in record) echoMap[field] = (record[nameField] as string | null | undefined) ?? null;
  return echoMap;
}

/** The record schema of a page answer (`{ records: T[], total, … }`); undefined for other answers. */
export function pageRecordSchema(def: EndpointDef): z.ZodObject | undefined {
  if (def.response.kind !== 'envelope') return undefined;
  const data = def.response.data;
  if (!(data instanceof z.ZodObject) || !('total' in data.shape)) return undefined;
  const records = data.shape.records;
  if (!(records instanceof z.ZodArray)) return undefined;
  return records.element instanceof z.ZodObject ? records.element : undefined;
}

/**
 * A page endpoint's handler whose records always carry `echoMap`: the generic page of a resource
 * adds it with its declared sources (`withEcho`); a module's own page query gets here what its row
 * schema tells (enum descs, names beside ids). Other endpoints keep their handler.
 */
export function echoingPages(def: EndpointDef, handler: Handler<EndpointDef>): Handler<EndpointDef> {
  const record = pageRecordSchema(def);
  if (!record) return handler;
  const plan = echoPlan(record);
  return async (ctx) => {
    const result = (await handler(ctx)) as unknown;
    const page = result as { records?: unknown } | null;
    if (!page || typeof page !== 'object' || !Array.isArray(page.records)) return result as never;
    const records = (page.records as unknown[]).map((r) =>
      r !== null && typeof r === 'object' && !('echoMap' in r)
        ? { ...r, echoMap: echoOf(r as Row, plan) }
        : r,
    );
    return { ...page, records } as never;
  };
}

/** The `echoMap` of a record as the API reference documents it. */
const echoMapDoc = z
  .record(z.string(), z.string().nullable())
  .describe("Display values of the record's enum, dictionary and reference fields (lamp's @Echo)");

/** What the API reference shows a page answer as: its records with `echoMap`. */
export function documentedPage(def: EndpointDef): z.ZodType | undefined {
  const record = pageRecordSchema(def);
  if (!record || def.response.kind !== 'envelope') return undefined;
  const data = def.response.data as z.ZodObject;
  return data.extend({ records: z.array(record.extend({ echoMap: echoMapDoc })) });
}
