import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { DatasourceDriver } from '@pocket/contract';
import { eq, sql } from 'drizzle-orm';
import { purposeKey, seal, unseal } from '../lib/keys.ts';
import { bumpVersion, versionWatch } from '../lib/version-watch.ts';
import { openDatabase } from './client.ts';
import type { Database, Db, Tx } from './client.ts';
import { runMigrations } from './migrate.ts';
import { datasourceConfig, setting } from './schema.ts';

/** How to reach a datasource's database (the password in the clear, only ever in memory). */
export type DatasourceSettings = {
  driver: DatasourceDriver;
  url: string;
  username: string | null;
  password: string | null;
  poolName: string | null;
};

type ConfigRow = typeof datasourceConfig.$inferSelect;

/** Connections a datasource's pool opens at most (each instance): tenants of their own database
 * are the larger ones, but the main database keeps the most. */
const POOL_MAX = 5;
/** How long a connection test, or the first connection of a tenant's request, may take. */
export const CONNECT_TIMEOUT_MS = 5_000;
/** An embedded database is on this machine: opening a folder takes a few seconds on a busy one,
 * and nothing can hang on a network. */
const EMBEDDED_TIMEOUT_MS = 30_000;
const timeoutOf = (driver: DatasourceDriver) =>
  driver === 'PGLITE' ? EMBEDDED_TIMEOUT_MS : CONNECT_TIMEOUT_MS;

/** The setting row a change of a datasource bumps: instances then reopen the ones that changed. */
const VERSION_KEY = 'datasource_version';
/** The setting row that names a database: two datasources with the same id are one database. */
const DATABASE_ID_KEY = 'database_id';

/** Marks the datasources changed; call in the transaction that changes one. */
export const bumpDatasourceVersion = (tx: Tx) => bumpVersion(tx, VERSION_KEY);

/** The database's own words of a failure (drizzle wraps the driver's error in "Failed query…"). */
export function dbErrorText(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause;
  const inner = cause instanceof Error ? cause : error;
  const text = inner instanceof Error ? inner.message : String(inner);
  const code = (inner as { code?: unknown }).code;
  return typeof code === 'string' && !text.includes(code) ? `${text} (${code})` : text;
}

/** What identifies the connection a row describes: a change of it reopens the database. */
function fingerprint(
  row: Pick<ConfigRow, 'driverClassName' | 'url' | 'username' | 'passwordSealed' | 'poolName'>,
) {
  return row.driverClassName === 'PGLITE'
    ? `PGLITE|${row.url}`
    : [row.driverClassName, row.url, row.username, row.passwordSealed, row.poolName].join('|');
}

/** Rejects when `promise` has not settled within `ms`, with `message`. */
async function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The databases tenants' rows may live in besides the main one (docs/datasources.md). Each is
 * opened on first use, migrated (so a new server version brings its tables along) and kept open;
 * a datasource whose connection settings change (on any instance: the version row) is closed and
 * reopened with the new ones. Embedded (PGlite) datasources are folders under `root`.
 */
export class Datasources {
  readonly #main: Db;
  readonly #root: string | undefined;
  #sealKey: Buffer | undefined;
  readonly #open = new Map<string, { print: string; database: Promise<Database> }>();
  readonly #watch;

