/**
 * The code generator's templates: pure functions from an imported table's configuration (and the
 * current text of the files a resource adds a line to) to the files of the resource, written the
 * way docs/adding-a-resource.md describes it. No I/O here: the module reads, previews and writes.
 */
import type { GenColumn, GenFile, GenTable } from '@pocket/contract';

/** What the generator is given: the configuration as stored, without its bookkeeping. */
export type GenConfig = Omit<GenTable, 'id' | 'createTime' | 'updateTime' | 'permissionPrefix'>;

/** Reads a file of the workspace by its path from the root (undefined: no such file). */
export type WorkspaceReader = (path: string) => string | undefined;

/** A refusal of the generator: a server message key and its values. */
export class GenProblem extends Error {
  constructor(
    readonly key: GenProblemKey,
    readonly values: Record<string, string> = {},
  ) {
    super(`${key} ${JSON.stringify(values)}`);
  }
}
export type GenProblemKey =
  | 'genNoPrimaryKey'
  | 'genPrimaryKeyShape'
  | 'genReservedWord'
  | 'genInvalidName'
  | 'genNameExists'
  | 'genFileExists'
  | 'genUnknownModule'
  | 'genUnknownMenu'
  | 'genColumnType'
  | 'genRangeKind'
  | 'genTreeParent'
  | 'genTreeFilter'
  | 'genNoDictionary';

/** Words a name of the generated code must not be (JavaScript / TypeScript reserved words, and
 * names of the CRUD machinery a field would shadow). */
export const RESERVED_WORDS = new Set([
  ...'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await any boolean number string symbol type of as async from get set constructor prototype'.split(
    ' ',
  ),
  'children',
  'tenantCode',
  'model',
  'extra',
]);

/** Columns every table may have that the generator treats itself. */
const BOOKKEEPING = new Set(['id', 'tenant_code', 'create_time', 'update_time']);

export const camel = (snake: string) => snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/** Text inside a lingui `msg` template literal. */
const tpl = (text: string) => text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
const poString = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The columns of the contract's row, form, list and filters (bookkeeping and tree parent aside). */
const own = (cfg: GenConfig) => cfg.columns.filter((c) => !BOOKKEEPING.has(c.column));
const has = (cfg: GenConfig, column: string) => cfg.columns.some((c) => c.column === column);
const isTree = (cfg: GenConfig) => cfg.treeParent !== '';
const MAX_TEXT = 5000;
const lengthOf = (c: GenColumn) => (c.maxLength > 0 ? c.maxLength : MAX_TEXT);

