import * as drizzle from 'drizzle-orm';
import type { Query } from 'drizzle-orm';
import type { Db, OpeningRead, Tx } from './client.ts';

/** Orders a select's fields as its rows come back; drizzle exports it but types it internal. */
type OrderedFields = { path: string[]; field: unknown }[];
const { orderSelectedFields } = drizzle as unknown as {
  orderSelectedFields(fields: Record<string, unknown>): OrderedFields;
};

type Decoder = { mapFromDriverValue(value: unknown): unknown };

/**
 * drizzle's `mapResultRow` (drizzle-orm 0.45 utils.js) with what it works out for every field of
 * every row — the field's decoder, and the table whose all-null columns make a left-joined
 * object null — worked out once per statement: the same rows, without its per-value class checks
 * (about 4 % of the server's CPU for a request on the user page).
 */
function rowMapper(
  fields: OrderedFields,
  joinsNotNullableMap: Record<string, boolean>,
): (row: unknown[]) => Record<string, unknown> {
  const steps = fields.map(({ path, field }) => {
    const f = field as { decoder?: Decoder; _?: { sql: { decoder: Decoder } }; sql?: { decoder: Decoder } };
    const column = drizzle.is(field, drizzle.Column);
    const decoder: Decoder = column
      ? (field as Decoder)
      : drizzle.is(field, drizzle.SQL)
        ? f.decoder!
        : drizzle.is(field, drizzle.Subquery)
          ? f._!.sql.decoder
          : f.sql!.decoder;
    const table =
      joinsNotNullableMap && column && path.length === 2
        ? drizzle.getTableName((field as drizzle.Column).table)
        : undefined;
    return { path, last: path[path.length - 1] as string, decoder, table };
  });
  return (row) => {
    const result: Record<string, unknown> = {};
    let nullify: Record<string, string | false> | undefined;
    for (let i = 0; i < steps.length; i += 1) {
      const { path, last, decoder, table } = steps[i]!;
      let node = result;
      for (let j = 0; j < path.length - 1; j += 1) {
        const chunk = path[j] as string;
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as Record<string, unknown>;
      }
      const raw = row[i];
      const value = (node[last] = raw === null ? null : decoder.mapFromDriverValue(raw));
      if (table !== undefined) {
        nullify ??= {};
        const objectName = path[0] as string;
        if (!(objectName in nullify)) nullify[objectName] = value === null ? table : false;
        else if (typeof nullify[objectName] === 'string' && nullify[objectName] !== table)
          nullify[objectName] = false;
      }
    }
    if (nullify) {
      for (const objectName of Object.keys(nullify)) {
        const tableName = nullify[objectName];
        if (typeof tableName === 'string' && !joinsNotNullableMap[tableName]) result[objectName] = null;
      }
    }
    return result;
  };
}

/** What drizzle keeps of a select to run it: its SQL and how its rows map to fields. */
type Built = {
  query: Query;
  fields: OrderedFields;
  joinsNotNullableMap: Record<string, boolean>;
  tables: string[];
  mapRows(rows: unknown[][]): unknown[];
};

/** The drizzle internals of a select builder that `prebuilt` reads once (drizzle-orm 0.45). */
type SelectInternals = {
  toSQL(): Query;
  config: { fields: Record<string, unknown> };
  joinsNotNullableMap: Record<string, boolean>;
  usedTables: Set<string>;
};

type PreparingSession = {
  prepareQuery(
    query: Query,
    fields: Built['fields'],
    name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper: Built['mapRows'],
    queryMetadata: { type: 'select'; tables: string[] },
  ): {
    joinsNotNullableMap?: Record<string, boolean>;
    execute(values: Record<string, unknown>): Promise<unknown>;
  };
};

/**
 * A select on a hot path whose SQL drizzle builds once instead of on every call: `build` writes
 * the query with `sql.placeholder(name)` where values go; each call runs it in the given
 * transaction with `values`, mapping rows as drizzle does. Building the SQL text was about a third
 * of the server's CPU for a request on the user page. Placeholders skip a column's own encoder, so
 * values go as the driver takes them (text for ids).
 */
export type Prebuilt<Row, Values extends Record<string, unknown>> = ((
  tx: Tx,
  values: Values,
) => Promise<Row[]>) & {
  /** The same select as the read a request's transaction opens with (db/client.ts `inTenant`),
   * under `name` (a prepared statement's name: letters, digits and underscores). */
  opening(db: Db | Tx, name: string, values: Values): OpeningRead<Row>;
};

export function prebuilt<Row, Values extends Record<string, unknown>>(
  build: (tx: Tx) => PromiseLike<Row[]>,
): Prebuilt<Row, Values> {
  let built: Built | undefined;
  const buildOnce = (tx: Db | Tx): Built => {
    if (!built) {
      const select = build(tx as Tx) as unknown as SelectInternals;
      const fields = orderSelectedFields(select.config.fields);
      const mapRow = rowMapper(fields, select.joinsNotNullableMap);
      built = {
        query: select.toSQL(),
        fields,
        joinsNotNullableMap: select.joinsNotNullableMap,
        tables: [...select.usedTables],
        mapRows: (rows) => rows.map(mapRow),
      };
    }
    return built;
  };
  const run = async (tx: Tx, values: Values) => {
    const built = buildOnce(tx);
    const session = (tx as unknown as { session: PreparingSession }).session;
    const prepared = session.prepareQuery(built.query, built.fields, undefined, true, built.mapRows, {
      type: 'select',
      tables: built.tables,
    });
    prepared.joinsNotNullableMap = built.joinsNotNullableMap;
    return (await prepared.execute(values)) as Row[];
  };
  const opening = (db: Db | Tx, name: string, values: Values): OpeningRead<Row> => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`opening read: bad name ${name}`);
    const { query, mapRows } = buildOnce(db);
    return {
      name,
      text: query.sql,
      params: drizzle.fillPlaceholders(query.params, values),
      map: (rows) => mapRows(rows) as Row[],
    };
  };
  return Object.assign(run, { opening });
}
