import { formatDateTime } from '@pocket/contract';
import { echoPlan, type EchoPlan, type EndpointDef } from '@pocket/contract';
import { z } from 'zod';
import { and, eq, inArray, or } from 'drizzle-orm';
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

/**
 * Records as the lamp dialect reads them: each with `echoMap`, the display value of its enum,
 * dictionary and reference fields (lamp's `@Echo`), and `createTime` / `updateTime` where the
 * stored row has them. One query per dictionary and per referenced resource, for all records.
 */
export async function withEcho(
  records: Row[],
  raws: readonly unknown[],
  plan: EchoPlan,
  ctx: { tx: Tx; lang: Lang },
): Promise<Row[]> {
  if (records.length === 0) return records;
  const looked = new Map<string, Map<string, string>>();
  // Every dictionary source is read in one statement: field → its type and the codes it holds.
  const dictWanted: { field: string; type: string; codes: string[] }[] = [];
  for (const [field, source] of plan.sources) {
    const values = [
      ...new Set(records.map((r) => r[field]).filter((v): v is string => typeof v === 'string' && v !== '')),
    ];
    const names = new Map<string, string>();
    looked.set(field, names);
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
