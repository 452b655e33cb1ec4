import { z } from 'zod';
import { ValidationCode } from './validation.ts';

/** Rows a `POST .../query` (list by filter, no paging) answers at most; a cut list carries the
 * `x-truncated: true` and `x-row-limit` headers. */
export const QUERY_LIMIT = 500;

/** Page sizes the console offers. */
export const PAGE_SIZES = [5, 10, 20, 30, 50] as const;

/** The most rows one page answers: a larger `size` (lamp's "load all" sends 10,000 and more) is
 * served capped to this, never refused, and the answer's `size` says what was used. */
export const PAGE_SIZE_CAP = 10_000;

/** How many values one multi-value filter (`sex: ['M', 'W']`) may list. */
export const MULTI_VALUE_LIMIT = 100;

/** Where a page's model keeps the fields given as several values (`{ sex: ['M', 'W'] }`): each
 * listed value validated by the field's own schema; the server matches any of them. The field
 * itself is absent from the model then, so code reading the model sees only single values. */
export const ANY_OF: unique symbol = Symbol.for('pocket.page.anyOf');
export type AnyOf = Record<string, unknown[]>;

/** The values of the multi-value filters of a parsed page model (empty when none). */
export function anyOf(model: object): AnyOf {
  return (model as { [ANY_OF]?: AnyOf })[ANY_OF] ?? {};
}

/**
 * One filter value as lamp 3.x clients send it, made plain: `null` and `''` are "no filter",
 * enum filters arrive as `"CODE"`, `{ code: "CODE" }` or `{ code: null }`, dictionary and
 * reference filters as `{ key: "…" }`, multi-value filters as arrays (`[]` is no filter, one
 * value is that value). Undefined means "drop the field".
 */
function plainValue(value: unknown, depth = 0): unknown {
  if (value === null || value === '') return undefined;
  // Only the shapes above are unwrapped (an array of `{ code }` at most): anything nested deeper
  // is left for the field's schema to refuse.
  if (depth > 1) return value;
  if (Array.isArray(value)) {
    if (depth > 0) return value;
    const values = value.map((v) => plainValue(v, depth + 1)).filter((v) => v !== undefined);
    return values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
  }
  if (typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 1 && (keys[0] === 'code' || keys[0] === 'key'))
      return plainValue((value as Record<string, unknown>)[keys[0]], 2);
  }
  return value;
}

function plainModel(value: unknown): unknown {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const plain = plainValue(field);
    if (plain !== undefined) out[key] = plain;
  }
  return out;
}

type Def = {
  type: string;
  coerce?: boolean;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: readonly z.ZodType[];
};

/**
 * Whether a field's schema is certain to refuse `[]`, read from its definition: a plain string,
 * number, boolean, date, enum or literal, maybe optional, nullable, defaulted or piped on. Unknown
 * (undefined) for anything else, a coerced type for one (`Number([])` is 0).
 */
export function refusesList(schema: z.ZodType): boolean | undefined {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'bigint':
    case 'boolean':
    case 'date':
      return def.coerce ? undefined : true;
    case 'enum':
    case 'literal':
      return true;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return refusesList(def.innerType!);
    case 'pipe':
      // A pipe fails where its input fails; what its input lets through, its output may refuse.
      return refusesList(def.in!) === true ? true : undefined;
    case 'union':
      return def.options!.every((o) => refusesList(o) === true) ? true : undefined;
    default:
      return undefined;
  }
}

/** Whether a filter field takes a list as it is: decided from the schema's definition where that
 * is certain, else by parsing `[]` (whose failure costs milliseconds the first time). */
const takesList = (schema: z.ZodType) => refusesList(schema) !== true && schema.safeParse([]).success;

/**
 * The filter model of a page, tolerant of what lamp 3.x clients send (see `plainValue`); a
 * field listing several values is checked value by value against the field's schema and kept
 * under {@link ANY_OF}. One implementation for every resource's page, export and preview.
 */
