import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import { APP_ROLE } from '../db/rls.ts';

// The job queue: pg-boss, its jobs in the database (schema `pgboss`), on PostgreSQL and on PGlite
// alike (through `executeSql` over the database's own driver: PGlite has one connection). A job
// is sent in the transaction of the request that makes its work, so both commit or neither does,
// and a job waiting for its time survives a restart.

export const JOB_SCHEMA = 'pgboss';

/** The queues, with how often and how far apart a failed job is tried again. */
export const QUEUES = {
  /** Sends one SMS task: `{ tenant, taskId }`. */
  'sms-send': { retryLimit: 3, retryDelay: 15, retryBackoff: true, expireInSeconds: 15 * 60 },
} as const satisfies Record<string, Omit<PgBoss.Queue, 'name'>>;
export type QueueName = keyof typeof QUEUES;

type Rows = { rows: unknown[] };
type ExecuteSql = (text: string, values?: unknown[]) => Promise<Rows>;
type Driver = {
  query(text: string, values?: unknown[]): Promise<Rows>;
  exec?(text: string): Promise<Rows[]>;
};

/** pg-boss's `executeSql` over the database's own driver (the pool, or the one PGlite connection). */
function driverSql(database: Database): ExecuteSql {
  const driver = (database.db as unknown as { $client: Driver }).$client;
  if (database.kind === 'postgres') return (text, values) => driver.query(text, values);
  // PGlite's query takes one statement; pg-boss's migrations are several, without values.
  return async (text, values) => {
    if (values?.length || !driver.exec) return driver.query(text, values);
    const results = await driver.exec(text);
    return results.length === 1 ? (results[0] as Rows) : { rows: [] };
  };
}

/** pg-boss's numbered parameters (`$1`) as a drizzle query, to run in a request's transaction. */
function toSql(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`)),
    sql.raw(''),
  );
}

const config = (executeSql: ExecuteSql): PgBoss.ConstructorOptions => ({
  db: { executeSql },
  schema: JOB_SCHEMA,
});

/**
 * Creates or upgrades the queue's tables and its queues (at every start, after the migrations),
 * and lets requests (role pocket_app) add jobs (and read back their ids): nothing more of the
 * queue is theirs.
 */
export async function installJobs(database: Database): Promise<void> {
  const boss = new PgBoss({
    ...config(driverSql(database)),
    supervise: false,
    schedule: false,
    migrate: true,
  });
  boss.on('error', (error) => console.warn(`Job queue: ${String(error)}`));
  await boss.start();
  for (const [name, options] of Object.entries(QUEUES)) {
    if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...options });
  }
  await boss.stop({ graceful: false, wait: true });
  for (const grant of [
    `GRANT USAGE ON SCHEMA ${JOB_SCHEMA} TO ${APP_ROLE}`,
    `GRANT SELECT ON ${JOB_SCHEMA}.queue TO ${APP_ROLE}`,
    `GRANT INSERT, SELECT (id) ON ${JOB_SCHEMA}.job TO ${APP_ROLE}`,
  ])
    await database.db.execute(sql.raw(grant));
}

// Sending needs no running queue: only the statement, run in the caller's transaction.
const sender = new PgBoss(config(() => Promise.reject(new Error('Jobs are sent in a transaction'))));

/** Adds a job in `tx` (it exists once `tx` commits), to start at `startAfter` (default now).
 * `tx` is a transaction of the main database (a handler's `main`): the queue lives there. */
export async function sendJob(
  tx: Tx,
  queue: QueueName,
  data: Record<string, string>,
  startAfter?: Date,
): Promise<void> {
  const executeSql: ExecuteSql = async (text, values) => {
    const result = (await tx.execute(toSql(text, values))) as unknown;
    return Array.isArray(result) ? { rows: result } : (result as Rows);
  };
  await sender.send(queue, data, { ...(startAfter ? { startAfter } : {}), db: { executeSql } });
}

/** A job as its worker gets it: its data, and whether this is its last try. */
export type Job = { id: string; data: Record<string, string>; lastTry: boolean };

export type JobWorkers = { stop(): Promise<void> };

/**
 * Runs the queues' workers in this process: each job is handed to its queue's handler; a handler
 * that throws has its job tried again later (QUEUES), until its last try.
 */
export async function startJobWorkers(
  database: Database,
  handlers: Record<QueueName, (job: Job) => Promise<void>>,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<JobWorkers> {
  const boss = new PgBoss({ ...config(driverSql(database)), migrate: false });
  boss.on('error', (error) => console.warn(`Job queue: ${String(error)}`));
  await boss.start();
  for (const [name, handle] of Object.entries(handlers)) {
    await boss.work<Record<string, string>>(
      name,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async ([job]) => {
        if (!job) return;
        await handle({ id: job.id, data: job.data, lastTry: job.retryCount >= job.retryLimit });
      },
    );
  }
  return { stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
}
