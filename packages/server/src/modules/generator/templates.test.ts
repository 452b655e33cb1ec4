import type { GenColumn } from '@pocket/contract';
import { describe, expect, it } from 'vitest';
import {
  appendToList,
  catalogFile,
  checkConfig,
  contractIndex,
  defaultOf,
  generate,
  GenProblem,
  seedMenu,
} from './templates.ts';
import type { GenConfig } from './templates.ts';

const col = (column: string, patch: Partial<GenColumn> = {}): GenColumn => ({
  column,
  field: column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
  dbType: 'varchar(50)',
  type: 'string',
  maxLength: 50,
  primary: false,
  nullable: true,
  zh: column,
  en: column,
  required: false,
  list: true,
  form: true,
  filter: false,
  filterKind: 'eq',
  control: 'text',
  dictType: '',
  ...patch,
});

const CONFIG: GenConfig = {
  tableName: 'class_room',
  comment: '教室',
  module: 'authority',
  resource: 'classRoom',
  area: 'system',
  labelZh: '教室',
  labelEn: 'Classroom',
  labelEnPlural: 'Classrooms',
  menuParent: '/system',
  scope: 'tenant',
  treeParent: '',
  columns: [
    col('id', { type: 'bigint', primary: true, nullable: false, form: false, list: false, dbType: 'bigint' }),
    col('tenant_code', { nullable: false, form: false, list: false }),
    col('name', { nullable: false, required: true, filter: true, filterKind: 'like' }),
    col('seats', { type: 'int', dbType: 'integer', maxLength: 0, control: 'number' }),
  ],
};

const WORKSPACE: Record<string, string> = {
  'packages/contract/src/authority/index.ts':
    "import { aResource } from './a.ts';\n\nexport * from './a.ts';\n\nexport const authorityModule: readonly [\n  typeof aResource,\n] = [\n  aResource,\n];\n",
  'packages/server/src/modules/authority/index.ts':
    "import { aModule } from './a.ts';\n\nexport const authorityModules = [\n  aModule,\n];\n",
  'packages/server/src/db/schema.ts':
    "import {\n  bigint,\n  varchar,\n} from 'drizzle-orm/pg-core';\n\nexport const a = 1;\n",
  'packages/server/src/lib/opt-log-names.ts':
    "const RESOURCES: Record<string, Names> = {\n  attachment: ['附件', 'file'],\n};\n",
  'packages/server/src/db/seed-data.ts':
    "export const MENU_TREE = [\n  {\n    path: '/system',\n    children: [\n      leaf('x', 'X', '/system/x', []),\n    ],\n  },\n];\n",
};
const read = (path: string) => WORKSPACE[path];

