import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { serverRoot } from '../env.ts';
import { openDatabase } from './client.ts';
import { migrationsFolder, runMigrations } from './migrate.ts';
import { seedAreas } from './seed-areas.ts';

/**
 * A dump of an embedded database (its one database: initdb's templates are dropped) that PGlite
 * has initialised and every migration has reached
 * (runMigrations: the schema, row-level security, the job queue's tables) plus the administrative
 * divisions, and nothing else of the seed — no secret: each installation makes its own on first
 * start. A fresh embedded database
 * loads it instead of running initdb and every migration (most of a cold start; tests make one
 * database per file). It is named after what it depends on — the migrations and the PGlite
 * version — so a change of either makes another; a database loaded from it still runs the
 * migrations it lacks, as any database does.
 */
export const templateFolder = path.join(serverRoot, '.cache');

/** The name of a PostgreSQL template database for the current migrations (tests). */
export function templateDatabaseName(): string {
  return `pocket_template_${templateKey()}`;
}

/** The template's file for the current migrations and PGlite. */
export function templatePath(): string {
  return path.join(templateFolder, `pglite-template-${templateKey()}.tar.gz`);
}

let key: string | undefined;
export function templateKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  hash.update(`pglite ${pgliteVersion()}\n`);
  // What the template holds beside the migrations (ensureTemplate): 2 = without template0/1.
  hash.update('layout 2\n');
  // The divisions come from the installed china-area-data.
  hash.update(readFileSync(createRequire(import.meta.url).resolve('china-area-data/data.json')));
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.sql') || name.endsWith('_journal.json'))
    .sort();
  for (const name of files) hash.update(`${name}\n`).update(readFileSync(path.join(migrationsFolder, name)));
  key = hash.digest('hex').slice(0, 16);
  return key;
}

/** The installed PGlite's version (its package.json, found from its entry: `exports` hides it). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('@electric-sql/pglite: package.json not found');
    dir = parent;
  }
}

/** The template's bytes, if it has been made. */
export function readTemplate(): Blob | undefined {
  const file = templatePath();
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/**
 * Makes the template unless it exists (`pnpm build` of the server makes it; tests make it once):
 * an in-memory database migrated and dumped. Written to a temporary name and renamed, so a
 * reader never sees half a file and two makers at once do no harm.
 */
export async function ensureTemplate(): Promise<Blob> {
  const existing = readTemplate();
  if (existing) return existing;
  const database = await openDatabase({});
  try {
    await runMigrations(database);
    // The administrative divisions are the same for every installation (the seed skips them when
    // present), and inserting them is the seed's biggest step.
    await seedAreas(database.db);
    // Only the database PGlite opens is kept: initdb's template0 and template1 are ~600 of the
    // dump's ~1,270 files, each unpacked into every fresh embedded database (about 0.4 s of a
    // cold start), and nothing creates a database inside an embedded one.
    for (const name of ['template0', 'template1']) {
      await database.db.execute(sql.raw(`alter database ${name} is_template false`));
      await database.db.execute(sql.raw(`drop database ${name}`));
    }
    const dump = await database.dumpDataDir!();
    mkdirSync(templateFolder, { recursive: true });
    const file = templatePath();
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await database.close();
  }
}
