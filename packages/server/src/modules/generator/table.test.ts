import { endpoints } from '@pocket/contract';
import type { DbTable, GenFile, GenTable, GenTableUpdate } from '@pocket/contract';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED, useTestServer } from '../../test/server.ts';
import type { Caller } from '../../test/contract.ts';
import { FIXTURE_STATEMENTS } from './fixtures.ts';
import { workspaceRoot, writeResource } from './table.ts';

const { s, platform } = useTestServer({}, ['platform']);
const as = (lang: 'zh' | 'en' = 'en'): Caller => ({
  token: platform.token,
  tenant: SEED.platformTenant,
  lang,
});

beforeAll(async () => {
  for (const statement of FIXTURE_STATEMENTS) await s.sql(statement);
});

const importTable = async (tableName: string, lang: 'zh' | 'en' = 'en') =>
  s.call<GenTable>(endpoints.tableCreate.path, { ...as(lang), body: { tableName } });
const preview = (id: string, lang: 'zh' | 'en' = 'en') =>
  s.call<GenFile[]>(endpoints.tablePreview.path.replace('{id}', id), { ...as(lang), method: 'GET' });
const change = (row: GenTable, patch: Partial<GenTableUpdate>, lang: 'zh' | 'en' = 'en') => {
  const { tableName: _t, comment: _c, permissionPrefix: _p, createTime: _ct, updateTime: _ut, ...body } = row;
  return s.call<GenTable>(endpoints.tableUpdate.path, {
    ...as(lang),
    method: 'PUT',
    body: { ...body, ...patch },
  });
};

