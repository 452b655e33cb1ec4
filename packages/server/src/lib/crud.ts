import { ErrorCode, QUERY_LIMIT, anyOf, parseDateTime, toPage } from '@pocket/contract';
import type { CrudOp, EndpointDef, ResourceDef, ValidationIssue } from '@pocket/contract';
import { and, asc, desc, eq, getTableColumns, gte, inArray, is, lte, ne, or, SQL, sql } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Tx } from '../db/client.ts';
import { idOf, idsOf, newId } from '../db/ids.ts';
import { rowCount } from '../db/page-window.ts';
import { prebuilt } from '../db/prebuilt.ts';
import { defineModule } from './context.ts';
import { scopeCondition } from './data-scope.ts';
import { echoFields, withEcho, withoutFields } from './echo.ts';
import type { Owner } from './data-scope.ts';
import type { Handler, HandlerCtx, Module } from './context.ts';
import { EXPORT_LIMIT, PREVIEW_LIMIT, exportAnswer, previewAnswer, queryAnswer, readXlsx } from './excel.ts';
import type { Column } from './excel.ts';
import { ApiError, Failure, invalid, issue, validationFailure } from './http.ts';
import { t, type Lang } from './i18n.ts';

// What the module needs of a resource; the spec below is typed from the concrete one.
type AnyResource = Pick<ResourceDef, 'key' | 'schemas' | 'echo'> & {
  readonly ops: readonly CrudOp[];
  readonly endpoints: Record<string, EndpointDef>;
};
type Out<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;
type In<S> = S extends z.ZodType ? z.input<S> : never;

/** What a resource's rows are stored in: a table with a bigint `id`. */
export type CrudTable = PgTable & { id: PgColumn };

/** What the generic handlers and the hooks get of a request. */
export type CrudCtx = HandlerCtx<EndpointDef & { auth: 'token' }>;

/** Fields read beside each stored row in the statement that reads it (correlated subqueries
 * over the table's row: names of what it refers to, ids of rows it owns). */
export type Related = Record<string, SQL>;
type RelatedRow<X> = { [K in keyof X]: X[K] extends SQL<infer V> ? V : never };

/** Fields a list page reads beside the ones a `select` spec names (the count of every matching
 * row, in the same statement): the spec spreads them into its select. Empty to the spec's types,
 * as its rows reach `toRow` without them. */
export type Beside = Record<never, never>;

type Listed<T extends CrudTable, S, X = Record<never, never>> = S extends (tx: Tx, beside: Beside) => infer Q
  ? Awaited<Q> extends readonly (infer X)[]
    ? X
    : never
  : T['$inferSelect'] & RelatedRow<X>;

type GeneratedName<R extends AnyResource> = `${R['key']}${Capitalize<R['ops'][number]>}`;
type Custom<R extends AnyResource> = Omit<R['endpoints'], GeneratedName<R>>;
type Generated<R extends AnyResource> = Pick<R['endpoints'], GeneratedName<R> & keyof R['endpoints']>;

/** The generic pieces a custom handler may reuse. */
export type CrudTools<Row, Stored> = {
  /** The row as the contract gives it (404 when missing). */
  get(id: bigint): Promise<Row>;
  /** The row as stored (404 when missing). */
  stored(id: bigint): Promise<Stored>;
  /** Creates a row from a create body as the generated create does (unique values checked,
   * `spec.create` applied), with `extra` columns beside; answers its id. */
  insert(body: unknown, extra?: Record<string, unknown>): Promise<bigint>;
  /** The caller's data-scope condition over `spec.owner` (undefined: every row), for a handler's
   * own queries; `get` and `stored` apply it already. */
  scope(): Promise<SQL | undefined>;
};
type CrudHandlers<T extends Record<string, EndpointDef>, Row, Stored> = {
  [K in keyof T]: (ctx: HandlerCtx<T[K]>, crud: CrudTools<Row, Stored>) => ReturnType<Handler<T[K]>>;
};

/**
 * How one resource is stored and mapped; the generic handlers do the rest (paging, sort, filters,
 * get, create, update, delete, query, export, preview, import). Hooks are small and optional.
 */
