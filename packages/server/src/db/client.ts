import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/**
 * The database, PGlite or node-postgres: the same queries run on both. Without drizzle's
 * relational queries (`db.query.<table>`), which nothing uses: given the schema, drizzle builds one
 * query builder per table for every transaction it opens (~15 µs of each request's CPU).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction of one request, already bound to a tenant and the pocket_app role. */
export type Tx = PgTransaction<PgQueryResultHKT>;

/** Stops listening on a channel. */
export type Unlisten = () => Promise<void>;

/** What a channel's listener is told: a payload, or that notifications may have been missed
 * (the connection that listens was lost and made again). */
export type Notification = { payload: string } | { gap: true };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Listens to a NOTIFY channel: PostgreSQL's notifications reach every server instance on the
   * database, PGlite's stay in this process (the only one that can open its folder).
   */
  listen(channel: string, onNotification: (n: Notification) => void): Promise<Unlisten>;
  close(): Promise<void>;
  /** The embedded database's files as a gzipped tarball (PGlite only; db/template.ts). */
  dumpDataDir?(): Promise<Blob>;
};

/** Opens PostgreSQL when `url` is given, else PGlite in `dataDir` (created if missing) or in memory.
 * A datasource (db/datasources.ts) gives its pool's size and how long connecting may take. */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string | undefined;
  max?: number;
  /** How long connecting may take (ms); node-postgres waits for ever by default. */
  connectTimeoutMs?: number;
  /** How many statements each PostgreSQL connection keeps prepared (see preparingClient); 0: none. */
  preparedPerConnection?: number;
  /** PGlite: the files a new database starts from instead of initdb (db/template.ts); asked only
   * when the database is new (in memory, or a folder without one). */
  template?: () => Blob | undefined;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.max ?? 10,
      Client: preparingClient(options.preparedPerConnection ?? PREPARED_PER_CONNECTION),
      ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
    });
    // An idle connection the server ends (restart, failover, a forced drop) reports here; without
    // a listener node-postgres would crash the process. The pool replaces the connection itself.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, casing: 'snake_case' }) as unknown as Db;
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    const url = options.url;
    tenantTransactions.set(db, pgTenantTransaction(db, pool));
    return {
      db,
      kind: 'postgres',
      listen: (channel, fn) => listenPg(url, channel, fn),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const fresh = !options.dataDir || !existsSync(path.join(options.dataDir, 'PG_VERSION'));
  const template = fresh ? options.template?.() : undefined;
  const settings = template ? { loadDataDir: template } : {};
  const client = options.dataDir ? new PGlite(options.dataDir, settings) : new PGlite(settings);
  await client.waitReady;
  const db = drizzlePglite({ client, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async listen(channel, fn) {
      const stop = await client.listen(channel, (payload) => fn({ payload }));
      return () => stop();
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip') as Promise<Blob>,
  };
}

/** How many statements a PostgreSQL connection keeps prepared by default. */
export const PREPARED_PER_CONNECTION = 500;

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; queryMode?: unknown };

/**
 * A node-postgres client that prepares every statement with parameters under a name derived from
 * its text, so PostgreSQL parses and plans it once per connection instead of once per query (on
 * the user page, planning was most of the database's time). Statements without parameters keep
 * the simple protocol (they may hold several statements). A connection prepares at most `limit`
 * statements; past that, new texts run unnamed as before, so ad-hoc texts (IN lists of every
 * length, filter combinations) cannot grow a connection's memory without bound. Plans that row
 * security shaped are re-planned by PostgreSQL when the role differs; schema changes invalidate
 * them too.
 */
function preparingClient(limit: number): typeof pg.Client {
  if (limit <= 0) return pg.Client;
  return class PreparingClient extends pg.Client {
    #names = new Set<string>();
    override query(...args: unknown[]): never {
      const [config, values] = args as [QueryConfig | string, unknown];
      if (
        typeof config === 'object' &&
        config !== null &&
        typeof config.text === 'string' &&
        config.name === undefined &&
        config.queryMode === undefined &&
        Array.isArray(config.values ?? values) &&
        ((config.values ?? values) as unknown[]).length > 0
      ) {
        const name = `pc_${createHash('sha1').update(config.text).digest('base64url')}`;
        if (this.#names.has(name) || this.#names.size < limit) {
          this.#names.add(name);
          args[0] = { ...config, name };
        }
      }
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  };
}

/** Whether a query failed because its connection is gone: the server ended it (SQLSTATE class 57:
 * admin shutdown, crash shutdown, cannot connect now) or the socket closed. */
function connectionLost(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && code.startsWith('57P')) return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|Client has encountered a connection error/i.test(message)
  );
}

