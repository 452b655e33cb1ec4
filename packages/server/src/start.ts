import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp, secretLoader, type AppOptions } from './app.ts';
import { OptLogQueue } from './lib/opt-log.ts';
import { openDatabase, type Database } from './db/client.ts';
import { Datasources } from './db/datasources.ts';
import { readTemplate } from './db/template.ts';
import { runMigrations } from './db/migrate.ts';
import { SEED, seed } from './db/seed.ts';
import { readEnv, type Env } from './env.ts';
import type { LocalIdp } from './idp/local-idp.ts';
import { LOCAL_IDP } from './idp/local-idp-config.ts';
import { createEventHub } from './lib/events.ts';
import { startJobWorkers } from './lib/jobs.ts';
import { redisCounter } from './lib/rate-limit.ts';
import { sendSmsTask } from './modules/msg/sms/sms-sender.ts';
import { scheduleOrderSweep } from './modules/course/order/order-service.ts';

export type RunningServer = { url: string; database: Database; stop(): Promise<void> };

/** How long a client may take over a request (ms): its headers, and the whole request. A request
 * whose headers or body do not arrive in time is answered 408 and its connection closed. */
export type Timeouts = { headersMs: number; requestMs: number };
/** Headers within 15 s; the whole request within 8 minutes, the longest an allowed body may take
 * (a 100 MiB course video at MIN_UPLOAD_RATE). The app itself ends every body that is not complete
 * within its endpoint's allowance (`bodyTimeout`: 34 s for JSON) with a readable message. */
export const TIMEOUTS: Timeouts = { headersMs: 15_000, requestMs: 480_000 };

/** Serves the app on host:port with the timeouts; resolves once it listens. */
export function listen(
  app: { fetch: Parameters<typeof serve>[0]['fetch'] },
  where: { hostname: string; port: number },
  timeouts: Timeouts = TIMEOUTS,
): Promise<{ url: string; port: number; close(): Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch: app.fetch,
        ...where,
        serverOptions: {
          headersTimeout: timeouts.headersMs,
          requestTimeout: timeouts.requestMs,
          // How often Node checks those timeouts (its default, 30 s, would let a slow client wait
          // up to that much longer).
          connectionsCheckingInterval: Math.max(100, Math.min(5_000, timeouts.headersMs / 2)),
        },
      },
      (info) =>
        resolve({
          url: `http://${info.address}:${info.port}/`,
          port: info.port,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done());
            }),
        }),
    );
  });
}

/**
 * Opens the database (PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR), migrates, seeds on
 * first start, serves API + console on HOST:PORT and prints the URL and the demo sign-in.
 */
export async function startServer(
  options: { env?: Env; captcha?: AppOptions['captcha'] } = {},
): Promise<RunningServer> {
  const env = options.env ?? readEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
    max: env.DATABASE_POOL_SIZE,
    preparedPerConnection: env.DATABASE_PREPARED_STATEMENTS,
    // A new embedded database starts from the migrated template `pnpm build` made, if there is one.
    template: readTemplate,
  });
  await runMigrations(database);
  const { created } = await seed(database.db);
  const idp = await startIdp(env.LOCAL_IDP_PORT);
  const events = await createEventHub(database);
  const rateCounter = env.REDIS_URL ? await redisCounter(env.REDIS_URL) : undefined;
  const datasources = new Datasources({
    main: database.db,
    // Embedded datasources: folders beside the embedded database (`.data/pglite-datasources`).
    root: `${path.resolve(env.DATA_DIR)}-datasources`,
  });
  const optLog = new OptLogQueue({ db: database.db, datasources });
  const app = createApp({
    db: database.db,
    env,
    optLog,
    events,
    datasources,
    ...(rateCounter ? { rateCounter } : {}),
    ...(options.captcha ? { captcha: options.captcha } : {}),
    ...(idp ? { localIssuer: idp.issuer } : {}),
  });

  const http = await listen(app, { hostname: env.HOST, port: env.PORT });
  const { url } = http;
  // Unpaid orders close after 30 minutes: swept now (those that expired while no server ran)
  // and every minute after.
  const stopSweep = scheduleOrderSweep({ db: database.db, datasources });
  // Scheduled and retried SMS: jobs kept in the database, run by whichever instance is up.
  const secret = secretLoader(database.db);
  const workers = await startJobWorkers(database, {
    'sms-send': (job) => sendSmsTask({ places: { db: database.db, datasources }, secret }, job),
  });
  const stopHttp = () => {
    stopSweep();
    // The event streams end first: an open one would keep the HTTP server from closing. The log
    // entries of the last requests are written before the database closes.
    return events
      .close()
      .then(() => Promise.all([http.close(), idp?.close(), workers.stop(), rateCounter?.close()]))
      .then(() => optLog.stop())
      .then(() => datasources.close());
  };

  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`;
  console.log(`Pocket Course is running at ${url}`);
  console.log(`  console: ${url}#/admin/login   API docs: ${url}api/docs`);
  if (idp)
    console.log(
      `  third-party sign-in: local identity provider at ${idp.issuer} (alice, bob, carol / ${LOCAL_IDP.password})`,
    );
  console.log(
    `  gateway rate counts: ${env.REDIS_URL ? `Redis at ${new URL(env.REDIS_URL).host}` : 'in memory'}`,
  );
  console.log(`  database: ${where}${created.length ? ` (seeded tenants ${created.join(', ')})` : ''}`);
  console.log(
    `  sign in: tenant ${SEED.demoTenant}, account ${SEED.adminAccount}, password ${SEED.password}` +
      ` (staff: ${SEED.staffAccount} / ${SEED.password}; platform tenant ${SEED.platformTenant}: ${SEED.adminAccount} / ${SEED.password})`,
  );

  let stopping: Promise<void> | undefined;
  return {
    url,
    database,
    stop: () => (stopping ??= stopHttp().finally(() => database.close())),
  };
}

/** The local demo identity provider; a busy port leaves third-party sign-in without it. Its code
 * (oidc-provider and its Koa stack, ~0.15 s of a start) loads only when it runs. */
async function startIdp(port: number): Promise<LocalIdp | undefined> {
  if (port === 0) return undefined;
  try {
    const { startLocalIdp } = await import('./idp/local-idp.ts');
    return await startLocalIdp(port);
  } catch (error) {
    console.warn(`Local identity provider not started on 127.0.0.1:${port}: ${String(error)}`);
    return undefined;
  }
}

/** Stops the server cleanly on SIGINT / SIGTERM (the embedded database is flushed on close). */
export function stopOnSignals(running: RunningServer): void {
  const stop = () => void running.stop().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