export type CrudSpec<R extends AnyResource, T extends CrudTable, S, X = Record<never, never>> = {
  table: T;
  /** The rows lists and `get` read, joins allowed (default: the table); filters may name the
   * joined columns too. It spreads `beside` into its fields:
   * `(tx, beside) => tx.select({ course, lecturerName: lecturer.name, ...beside }).from(course)…` */
  select?: S;
  /** Without `select`: fields every read of rows (page, query, get, export, preview) takes in
   * the same statement, beside the table's columns; `toRow` finds them on the row. */
  related?: X;
  /** A listed row as the contract's row. */
  toRow?: (row: Listed<T, S, X>, ctx: CrudCtx) => In<R['schemas']['row']>;
  /** Listed rows as the contract's rows, for a mapping that reads more (one query for all). */
  toRows?: (rows: Listed<T, S, X>[], ctx: CrudCtx) => Promise<In<R['schemas']['row']>[]>;
  /** Conditions of the filter model (page, query, export, preview). */
  filter?: (
    model: Out<R['schemas']['filter']>,
    ctx: CrudCtx,
  ) => (SQL | undefined)[] | Promise<(SQL | undefined)[]>;
  /** Date-time ranges of the page's `extra`: `{ createTime: table.createTime }` reads
   * `extra.createTime_st` and `extra.createTime_ed`. */
  ranges?: Record<string, PgColumn | SQL>;
  /** Columns a page may be sorted by (the wire name → column); other names, and the default
   * `id`, keep `order`. */
  sortable?: Record<string, PgColumn | SQL>;
  /** The default order; the last term should be unique (the id) so pages never overlap. */
  order: SQL[];
  /** Values unique within the tenant (and within `within`, e.g. a dictionary code within its
   * type), compared case-insensitively: a clash is a field issue `exists` on create and update. */
  unique?: { field: string; column: PgColumn; within?: { field: string; column: PgColumn } }[];
  /** Who owns a row (its organisation, its creator): list, get, update, delete, export and
   * preview see only the rows of the caller's data scope (role `dsType`); others are 404. */
  owner?: Owner;
  /** A boolean column marking built-in rows: they can be neither changed nor deleted. */
  readonly?: PgColumn;
  /** A boolean column marking deleted rows: delete sets it instead of removing the row, and a
   * row marked so is gone for every other operation (lists, get, update, unique values). */
  softDelete?: PgColumn;
  /** The row to insert for a create body (id and tenant are set by the module). */
  create?: (
    body: Out<R['schemas']['create']>,
    ctx: CrudCtx,
  ) => Partial<T['$inferInsert']> | Promise<Partial<T['$inferInsert']>>;
  /** Runs after a create (or an imported row) inserted its row, e.g. to add rows it owns. */
  afterCreate?: (id: bigint, body: Out<R['schemas']['create']>, ctx: CrudCtx) => Promise<void>;
  /** The columns to change for an update body, knowing the stored row. */
  update?: (
    body: Out<R['schemas']['update']>,
    current: T['$inferSelect'],
    ctx: CrudCtx,
  ) => Partial<T['$inferInsert']> | Promise<Partial<T['$inferInsert']>>;
  /** Refuses a delete before anything is checked or changed (e.g. a selection holding the
   * signed-in user is cancelled, spec section 5). */
  deleteGuard?: (ids: bigint[], ctx: CrudCtx) => Failure | undefined;
  /** Runs before the rows are deleted (references are the foreign keys' business); a Failure
   * stops the delete. What it returns, other than a Failure, becomes the answer. */
  beforeDelete?: (ids: bigint[], ctx: CrudCtx) => Promise<unknown>;
  /** Sheet columns of export, preview and import. */
  columns?: Column<In<R['schemas']['row']>>[];
  /** A sheet row (by column key) as a create body, before the create schema checks it. */
  fromSheet?: (values: Record<string, string>) => unknown;
  /** Handlers of the resource's custom endpoints, and replacements of generated ones. */
  handlers: CrudHandlers<Custom<R>, In<R['schemas']['row']>, T['$inferSelect']> &
    Partial<CrudHandlers<Generated<R>, In<R['schemas']['row']>, T['$inferSelect']>>;
};

type PageBody = {
  model: Record<string, unknown>;
  size: number;
  current: number;
  sort: string;
  order: 'ascending' | 'descending';
  extra: Record<string, unknown>;
};