/** How long a lost listening connection waits before it is made again (ms). */
const RELISTEN_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to requests). A connection that
 * is lost is made again after RELISTEN_MS, and the listener is told that notifications may have
 * been missed meanwhile.
 */
async function listenPg(url: string, channel: string, fn: (n: Notification) => void): Promise<Unlisten> {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (n) => {
      if (n.channel === channel) fn({ payload: n.payload ?? '' });
    });
    next.on('error', (error) => {
      console.warn(`The listening connection of ${channel} failed: ${error.message}`);
      retry(next);
    });
    next.on('end', () => retry(next));
    await next.connect();
    await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    client = next;
  };
  const retry = (failed: pg.Client) => {
    if (stopped || client !== failed || timer) return;
    client = undefined;
    void failed.end().catch(() => undefined);
    const again = () => {
      timer = undefined;
      if (stopped) return;
      connect().then(
        () => fn({ gap: true }),
        () => {
          timer = setTimeout(again, RELISTEN_MS);
          timer.unref();
        },
      );
    };
    timer = setTimeout(again, RELISTEN_MS);
    timer.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}

/** Points the current transaction at another tenant (e.g. QR login confirmed by a tenant user). */
export async function switchTenant(tx: Tx | Db, tenantCode: string): Promise<void> {
  await tx.execute(sql`select set_config('app.tenant_code', ${tenantCode}, true)`);
}

/**
 * A read a request's transaction starts with, sent in the same simple query as `begin` and the
 * statement binding the transaction to the tenant (one round trip less per request), as
 * `execute` of a statement each connection prepares once (so its plan is kept as a prepared
 * one's): `text` with `$1…` where `params` go, quoted by the driver as literals. In its own
 * statement after the tenant's lock, as a separate query would be, so it sees what committed
 * before the lock was granted. `map` turns its rows (arrays, as drizzle reads them) into rows.
 */
export type OpeningRead<Row> = {
  name: string;
  text: string;
  params: unknown[];
  map(rows: unknown[][]): Row[];
};

/** How a request's transaction starts, given the statement that binds it to a tenant. */
type TenantTransaction = <T, Row>(
  bind: (quote: (text: string) => string) => string,
  fn: (tx: Tx, opened: Row[] | undefined) => Promise<T>,
  opening?: OpeningRead<Row>,
) => Promise<T>;

/** How drizzle's node-postgres queries have the driver parse values (dates, times and intervals
 * stay text for the columns' own mapping): the opening read's rows must come as drizzle's do. */
const RAW_TYPE_IDS = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const DRIZZLE_TYPES = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    RAW_TYPE_IDS.has(typeId)
      ? (value: string) => value
      : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};

/** The opening reads each connection has prepared (by statement name). */
const preparedReads = new WeakMap<pg.PoolClient, Set<string>>();

/** An opening read's parameter as an SQL literal. */
function literal(value: unknown, quote: (text: string) => string): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'bigint' || typeof value === 'number') return quote(String(value));
  if (typeof value === 'string') return quote(value);
  throw new Error(`opening read: unsupported parameter ${typeof value}`);
}

/** The node-postgres databases' own way of opening a tenant transaction (see pgTenantTransaction). */
const tenantTransactions = new WeakMap<Db, TenantTransaction>();

/**
 * A tenant transaction on node-postgres as drizzle's `transaction` opens one, except that `begin`
 * and the statement binding it to the tenant travel as one simple query (one round trip less per
 * request); the values in that statement are quoted by the driver.
 */
