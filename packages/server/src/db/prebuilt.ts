import * as drizzle from 'drizzle-orm';
import type { Query } from 'drizzle-orm';
import type { Db, OpeningRead, Tx } from './client.ts';

/** Orders a select's fields as its rows come back; drizzle exports it but types it internal. */
type OrderedFields = { path: string[]; field: unknown }[];
const { orderSelectedFields, mapResultRow } = drizzle as unknown as {
  orderSelectedFields(fields: Record<string, unknown>): OrderedFields;
  mapResultRow(fields: OrderedFields, row: unknown[], joinsNotNullableMap: Record<string, boolean>): unknown;
};

/** What drizzle keeps of a select to run it: its SQL and how its rows map to fields. */
type Built = {
  query: Query;
  fields: OrderedFields;
  joinsNotNullableMap: Record<string, boolean>;
  tables: string[];
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
    customResultMapper: undefined,
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
      built = {
        query: select.toSQL(),
        fields: orderSelectedFields(select.config.fields),
        joinsNotNullableMap: select.joinsNotNullableMap,
        tables: [...select.usedTables],
      };
    }
    return built;
  };
  const run = async (tx: Tx, values: Values) => {
    const built = buildOnce(tx);
    const session = (tx as unknown as { session: PreparingSession }).session;
    const prepared = session.prepareQuery(built.query, built.fields, undefined, true, undefined, {
      type: 'select',
      tables: built.tables,
    });
    prepared.joinsNotNullableMap = built.joinsNotNullableMap;
    return (await prepared.execute(values)) as Row[];
  };
  const opening = (db: Db | Tx, name: string, values: Values): OpeningRead<Row> => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`opening read: bad name ${name}`);
    const { query, fields, joinsNotNullableMap } = buildOnce(db);
    return {
      name,
      text: query.sql,
      params: drizzle.fillPlaceholders(query.params, values),
      map: (rows) => rows.map((row) => mapResultRow(fields, row, joinsNotNullableMap) as Row),
    };
  };
  return Object.assign(run, { opening });
}