type CustomHandler = (ctx: CrudCtx, crud: CrudTools<unknown, unknown>) => Promise<unknown>;

/** The answer of an import with refused rows: how many, and every issue under `rows.<n>`. */
const importFailure = (ctx: CrudCtx, problems: ValidationIssue[]) =>
  new ApiError(
    ErrorCode.VALIDATION,
    t(ctx.lang, 'importRows', { count: new Set(problems.map((p) => p.path[1])).size }),
    400,
    { issues: problems },
  );

/** The most filter runs one page asks for (combinations of multi-value filters). */
const MULTI_FILTER_RUNS = 256;

/**
 * The condition of a page's filter model where a field given several values (`sex: ['M', 'W']`,
 * the page's `anyOf`) matches any of them: the conditions are built once per combination of
 * values and a row may match any run. Every page query uses it, the generic one and a module's own.
 */
export async function matchAny<M extends object>(
  lang: Lang,
  model: M,
  conditions: (model: M) => (SQL | undefined)[] | Promise<(SQL | undefined)[]>,
): Promise<SQL | undefined> {
  let models: Record<string, unknown>[] = [model as Record<string, unknown>];
  for (const [field, values] of Object.entries(anyOf(model)))
    models = models.flatMap((m) => values.map((value) => ({ ...m, [field]: value })));
  if (models.length > MULTI_FILTER_RUNS) throw invalid(lang, [issue(lang, ['model'], 'invalid')]);
  if (models.length === 1) return and(...(await conditions(models[0] as M)));
  const runs: (SQL | undefined)[] = [];
  for (const m of models) runs.push(and(...(await conditions(m as M))));
  return or(...runs);
}

const notFound = (ctx: CrudCtx) => new ApiError(ErrorCode.OPERATION_FAILED, t(ctx.lang, 'notFound'), 404);
const readonlyFailure = (ctx: CrudCtx) => new Failure(ErrorCode.OPERATION_FAILED, t(ctx.lang, 'readonly'));

/**
 * The server module of a resource: its generated endpoints answered by generic handlers over
 * `spec.table`, beside the custom handlers of `spec.handlers`. Permission codes and platform
 * scope are checked where the routes are registered (lib/routing.ts), never here.
 * @example export const stationModule = crudModule(stationResource).storedIn({ table: station, toRow, order: [desc(station.id)], handlers: {} });
 */
export function crudModule<R extends AnyResource>(resource: R) {
  return {
    /** The table and hooks: typed from the resource (curried, so the handlers are). */
    storedIn<
      T extends CrudTable,
      S extends ((tx: Tx, beside: Beside) => PromiseLike<readonly unknown[]>) | undefined = undefined,
      X extends Related = Record<never, never>,
    >(spec: CrudSpec<R, T, S, X>): Module {
      return buildModule(resource, spec as never);
    },
  };
}

/** The field of a page's rows that carries the count of every matching row. */
const PAGE_TOTAL = '__pageTotal';
/** How many plain pages' statements a resource keeps built (by sort, size and offset). */
const PLAIN_PAGES = 64;