describe('the code generator', () => {
  it("is the platform's menu: its buttons are the contract's codes, other tenants have none", async () => {
    const rows = await s.sql<{ tenant_code: string; code: string }>(sql`
      select b.tenant_code, b.code from menu m join menu b on b.parent_id = m.id
      where m.path = '/developer/generator' order by b.tenant_code, b.sort_value`);
    expect(rows.map((r) => `${r.tenant_code} ${r.code}`)).toEqual(
      ['view', 'add', 'edit', 'delete', 'generate'].map((a) => `${SEED.platformTenant} generator:table:${a}`),
    );
  });

  it('lists the tables of the database with comment and row count', async () => {
    const r = await s.call<DbTable[]>(endpoints.tableDbTables.path, { ...as(), method: 'GET' });
    const setting = r.body.data.find((t) => t.tableName === 'gen_fixture_setting');
    expect(setting).toEqual({ tableName: 'gen_fixture_setting', comment: '', rows: 2, imported: false });
    expect(r.body.data.find((t) => t.tableName === 'gen_fixture_item')?.comment).toBe('教室');
    expect(r.body.data.find((t) => t.tableName === 'gen_table')).toBeDefined();
  });

  it('imports a table: every column with its type, labels from comments, the scope from tenant_code', async () => {
    const r = await importTable('gen_fixture_item');
    expect(r.body.isSuccess).toBe(true);
    const row = r.body.data;
    expect(row).toMatchObject({
      tableName: 'gen_fixture_item',
      comment: '教室',
      resource: 'genFixtureItem',
      scope: 'tenant',
      labelZh: '教室',
      permissionPrefix: `${row.module}:genFixtureItem`,
      treeParent: '',
    });
    const byColumn = Object.fromEntries(row.columns.map((c) => [c.column, c]));
    expect(Object.values(byColumn).map((c) => c.type)).toEqual([
      'bigint',
      'string',
      'string',
      'string',
      'text',
      'int',
      'int',
      'decimal',
      'bigint',
      'boolean',
      'date',
      'datetime',
      'string',
      'datetime',
      'datetime',
    ]);
    expect(byColumn.name).toMatchObject({
      field: 'name',
      zh: '名称',
      en: 'Name',
      maxLength: 100,
      required: true,
    });
    expect(byColumn.floor).toMatchObject({ required: false, control: 'number' });
    expect(byColumn.id).toMatchObject({ primary: true, form: false });
    const listed = await s.call<DbTable[]>(endpoints.tableDbTables.path, { ...as(), method: 'GET' });
    expect(listed.body.data.find((t) => t.tableName === 'gen_fixture_item')?.imported).toBe(true);
  });

  it('previews every file of the resource, new ones and the whole text of the ones it adds to', async () => {
    const row = (await importTable('gen_fixture_setting')).body.data;
    expect(row.scope).toBe('platform');
    const r = await preview(row.id);
    expect(r.status, r.body.msg).toBe(200);
    const files = r.body.data;
    // The migration drizzle-kit writes next (the journal's count), its menu block appended.
    const journal = readFileSync(
      path.join(workspaceRoot(), 'packages/server/drizzle/meta/_journal.json'),
      'utf8',
    );
    const next = String((JSON.parse(journal) as { entries: unknown[] }).entries.length).padStart(4, '0');
    const migration = `packages/server/drizzle/${next}_gen-fixture-setting.sql`;
    expect(files.map((f) => `${f.kind} ${f.path}`)).toEqual([
      `new packages/contract/src/${row.module}/gen-fixture-setting.ts`,
      `change packages/contract/src/${row.module}/index.ts`,
      'change packages/server/src/db/schema.ts',
      `new packages/server/src/modules/${row.module}/gen-fixture-setting.ts`,
      `change packages/server/src/modules/${row.module}/index.ts`,
      `new packages/server/src/modules/${row.module}/gen-fixture-setting.test.ts`,
      'change packages/server/src/db/seed-data.ts',
      `new ${migration}`,
      'change packages/server/src/lib/opt-log-names.ts',
      'new packages/app/src/features/system/gen-fixture-setting.screen.tsx',
      'change packages/app/src/features/system/locales/zh.po',
      'change packages/app/src/features/system/locales/en.po',
    ]);
    const byPath = Object.fromEntries(files.map((f) => [f.path, f.content]));
    expect(byPath[`packages/contract/src/${row.module}/gen-fixture-setting.ts`]).toContain(
      "scope: 'platform'",
    );
    expect(byPath['packages/server/src/db/schema.ts']).toContain(
      "export const genFixtureSetting = pgTable('gen_fixture_setting', {",
    );
    // Existing tenants get the menu in the migration: a platform resource, the platform only.
    expect(byPath[migration]).toContain(
      `WHERE p."path" = '/system' AND p."type" = 'MENU' AND p."tenant_code" = '0000'`,
    );
    expect(byPath[migration]).toContain(`'${row.module}:genFixtureSetting:export', 5`);
    expect(byPath[migration]).toContain(`r."code" = 'SUPER_ADMIN'`);
    const seed = byPath['packages/server/src/db/seed-data.ts']!.replace(/\s+/g, ' ');
    expect(seed).toContain(
      `leaf( 'Gen fixture setting', 'Gen fixture settings', '/system/genFixtureSetting', crud('${row.module}:genFixtureSetting').slice(0, 5), { platform: true }, ),`,
    );
  });

  it('downloads the files as a zip', async () => {
    const row = (await importTable('gen_fixture_node')).body.data;
    const r = await s.call(endpoints.tableDownload.path.replace('{id}', row.id), { ...as(), method: 'GET' });
    expect(r.status).toBe(200);
    expect(r.res.headers.get('content-type')).toBe('application/zip');
    const bytes = Buffer.from(await r.res.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(bytes.toString('utf8')).toContain(`packages/server/src/modules/${row.module}/gen-fixture-node.ts`);
    expect(bytes.toString('utf8')).toContain('nestTree(rows.map(toRow))');
  });

  it('writes into the workspace only in development mode, saying so in the language asked', async () => {
    const row = (await importTable('gen_fixture_setting')).body.data ?? undefined;
    const id =
      row?.id ??
      (await s.page<GenTable>(endpoints.tablePage.path, { ...as(), body: {} })).body.data.records[0]!.id;
    for (const [lang, text] of [
      [
        'en',
        'Files are written into the workspace only in development mode (NODE_ENV=development): download the zip instead',
      ],
      ['zh', '只有开发模式（NODE_ENV=development）才能把代码写入工作区，请下载 zip'],
    ] as const) {
      const r = await s.call(endpoints.tableWrite.path.replace('{id}', id), { ...as(lang), method: 'POST' });
      expect([r.body.isSuccess, r.body.msg]).toEqual([false, text]);
    }
  });

  it('refuses to write, before writing anything, where no migration can be made (no drizzle-kit)', async () => {
    const rows = (await s.page<GenTable>(endpoints.tablePage.path, { ...as(), body: {} })).body.data.records;
    const row = rows.find((r) => r.tableName === 'gen_fixture_setting')!;
    const files = (await preview(row.id)).body.data;
    const { id: _id, createTime: _c, updateTime: _u, permissionPrefix: _p, ...cfg } = row;
    const root = mkdtempSync(path.join(tmpdir(), 'pocket-gen-nokit-'));
    try {
      expect(() => writeResource(root, cfg, files, 'en')).toThrow(
        "drizzle-kit is not installed in the workspace's server package, so no migration can be made and nothing was written: run pnpm install first",
      );
      expect(() => writeResource(root, cfg, files, 'zh')).toThrow(
        '工作区的服务端包没有安装 drizzle-kit，无法生成迁移，未写入任何文件：请先执行 pnpm install',
      );
      expect(readdirSync(root)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  describe('bad input, each a clear message', () => {
    it('a table without a primary key', async () => {
      const zh = await importTable('gen_fixture_loose', 'zh');
      expect([zh.status, zh.body.msg]).toEqual([
        400,
        '表 gen_fixture_loose 没有主键，无法生成：请先加一个 bigint 主键 id',
      ]);
      const en = await importTable('gen_fixture_loose', 'en');
      expect(en.body.msg).toBe(
        'The table gen_fixture_loose has no primary key, so nothing can be generated: add a bigint primary key id first',
      );
    });

    it('a table that does not exist', async () => {
      const r = await importTable('gen_missing');
      expect([r.status, r.body.msg]).toEqual([400, 'The database has no table gen_missing']);
    });

    it('reserved words, names that exist, names that are no identifiers', async () => {
      const page = await s.page<GenTable>(endpoints.tablePage.path, {
        ...as(),
        body: { model: { tableName: 'gen_fixture_item' } },
      });
      const row = page.body.data.records[0]!;
      const refusedWith = async (patch: Partial<GenTableUpdate>, lang: 'zh' | 'en') => {
        const saved = await change(row, patch, lang);
        if (!saved.body.isSuccess) return saved.body.msg;
        return (await preview(row.id, lang)).body.msg;
      };
      expect(await refusedWith({ resource: 'delete' }, 'en')).toBe(
        'The resource name delete is a reserved word: choose another name',
      );
      expect(await refusedWith({ resource: 'delete' }, 'zh')).toBe('资源名称 delete 是保留字，请换一个名称');
      expect(await refusedWith({ resource: 'station' }, 'en')).toBe(
        'The name station already exists: choose another name',
      );
      expect(
        await refusedWith(
          {
            resource: 'classroom',
            columns: row.columns.map((c) => (c.column === 'code' ? { ...c, field: 'class' } : c)),
          },
          'en',
        ),
      ).toBe('The field name class is a reserved word: choose another name');
      expect(await refusedWith({ resource: 'classroom', module: 'nowhere' }, 'en')).toBe(
        'There is no module nowhere (an existing contract module and server module list are needed)',
      );
      expect(await refusedWith({ resource: 'classroom', menuParent: '/nowhere' }, 'en')).toBe(
        'There is no parent menu /nowhere',
      );
      const invalid = await change(row, { resource: 'Bad-name' }, 'en');
      expect([invalid.status, invalid.body.msg]).toEqual([
        400,
        expect.stringMatching(/^Invalid request: resource/),
      ]);
    });
  });
});