/** The names of one generated resource. */
export function namesOf(cfg: GenConfig) {
  const key = cfg.resource;
  return {
    key,
    file: kebab(key),
    resource: `${key}Resource`,
    schema: `${key}Schema`,
    module: `${key}Module`,
    screen: `${key}Screen`,
    table: camel(cfg.tableName),
    path: `/${cfg.module}/${key}`,
    menuPath: `${cfg.menuParent}/${key}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Checks

const NAME = /^[a-z][A-Za-z0-9]{0,49}$/;

function checkName(value: string, what: string) {
  if (!NAME.test(value)) throw new GenProblem('genInvalidName', { name: value, what });
  if (RESERVED_WORDS.has(value)) throw new GenProblem('genReservedWord', { name: value, what });
}

/** The modules a resource may be added to: a contract module and a server module list. */
export function modulesOf(read: WorkspaceReader, candidates: string[]): string[] {
  return candidates.filter((m) => {
    const contract = read(`packages/contract/src/${m}/index.ts`);
    const server = read(`packages/server/src/modules/${m}/index.ts`);
    const listed =
      contract?.includes(`export const ${m}Module: readonly [`) ||
      contract?.includes(`export const ${m}Module = [`);
    return listed && server?.includes(`export const ${m}Modules = [`);
  });
}

/**
 * Refuses a configuration the generated code could not be made from: names that are no
 * identifiers or reserved words, a resource or table name that exists, an unknown module or menu,
 * filters and controls that do not fit the column.
 * @param taken names the contract and schema already use (resource keys, exported names)
 */
export function checkConfig(cfg: GenConfig, read: WorkspaceReader, taken: ReadonlySet<string>) {
  const pk = cfg.columns.filter((c) => c.primary);
  if (pk.length === 0) throw new GenProblem('genNoPrimaryKey', { table: cfg.tableName });
  if (pk.length > 1 || pk[0]!.column !== 'id' || pk[0]!.type !== 'bigint')
    throw new GenProblem('genPrimaryKeyShape', { table: cfg.tableName });
  checkName(cfg.module, 'module');
  checkName(cfg.resource, 'resource');
  checkName(cfg.area, 'area');
  const n = namesOf(cfg);
  for (const name of [n.key, n.resource, n.table]) {
    if (taken.has(name)) throw new GenProblem('genNameExists', { name });
  }
  if (modulesOf(read, [cfg.module]).length === 0)
    throw new GenProblem('genUnknownModule', { name: cfg.module });
  const seed = read('packages/server/src/db/seed-data.ts') ?? '';
  if (menuAt(seed, cfg.menuParent) < 0) throw new GenProblem('genUnknownMenu', { name: cfg.menuParent });
  const fields = new Set<string>();
  for (const c of own(cfg)) {
    checkName(c.field, 'field');
    if (fields.has(c.field)) throw new GenProblem('genNameExists', { name: c.field });
    fields.add(c.field);
    if (c.filter && c.filterKind === 'range' && c.type !== 'date' && c.type !== 'datetime')
      throw new GenProblem('genRangeKind', { name: c.field });
    if (c.form && c.control === 'select' && !c.dictType)
      throw new GenProblem('genNoDictionary', { name: c.field });
  }
  if (isTree(cfg)) {
    const parent = cfg.columns.find((c) => c.field === cfg.treeParent);
    if (!parent || parent.field !== 'parentId' || parent.type !== 'bigint' || parent.nullable)
      throw new GenProblem('genTreeParent', { name: cfg.treeParent });
    if (modelFilters(cfg).length === 0) throw new GenProblem('genTreeFilter', { table: cfg.tableName });
  }
  for (const f of generatedPaths(cfg)) {
    if (read(f) !== undefined) throw new GenProblem('genFileExists', { name: f });
  }
}

/** The new files of a resource (never overwritten). */
export function generatedPaths(cfg: GenConfig): string[] {
  const n = namesOf(cfg);
  return [
    `packages/contract/src/${cfg.module}/${n.file}.ts`,
    `packages/server/src/modules/${cfg.module}/${n.file}.ts`,
    `packages/server/src/modules/${cfg.module}/${n.file}.test.ts`,
    `packages/app/src/features/${cfg.area}/${n.file}.screen.tsx`,
  ];
}

// ---------------------------------------------------------------------------------------------
// Contract

function rowType(c: GenColumn): string {
  const base = {
    string: 'z.string()',
    text: 'z.string()',
    int: 'z.number().int()',
    bigint: 'z.string()',
    decimal: 'z.number()',
    boolean: 'z.boolean()',
    date: 'z.string()',
    datetime: 'dateTimeSchema',
  }[c.type];
  return c.nullable ? `${base}.nullable()` : base;
}

const INT_RANGE = '.min(-2_147_483_648, ValidationCode.invalid).max(2_147_483_647, ValidationCode.invalid)';

/** The create / update field of a column: required when asked, else optional (blank allowed). */
function fieldType(c: GenColumn, cfg: GenConfig): string {
  if (isTree(cfg) && c.field === cfg.treeParent) return 'parentIdSchema.optional()';
  const optional = (s: string) => (c.required ? s : `blankable(${s})`);
  switch (c.type) {
    case 'string':
    case 'text':
      return c.required ? `required(${lengthOf(c)})` : `blankable(maxLen(${lengthOf(c)}))`;
    case 'int':
      return `z.coerce.number({ error: ValidationCode.invalid }).int(ValidationCode.invalid)${INT_RANGE}${c.required ? '' : '.optional()'}`;
    case 'decimal':
      return `z.coerce.number({ error: ValidationCode.invalid }).min(-1e12, ValidationCode.invalid).max(1e12, ValidationCode.invalid)${c.required ? '' : '.optional()'}`;
    case 'bigint':
      return optional('idSchema');
    case 'boolean':
      return c.required ? 'boolish' : 'boolish.optional()';
    case 'date':
      return optional('dateSchema');
    case 'datetime':
      return optional('dateTimeSchema');
  }
}

function filterType(c: GenColumn): string {
  switch (c.type) {
    case 'string':
    case 'text':
      return `z.string().max(${lengthOf(c)}).optional()`;
    case 'int':
    case 'decimal':
      return 'z.coerce.number({ error: ValidationCode.invalid }).optional()';
    case 'bigint':
      return 'blankable(idSchema)';
    case 'boolean':
      return 'boolish.optional()';
    default:
      return 'blankable(dateSchema)';
  }
}

const formColumns = (cfg: GenConfig) => own(cfg).filter((c) => c.form);
/** Filters on the model (ranges go in the page's `extra`). */
const modelFilters = (cfg: GenConfig) => own(cfg).filter((c) => c.filter && c.filterKind !== 'range');
const rangeFilters = (cfg: GenConfig) =>
  cfg.columns.filter((c) => c.filter && c.filterKind === 'range' && c.column !== 'tenant_code');

export function contractFile(cfg: GenConfig): string {
  const n = namesOf(cfg);
  const cols = cfg.columns.filter((c) => c.column !== 'tenant_code');
  const rowFields = cols.map((c) => `  ${c.field}: ${c.column === 'id' ? 'z.string()' : rowType(c)},`);
  const form = formColumns(cfg);
  const fields = form.map((c) => `  ${c.field}: ${fieldType(c, cfg)},`);
  const filters = modelFilters(cfg).map((c) => `  ${c.field}: ${filterType(c)},`);
  const text = [
    ...cols.map(rowType),
    ...form.map((c) => fieldType(c, cfg)),
    ...modelFilters(cfg).map(filterType),
  ].join(' ');
  const uses = (name: string) => new RegExp(`\\b${name}\\b`).test(text);
  const formats = ['dateSchema', 'dateTimeSchema', 'idSchema'].filter((x) => uses(x) || x === 'idSchema');
  const helpers = ['blankable', 'boolish'].filter(uses);
  const validation = ['ValidationCode', 'maxLen', 'required'].filter(uses);
  const tree = isTree(cfg);
  const ops = tree
    ? "['tree', 'get', 'create', 'update', 'delete']"
    : "['page', 'get', 'create', 'update', 'delete', 'export']";
  const out: string[] = [];
  out.push("import { z } from 'zod';");
  out.push(`import { ${formats.join(', ')} } from '../common/formats.ts';`);
  out.push("import { defineResource } from '../common/resource.ts';");
  if (helpers.length) out.push(`import { ${helpers.join(', ')} } from '../common/schema-helpers.ts';`);
  if (validation.length) out.push(`import { ${validation.join(', ')} } from '../common/validation.ts';`);
  out.push('');
  if (tree) {
    out.push(`/** ${cfg.labelEn}: a node of the tree; \`parentId\` "0" is the top level. */`);
    out.push(`export const ${n.key}NodeSchema = z.object({`, ...rowFields, '});');
    out.push(
      `export type ${pascal(n.key)} = z.infer<typeof ${n.key}NodeSchema> & { children?: ${pascal(n.key)}[] };`,
    );
    out.push(`export const ${n.schema}: z.ZodType<${pascal(n.key)}> = ${n.key}NodeSchema.extend({`);
    out.push('  get children() {', `    return z.array(${n.schema}).optional();`, '  },', '});');
    out.push('/** A parent: "0" (the top level) or a node\'s id. */');
    out.push("const parentIdSchema = z.union([z.literal('0'), idSchema]);");
  } else {
    out.push(`/** ${cfg.labelEn} (table \`${cfg.tableName}\`${cfg.comment ? `: ${cfg.comment}` : ''}). */`);
    out.push(`export const ${n.schema} = z.object({`, ...rowFields, '});');
    out.push(`export type ${pascal(n.key)} = z.infer<typeof ${n.schema}>;`);
  }
  out.push('');
  out.push('const fields = {', ...fields, '};');
  out.push(`export const ${n.key}CreateSchema = z.object(fields);`);
  out.push(`export const ${n.key}UpdateSchema = z.object({ id: idSchema, ...fields });`);
  out.push(`export const ${n.key}QuerySchema = z.object({`, ...filters, '});');
  out.push('');
  out.push(
    `/** ${cfg.labelEnPlural} (\`${n.path}\`)${cfg.scope === 'platform' ? ', run by the platform' : ' of the tenant'}. */`,
  );
  out.push(`export const ${n.resource} = defineResource({`);
  out.push(`  service: ${quote(cfg.module)},`);
  out.push(`  key: ${quote(n.key)},`);
  out.push(`  scope: ${quote(cfg.scope)},`);
  out.push(`  label: [${quote(cfg.labelEn.toLowerCase())}, ${quote(cfg.labelEnPlural.toLowerCase())}],`);
  out.push('  schemas: {');
  out.push(`    row: ${tree ? `${n.key}NodeSchema` : n.schema},`);
  out.push(`    create: ${n.key}CreateSchema,`);
  out.push(`    update: ${n.key}UpdateSchema,`);
  out.push(`    filter: ${n.key}QuerySchema,`);
  if (tree) {
    out.push(`    treeNode: ${n.schema},`);
    out.push(`    treeQuery: ${n.key}QuerySchema,`);
    out.push('    deleted: z.object({ deleted: z.number().int() }),');
  }
  out.push('  },');
  out.push(`  ops: ${ops},`);
  out.push('});');
  return `${out.join('\n')}\n`;
}

/** Adds a line after the last line matching `after` (or at the top). */
function insertAfterLast(text: string, after: RegExp, line: string): string {
  const lines = text.split('\n');
  let at = -1;
  lines.forEach((l, i) => {
    if (after.test(l)) at = i;
  });
  lines.splice(at + 1, 0, line);
  return lines.join('\n');
}

/** Adds an item at the end of the array literal (or tuple type) that starts with `opening`, the
 * first one at or after `from` (one line stays one line; a list of one item per line gets a
 * line). */
export function appendToList(text: string, opening: string, item: string, from = 0): string {
  const start = text.indexOf(opening, from);
  if (start < 0) throw new GenProblem('genUnknownModule', { name: opening });
  let depth = 0;
  let end = start + opening.length - 1;
  for (; end < text.length; end++) {
    const ch = text[end];
    if (ch === '[' || ch === '(' || ch === '{') depth++;
    else if (ch === ']' || ch === ')' || ch === '}') depth--;
    if (depth === 0) break;
  }
  const inner = text.slice(start + opening.length, end);
  if (!inner.includes('\n')) {
    const sep = inner.trim() === '' ? '' : ', ';
    return `${text.slice(0, end).trimEnd()}${sep}${item}${text.slice(end)}`;
  }
  const lineStart = text.lastIndexOf('\n', end - 1) + 1;
  return `${text.slice(0, lineStart)}  ${item},\n${text.slice(lineStart)}`;
}

/** The module's contract index with the resource exported and listed. */
export function contractIndex(cfg: GenConfig, current: string): string {
  const n = namesOf(cfg);
  let text = insertAfterLast(
    current,
    /^import .* from '\.\/.*';$/,
    `import { ${n.resource} } from './${n.file}.ts';`,
  );
  text = insertAfterLast(text, /^export \* from '\.\/.*';$/, `export * from './${n.file}.ts';`);
  // A module typed by name (`export const xModule: readonly [typeof a, …] = [a, …]`, see the
  // contract's api.ts) lists the resource in its type and in its value.
  const typed = `export const ${cfg.module}Module: readonly [`;
  const at = text.indexOf(typed);
  if (at < 0) return appendToList(text, `export const ${cfg.module}Module = [`, n.resource);
  text = appendToList(text, typed, `typeof ${n.resource}`);
  return appendToList(text, '] = [', n.resource, at);
}

// ---------------------------------------------------------------------------------------------
// Server

/** The drizzle column of a database column, in the style of schema.ts. */
function drizzleColumn(c: GenColumn, dbDefault: string | null): { code: string; builder: string } {
  if (c.column === 'id') return { code: 'id()', builder: 'id' };
  if (c.column === 'create_time' || c.column === 'update_time')
    return { code: 'createdAt()', builder: 'createdAt' };
  const [code, builder] = {
    string: [`varchar({ length: ${lengthOf(c)} })`, 'varchar'],
    text: ['text()', 'text'],
    int: ['integer()', 'integer'],
    bigint: ['ref()', 'ref'],
    decimal: ["numeric({ mode: 'number' })", 'numeric'],
    boolean: ['boolean()', 'boolean'],
    date: ["date({ mode: 'string' })", 'date'],
    datetime: ['timestamp({ withTimezone: true })', 'timestamp'],
  }[c.type] as [string, string];
  let out = code;
  if (!c.nullable) out += '.notNull()';
  if (dbDefault !== null) out += dbDefault === 'now()' ? '.defaultNow()' : `.default(${dbDefault})`;
  return { code: out, builder };
}

/** A column's default as TypeScript (from the database's), or null when none or not a literal. */
export function defaultOf(c: GenColumn, raw: string | null | undefined): string | null {
  if (!raw) return null;
  const text = raw.replace(/::[a-z ]+(\(\d+\))?$/i, '').trim();
  if (/^now\(\)$|^CURRENT_TIMESTAMP$/i.test(text)) return c.type === 'datetime' ? 'now()' : null;
  if (c.type === 'boolean' && /^(true|false)$/.test(text)) return text;
  if ((c.type === 'int' || c.type === 'decimal') && /^-?\d+(\.\d+)?$/.test(text.replace(/^\((.*)\)$/, '$1')))
    return text.replace(/^\((.*)\)$/, '$1');
  // drizzle-kit cannot write a bigint literal into its snapshot: the default is SQL.
  if (c.type === 'bigint' && /^\d+$/.test(text)) return `sql\`${text}\``;
  const str = /^'(.*)'$/.exec(text);
  if (str && (c.type === 'string' || c.type === 'text')) return quote(str[1]!.replace(/''/g, "'"));
  return null;
}

/** schema.ts with the table added (its drizzle builders imported). */
export function schemaFile(cfg: GenConfig, current: string, defaults: Record<string, string | null>): string {
  const n = namesOf(cfg);
  const cols = cfg.columns.filter((c) => c.column !== 'tenant_code');
  const built = cols.map((c) => ({ c, ...drizzleColumn(c, defaultOf(c, defaults[c.column])) }));
  let text = current;
  const imports = /import \{\n([\s\S]*?)\} from 'drizzle-orm\/pg-core';/.exec(text);
  if (imports) {
    const have = new Set(
      imports[1]!
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
    const need = [...new Set(built.map((b) => b.builder))].filter(
      (b) => !['id', 'ref', 'createdAt'].includes(b) && !have.has(b),
    );
    if (need.length) {
      const list = [...have, ...need].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
      text = text.replace(
        imports[0],
        `import {\n${list.map((x) => `  ${x},`).join('\n')}\n} from 'drizzle-orm/pg-core';`,
      );
    }
  }
  const helper = cfg.scope === 'tenant' ? 'tenantTable' : 'pgTable';
  const body = built.map((b) => `  ${b.c.field}: ${b.code},`);
  const doc = `/** ${cfg.labelEnPlural}${cfg.comment ? `: ${cfg.comment}` : ''}${cfg.scope === 'platform' ? ' (global, run by the platform)' : ''}. */`;
  return `${text.trimEnd()}\n\n${doc}\nexport const ${n.table} = ${helper}(${quote(cfg.tableName)}, {\n${body.join('\n')}\n});\n`;
}

/** The value of a stored column as the contract's row field. */
function toRowValue(c: GenColumn): string {
  const v = `r.${c.field}`;
  if (c.type === 'bigint') return c.nullable ? `${v} === null ? null : String(${v})` : `String(${v})`;
  if (c.type === 'datetime')
    return c.nullable ? `${v} === null ? null : formatDateTime(${v})` : `formatDateTime(${v})`;
  return v;
}

/** What create stores of a form field. */
function createValue(c: GenColumn, cfg: GenConfig): string {
  const v = `b.${c.field}`;
  if (isTree(cfg) && c.field === cfg.treeParent) return `await parentOf(ctx, ${v})`;
  switch (c.type) {
    case 'bigint':
      return c.required ? `idOf(${v})` : `${v} ? idOf(${v}) : ${c.nullable ? 'null' : 'undefined'}`;
    case 'datetime':
      return c.required
        ? `parseDateTime(${v})`
        : `${v} ? parseDateTime(${v}) : ${c.nullable ? 'null' : 'undefined'}`;
    case 'string':
    case 'text':
    case 'date':
      return c.required ? v : c.nullable ? `blankToNull(${v}) ?? null` : `blankToNull(${v}) ?? undefined`;
    default:
      return c.required || !c.nullable ? v : `${v} ?? null`;
  }
}

/** What update stores of a form field (an optional field left out keeps the stored value). */
function updateValue(c: GenColumn, cfg: GenConfig): string {
  const v = `b.${c.field}`;
  const keep = `current.${c.field}`;
  if (isTree(cfg) && c.field === cfg.treeParent) return 'parentId';
  switch (c.type) {
    case 'bigint':
      return c.required
        ? `idOf(${v})`
        : c.nullable
          ? `${v} ? idOf(${v}) : ${v} === '' ? null : ${keep}`
          : `${v} ? idOf(${v}) : ${keep}`;
    case 'datetime':
      return c.required
        ? `parseDateTime(${v})`
        : c.nullable
          ? `${v} ? parseDateTime(${v}) : ${v} === '' ? null : ${keep}`
          : `${v} ? parseDateTime(${v}) : ${keep}`;
    case 'string':
    case 'text':
    case 'date':
      return c.required ? v : c.nullable ? `blankToNull(${v})` : `blankToNull(${v}) ?? ${keep}`;
    default:
      return c.required ? v : `${v} ?? ${keep}`;
  }
}

function filterCondition(c: GenColumn, table: string): string {
  const col = `${table}.${c.field}`;
  const m = `m.${c.field}`;
  if ((c.type === 'string' || c.type === 'text') && c.filterKind === 'like')
    return `${m} ? ilike(${col}, containing(${m})) : undefined`;
  if (c.type === 'bigint') return `${m} ? eq(${col}, idOf(${m})) : undefined`;
  if (c.type === 'string' || c.type === 'text' || c.type === 'date')
    return `${m} ? eq(${col}, ${m}) : undefined`;
  return `${m} === undefined ? undefined : eq(${col}, ${m})`;
}

export function serverModuleFile(cfg: GenConfig): string {
  const n = namesOf(cfg);
  const t = n.table;
  const tree = isTree(cfg);
  const form = formColumns(cfg);
  const cols = cfg.columns.filter((c) => c.column !== 'tenant_code');
  const filters = modelFilters(cfg);
  const ranges = rangeFilters(cfg);
  const listed = own(cfg).filter((c) => c.list);
  const rowLines = cols.map((c) => `    ${c.field}: ${c.column === 'id' ? 'String(r.id)' : toRowValue(c)},`);
  const createLines = form.map((c) => `    ${c.field}: ${createValue(c, cfg)},`);
  const updateLines = form.map((c) => `    ${c.field}: ${updateValue(c, cfg)},`);
  if (has(cfg, 'update_time')) updateLines.push('    updateTime: new Date(),');
  const order = has(cfg, 'create_time') ? `[desc(${t}.createTime), desc(${t}.id)]` : `[desc(${t}.id)]`;
  const body = [
    ...rowLines,
    ...createLines,
    ...updateLines,
    ...filters.map((c) => filterCondition(c, t)),
  ].join('\n');
  const uses = (name: string) => new RegExp(`\\b${name}\\(`).test(body);
  const contractNames = [n.resource, ...['formatDateTime', 'parseDateTime'].filter(uses)];
  if (tree) contractNames.push(`type ${pascal(n.key)}`);
  const orm = [
    'desc',
    ...(filters.some((c) => !(c.filterKind === 'like' && (c.type === 'string' || c.type === 'text')))
      ? ['eq']
      : []),
    ...(filters.some((c) => c.filterKind === 'like' && (c.type === 'string' || c.type === 'text'))
      ? ['ilike']
      : []),
  ];
  if (tree) orm.push('and', 'asc');
  const crudNames = [
    'crudModule',
    ...(uses('blankToNull') ? ['blankToNull'] : []),
    ...(tree ? ['reference'] : []),
  ];
  const out: string[] = [];
  out.push(`import { ${contractNames.sort().join(', ')} } from '@pocket/contract';`);
  out.push(`import { ${[...new Set(orm)].sort().join(', ')} } from 'drizzle-orm';`);
  if (uses('idOf') || tree) out.push(`import { ${tree ? 'idsOf, idOf' : 'idOf'} } from '../../db/ids.ts';`);
  out.push(`import { ${t} } from '../../db/schema.ts';`);
  out.push(`import { ${crudNames.join(', ')} } from '../../lib/crud.ts';`);
  if (tree) {
    out.push("import type { CrudCtx } from '../../lib/crud.ts';");
    out.push("import { invalid, issue } from '../../lib/http.ts';");
    out.push("import { deleteSubtree, nestTree, parentsOf, subtree } from '../../lib/tree.ts';");
  }
  if (filters.some((c) => c.filterKind === 'like' && (c.type === 'string' || c.type === 'text')))
    out.push("import { containing } from '../../lib/search.ts';");
  out.push('');
  out.push(`type Stored = typeof ${t}.$inferSelect;`);
  out.push('');
  out.push(`/** A stored row as the contract's. */`);
  out.push(
    `const toRow = (r: Stored)${tree ? `: ${pascal(n.key)}` : ''} => ({`,
    ...rowLines.map((l) => l.slice(2)),
    '});',
  );
  if (tree) {
    out.push('');
    out.push('/** The parent as stored (0 = top level); it must be a row of the same table. */');
    out.push('async function parentOf(ctx: CrudCtx, parentId: string | undefined): Promise<bigint> {');
    out.push("  if (parentId === undefined || parentId === '0') return 0n;");
    out.push(`  return (await reference(ctx, ${t}, parentId, 'parentId')) ?? 0n;`);
    out.push('}');
  }
  out.push('');
  out.push(
    `/** ${cfg.labelEnPlural} (\`${n.path}\`)${tree ? ": a tree; a parent is never inside the node's own subtree, a delete takes the subtree" : ''}. */`,
  );
  out.push(`export const ${n.module} = crudModule(${n.resource}).storedIn({`);
  out.push(`  table: ${t},`);
  out.push('  toRow,');
  if (filters.length && !tree) {
    out.push('  filter: (m) => [');
    for (const c of filters) out.push(`    ${filterCondition(c, t)},`);
    out.push('  ],');
  }
  if (ranges.length)
    out.push(`  ranges: { ${ranges.map((c) => `${c.field}: ${t}.${c.field}`).join(', ')} },`);
  out.push(`  order: ${tree ? `[asc(${t}.id)]` : order},`);
  if (!tree && listed.length) {
    out.push('  columns: [');
    for (const c of listed) {
      const v = `r.${c.field}`;
      const value =
        c.type === 'boolean' ? (c.nullable ? `${v} === null ? null : String(${v})` : `String(${v})`) : v;
      out.push(
        `    { key: ${quote(c.field)}, zh: ${quote(c.zh)}, en: ${quote(c.en)}, value: (r) => ${value} },`,
      );
    }
    out.push('  ],');
  }
  out.push(`  create: ${tree ? 'async ' : ''}(b${tree ? ', ctx' : ''}) => ({`, ...createLines, '  }),');
  if (tree) {
    out.push('  update: async (b, current, ctx) => {');
    out.push(
      '    const parentId = b.parentId === undefined ? current.parentId : await parentOf(ctx, b.parentId);',
    );
    out.push(
      `    if (parentId !== 0n && subtree(await parentsOf(ctx.tx, ${t}), [current.id]).has(parentId)) {`,
    );
    out.push("      throw invalid(ctx.lang, [issue(ctx.lang, ['parentId'], 'invalid')]);");
    out.push('    }');
    out.push('    return {', ...updateLines.map((l) => `  ${l}`), '    };');
    out.push('  },');
    out.push('  handlers: {');
    out.push(`    async ${n.key}Tree({ tx, query: m }) {`);
    out.push('      const rows = await tx');
    out.push('        .select()');
    out.push(`        .from(${t})`);
    out.push(`        .where(and(${filters.map((c) => filterCondition(c, t)).join(', ')}))`);
    out.push(`        .orderBy(asc(${t}.id));`);
    out.push('      return nestTree(rows.map(toRow));');
    out.push('    },');
    out.push(`    ${n.key}Delete: ({ tx, body, lang }) => deleteSubtree({ tx, lang }, ${t}, idsOf(body)),`);
    out.push('  },');
  } else {
    out.push('  update: (b, current) => ({', ...updateLines, '  }),');
    out.push('  handlers: {},');
  }
  out.push('});');
  return `${out.join('\n')}\n`;
}

export function serverIndex(cfg: GenConfig, current: string): string {
  const n = namesOf(cfg);
  const text = insertAfterLast(
    current,
    /^import .* from '\.\/.*';$/,
    `import { ${n.module} } from './${n.file}.ts';`,
  );
  return appendToList(text, `export const ${cfg.module}Modules = [`, n.module);
}

/** The generated security suite of the resource (401, 403, platform scope, isolation, bad input). */
export function testFile(cfg: GenConfig): string {
  const n = namesOf(cfg);
  return [
    `import { ${n.resource} } from '@pocket/contract';`,
    "import { resourceSuite } from '../../test/resource-suite.ts';",
    '',
    `// Who may call, tenant isolation and bad input of ${n.path}, derived from its contract.`,
    `resourceSuite(${n.resource});`,
    '',
  ].join('\n');
}

/** Where the seed's menu of a path is declared (-1: nowhere). */
const menuAt = (seed: string, menuPath: string) =>
  seed.search(new RegExp(`path: ['"]${menuPath.replace(/[/]/g, '\\/')}['"],`));

/** The seed's menu tree with the screen's menu under its parent (new tenants get it). */
export function seedMenu(cfg: GenConfig, current: string): string {
  const n = namesOf(cfg);
  const at = menuAt(current, cfg.menuParent);
  if (at < 0) throw new GenProblem('genUnknownMenu', { name: cfg.menuParent });
  const children = current.indexOf('children: [', at);
  const lineStart = current.lastIndexOf('\n', children) + 1;
  const indent = `${' '.repeat(children - lineStart)}  `;
  const codes = isTree(cfg)
    ? `crud('${cfg.module}:${n.key}').slice(0, 4)`
    : `crud('${cfg.module}:${n.key}').slice(0, 5)`;
  const extra = cfg.scope === 'platform' ? ', { platform: true }' : '';
  const leafLine = `${indent}leaf(${quote(cfg.labelZh)}, ${quote(cfg.labelEnPlural)}, ${quote(n.menuPath)}, ${codes}${extra}),`;
  const end = children + 'children: ['.length;
  return `${current.slice(0, end)}\n${leafLine}${current.slice(end)}`;
}

/** The migration's name: drizzle-kit numbers it (`NNNN_<name>.sql`). */
export const migrationName = (cfg: GenConfig) => namesOf(cfg).file;

/** Where drizzle-kit writes the resource's migration: the number after the journal's last entry. */
export function migrationPath(cfg: GenConfig, read: WorkspaceReader): string {
  const journal = read('packages/server/drizzle/meta/_journal.json');
  const entries = journal ? (JSON.parse(journal) as { entries: { idx: number }[] }).entries : [];
  const next = entries.reduce((max, e) => Math.max(max, e.idx + 1), 0);
  return `packages/server/drizzle/${String(next).padStart(4, '0')}_${migrationName(cfg)}.sql`;
}

const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The hand-written end of the resource's migration: tenants made before it get the screen's menu
 * under its parent, its buttons, and both granted to their built-in SUPER_ADMIN role (the seed
 * makes the same for new tenants). A platform resource goes to the platform tenant 0000 only.
 * Idempotent: a menu or button already there is kept, a grant already there is skipped.
 */
export function migrationMenus(cfg: GenConfig): string {
  const n = namesOf(cfg);
  const codes = ['view', 'add', 'edit', 'delete', ...(isTree(cfg) ? [] : ['export'])].map(
    (a) => `${cfg.module}:${n.key}:${a}`,
  );
  const name = n.menuPath
    .split('/')
    .filter(Boolean)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');
  const platform = cfg.scope === 'platform' ? ` AND p."tenant_code" = '0000'` : '';
  const page = `m."path" = ${sqlText(n.menuPath)} AND m."type" = 'MENU'`;
  return [
    `-- hand-written (code generator): tenants made before this migration get the menu ${n.menuPath}`,
    `-- under ${cfg.menuParent}, its buttons (${codes.join(' | ')}), both granted to their`,
    `-- built-in SUPER_ADMIN role${cfg.scope === 'platform' ? ' (platform scope: the platform tenant 0000 only)' : ''}. The seed makes the same for new tenants (seed-data.ts).`,
    `INSERT INTO "menu" ("id", "tenant_code", "label", "label_en", "path", "name", "component", "type", "sort_value", "parent_id", "readonly")`,
    `SELECT (SELECT coalesce(max("id"), 0) FROM "menu") + row_number() OVER (ORDER BY p."tenant_code"),`,
    `  p."tenant_code", ${sqlText(cfg.labelZh)}, ${sqlText(cfg.labelEnPlural)}, ${sqlText(n.menuPath)}, ${sqlText(name)}, ${sqlText(`${n.menuPath.slice(1)}/index`)}, 'MENU', 0, p."id", true`,
    'FROM "menu" p',
    `WHERE p."path" = ${sqlText(cfg.menuParent)} AND p."type" = 'MENU'${platform}`,
    `  AND NOT EXISTS (SELECT 1 FROM "menu" m WHERE m."tenant_code" = p."tenant_code" AND ${page});`,
    '--> statement-breakpoint',
    `INSERT INTO "menu" ("id", "tenant_code", "label", "label_en", "code", "type", "sort_value", "parent_id", "readonly")`,
    `SELECT (SELECT coalesce(max("id"), 0) FROM "menu") + row_number() OVER (ORDER BY m."tenant_code", b."sort_value"),`,
    `  m."tenant_code", b."code", b."code", b."code", 'BUTTON', b."sort_value", m."id", true`,
    'FROM "menu" m',
    `CROSS JOIN (VALUES ${codes.map((c, i) => `(${sqlText(c)}, ${i + 1})`).join(', ')}) AS b("code", "sort_value")`,
    `WHERE ${page}`,
    `  AND NOT EXISTS (SELECT 1 FROM "menu" x WHERE x."tenant_code" = m."tenant_code" AND x."parent_id" = m."id" AND x."code" = b."code");`,
    '--> statement-breakpoint',
    'INSERT INTO "role_menu" ("tenant_code", "role_id", "menu_id")',
    'SELECT r."tenant_code", r."id", x."id"',
    'FROM "menu" m',
    `JOIN "menu" x ON x."tenant_code" = m."tenant_code" AND (x."id" = m."id" OR (x."parent_id" = m."id" AND x."type" = 'BUTTON'))`,
    `JOIN "role" r ON r."tenant_code" = m."tenant_code" AND r."code" = 'SUPER_ADMIN' AND r."readonly" = true`,
    `WHERE ${page}`,
    'ON CONFLICT DO NOTHING;',
    '',
  ].join('\n');
}

/** The resource's migration as the preview and the zip show it: what drizzle-kit writes from the
 * schema change comes first when the files are written (it is made from the changed schema.ts);
 * this block is appended to it. */
export function migrationFile(cfg: GenConfig): string {
  return [
    `-- The CREATE TABLE of "${cfg.tableName}" (and its policy) is written here by drizzle-kit generate`,
    `-- from the change of src/db/schema.ts (pnpm --filter @pocket/server exec drizzle-kit generate --name ${migrationName(cfg)}).`,
    migrationMenus(cfg),
  ].join('\n');
}

/** The operation log's names with the resource's (its writes read "新增教室", "Create classroom"). */
export function optLogName(cfg: GenConfig, current: string): string {
  return appendToList(
    current,
    'const RESOURCES: Record<string, Names> = {',
    `${cfg.resource}: [${quote(cfg.labelZh)}, ${quote(cfg.labelEn.toLowerCase())}]`,
  );
}

// ---------------------------------------------------------------------------------------------
// App

type Msg = { en: string; zh: string };

/** The messages of the screen, English first (the lingui source), with their zh. */
export function screenMessages(cfg: GenConfig): Msg[] {
  const one = cfg.labelEn.toLowerCase();
  const many = cfg.labelEnPlural.toLowerCase();
  const list: Msg[] = [
    { en: cfg.labelEnPlural, zh: cfg.labelZh },
    { en: `Add ${one}`, zh: `新增${cfg.labelZh}` },
    { en: `Edit ${one}`, zh: `编辑${cfg.labelZh}` },
    { en: `Delete ${many}`, zh: `删除${cfg.labelZh}` },
    isTree(cfg)
      ? {
          en: `Delete the {count} selected ${many} and the {below} below them?`,
          zh: `删除选中的 {count} 个${cfg.labelZh}及其下的 {below} 个？`,
        }
      : {
          en: `Delete the {count, plural, one {# selected ${one}} other {# selected ${many}}}?`,
          zh: `删除选中的 {count, plural, other {# 个${cfg.labelZh}}}？`,
        },
  ];
  for (const c of own(cfg)) if (c.list || c.form || c.filter) list.push({ en: c.en, zh: c.zh });
  const seen = new Set<string>();
  return list.filter((m) => !seen.has(m.en) && seen.add(m.en));
}

function control(c: GenColumn, cfg: GenConfig): string {
  if (isTree(cfg) && c.field === cfg.treeParent) return "control: 'parent'";
  switch (c.control) {
    case 'number':
      return "control: 'number'";
    case 'textarea':
      return "control: 'textarea'";
    case 'switch':
      return "control: 'switch'";
    case 'select':
      return `control: 'select', load: dictionaryOptions(${quote(c.dictType)})`;
    case 'date':
      return c.type === 'datetime' ? "control: 'datetime'" : "control: 'date'";
    case 'tree':
      return "control: 'parent'";
    case 'upload':
      return "control: 'upload', kind: 'image'";
    case 'text':
      return "control: 'text'";
  }
}

export function screenFile(cfg: GenConfig): string {
  const n = namesOf(cfg);
  const one = cfg.labelEn.toLowerCase();
  const many = cfg.labelEnPlural.toLowerCase();
  const tree = isTree(cfg);
  const cols = own(cfg).filter((c) => c.list);
  const filters = own(cfg).filter((c) => c.filter);
  const form = formColumns(cfg);
  const first = cols.find((c) => c.type === 'string') ?? cols[0];
  const dictionary = form.some((c) => c.control === 'select' && !(tree && c.field === cfg.treeParent));
  const out: string[] = [];
  out.push("import { msg } from '@lingui/core/macro';");
  if (!tree) out.push("import { plural } from '@lingui/core/macro';");
  out.push(`import { ${n.resource} } from '@pocket/contract';`);
  if (dictionary) out.push("import { dictionaryOptions } from '../../lib/dictionary-options.ts';");
  out.push("import { defineScreen } from '../../components/resource/screen-def.ts';");
  out.push("import { resourceScreen } from '../../components/resource/resource-screen.tsx';");
  out.push('');
  out.push(`/** ${cfg.labelEnPlural} (\`${n.menuPath}\`). */`);
  out.push(`export const ${n.screen} = defineScreen({`);
  out.push(`  resource: ${n.resource},`);
  if (tree) out.push('  tree: true,');
  out.push('  texts: {');
  out.push(`    title: msg\`${tpl(cfg.labelEnPlural)}\`,`);
  out.push(`    add: msg\`Add ${tpl(one)}\`,`);
  out.push(`    edit: msg\`Edit ${tpl(one)}\`,`);
  out.push(`    deleteTitle: msg\`Delete ${tpl(many)}\`,`);
  if (tree)
    out.push(
      `    deleteQuestion: (count, below) => msg\`Delete the \${count} selected ${tpl(many)} and the \${below} below them?\`,`,
    );
  else
    out.push(
      `    deleteQuestion: (count) =>\n      msg\`Delete the \${plural(count, { one: '# selected ${tpl(one).replace(/'/g, "\\'")}', other: '# selected ${tpl(many).replace(/'/g, "\\'")}' })}?\`,`,
    );
  out.push('  },');
  out.push(
    `  rowLabel: (r) => ${first ? (first.nullable || first.type !== 'string' ? `String(r.${first.field} ?? r.id)` : `r.${first.field}`) : 'r.id'},`,
  );
  out.push('  columns: [');
  for (const c of cols) {
    const cell = c.type === 'boolean' ? ", cell: 'state'" : '';
    out.push(`    { key: ${quote(c.field)}, header: msg\`${tpl(c.en)}\`${cell} },`);
  }
  out.push('  ],');
  if (!tree && filters.length) {
    out.push('  filters: [');
    for (const c of filters) {
      const type =
        c.filterKind === 'range'
          ? "type: 'date-range'"
          : c.type === 'boolean'
            ? "type: 'state'"
            : c.control === 'select' && c.dictType
              ? `type: 'select', load: dictionaryOptions(${quote(c.dictType)})`
              : "type: 'text'";
      out.push(`    { ${type}, key: ${quote(c.field)}, label: msg\`${tpl(c.en)}\` },`);
    }
    out.push('  ],');
  }
  out.push('  form: {');
  if (form.length > 4) out.push('    columns: 2,');
  out.push('    fields: [');
  for (const c of form) {
    const wide = c.control === 'textarea' && form.length > 4 ? ', wide: true' : '';
    out.push(`      { name: ${quote(c.field)}, ${control(c, cfg)}, label: msg\`${tpl(c.en)}\`${wide} },`);
  }
  out.push('    ],');
  out.push('  },');
  out.push('});');
  out.push('');
  out.push(`export default resourceScreen(${n.screen});`);
  const text = `${out.join('\n')}\n`;
  return dictionary
    ? text
    : text.replace("import { dictionaryOptions } from '../../lib/dictionary-options.ts';\n", '');
}

const PO_HEADER = (lang: string) =>
  `msgid ""\nmsgstr ""\n"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=utf-8\\n"\n"Content-Transfer-Encoding: 8bit\\n"\n"X-Generator: @lingui/cli\\n"\n"Language: ${lang}\\n"\n`;

/** A catalog of the area with the screen's messages added (those it lacks), sorted as lingui
 * extract sorts them. */
export function catalogFile(cfg: GenConfig, lang: 'zh' | 'en', current: string | undefined): string {
  const text = current ?? PO_HEADER(lang);
  const entries = text.split(/\n\n+/);
  const header = entries.shift() ?? '';
  const byId = new Map<string, string>();
  for (const e of entries) {
    const id = /^msgid ("(?:[^"\\]|\\.)*")/m.exec(e)?.[1];
    if (id) byId.set(id, e.trim());
  }
  for (const m of screenMessages(cfg)) {
    const id = poString(m.en);
    if (!byId.has(id)) byId.set(id, `msgid ${id}\nmsgstr ${poString(lang === 'zh' ? m.zh : m.en)}`);
  }
  const sorted = [...byId.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, e]) => e);
  return `${header.trim()}\n\n${sorted.join('\n\n')}\n`;
}

// ---------------------------------------------------------------------------------------------

/** Every file of the resource: new files, and the whole new text of the files it adds lines to.
 * `defaults` are the columns' database defaults (by column). */
export function generate(
  cfg: GenConfig,
  read: WorkspaceReader,
  defaults: Record<string, string | null> = {},
): GenFile[] {
  const n = namesOf(cfg);
  const change = (
    path: string,
    make: (current: string) => string,
    language: GenFile['language'],
  ): GenFile => {
    const current = read(path);
    if (current === undefined) throw new GenProblem('genUnknownModule', { name: path });
    return { path, kind: 'change', language, content: make(current) };
  };
  const po = (lang: 'zh' | 'en'): GenFile => {
    const path = `packages/app/src/features/${cfg.area}/locales/${lang}.po`;
    const current = read(path);
    return {
      path,
      kind: current === undefined ? 'new' : 'change',
      language: 'po',
      content: catalogFile(cfg, lang, current),
    };
  };
  return [
    {
      path: `packages/contract/src/${cfg.module}/${n.file}.ts`,
      kind: 'new',
      language: 'ts',
      content: contractFile(cfg),
    },
    change(`packages/contract/src/${cfg.module}/index.ts`, (c) => contractIndex(cfg, c), 'ts'),
    change('packages/server/src/db/schema.ts', (c) => schemaFile(cfg, c, defaults), 'ts'),
    {
      path: `packages/server/src/modules/${cfg.module}/${n.file}.ts`,
      kind: 'new',
      language: 'ts',
      content: serverModuleFile(cfg),
    },
    change(`packages/server/src/modules/${cfg.module}/index.ts`, (c) => serverIndex(cfg, c), 'ts'),
    {
      path: `packages/server/src/modules/${cfg.module}/${n.file}.test.ts`,
      kind: 'new',
      language: 'ts',
      content: testFile(cfg),
    },
    change('packages/server/src/db/seed-data.ts', (c) => seedMenu(cfg, c), 'ts'),
    { path: migrationPath(cfg, read), kind: 'new', language: 'sql', content: migrationFile(cfg) },
    change('packages/server/src/lib/opt-log-names.ts', (c) => optLogName(cfg, c), 'ts'),
    {
      path: `packages/app/src/features/${cfg.area}/${n.file}.screen.tsx`,
      kind: 'new',
      language: 'tsx',
      content: screenFile(cfg),
    },
    po('zh'),
    po('en'),
  ];
}
