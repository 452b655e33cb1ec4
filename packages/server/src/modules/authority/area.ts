import { areaLookupGroup, areaResource, ErrorCode } from '@pocket/contract';
import type { Area, AreaHit } from '@pocket/contract';
import { asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idOf, idsOf } from '../../db/ids.ts';
import { area } from '../../db/schema.ts';
import type { CrudCtx } from '../../lib/crud.ts';
import { blankToNull, crudModule } from '../../lib/crud.ts';
import { defineModule } from '../../lib/context.ts';
import { ApiError, invalid, issue } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import { containing } from '../../lib/search.ts';
import { deleteSubtree, parentsOf, subtree } from '../../lib/tree.ts';

type AreaRow = typeof area.$inferSelect;

/** Areas as the contract's rows, with whether they have children (one query for all). */
async function toAreas(tx: Tx, rows: AreaRow[]): Promise<Area[]> {
  const ids = rows.map((r) => r.id);
  const parents = ids.length
    ? await tx.selectDistinct({ parentId: area.parentId }).from(area).where(inArray(area.parentId, ids))
    : [];
  const withChildren = new Set(parents.map((p) => p.parentId));
  return rows.map((r) => ({
    id: String(r.id),
    code: r.code,
    label: r.label,
    fullName: r.fullName,
    sortValue: r.sortValue,
    longitude: r.longitude,
    latitude: r.latitude,
    level: r.level as Area['level'],
    parentCode: r.parentCode,
    parentId: String(r.parentId),
    source: r.source,
    hasChildren: withChildren.has(r.id),
  }));
}

/** Which level may sit under which: provinces at the top, cities under a province, districts
 * under a city, or under a province without cities (Hong Kong, Macao). */
const FITS: Record<string, string[]> = {
  PROVINCE: ['TOP'],
  CITY: ['PROVINCE'],
  COUNTY: ['CITY', 'PROVINCE'],
};

/** The parent of an area as stored, checked against the level (and never inside its subtree). */
async function parentOf(ctx: CrudCtx, level: string, parentId: string | undefined, self?: bigint) {
  const id = parentId === undefined || parentId === '0' ? 0n : idOf(parentId);
  const [parent] = id === 0n ? [] : await ctx.tx.select().from(area).where(eq(area.id, id)).limit(1);
  if (id !== 0n && !parent) throw invalid(ctx.lang, [issue(ctx.lang, ['parentId'], 'invalid')]);
  if (self !== undefined && id !== 0n && subtree(await parentsOf(ctx.tx, area), [self]).has(id))
    throw invalid(ctx.lang, [issue(ctx.lang, ['parentId'], 'invalid')]);
  if (!FITS[level]?.includes(parent?.level ?? 'TOP'))
    throw new ApiError(ErrorCode.VALIDATION, t(ctx.lang, 'areaLevel'), 400, {
      issues: [{ path: ['level'], code: 'invalid', message: t(ctx.lang, 'areaLevel') }],
    });
  return parent;
}

const coordinate = (v: number | '' | undefined) => (v === '' ? null : v);

/** Areas (platform only): the administrative divisions; deleting one deletes what is under it. */
export const areaModule = crudModule(areaResource).storedIn({
  table: area,
  toRows: (rows, { tx }) => toAreas(tx, rows),
  filter: (m) => [
    m.label ? ilike(area.label, containing(m.label)) : undefined,
    m.code ? ilike(area.code, `${m.code.replace(/[%_\\]/g, '')}%`) : undefined,
    m.level ? eq(area.level, m.level) : undefined,
    m.parentId ? eq(area.parentId, idOf(m.parentId)) : undefined,
  ],
  sortable: { code: area.code, label: area.label, sortValue: area.sortValue },
  order: [asc(area.sortValue), asc(area.code), asc(area.id)],
  unique: [{ field: 'code', column: area.code }],
  async create(body, ctx) {
    const parent = await parentOf(ctx, body.level, body.parentId);
    return {
      code: body.code,
      label: body.label,
      fullName: `${parent?.fullName ?? ''}${body.label}`,
      sortValue: body.sortValue ?? 0,
      longitude: coordinate(body.longitude) ?? null,
      latitude: coordinate(body.latitude) ?? null,
      level: body.level,
      parentCode: parent?.code ?? null,
      parentId: parent?.id ?? 0n,
      source: blankToNull(body.source) ?? null,
    };
  },
  async update(body, current, ctx) {
    const parent = await parentOf(ctx, body.level, body.parentId ?? String(current.parentId), current.id);
    return {
      code: body.code,
      label: body.label,
      fullName: `${parent?.fullName ?? ''}${body.label}`,
      sortValue: body.sortValue,
      longitude: coordinate(body.longitude),
      latitude: coordinate(body.latitude),
      level: body.level,
      parentCode: parent?.code ?? null,
      parentId: parent?.id ?? 0n,
      source: blankToNull(body.source),
    };
  },
  handlers: {
    areaDelete: ({ tx, body, lang }) => deleteSubtree({ tx, lang }, area, idsOf(body)),
  },
});