function pgTenantTransaction(db: Db, pool: pg.Pool): TenantTransaction {
  const { dialect, options } = (db as unknown as { session: unknown }).session as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
  /** A pooled connection with the transaction begun and bound. A connection the server ended
   * while it sat idle (a restart, failover or forced drop, before the pool heard of it) fails here,
   * where nothing has happened yet: it is thrown away and the next one is taken. */
  const begin = async <Row>(
    bind: Parameters<TenantTransaction>[0],
    opening: OpeningRead<Row> | undefined,
  ): Promise<{ client: pg.PoolClient; opened: Row[] | undefined }> => {
    for (let attempt = 0; ; attempt += 1) {
      const client = await pool.connect();
      let begun = false;
      try {
        const quote = (text: string) => client.escapeLiteral(text);
        if (!opening) {
          await client.query(`begin; ${bind(quote)}`);
          return { client, opened: undefined };
        }
        let names = preparedReads.get(client);
        if (!names) preparedReads.set(client, (names = new Set()));
        begun = true;
        if (!names.has(opening.name)) {
          // Once per connection, analysed as the role that runs it (a prepared statement outlives
          // the transaction it was made in; PostgreSQL re-plans it if what it reads changes).
          await client.query(
            `begin; select set_config('role', 'pocket_app', true); prepare ${opening.name} as ${opening.text}; commit`,
          );
          names.add(opening.name);
        }
        const args = opening.params.map((value) => literal(value, quote)).join(', ');
        const results = (await client.query({
          text: `begin; ${bind(quote)}; execute ${opening.name}(${args})`,
          rowMode: 'array',
          types: DRIZZLE_TYPES,
        })) as unknown as pg.QueryArrayResult[];
        return { client, opened: opening.map(results[results.length - 1]?.rows ?? []) };
      } catch (error) {
        const lost = connectionLost(error);
        // A statement after `begin` failed: its transaction stays open (aborted) until ended.
        if (begun && !lost) await client.query('rollback').catch(() => undefined);
        client.release(lost ? (error as Error) : undefined);
        if (!lost || attempt >= pool.options.max) throw error;
      }
    }
  };
  return async (bind, fn, opening) => {
    const { client, opened } = await begin(bind, opening);
    try {
      const session = new NodePgSession(client, dialect, undefined, options);
      const tx = new NodePgTransaction(dialect, session, undefined) as unknown as Tx;
      try {
        const result = await fn(tx, opened);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    } finally {
      client.release();
    }
  };
}

/** What runs once a request's transaction has committed (lib/version-watch.ts: this instance's
 * caches of what the transaction changed are due again). */
const commitHooks = new WeakMap<Tx, (() => void)[]>();

/** Runs `fn` once `tx`, a transaction `inTenant` opened, has committed; never when it rolls back. */
export function afterCommit(tx: Tx, fn: () => void): void {
  const hooks = commitHooks.get(tx);
  if (hooks) hooks.push(fn);
  else commitHooks.set(tx, [fn]);
}

/** Runs the hooks of a committed transaction (a failing hook is reported, never thrown: the
 * transaction is done and its answer stands). */
function committed(tx: Tx | undefined): void {
  const hooks = tx && commitHooks.get(tx);
  if (!hooks) return;
  commitHooks.delete(tx);
  for (const hook of hooks) {
    try {
      hook();
    } catch (error) {
      console.warn(`after commit: ${String(error)}`);
    }
  }
}

/**
 * Runs `fn` in one transaction as the non-superuser role pocket_app with `app.tenant_code` set, so
 * row-level security limits every statement to that tenant (an empty code sees no tenant rows).
 * It holds the tenant's shared lock (db/tenant-data.ts `lockTenant`) in the same statement: a move
 * of the tenant's rows to another database waits for it. `opening`: a read `fn` receives the rows
 * of, made in the same round trip on node-postgres (`OpeningRead`); `fn` gets undefined on PGlite
 * and reads it itself.
 */
export async function inTenant<T, Row = never>(
  db: Db,
  tenantCode: string | null,
  fn: (tx: Tx, opened: Row[] | undefined) => Promise<T>,
  opening?: OpeningRead<Row>,
): Promise<T> {
  let opened: Tx | undefined;
  const run = (tx: Tx, rows?: Row[]) => {
    opened = tx;
    return fn(tx, rows);
  };
  const pgTransaction = tenantTransactions.get(db);
  const result = pgTransaction
    ? await pgTransaction(
        (quote) =>
          `select set_config('app.tenant_code', ${quote(tenantCode ?? '')}, true), set_config('role', 'pocket_app', true)` +
          (tenantCode ? `, pg_advisory_xact_lock_shared(hashtext(${quote(`tenant:${tenantCode}`)}))` : ''),
        run,
        opening,
      )
    : await db.transaction(async (tx) => {
        const lock = tenantCode
          ? sql`, pg_advisory_xact_lock_shared(hashtext(${`tenant:${tenantCode}`}))`
          : sql``;
        await tx.execute(
          sql`select set_config('app.tenant_code', ${tenantCode ?? ''}, true), set_config('role', 'pocket_app', true)${lock}`,
        );
        return run(tx as Tx);
      });
  committed(opened);
  return result;
}
