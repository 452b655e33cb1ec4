import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contract from '@pocket/contract';
import { API_GROUPS, ErrorCode, formatDateTime, genTableResource } from '@pocket/contract';
import type { GenFile, GenTable } from '@pocket/contract';
import { desc, ilike } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { genTable } from '../../db/schema.ts';
import { crudModule } from '../../lib/crud.ts';
import { ApiError, Reply } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import { containing } from '../../lib/search.ts';
import { storedZip } from '../../lib/zip.ts';
import type * as Prettier from 'prettier';
import { columnConfig, listTables, readColumns } from './introspect.ts';
import {
  checkConfig,
  generate,
  generatedPaths,
  GenProblem,
  migrationMenus,
  migrationName,
  modulesOf,
} from './templates.ts';
import type { GenConfig, WorkspaceReader } from './templates.ts';

type Stored = typeof genTable.$inferSelect;

/** The workspace the generator reads and writes: GEN_WORKSPACE, else the checkout this file is in. */
export function workspaceRoot(): string {
  if (process.env.GEN_WORKSPACE) return path.resolve(process.env.GEN_WORKSPACE);
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const up = path.dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
  return dir;
}

/** Reads workspace files by their path from the root. */
export const readerOf =
  (root: string): WorkspaceReader =>
  (file) => {
    const full = path.join(root, file);
    return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
  };

/** Names the contract and the schema already use: resource keys and exported names. */
export const takenNames = (): ReadonlySet<string> =>
  new Set([...API_GROUPS.map((g) => g.key), ...Object.keys(contract), ...Object.keys(schema)]);

const MODULE_CANDIDATES = ['authority', 'course', 'msg', 'gateway'];

const toRow = (r: Stored): GenTable => ({
  id: String(r.id),
  tableName: r.tableName,
  comment: r.comment,
  module: r.module,
  resource: r.resource,
  area: r.area,
  labelZh: r.labelZh,
  labelEn: r.labelEn,
  labelEnPlural: r.labelEnPlural,
  menuParent: r.menuParent,
  permissionPrefix: `${r.module}:${r.resource}`,
  scope: r.scope === 'platform' ? 'platform' : 'tenant',
  treeParent: r.treeParent,
  columns: r.columns,
  createTime: formatDateTime(r.createTime),
  updateTime: formatDateTime(r.updateTime),
});

const WHAT = { module: '模块', resource: '资源', area: '页面目录', field: '字段' } as const;

/** A generator refusal as a 400 answer with its localized message. */
function refusal(lang: Lang, e: unknown): unknown {
  if (!(e instanceof GenProblem)) return e;
  const values = { ...e.values };
  if (values.what && lang === 'zh') values.what = WHAT[values.what as keyof typeof WHAT] ?? values.what;
  return new ApiError(ErrorCode.VALIDATION, t(lang, e.key, values), 400);
}

const noTable = (lang: Lang, table: string) =>
  new ApiError(ErrorCode.VALIDATION, t(lang, 'genNoTable', { table }), 400);

/** A configuration made from a table's columns and comment. */
async function importConfig(tx: Tx, tableName: string, lang: Lang) {
  const info = await readColumns(tx, tableName);
  if (!info) throw noTable(lang, tableName);
  let stringFilter = false;
  const columns = info.columns.map((c) => {
    const made = columnConfig(c, () => stringFilter);
    if (made.filter && made.type === 'string') stringFilter = true;
    return made;
  });
  if (!columns.some((c) => c.primary)) throw new GenProblem('genNoPrimaryKey', { table: tableName });
  const label = info.comment.trim().slice(0, 50);
  const words = tableName.replace(/_/g, ' ');
  const en = words.charAt(0).toUpperCase() + words.slice(1);
  const scope: 'tenant' | 'platform' = columns.some((c) => c.column === 'tenant_code')
    ? 'tenant'
    : 'platform';
  const resource = tableName.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return {
    tableName,
    comment: info.comment,
    module: modulesOf(readerOf(workspaceRoot()), MODULE_CANDIDATES)[0] ?? 'authority',
    resource,
    area: 'system',
    labelZh: label || en,
    labelEn: en.slice(0, 50),
    labelEnPlural: `${en}s`.slice(0, 50),
    menuParent: '/system',
    scope,
    treeParent: columns.some((c) => c.column === 'parent_id') ? 'parentId' : '',
    columns,
  };
}

const configOf = (r: Stored): GenConfig => {
  const { id: _id, createTime: _c, updateTime: _u, permissionPrefix: _p, ...cfg } = toRow(r);
  return cfg;
};

/** The files formatted as the workspace formats them (its prettier and .prettierrc), so they read
 * as a person's; as generated where prettier is not installed (a production build). */
async function formatted(files: GenFile[], root: string): Promise<GenFile[]> {
  let prettier: typeof Prettier | undefined;
  try {
    prettier = await import('prettier');
  } catch {
    return files;
  }
  const out: GenFile[] = [];
  for (const f of files) {
    const full = path.join(root, f.path);
    const options = (await prettier.resolveConfig(full)) ?? {};
    const parser = f.language === 'ts' || f.language === 'tsx' ? 'typescript' : undefined;
    out.push(parser ? { ...f, content: await prettier.format(f.content, { ...options, parser }) } : f);
  }
  return out;
}

