/**
 * The generator end to end: three fixture tables (a tenant table with a column of every type, a
 * tree table, a platform table) are imported and configured through the API, their files are
 * written into a temporary copy of the workspace one after the other as the development-mode
 * write does (each generation reads the files the previous one changed; drizzle-kit writes each
 * migration and the menu block is appended), and there the type check passes (server, contract
 * and the generated screens) and the generated security suites pass: 401, 403, platform scope,
 * tenant isolation and bad input of every generated resource. The migrations, applied to the test
 * server's database with its tenants already there, give each tenant admin the new screens.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { endpoints } from '@pocket/contract';
import type { RouterNode } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import type { GenColumn, GenFile, GenTable, GenTableUpdate } from '@pocket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '../../db/migrate.ts';
import { SEED, useTestServer } from '../../test/server.ts';
import type { Caller } from '../../test/contract.ts';
import { FIXTURE_STATEMENTS } from './fixtures.ts';
import { workspaceRoot, writeResource } from './table.ts';
import { migrationMenus } from './templates.ts';
import type { GenConfig } from './templates.ts';

const run = promisify(execFile);
const { s, platform, admin } = useTestServer({}, ['platform', 'admin']);
const as = (): Caller => ({ token: platform.token, tenant: SEED.platformTenant, lang: 'en' });

const ROOT = workspaceRoot();
const SKIP = new Set([
  '.vite-temp',
  'e2e',
  'bench',
  'public',
  'storybook-static',
  'test-results',
  'dist-server',
]);

/** A copy of the workspace's packages (node_modules as the links they are, so every import
 * resolves inside the copy first, then to the installed packages). */
function copyWorkspace(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pocket-gen-'));
  for (const f of ['package.json', 'tsconfig.base.json', 'pnpm-workspace.yaml', '.prettierrc.json'])
    cpSync(path.join(ROOT, f), path.join(dir, f));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  for (const pkg of readdirSync(path.join(ROOT, 'packages'))) {
    cpSync(path.join(ROOT, 'packages', pkg), path.join(dir, 'packages', pkg), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (src) => !SKIP.has(path.basename(src)),
    });
  }
  return dir;
}

type Setup = { table: string; patch: (row: GenTable) => Partial<GenTableUpdate> };
const column = (row: GenTable, name: string, patch: Partial<GenColumn>) =>
  row.columns.map((c) => (c.column === name ? { ...c, ...patch } : c));

const FIXTURES: Setup[] = [
  {
    table: 'gen_fixture_item',
    patch: (row) => {
      let columns = column(row, 'level', {
        control: 'select',
        dictType: 'EDUCATION',
        filter: true,
        filterKind: 'eq',
      });
      columns = column({ ...row, columns }, 'open_time', { filter: true, filterKind: 'range' });
      columns = column({ ...row, columns }, 'code', { filter: true, filterKind: 'eq', required: false });
      // An upload field (the stored file's address) and, by default, a date field (start_date).
      columns = column({ ...row, columns }, 'describe', { list: false, control: 'upload' });
      return {
        module: 'authority',
        resource: 'classroom',
        area: 'system',
        labelZh: '教室',
        labelEn: 'Classroom',
        labelEnPlural: 'Classrooms',
        menuParent: '/system',
        columns,
      };
    },
  },
  {
    table: 'gen_fixture_node',
    patch: () => ({
      module: 'course',
      resource: 'building',
      area: 'course',
      labelEn: 'Building',
      labelEnPlural: 'Buildings',
      menuParent: '/system',
    }),
  },
  {
    table: 'gen_fixture_setting',
    patch: () => ({
      module: 'gateway',
      resource: 'gatewaySetting',
      area: 'gateway',
      labelZh: '网关设置',
      labelEn: 'Gateway setting',
      labelEnPlural: 'Gateway settings',
      menuParent: '/system',
    }),
  },
];

let dir = '';
const generated: Record<string, GenFile[]> = {};
const configs: Record<string, GenConfig> = {};
const migrations: Record<string, string> = {};