/** Each area with the path from its province down to itself (two queries whatever the count). */
async function withPaths(tx: Tx, rows: AreaRow[]): Promise<AreaHit[]> {
  const ancestors = new Map<bigint, AreaRow>(rows.map((r) => [r.id, r]));
  let wanted = [...new Set(rows.map((r) => r.parentId).filter((id) => id !== 0n && !ancestors.has(id)))];
  // Three levels at most: two rounds find every ancestor.
  for (let round = 0; round < 3 && wanted.length; round++) {
    const found = await tx.select().from(area).where(inArray(area.id, wanted));
    for (const f of found) ancestors.set(f.id, f);
    wanted = [...new Set(found.map((f) => f.parentId).filter((id) => id !== 0n && !ancestors.has(id)))];
  }
  return rows.map((r) => {
    const path: AreaHit['path'] = [];
    for (let at: AreaRow | undefined = r; at; at = ancestors.get(at.parentId))
      path.unshift({ id: String(at.id), code: at.code, label: at.label });
    return { id: String(r.id), code: r.code, label: r.label, level: r.level as AreaHit['level'], path };
  });
}

/**
 * Each known code's path from its province (a code the package repeats: its first area). Areas
 * are global rows: `main` is the main database's transaction.
 */
export async function areaPaths(main: Tx, codes: readonly (string | null)[]): Promise<Map<string, AreaHit>> {
  const wanted = [...new Set(codes.filter((c): c is string => Boolean(c)))];
  if (wanted.length === 0) return new Map();
  const rows = await main.select().from(area).where(inArray(area.code, wanted)).orderBy(asc(area.id));
  const found = new Map<string, AreaHit>();
  for (const hit of await withPaths(main, rows)) if (!found.has(hit.code)) found.set(hit.code, hit);
  return found;
}

/** An area's path as text, "广东省 / 广州市 / 天河区" (the code itself when it is not an area). */
export const areaPathText = (code: string | null, paths: Map<string, AreaHit>): string | null =>
  code === null
    ? null
    : (paths
        .get(code)
        ?.path.map((p) => p.label)
        .join(' / ') ?? code);

/** The area lookups of every signed-in user: children on demand, search by name, paths of codes. */
export const areaLookupModule = defineModule(areaLookupGroup.endpoints, {
  async areaLinkage({ main, query }) {
    const rows = await main
      .select()
      .from(area)
      .where(eq(area.parentId, query.parentId === '0' ? 0n : idOf(query.parentId)))
      .orderBy(asc(area.sortValue), asc(area.code));
    return toAreas(main, rows);
  },
  async areaSearch({ main, query }) {
    // Districts first (what a form wants), then cities and provinces; shorter names first.
    const rows = await main
      .select()
      .from(area)
      .where(ilike(area.label, containing(query.keyword)))
      .orderBy(
        sql`case ${area.level} when 'COUNTY' then 0 when 'CITY' then 1 else 2 end`,
        sql`length(${area.label})`,
        asc(area.code),
      )
      .limit(query.limit);
    return withPaths(main, rows);
  },
  async areaPath({ main, query }) {
    const rows = await main
      .select()
      .from(area)
      .where(inArray(area.code, query.codes.split(',')));
    return withPaths(main, rows);
  },
});
