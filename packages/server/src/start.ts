import { serve } from '@hono/node-server';
import { createApp, type AppOptions } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { SEED, seed } from './db/seed.ts';
import { readEnv, type Env } from './env.ts';

export type RunningServer = { url: string; database: Database; stop(): Promise<void> };

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
  });
  await runMigrations(database);
  const { created } = await seed(database.db);
  const app = createApp({ db: database.db, env, ...(options.captcha ? { captcha: options.captcha } : {}) });

  let stopHttp: () => Promise<void> = async () => undefined;
  const url = await new Promise<string>((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
      resolve(`http://${info.address}:${info.port}/`);
    });
    stopHttp = () => new Promise<void>((done) => server.close(() => done()));
  });

  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`;
  console.log(`Pocket Course is running at ${url}`);
  console.log(`  console: ${url}#/admin/login   API docs: ${url}api/docs`);
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

/** Stops the server cleanly on SIGINT / SIGTERM (the embedded database is flushed on close). */
export function stopOnSignals(running: RunningServer): void {
  const stop = () => void running.stop().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