beforeAll(async () => {
  for (const statement of FIXTURE_STATEMENTS) await s.sql(statement);
  dir = copyWorkspace();
  process.env.GEN_WORKSPACE = dir;
  for (const f of FIXTURES) {
    const made = await s.call<GenTable>(endpoints.tableCreate.path, {
      ...as(),
      body: { tableName: f.table },
    });
    expect(made.body.isSuccess, made.body.msg).toBe(true);
    const row = made.body.data;
    const {
      tableName: _t,
      comment: _c,
      permissionPrefix: _p,
      createTime: _ct,
      updateTime: _ut,
      ...body
    } = row;
    const saved = await s.call(endpoints.tableUpdate.path, {
      ...as(),
      method: 'PUT',
      body: { ...body, ...f.patch(row) },
    });
    expect(saved.body.isSuccess, saved.body.msg).toBe(true);
    const { id: _id, ...config } = { ...row, ...f.patch(row) };
    configs[f.table] = { ...config, tableName: row.tableName, comment: row.comment };
    const files = await s.call<GenFile[]>(endpoints.tablePreview.path.replace('{id}', row.id), {
      ...as(),
      method: 'GET',
    });
    expect(files.status, files.body.msg).toBe(200);
    generated[f.table] = files.body.data;
    // Written as the development-mode write does: into the copy, one resource after the other,
    // drizzle-kit making each migration.
    const written = writeResource(dir, configs[f.table]!, files.body.data, 'en');
    migrations[f.table] = written.at(-1)!;
  }
  if (process.env.GEN_PRINT) {
    for (const file of generated.gen_fixture_item ?? [])
      console.log(`=== ${file.kind} ${file.path}\n${file.content}`);
  }
}, 60_000);

afterAll(() => {
  delete process.env.GEN_WORKSPACE;
  if (dir && !process.env.GEN_KEEP) rmSync(dir, { recursive: true, force: true });
});

const bin = (name: string) =>
  name === 'drizzle-kit'
    ? path.join(ROOT, 'packages/server/node_modules/.bin', name)
    : path.join(ROOT, 'node_modules/.bin', name);
/** Runs a tool in the copy; a failure shows its output. */
async function tool(cwd: string, name: string, args: string[]) {
  try {
    return await run(bin(name), args, {
      cwd: path.join(dir, cwd),
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, GEN_WORKSPACE: '' },
    });
  } catch (e) {
    const { stdout, stderr } = e as { stdout?: string; stderr?: string };
    throw new Error(`${name} ${args.join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`.slice(0, 8000), {
      cause: e,
    });
  }
}

