import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../common/formats.ts';
import { endpoint, envelope, file } from '../endpoint.ts';
import { defineResource } from '../common/resource.ts';
import { ValidationCode, maxLen, required } from '../common/validation.ts';

/** The kinds of column the generator maps (from the database type). */
export const GEN_COLUMN_TYPES = [
  'string',
  'text',
  'int',
  'bigint',
  'decimal',
  'boolean',
  'date',
  'datetime',
] as const;
export type GenColumnType = (typeof GEN_COLUMN_TYPES)[number];
/** How a list filters on a column. */
export const GEN_FILTER_KINDS = ['eq', 'like', 'range'] as const;
export type GenFilterKind = (typeof GEN_FILTER_KINDS)[number];
/** The form control of a column. */
export const GEN_CONTROLS = [
  'text',
  'textarea',
  'number',
  'switch',
  'select',
  'date',
  'tree',
  'upload',
] as const;
export type GenControl = (typeof GEN_CONTROLS)[number];
export const GEN_SCOPES = ['tenant', 'platform'] as const;

/** A lower camel-case TypeScript name (`classroom`, `seatCount`). */
export const GEN_NAME = /^[a-z][A-Za-z0-9]{0,49}$/;
/** A database name as the generator reads it (`class_room`). */
export const GEN_TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** A menu path: `/org`. */
export const GEN_MENU_PATH = /^\/[a-zA-Z][A-Za-z0-9/]{0,99}$/;

const flag = z.boolean();
const camelName = () =>
  z.string({ error: ValidationCode.required }).trim().regex(GEN_NAME, ValidationCode.invalid);

/** One column of an imported table and how the generated resource treats it. */
export const genColumnSchema = z.object({
  /** The database column (`seat_count`); read from the table, never changed. */
  column: z.string().regex(GEN_TABLE_NAME, ValidationCode.invalid),
  /** The field of the contract (`seatCount`). */
  field: camelName(),
  /** The database type as read (`varchar(100)`), for the screen. */
  dbType: maxLen(100),
  type: z.enum(GEN_COLUMN_TYPES, { error: ValidationCode.invalid }),
  /** Length of a string column (varchar); 0: unbounded. */
  maxLength: z.number().int().min(0).max(10_000),
  /** The primary key (read from the table). */
  primary: flag,
  /** Whether the database allows null. */
  nullable: flag,
  zh: required(50),
  en: required(50),
  required: flag,
  list: flag,
  form: flag,
  filter: flag,
  filterKind: z.enum(GEN_FILTER_KINDS, { error: ValidationCode.invalid }),
  control: z.enum(GEN_CONTROLS, { error: ValidationCode.invalid }),
  /** The dictionary type of a `select` control (`EDUCATION`). */
  dictType: maxLen(50),
});
export type GenColumn = z.infer<typeof genColumnSchema>;

/** What the configuration of an imported table holds (the row shows it, update changes it). */
const configFields = {
  /** The contract and server module (`authority`): first part of path and permission codes. */
  module: camelName(),
  /** The resource key (`classroom`). */
  resource: camelName(),
  /** The console area the screen lives in (`system`: `features/system/classroom.screen.tsx`). */
  area: camelName(),
  /** The entity named in zh, and in English singular and plural. */
  labelZh: required(50),
  labelEn: required(50),
  labelEnPlural: required(50),
  /** The path of the menu the screen's menu goes under (`/system`). */
  menuParent: z
    .string({ error: ValidationCode.required })
    .trim()
    .regex(GEN_MENU_PATH, ValidationCode.invalid),
  scope: z.enum(GEN_SCOPES, { error: ValidationCode.invalid }),
  /** The field holding the parent's id of a tree table (`parentId`), or empty. */
  treeParent: z.union([z.literal(''), camelName()]),
  columns: z.array(genColumnSchema).min(1, ValidationCode.required).max(200, ValidationCode.invalid),
};

/** An imported table with the configuration of the resource made from it. */
export const genTableSchema = z.object({
  id: z.string(),
  tableName: z.string(),
  comment: z.string(),
  /** `<module>:<resource>`: the permission codes are this and the action. */
  permissionPrefix: z.string(),
  ...configFields,
  createTime: dateTimeSchema,
  updateTime: dateTimeSchema,
});
export type GenTable = z.infer<typeof genTableSchema>;

/** Import a table of the database: its configuration is made from its columns and comment. */
export const genTableCreateSchema = z.object({
  tableName: z
    .string({ error: ValidationCode.required })
    .trim()
    .regex(GEN_TABLE_NAME, ValidationCode.invalid),
});
export type GenTableCreate = z.input<typeof genTableCreateSchema>;

/** Change the configuration of an imported table. */
export const genTableUpdateSchema = z.object({ id: idSchema, ...configFields });
export type GenTableUpdate = z.input<typeof genTableUpdateSchema>;

export const genTableQuerySchema = z.object({ tableName: z.string().max(63).optional() });

/** A table of the database as the import list shows it. */
export const dbTableSchema = z.object({
  tableName: z.string(),
  comment: z.string(),
  /** Rows the platform sees (row-level security applies); -1: the server may not read the table. */
  rows: z.number().int(),
  /** Already imported. */
  imported: z.boolean(),
});
export type DbTable = z.infer<typeof dbTableSchema>;

/** One file the generator writes: a new file, or the whole new content of one it changes. */
export const genFileSchema = z.object({
  path: z.string(),
  /** `new`: a file of its own; `change`: an existing file with lines added. */
  kind: z.enum(['new', 'change']),
  language: z.enum(['ts', 'tsx', 'po', 'sql', 'md']),
  content: z.string(),
});
export type GenFile = z.infer<typeof genFileSchema>;

/** What writing into the workspace did. */
export const genWriteResultSchema = z.object({ written: z.array(z.string()) });

const idParams = z.object({ id: idSchema });

/** Imported tables and their generator configuration (`/generator/table`), run by the platform. */
export const genTableResource = defineResource({
  service: 'generator',
  key: 'table',
  scope: 'platform',
  label: ['imported table', 'imported tables'],
  schemas: {
    row: genTableSchema,
    create: genTableCreateSchema,
    update: genTableUpdateSchema,
    filter: genTableQuerySchema,
  },
  ops: ['page', 'get', 'create', 'update', 'delete'],
  actions: ['generate'],
}).extend((can) => ({
  tableDbTables: endpoint({
    method: 'get',
    path: '/generator/table/dbTables',
    auth: 'token',
    permission: can.view,
    summary: 'Tables of the database',
    response: envelope(z.array(dbTableSchema)),
  }),
  tablePreview: endpoint({
    method: 'get',
    path: '/generator/table/{id}/preview',
    auth: 'token',
    permission: can.generate,
    summary: 'Generated files',
    params: idParams,
    response: envelope(z.array(genFileSchema)),
  }),
  tableDownload: endpoint({
    method: 'get',
    path: '/generator/table/{id}/download',
    auth: 'token',
    permission: can.generate,
    summary: 'Generated files as a zip',
    params: idParams,
    response: file('application/zip'),
  }),
  tableWrite: endpoint({
    method: 'post',
    path: '/generator/table/{id}/write',
    auth: 'token',
    permission: can.generate,
    summary: 'Write generated files (development)',
    params: idParams,
    response: envelope(genWriteResultSchema),
  }),
}));