describe('the generator templates', () => {
  it('add a line to a list of one item per line, and an item to a list on one line', () => {
    expect(appendToList('export const m = [\n  a,\n  b,\n];\n', 'export const m = [', 'c')).toBe(
      'export const m = [\n  a,\n  b,\n  c,\n];\n',
    );
    expect(appendToList('export const m = [a, b] as const;\n', 'export const m = [', 'c')).toBe(
      'export const m = [a, b, c] as const;\n',
    );
    expect(appendToList('export const m = [];\n', 'export const m = [', 'c')).toBe('export const m = [c];\n');
  });

  it('export and list the resource in its module index, in its type and its value', () => {
    expect(contractIndex(CONFIG, WORKSPACE['packages/contract/src/authority/index.ts']!)).toBe(
      "import { aResource } from './a.ts';\nimport { classRoomResource } from './class-room.ts';\n\nexport * from './a.ts';\nexport * from './class-room.ts';\n\nexport const authorityModule: readonly [\n  typeof aResource,\n  typeof classRoomResource,\n] = [\n  aResource,\n  classRoomResource,\n];\n",
    );
    // A module on one line, and one whose list is not typed by name.
    expect(
      contractIndex(CONFIG, 'export const authorityModule: readonly [typeof aResource] = [aResource];\n'),
    ).toBe(
      "export * from './class-room.ts';\nimport { classRoomResource } from './class-room.ts';\nexport const authorityModule: readonly [typeof aResource, typeof classRoomResource] = [aResource, classRoomResource];\n",
    );
    expect(contractIndex(CONFIG, 'export const authorityModule = [aResource] as const;\n')).toBe(
      "export * from './class-room.ts';\nimport { classRoomResource } from './class-room.ts';\nexport const authorityModule = [aResource, classRoomResource] as const;\n",
    );
  });

  it('read literal column defaults and leave expressions to the database', () => {
    expect(defaultOf(col('n', { type: 'int' }), '0')).toBe('0');
    expect(defaultOf(col('s'), "'it''s'::character varying")).toBe("'it\\'s'");
    expect(defaultOf(col('b', { type: 'boolean' }), 'true')).toBe('true');
    expect(defaultOf(col('t', { type: 'datetime' }), 'now()')).toBe('now()');
    expect(defaultOf(col('p', { type: 'bigint' }), '0')).toBe('sql`0`');
    expect(defaultOf(col('x'), "nextval('x_seq'::regclass)")).toBeNull();
    expect(defaultOf(col('y'), null)).toBeNull();
  });

  it('put the menu under its parent, platform menus marked', () => {
    const seed = seedMenu(
      { ...CONFIG, scope: 'platform' },
      WORKSPACE['packages/server/src/db/seed-data.ts']!,
    );
    expect(seed).toContain(
      "    children: [\n      leaf('教室', 'Classrooms', '/system/classRoom', crud('authority:classRoom').slice(0, 5), { platform: true }),\n      leaf('x'",
    );
  });

  it('add the screen messages to a catalog, sorted, keeping what it has', () => {
    const po = catalogFile(
      CONFIG,
      'zh',
      'msgid ""\nmsgstr ""\n"Language: zh\\n"\n\nmsgid "Zebra"\nmsgstr "斑马"\n',
    );
    expect(po).toContain('msgid "Add classroom"\nmsgstr "新增教室"');
    expect(po).toContain('msgid "Zebra"\nmsgstr "斑马"');
    expect(po.indexOf('"Add classroom"')).toBeLessThan(po.indexOf('"Zebra"'));
    expect(po).toContain(
      'msgid "Delete the {count, plural, one {# selected classroom} other {# selected classrooms}}?"\nmsgstr "删除选中的 {count, plural, other {# 个教室}}？"',
    );
  });

  it('generate the files of a tenant table, its table through tenantTable', () => {
    const files = generate(CONFIG, read, { seats: '0' });
    const schema = files.find((f) => f.path === 'packages/server/src/db/schema.ts')!.content;
    expect(schema).toContain("import {\n  bigint,\n  integer,\n  varchar,\n} from 'drizzle-orm/pg-core';");
    expect(schema).toContain(
      "export const classRoom = tenantTable('class_room', {\n  id: id(),\n  name: varchar({ length: 50 }).notNull(),\n  seats: integer().default(0),\n});",
    );
    const contract = files.find((f) => f.path === 'packages/contract/src/authority/class-room.ts')!.content;
    expect(contract).toContain("scope: 'tenant',");
    expect(contract).toContain('  name: required(50),');
    expect(contract).not.toContain('tenantCode');
    const names = files.find((f) => f.path === 'packages/server/src/lib/opt-log-names.ts')!.content;
    expect(names).toBe(
      "const RESOURCES: Record<string, Names> = {\n  attachment: ['附件', 'file'],\n  classRoom: ['教室', 'classroom'],\n};\n",
    );
  });

  it('give each column the control chosen for it: a day picker, an upload, a date and time', () => {
    const cfg: GenConfig = {
      ...CONFIG,
      columns: [
        ...CONFIG.columns,
        col('start_date', { type: 'date', dbType: 'date', maxLength: 0, control: 'date' }),
        col('open_time', { type: 'datetime', dbType: 'timestamptz', maxLength: 0, control: 'date' }),
        col('cover', { dbType: 'varchar(255)', maxLength: 255, control: 'upload' }),
      ],
    };
    const screen = generate(cfg, read).find((f) => f.path.endsWith('class-room.screen.tsx'))!.content;
    expect(screen).toMatch(/name: 'startDate',\s+control: 'date',/);
    expect(screen).toMatch(/name: 'openTime',\s+control: 'datetime',/);
    expect(screen).toMatch(/name: 'cover',\s+control: 'upload',\s+kind: 'image',/);
  });

  it('refuse what cannot be generated, naming it', () => {
    const problem = (cfg: Partial<GenConfig>, taken: string[] = []) => {
      try {
        checkConfig({ ...CONFIG, ...cfg }, read, new Set(taken));
        return undefined;
      } catch (e) {
        return e instanceof GenProblem ? `${e.key} ${Object.values(e.values).join(' ')}` : String(e);
      }
    };
    expect(problem({})).toBeUndefined();
    expect(problem({ columns: CONFIG.columns.map((c) => ({ ...c, primary: false })) })).toBe(
      'genNoPrimaryKey class_room',
    );
    expect(problem({ resource: 'switch' })).toBe('genReservedWord switch resource');
    expect(problem({ resource: 'Class-room' })).toBe('genInvalidName Class-room resource');
    expect(problem({}, ['classRoom'])).toBe('genNameExists classRoom');
    expect(problem({ module: 'course' })).toBe('genUnknownModule course');
    expect(problem({ menuParent: '/nowhere' })).toBe('genUnknownMenu /nowhere');
    expect(problem({ columns: [...CONFIG.columns, col('x', { filter: true, filterKind: 'range' })] })).toBe(
      'genRangeKind x',
    );
    expect(problem({ treeParent: 'parentId' })).toBe('genTreeParent parentId');
  });
});