describe('resources generated from fixture tables', () => {
  it('get their migration from drizzle-kit, and the workspace type-checks with them', async () => {
    const text = (table: string) => readFileSync(path.join(dir, migrations[table]!), 'utf8');
    for (const table of Object.keys(migrations)) {
      // The preview shows the migration the write makes: its path and its hand-written block.
      const preview = generated[table]!.find((f) => f.language === 'sql');
      expect(preview?.path).toBe(migrations[table]);
      const block = migrationMenus(configs[table]!);
      expect(preview?.content.endsWith(block)).toBe(true);
      expect(text(table).endsWith(`\n--> statement-breakpoint\n${block}`)).toBe(true);
    }
    expect(text('gen_fixture_item')).toContain('CREATE TABLE "gen_fixture_item"');
    expect(text('gen_fixture_node')).toContain('CREATE POLICY "tenant_isolation" ON "gen_fixture_node"');
    expect(text('gen_fixture_setting')).toContain('CREATE TABLE "gen_fixture_setting"');
    expect(text('gen_fixture_setting')).not.toContain('gen_fixture_item');
    await tool('.', 'tsc', ['--noEmit', '-p', 'packages/server/tsconfig.json']);
    // The screens, with what they import of the app (not the whole app: CI time).
    const screens = Object.values(generated)
      .flat()
      .filter((f) => f.path.endsWith('.screen.tsx'))
      .map((f) => path.join(dir, f.path));
    writeFileSync(
      path.join(dir, 'packages/app/tsconfig.generated.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        include: [],
        files: [...screens, path.join(dir, 'packages/app/src/screens/registry.ts')],
      }),
    );
    await tool('.', 'tsc', ['--noEmit', '-p', 'packages/app/tsconfig.generated.json']);
  }, 300_000);

  it('pass their generated security suites (401, 403, platform scope, tenant isolation, bad input)', async () => {
    const tests = Object.values(generated)
      .flat()
      .filter((f) => f.path.endsWith('.test.ts'))
      .map((f) => path.relative('packages/server', f.path));
    expect(tests).toHaveLength(3);
    // The product's own test of the log's names, over the contract with the generated resources.
    tests.push('src/lib/opt-log-names.test.ts');
    const { stdout } = await tool('packages/server', 'vitest', [
      'run',
      '--config',
      'vitest.config.ts',
      '--maxWorkers',
      '2',
      ...tests,
    ]);
    expect(stdout).toMatch(/Test Files\s+.*4 passed/);
  }, 300_000);

  it('reach the existing tenants: after the migrations their admins get the screens and buttons', async () => {
    // The tenants were made before (the test server's seed); the fixture tables make way for the
    // tables the migrations create.
    for (const table of ['gen_fixture_item', 'gen_fixture_node', 'gen_fixture_setting'])
      await s.sql(sql.raw(`drop table ${table}`));
    await applyMigrations(s.database, path.join(dir, 'packages/server/drizzle'));
    const paths = async (token: string, tenant: string) => {
      const r = await s.call<RouterNode[]>('/oauth/menu/router', { token, tenant, lang: 'en' });
      expect(r.body.isSuccess, r.body.msg).toBe(true);
      const out: string[] = [];
      const walk = (nodes: RouterNode[]) =>
        nodes.forEach((n) => {
          out.push(n.path);
          walk(n.children ?? []);
        });
      walk(r.body.data);
      return out;
    };
    const demo = await paths(admin.token, SEED.demoTenant);
    expect(demo).toEqual(expect.arrayContaining(['/system/classroom', '/system/building']));
    expect(demo).not.toContain('/system/gatewaySetting');
    expect(await paths(platform.token, SEED.platformTenant)).toEqual(
      expect.arrayContaining(['/system/classroom', '/system/building', '/system/gatewaySetting']),
    );
    /** The button codes granted to a tenant's SUPER_ADMIN under the generated menus. */
    const codes = async () =>
      (
        await s.sql<{ tenant: string; code: string }>(sql`
          select b.tenant_code as tenant, b.code from role_menu g
          join role r on r.id = g.role_id and r.code = 'SUPER_ADMIN'
          join menu b on b.id = g.menu_id and b.type = 'BUTTON'
          join menu m on m.id = b.parent_id
            and m.path in ('/system/classroom', '/system/building', '/system/gatewaySetting')
          order by 1, 2`)
      ).map((r) => `${r.tenant} ${r.code}`);
    const granted = await codes();
    const crud = (tenant: string, prefix: string, actions: string[]) =>
      actions.map((a) => `${tenant} ${prefix}:${a}`);
    const five = ['view', 'add', 'edit', 'delete', 'export'];
    expect(granted).toEqual(
      expect.arrayContaining([
        ...crud(SEED.demoTenant, 'authority:classroom', five),
        ...crud(SEED.demoTenant, 'course:building', five.slice(0, 4)),
        ...crud(SEED.platformTenant, 'gateway:gatewaySetting', five),
      ]),
    );
    expect(granted).not.toContain(`${SEED.demoTenant} course:building:export`);
    expect(granted.filter((c) => c.includes('gateway:gatewaySetting'))).toHaveLength(5);
    // The block is idempotent: run again, it adds nothing.
    for (const config of Object.values(configs))
      for (const statement of migrationMenus(config).split('--> statement-breakpoint'))
        await s.sql(sql.raw(statement));
    expect(await codes()).toEqual(granted);
  }, 120_000);
});