function buildModule(resource: AnyResource, spec: CrudSpec<AnyResource, CrudTable, undefined>): Module {
  // Upcast: the generic handlers need only the table's id (and the spec's columns).
  const table: CrudTable = spec.table;
  const key = resource.key;
  const loose = spec as unknown as Omit<CrudSpec<AnyResource, CrudTable, undefined>, 'select' | 'toRow'> & {
    select?: (tx: Tx, beside: Beside) => unknown;
    toRow?: (row: unknown, ctx: CrudCtx) => Record<string, unknown>;
    toRows?: (rows: unknown[], ctx: CrudCtx) => Promise<Record<string, unknown>[]>;
  };
  const { toRow, toRows } = loose;
  if (!toRow && !toRows) throw new Error(`Resource ${key}: the spec needs toRow or toRows`);
  if (loose.select && spec.related)
    throw new Error(`Resource ${key}: related fields need the table's own rows`);
  if (loose.select) {
    // The page reads its count beside the spec's fields (a select built without a connection).
    const probe = loose.select(new QueryBuilder() as unknown as Tx, { [PAGE_TOTAL]: sql`0` });
    if (!Object.hasOwn((probe as PgSelect)._.selectedFields, PAGE_TOTAL))
      throw new Error(`Resource ${key}: spec.select must spread \`beside\` into its fields`);
  }
  // The display values of its echo sources that are columns, read with the rows (lib/echo.ts).
  const echoed = loose.select ? {} : echoFields(resource.echo, table);
  const echoKeys = new Set(Object.keys(echoed));
  // A page's rows also carry the count of every matching row.
  const echoAndTotal = new Set([...echoKeys, PAGE_TOTAL]);
  // The table's columns, related fields and display values: what every read of its rows selects.
  const columns = { ...getTableColumns(table), ...spec.related, ...echoed };
  // Every record answered carries its echoMap (and createTime / updateTime when stored).
  const mapRows = async (rows: unknown[], ctx: CrudCtx, paged = false) => {
    const left = paged ? echoAndTotal : echoKeys;
    const plain = left.size > 0 ? rows.map((row) => withoutFields(row, left)) : rows;
    return withEcho(
      toRows ? await toRows(plain, ctx) : plain.map((row) => toRow!(row, ctx)),
      rows,
      resource.echo,
      ctx,
    );
  };
  // Rows not soft-deleted (every row without a soft-delete column).
  const live = spec.softDelete ? eq(spec.softDelete, false) : undefined;
  const need = <V>(value: V | undefined, op: string, what: string): V => {
    if (value === undefined) throw new Error(`Resource ${key}: ${op} needs spec.${what}`);
    return value;
  };

  // A dynamic select: the spec's (joins) or the table's columns and related fields, and `beside`.
  const listing = (tx: Tx, beside: Record<string, SQL> = {}) =>
    (loose.select ? loose.select(tx, beside) : tx.select({ ...columns, ...beside }).from(table)) as {
      $dynamic(): {
        where(w: SQL | undefined): {
          orderBy(...o: SQL[]): {
            limit(
              n: number | Placeholder,
            ): Promise<unknown[]> & { offset(n: number | Placeholder): Promise<unknown[]> };
          };
          limit(n: number): Promise<unknown[]>;
        };
      };
    };

  /** The data-scope condition of the caller over the spec's owner columns. */
  async function scoped(ctx: CrudCtx): Promise<SQL | undefined> {
    return spec.owner ? scopeCondition(await ctx.auth.dataScope(), spec.owner) : undefined;
  }

  /** The filter's conditions; a field given several values (the page's `anyOf`) matches any of
   * them. */
  async function filtered(ctx: CrudCtx, model: Record<string, unknown>): Promise<(SQL | undefined)[]> {
    if (!spec.filter) return [];
    return [await matchAny(ctx.lang, model, (m) => loose.filter!(m as never, ctx))];
  }

  async function where(ctx: CrudCtx, model: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    return (await narrowing(ctx, model, extra)).w;
  }

  /** The condition of a filter model, data scope and ranges, and whether it narrows the rows
   * at all (anything but leaving soft-deleted rows out). */
  async function narrowing(ctx: CrudCtx, model: Record<string, unknown>, extra: Record<string, unknown>) {
    const conditions = await filtered(ctx, model);
    conditions.push(await scoped(ctx), live);
    const at = (name: string) => {
      const value = extra[name];
      return typeof value === 'string' ? parseDateTime(value) : undefined;
    };
    for (const [field, column] of Object.entries(spec.ranges ?? {})) {
      const st = at(`${field}_st`);
      const ed = at(`${field}_ed`);
      // A column maps the date itself; an expression (a subquery) passes it to the driver as is.
      if (st) conditions.push(is(column, SQL) ? gte(column, st) : gte(column, st));
      if (ed) conditions.push(is(column, SQL) ? lte(column, ed) : lte(column, ed));
    }
    return { w: and(...conditions), narrowed: conditions.some((c) => c !== undefined && c !== live) };
  }

  /** The count of the rows a condition matches: over the spec's listing, as its filters may
   * name joined columns. */
  const counted = (tx: Tx, w: SQL | undefined) => {
    const rows = loose.select ? listing(tx) : tx.select({ id: table.id }).from(table);
    const matching = rows.$dynamic().where(w) as unknown as { as(alias: string): PgTable };
    return tx.select({ n: sql<number>`count(*)::int` }).from(matching.as('q'));
  };

  /** The page and the count of every matching row in one select (the count an uncorrelated
   * subquery, computed once); its limit and offset literals, so PostgreSQL keeps its plan
   * (db/page-window.ts). */
  const pageSelect = (tx: Tx, w: SQL | undefined, order: SQL[], size: number, offset: number) =>
    listing(tx, { [PAGE_TOTAL]: sql<number>`(${counted(tx, w)})` })
      .$dynamic()
      .where(w)
      .orderBy(...order)
      .limit(rowCount(size))
      .offset(rowCount(offset));
  /** The statements of pages nothing narrows (a list screen as it opens, for a caller who sees
   * every row) by sort, size and offset: built once each instead of on every call (db/prebuilt.ts),
   * the most recently used `PLAIN_PAGES` of them kept. */
  const plainPages = new Map<string, (tx: Tx, values: Record<string, never>) => Promise<unknown[]>>();
  function plainPage(body: PageBody, offset: number) {
    const sortable = spec.sortable && Object.hasOwn(spec.sortable, body.sort);
    const key = `${sortable ? `${body.sort}:${body.order}` : ''}:${body.size}:${offset}`;
    let run = plainPages.get(key);
    if (run) plainPages.delete(key);
    else {
      // The statement keeps its order, size and offset, not the request's body.
      const order = sortable ? orderOf(body) : spec.order;
      const { size } = body;
      run = prebuilt<unknown, Record<string, never>>((tx) => pageSelect(tx, live, order, size, offset));
      if (plainPages.size >= PLAIN_PAGES) plainPages.delete(plainPages.keys().next().value!);
    }
    plainPages.set(key, run);
    return run;
  }

  function orderOf(body?: Pick<PageBody, 'sort' | 'order'>): SQL[] {
    const column = body ? spec.sortable?.[body.sort] : undefined;
    if (!column || !body) return spec.order;
    return [body.order === 'ascending' ? asc(column) : desc(column), ...spec.order];
  }

  async function list(ctx: CrudCtx, w: SQL | undefined, order: SQL[], limit: number) {
    const rows = await listing(ctx.tx)
      .$dynamic()
      .where(w)
      .orderBy(...order)
      .limit(limit);
    return mapRows(rows, ctx);
  }

  async function getRow(ctx: CrudCtx, id: bigint) {
    const [row] = await listing(ctx.tx)
      .$dynamic()
      .where(and(eq(table.id, id), await scoped(ctx), live))
      .limit(1);
    if (!row) throw notFound(ctx);
    const [mapped] = await mapRows([row], ctx);
    return mapped as Record<string, unknown>;
  }

  async function stored(ctx: CrudCtx, id: bigint): Promise<Record<string, unknown>> {
    const [row] = await ctx.tx
      .select()
      .from(table)
      .where(and(eq(table.id, id), await scoped(ctx), live))
      .limit(1);
    if (!row) throw notFound(ctx);
    return row as Record<string, unknown>;
  }

  async function checkUnique(ctx: CrudCtx, body: Record<string, unknown>, exceptId?: bigint) {
    const issues: ValidationIssue[] = [];
    for (const { field, column, within } of spec.unique ?? []) {
      const value = body[field];
      if (typeof value !== 'string' || value === '') continue;
      const scope = within ? sql`${within.column} = ${body[within.field]}` : undefined;
      const [clash] = await ctx.tx
        .select({ id: table.id })
        .from(table)
        .where(
          and(
            sql`lower(${column}) = lower(${value})`,
            scope,
            live,
            exceptId === undefined ? undefined : ne(table.id, exceptId),
          ),
        )
        .limit(1);
      if (clash) issues.push(issue(ctx.lang, [field], 'exists'));
    }
    if (issues.length) throw invalid(ctx.lang, issues);
  }

  async function insert(
    ctx: CrudCtx,
    body: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ): Promise<bigint> {
    await checkUnique(ctx, body);
    const values = await need(loose.create, 'create', 'create')(body as never, ctx);
    const id = newId();
    await ctx.tx.insert(table).values({ ...values, ...extra, id } as never);
    await spec.afterCreate?.(id, body as never, ctx);
    return id;
  }

  const generated: Record<CrudOp, (ctx: CrudCtx) => Promise<unknown>> = {
    async get(ctx) {
      return getRow(ctx, idOf((ctx.params as { id: string }).id));
    },
    async page(ctx) {
      const body = ctx.body as PageBody;
      const { w, narrowed } = await narrowing(ctx, body.model, body.extra);
      const offset = (body.current - 1) * body.size;
      // The page and the count in one statement; a page past the end has no row to carry the
      // count and counts apart.
      const rows = narrowed
        ? await pageSelect(ctx.tx, w, orderOf(body), body.size, offset)
        : await plainPage(body, offset)(ctx.tx, {});
      const first = rows[0] as Record<string, unknown> | undefined;
      const total = first
        ? Number(first[PAGE_TOTAL])
        : offset === 0
          ? 0
          : Number((await counted(ctx.tx, w))[0]?.n ?? 0);
      return toPage(await mapRows(rows, ctx, true), total, body.size, body.current);
    },
    async query(ctx) {
      const rows = await list(
        ctx,
        await where(ctx, ctx.body as Record<string, unknown>),
        orderOf(),
        QUERY_LIMIT + 1,
      );
      return queryAnswer(ctx.c, rows);
    },
    async create(ctx) {
      return getRow(ctx, await insert(ctx, ctx.body as Record<string, unknown>));
    },
    async update(ctx) {
      const body = ctx.body as Record<string, unknown> & { id: string };
      const current = await stored(ctx, idOf(body.id));
      if (spec.readonly && current[columnKey(table, spec.readonly)]) return readonlyFailure(ctx);
      await checkUnique(ctx, body, current.id as bigint);
      const given = await need(loose.update, 'update', 'update')(body as never, current as never, ctx);
      // Only what the body gives changes; a body that gives nothing (just the id) is refused.
      const set = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
      if (Object.keys(set).length === 0) {
        const message = t(ctx.lang, 'nothingToUpdate');
        throw new ApiError(ErrorCode.VALIDATION, t(ctx.lang, 'validation', { detail: message }), 400, {
          issues: [{ path: [], code: 'required', message }],
        });
      }
      {
        await ctx.tx
          .update(table)
          .set(set as never)
          .where(eq(table.id, current.id as bigint));
      }
      return getRow(ctx, current.id as bigint);
    },
    async delete(ctx) {
      const ids = idsOf(ctx.body as string[]);
      const refused = spec.deleteGuard?.(ids, ctx);
      if (refused) return refused;
      const found = await ctx.tx
        .select({ id: table.id, readonly: spec.readonly ?? sql<boolean>`false` })
        .from(table)
        .where(and(inArray(table.id, ids), await scoped(ctx), live));
      // Another tenant's ids are invisible (row-level security), rows outside the caller's data
      // scope and deleted rows too: the whole request is refused.
      if (found.length !== ids.length) throw notFound(ctx);
      if (found.some((r) => (r as { readonly?: boolean }).readonly)) return readonlyFailure(ctx);
      const answer = spec.beforeDelete ? await spec.beforeDelete(ids, ctx) : undefined;
      if (answer instanceof Failure) return answer;
      if (spec.softDelete) {
        await ctx.tx
          .update(table)
          .set({ [columnKey(table, spec.softDelete)]: true } as never)
          .where(inArray(table.id, ids));
      } else {
        await ctx.tx.delete(table).where(inArray(table.id, ids));
      }
      return answer ?? true;
    },
    async export(ctx) {
      const body = ctx.body as PageBody;
      const rows = await list(ctx, await where(ctx, body.model, body.extra), orderOf(body), EXPORT_LIMIT + 1);
      const fileName = typeof body.extra.fileName === 'string' ? body.extra.fileName : key;
      return exportAnswer(
        need(spec.columns, 'export', 'columns') as Column<unknown>[],
        rows,
        ctx.lang,
        fileName,
      );
    },
    async preview(ctx) {
      const body = ctx.body as PageBody;
      const rows = await list(
        ctx,
        await where(ctx, body.model, body.extra),
        orderOf(body),
        PREVIEW_LIMIT + 1,
      );
      return previewAnswer(
        ctx.c,
        need(spec.columns, 'preview', 'columns') as Column<unknown>[],
        rows,
        ctx.lang,
      );
    },
    async import(ctx) {
      const columns = need(spec.columns, 'import', 'columns') as Column<unknown>[];
      const schema = need(resource.schemas.create, 'import', 'the create schema');
      const records = await readXlsx((ctx.body as { file: Blob }).file, columns, ctx.lang);
      if (records.length === 0)
        throw new ApiError(ErrorCode.VALIDATION, t(ctx.lang, 'importEmpty'), 400, { issues: [] });
      const problems: ValidationIssue[] = [];
      const accepted: { row: number; body: Record<string, unknown> }[] = [];
      for (const { row, values } of records) {
        const parsed = schema.safeParse(spec.fromSheet ? spec.fromSheet(values) : values);
        if (parsed.success) accepted.push({ row, body: parsed.data as Record<string, unknown> });
        else
          problems.push(
            ...((validationFailure(ctx.lang, parsed.error.issues, ['rows', String(row)]).extra?.issues ??
              []) as ValidationIssue[]),
          );
      }
      // All rows or none: every row is tried, so the answer lists all problems (a clash, a row the
      // create rules refuse) beside the schema's; any problem rolls the request back.
      for (const { row, body } of accepted) {
        try {
          await insert(ctx, body);
        } catch (error) {
          const issues = error instanceof ApiError && error.status === 400 ? error.extra?.issues : undefined;
          if (!Array.isArray(issues)) throw error;
          for (const i of issues as ValidationIssue[])
            problems.push({ ...i, path: ['rows', String(row), ...i.path] });
        }
      }
      if (problems.length) throw importFailure(ctx, problems);
      return { count: accepted.length };
    },
    // Checked at start-up: these two always come from spec.handlers.
    tree: () => Promise.reject(new Error(`${key}: no tree handler`)),
    check: () => Promise.reject(new Error(`${key}: no check handler`)),
  };

  const handlers: Record<string, Handler<EndpointDef>> = {};
  const custom = spec.handlers as Record<string, unknown>;
  for (const op of resource.ops) {
    const name = `${key}${op.charAt(0).toUpperCase()}${op.slice(1)}`;
    if (custom[name]) continue;
    // Refused at start-up rather than on the first call.
    if (op === 'tree' || op === 'check') need(undefined, op, `handlers.${name}`);
    if (op === 'export' || op === 'preview' || op === 'import') need(spec.columns, op, 'columns');
    if (op === 'create' || op === 'import') need(spec.create, op, 'create');
    if (op === 'update') need(spec.update, op, 'update');
  }
  for (const op of resource.ops)
    handlers[`${key}${op.charAt(0).toUpperCase()}${op.slice(1)}`] = generated[
      op
    ] as unknown as Handler<EndpointDef>;
  for (const [name, custom] of Object.entries(spec.handlers as unknown as Record<string, CustomHandler>)) {
    handlers[name] = ((ctx: CrudCtx) =>
      custom(ctx, {
        get: (id) => getRow(ctx, id),
        stored: (id) => stored(ctx, id),
        insert: (body, extra) => insert(ctx, body as Record<string, unknown>, extra),
        scope: () => scoped(ctx),
      })) as unknown as Handler<EndpointDef>;
  }
  return defineModule(resource.endpoints as Record<string, EndpointDef>, handlers as never);
}

/** The JS key of a column of a table (`readonly` for the column `readonly`). */
function columnKey(table: CrudTable, column: PgColumn): string {
  const entry = Object.entries(table).find(([, value]) => value === column);
  if (!entry) throw new Error(`The column ${column.name} is not one of the table's`);
  return entry[0];
}

/** An optional text field as stored: '' (a cleared form field) is null. */
export const blankToNull = <V>(value: V | '' | undefined): V | null | undefined =>
  value === '' ? null : value;

/**
 * A reference a body makes to another row of the tenant (e.g. `orgId`): undefined when not
 * given, null when cleared (''), else the id — refused as a field issue `invalid` when the row is
 * not one of the tenant's (row-level security hides the others).
 */
export async function reference(
  ctx: Pick<CrudCtx, 'tx' | 'lang'>,
  table: CrudTable,
  value: string | undefined,
  field: string,
): Promise<bigint | null | undefined> {
  if (value === undefined) return undefined;
  if (value === '') return null;
  const id = idOf(value);
  const [row] = await ctx.tx.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw invalid(ctx.lang, [issue(ctx.lang, [field], 'invalid')]);
  return id;
}