export function lenientModel<T extends z.ZodType>(model: T): z.ZodType<z.output<T>, z.input<T>> {
  if (!(model instanceof z.ZodObject)) return z.preprocess(plainModel, model) as never;
  const shape = model.shape as Record<string, z.ZodType>;
  // Fields whose own schema takes an array keep it as it is.
  const listFields = new Set(Object.keys(shape).filter((k) => takesList(shape[k]!)));
  // Several values of a single-value field pass here and are checked one by one below.
  const relaxed = z.object(
    Object.fromEntries(
      Object.entries(shape).map(([k, s]) => [
        k,
        listFields.has(k) ? s : z.union([s, z.array(z.unknown()).min(2)]),
      ]),
    ),
  );
  return z.preprocess(plainModel, relaxed).transform((parsed, ctx) => {
    const out: Record<string, unknown> = {};
    const many: AnyOf = {};
    const raw = parsed as Record<string, unknown>;
    for (const key of Object.keys(raw)) {
      const value = raw[key];
      if (!(key in shape)) continue;
      if (!Array.isArray(value) || listFields.has(key)) {
        out[key] = value;
        continue;
      }
      if (value.length > MULTI_VALUE_LIMIT) {
        ctx.addIssue({ code: 'custom', path: [key], message: ValidationCode.invalid, input: value });
        continue;
      }
      const values: unknown[] = [];
      value.forEach((item, i) => {
        const one = shape[key]!.safeParse(item);
        if (one.success) values.push(one.data);
        else
          for (const issue of one.error.issues)
            ctx.addIssue({ ...issue, path: [key, i, ...issue.path] } as never);
      });
      many[key] = values;
    }
    if (Object.keys(many).length) Object.defineProperty(out, ANY_OF, { value: many, enumerable: false });
    return out as z.output<T>;
  }) as never;
}

/** A paged query: `{ model, size, current, sort, order, extra }` (extra holds `<field>_st/_ed`).
 * Lenient as the lamp dialect needs: `null` for any part means its default, a `size` past
 * {@link PAGE_SIZE_CAP} is capped, an unknown `sort` or `order` falls back to the default. */
export function pageParamsSchema<T extends z.ZodType>(model: T) {
  return z.object({ model: lenientModel(model).prefault({} as never), ...pagingShape() });
}

let paging: ReturnType<typeof buildPagingShape> | undefined;
/** The parts of a paged query every resource shares, built once (zod schemas cost time to build). */
const pagingShape = () => (paging ??= buildPagingShape());
function buildPagingShape() {
  const orNull = <S extends z.ZodType>(schema: S) =>
    z.preprocess((v) => (v === null ? undefined : v), schema);
  return {
    size: orNull(
      z.coerce
        .number()
        .int()
        .min(1)
        .default(10)
        .transform((n) => Math.min(n, PAGE_SIZE_CAP)),
    ),
    current: orNull(z.coerce.number().int().min(1).default(1)),
    // A sort lamp's tables send that names no field of ours (`org.key`) keeps the default order.
    sort: orNull(z.string().max(64).default('id')).transform((v) =>
      /^[A-Za-z][A-Za-z0-9]*$/.test(v) ? v : 'id',
    ),
    order: orNull(z.string().max(20).default('descending')).transform((v) =>
      v === 'ascending' ? ('ascending' as const) : ('descending' as const),
    ),
    extra: orNull(z.record(z.string(), z.unknown()).default({})),
  };
}
export type PageParams<T> = {
  model: T;
  size: number;
  current: number;
  sort: string;
  order: 'descending' | 'ascending';
  extra: Record<string, unknown>;
};

/** A page of records; the numbers are strings on the wire. */
export function pageResultSchema<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.string(),
    size: z.string(),
    current: z.string(),
    pages: z.string(),
  });
}
export type PageResult<T> = { records: T[]; total: string; size: string; current: string; pages: string };

/** Builds a page result from rows and the total count. */
export function toPage<T>(records: T[], total: number, size: number, current: number): PageResult<T> {
  return {
    records,
    total: String(total),
    size: String(size),
    current: String(current),
    pages: String(Math.max(1, Math.ceil(total / size))),
  };
}