  constructor(options: {
    main: Db;
    /** Folder of embedded datasources; without it only PostgreSQL ones can be used. */
    root: string | undefined;
    checkEveryMs?: number;
  }) {
    this.#main = options.main;
    this.#root = options.root;
    this.#watch = versionWatch(options.main, VERSION_KEY, options.checkEveryMs ?? 500, () =>
      this.#reconcile(),
    );
  }

  /** Picks up changes made on other instances; call outside any transaction of the main database
   * (PGlite has one connection). */
  fresh(): Promise<void> | undefined {
    return this.#open.size ? this.#watch.fresh() : undefined;
  }

  /** Closes the databases whose settings changed or which are gone. */
  async #reconcile() {
    if (this.#open.size === 0) return;
    const rows = await this.#main.select().from(datasourceConfig);
    const prints = new Map(rows.map((r) => [String(r.id), fingerprint(r)]));
    for (const [id, entry] of this.#open) {
      if (prints.get(id) !== entry.print) await this.forget(BigInt(id));
    }
  }

  /** The folder of an embedded datasource. */
  folderOf(name: string): string {
    if (!this.#root) throw new Error('Embedded datasources need the server’s DATA_DIR');
    return path.join(this.#root, name);
  }

  /**
   * The key passwords are sealed with, derived from the server secret. Read through `reader` (the
   * caller's transaction on the main database, when it is in one: PGlite has one connection, and
   * a read beside an open transaction would wait for ever), then kept.
   */
  async #key(reader: Tx | Db): Promise<Buffer> {
    if (this.#sealKey) return this.#sealKey;
    const [row] = await reader
      .select({ value: setting.value })
      .from(setting)
      .where(eq(setting.key, 'jwt_secret'));
    if (!row) throw new Error('The database has no jwt_secret: run the seed');
    const secret = new Uint8Array(Buffer.from(row.value, 'base64url'));
    this.#sealKey = await purposeKey({ secret: () => Promise.resolve(secret) }, 'secret-box');
    return this.#sealKey;
  }

  /** Encrypts a password for the `password_sealed` column. */
  async seal(password: string, reader: Tx | Db = this.#main): Promise<string> {
    return seal(await this.#key(reader), password);
  }

  /** A stored row's settings, its password decrypted. */
  async settingsOf(row: ConfigRow, reader: Tx | Db = this.#main): Promise<DatasourceSettings> {
    return {
      driver: row.driverClassName as DatasourceDriver,
      url: row.url,
      username: row.username,
      password: row.passwordSealed ? unseal(await this.#key(reader), row.passwordSealed) : null,
      poolName: row.poolName,
    };
  }

  /** Opens a database with these settings (nothing migrated). */
  async connect(settings: DatasourceSettings): Promise<Database> {
    if (settings.driver === 'PGLITE') return openDatabase({ dataDir: this.folderOf(settings.url) });
    // node-postgres lets a connection string override separate settings: everything goes in it.
    const url = new URL(settings.url);
    if (settings.username) url.username = encodeURIComponent(settings.username);
    if (settings.password) url.password = encodeURIComponent(settings.password);
    if (!url.searchParams.has('application_name'))
      url.searchParams.set('application_name', settings.poolName ?? 'pocket-course');
    return openDatabase({ url: url.toString(), max: POOL_MAX, connectTimeoutMs: CONNECT_TIMEOUT_MS });
  }

  /**
   * Connects with these settings and asks the server's version, within `timeoutMs`. An embedded
   * datasource already open is asked through its open handle (a folder opens once); a new folder
   * is created. Rejects with the database's own error.
   */
  async test(settings: DatasourceSettings, id?: bigint, timeoutMs = timeoutOf(settings.driver)) {
    const started = Date.now();
    if (settings.driver === 'PGLITE') {
      // A folder not made yet: creating a database there takes seconds and leaves it behind, so
      // the test only makes sure it can be made (and removes it again).
      const folder = this.folderOf(settings.url);
      if (!existsSync(folder)) {
        mkdirSync(folder, { recursive: true });
        rmSync(folder, { recursive: true, force: true });
        return { version: '', elapsedMs: Date.now() - started, isNew: true };
      }
    }
    const entry = id === undefined ? undefined : this.#open.get(String(id));
    const reuse = settings.driver === 'PGLITE' && entry?.print === `PGLITE|${settings.url}`;
    const database = reuse
      ? await entry.database
      : await within(this.connect(settings), timeoutMs, `no answer within ${timeoutMs / 1000} s`);
    try {
      const result = await within(
        database.db.execute(sql`select version() as version`),
        timeoutMs,
        `no answer within ${timeoutMs / 1000} s`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        version: string;
      }[];
      return { version: String(rows[0]?.version ?? ''), elapsedMs: Date.now() - started, isNew: false };
    } finally {
      if (!reuse) await database.close().catch(() => undefined);
    }
  }

  /**
   * The open database of datasource `id`, opened and migrated on first use. `reader` reads its
   * settings when it is not open yet: the caller's transaction on the main database, if it is in
   * one (PGlite has one connection: a second reader would wait for ever).
   */
  database(id: bigint, reader: Tx | Db = this.#main): Promise<Database> {
    const key = String(id);
    const cached = this.#open.get(key);
    if (cached) return cached.database;
    const opening = (async () => {
      const [row] = await reader.select().from(datasourceConfig).where(eq(datasourceConfig.id, id));
      if (!row) throw new Error(`No datasource ${key}`);
      const entry = this.#open.get(key);
      if (entry) entry.print = fingerprint(row);
      const database = await this.connect(await this.settingsOf(row, reader));
      try {
        await runMigrations(database);
        await databaseId(database.db);
      } catch (error) {
        await database.close().catch(() => undefined);
        throw error;
      }
      return database;
    })();
    this.#open.set(key, { print: '', database: opening });
    opening.catch(() => {
      if (this.#open.get(key)?.database === opening) this.#open.delete(key);
    });
    return opening;
  }

  /** Closes datasource `id` (its settings changed, or it was deleted); the next use reopens it. */
  async forget(id: bigint): Promise<void> {
    const entry = this.#open.get(String(id));
    if (!entry) return;
    this.#open.delete(String(id));
    const database = await entry.database.catch(() => undefined);
    await database?.close().catch(() => undefined);
  }

  /** Closes every open datasource (the server stops). */
  async close(): Promise<void> {
    await Promise.all([...this.#open.keys()].map((id) => this.forget(BigInt(id))));
  }
}

/**
 * The id a database gives itself (a random UUID in its `setting` table, written on first ask):
 * two connections answering the same id reach the same database, whatever their URLs say.
 */
export async function databaseId(db: Db | Tx): Promise<string> {
  await db.insert(setting).values({ key: DATABASE_ID_KEY, value: randomUUID() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: setting.value })
    .from(setting)
    .where(eq(setting.key, DATABASE_ID_KEY));
  return row!.value;
}