/** The files of a stored configuration, checked against the workspace (a refusal is a 400). */
async function filesOf(tx: Tx, stored: Stored, lang: Lang) {
  const cfg = configOf(stored);
  const read = readerOf(workspaceRoot());
  const info = await readColumns(tx, stored.tableName);
  if (!info) throw noTable(lang, stored.tableName);
  try {
    checkConfig(cfg, read, takenNames());
    const defaults = Object.fromEntries(info.columns.map((c) => [c.column, c.dflt]));
    return await formatted(generate(cfg, read, defaults), workspaceRoot());
  } catch (e) {
    throw refusal(lang, e);
  }
}

/**
 * The code generator (platform): imported tables and their configuration; preview, zip and (in
 * development) writing the files of the resource made from one (docs/code-generator.md).
 */
export const genTableModule = crudModule(genTableResource).storedIn({
  table: genTable,
  toRow,
  filter: (m) => [m.tableName ? ilike(genTable.tableName, containing(m.tableName)) : undefined],
  order: [desc(genTable.createTime), desc(genTable.id)],
  unique: [{ field: 'tableName', column: genTable.tableName }],
  async create(body, { tx, lang }) {
    try {
      return await importConfig(tx, body.tableName, lang);
    } catch (e) {
      throw refusal(lang, e);
    }
  },
  update: (b) => ({
    module: b.module,
    resource: b.resource,
    area: b.area,
    labelZh: b.labelZh,
    labelEn: b.labelEn,
    labelEnPlural: b.labelEnPlural,
    menuParent: b.menuParent,
    scope: b.scope,
    treeParent: b.treeParent,
    columns: b.columns,
    updateTime: new Date(),
  }),
  handlers: {
    async tableDbTables({ tx }) {
      const imported = new Set((await tx.select({ n: genTable.tableName }).from(genTable)).map((r) => r.n));
      return (await listTables(tx)).map((r) => ({ ...r, imported: imported.has(r.tableName) }));
    },
    async tablePreview({ tx, params, lang }, crud) {
      return filesOf(tx, await crud.stored(BigInt(params.id)), lang);
    },
    async tableDownload({ tx, params, lang }, crud) {
      const stored = await crud.stored(BigInt(params.id));
      const files = await filesOf(tx, stored, lang);
      const zip = storedZip(files.map((f) => ({ name: f.path, content: f.content })));
      const name = `${stored.resource}.zip`;
      return new Response(zip, {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        },
      });
    },
    async tableWrite({ tx, params, lang, deps }, crud) {
      if (deps.env.NODE_ENV !== 'development') {
        throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'genWriteDevOnly'));
      }
      const stored = await crud.stored(BigInt(params.id));
      const files = await filesOf(tx, stored, lang);
      const written = writeResource(workspaceRoot(), configOf(stored), files, lang);
      return new Reply({ written }, t(lang, 'genWritten', { count: written.length }));
    },
  },
});

/** drizzle-kit of the workspace's server package (installed in development only). */
const drizzleKitOf = (root: string) =>
  path.join(
    root,
    'packages/server/node_modules/.bin',
    process.platform === 'win32' ? 'drizzle-kit.cmd' : 'drizzle-kit',
  );

/** The journal's last migration file (drizzle-kit's newest), relative to the root. */
function lastMigration(root: string): string | undefined {
  const journal = path.join(root, 'packages/server/drizzle/meta/_journal.json');
  if (!existsSync(journal)) return undefined;
  const { entries } = JSON.parse(readFileSync(journal, 'utf8')) as { entries: { tag: string }[] };
  const tag = entries.at(-1)?.tag;
  return tag ? `packages/server/drizzle/${tag}.sql` : undefined;
}

/**
 * Writes a resource's files into the workspace at `root` (development mode), then its migration:
 * drizzle-kit generate for the server package (as its db:generate script does) writes the table
 * from the changed schema.ts, and the block that gives existing tenants the screen's menu, buttons
 * and admin grants is appended to it (templates.ts migrationMenus). Refuses before writing
 * anything when a file exists or drizzle-kit is not installed. Returns the paths written.
 */
export function writeResource(root: string, cfg: GenConfig, files: GenFile[], lang: Lang): string[] {
  const kit = drizzleKitOf(root);
  if (!existsSync(kit)) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'genNoDrizzleKit'));
  // New files never replace one (checked again: the workspace may have changed since).
  const migration = files.find((f) => f.language === 'sql');
  for (const file of [...generatedPaths(cfg), ...(migration ? [migration.path] : [])]) {
    if (existsSync(path.join(root, file)))
      throw refusal(lang, new GenProblem('genFileExists', { name: file }));
  }
  const before = lastMigration(root);
  for (const f of files) {
    if (f === migration) continue;
    const full = path.join(root, f.path);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, f.content, f.kind === 'new' ? { flag: 'wx' } : {});
  }
  // Into the package's drizzle/ (DRIZZLE_OUT is the migration check's temporary folder).
  const { DRIZZLE_OUT: _out, ...env } = process.env;
  const result = spawnSync(kit, ['generate', '--name', migrationName(cfg)], {
    cwd: path.join(root, 'packages/server'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: 120_000,
    shell: process.platform === 'win32',
  });
  const made = lastMigration(root);
  if (result.status !== 0 || !made || made === before) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`;
    throw new ApiError(
      ErrorCode.OPERATION_FAILED,
      t(lang, 'genMigrationFailed', { output: output.trim().slice(-500) }),
    );
  }
  appendFileSync(path.join(root, made), `\n--> statement-breakpoint\n${migrationMenus(cfg)}`);
  return [...files.filter((f) => f !== migration).map((f) => f.path), made];
}
