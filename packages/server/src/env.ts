import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
/** packages/server, whether running from src/ (tsx, tests) or dist/ (built). */
export const serverRoot = path.resolve(here, '..');

const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8760),
  /** Folder of the embedded PGlite database; ignored when DATABASE_URL is set. */
  DATA_DIR: z.string().min(1).default(path.resolve(serverRoot, '../../.data/pglite')),
  /** postgres://… switches from the embedded database to a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  /** Connections the PostgreSQL pool opens at most (each instance); ignored on PGlite. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(20),
  /** Statements each PostgreSQL connection keeps prepared (parsed and planned once); 0 turns it
   * off, e.g. behind a pooler in transaction mode that cannot keep them. */
  DATABASE_PREPARED_STATEMENTS: z.coerce.number().int().min(0).max(10_000).default(500),
  /** redis://… keeps the gateway's rate counts in Redis, shared by every server instance; without
   * it each instance counts in its own memory. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  /** Folder of the built console (packages/app/dist). */
  STATIC_DIR: z.string().min(1).default(path.resolve(serverRoot, '../app/dist')),
  /** Port of the local demo identity provider on 127.0.0.1 (third-party sign-in offline); 0 = off. */
  LOCAL_IDP_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
});

export type Env = z.infer<typeof envSchema>;

/** Reads and validates the environment once; a bad value stops the start with a clear message. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
