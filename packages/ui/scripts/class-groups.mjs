// Writes src/lib/class-groups.generated.ts: tailwind-merge's default configuration (the version in
// devDependencies) as one compact string the kit's class merger (src/lib/cn.ts) reads. The kit
// merges classes exactly as tailwind-merge does, without shipping tailwind-merge's 9 kB (gzip)
// configuration code to every page. `node scripts/class-groups.mjs` after a tailwind-merge update;
// src/lib/cn.test.ts fails when the committed file is not what this writes.
//
// Format, in capitals: the groups' definitions `def def …;…` (a group is its place in the list, base
// 36), then `|` conflicts `group>other other,…`, then `|` the conflicts of a postfix modifier, then
// `|` the groups looked up with their postfix, then `|` the order-sensitive modifiers. A def is a
// class-part path (`inline-block`), `~` (the prefix itself), `$x` (a validator: VALIDATORS below,
// base 36) or `prefix(defs)`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getDefaultConfig, validators } from 'tailwind-merge';

/** One letter per validator of tailwind-merge, as src/lib/cn.ts names them. */
/** The validators of tailwind-merge in the order of TESTS in src/lib/cn.ts: `$0`, `$1`, … `$o`. */
export const VALIDATORS = [
  'isAny',
  'isAnyNonArbitrary',
  'isArbitraryValue',
  'isArbitraryVariable',
  'isFraction',
  'isNumber',
  'isInteger',
  'isPercent',
  'isTshirtSize',
  'isArbitraryLength',
  'isArbitraryVariableLength',
  'isArbitraryNumber',
  'isArbitraryPosition',
  'isArbitraryVariablePosition',
  'isArbitrarySize',
  'isArbitraryVariableSize',
  'isArbitraryImage',
  'isArbitraryVariableImage',
  'isArbitraryShadow',
  'isArbitraryVariableShadow',
  'isArbitraryWeight',
  'isArbitraryVariableWeight',
  'isArbitraryFamilyName',
  'isArbitraryVariableFamilyName',
  'isNamedContainerQuery',
];

/** The compact table of tailwind-merge's default configuration. */
export function classGroupsTable() {
  const config = getDefaultConfig();
  const codeOf = new Map(
    Object.entries(validators).map(([name, fn]) => [fn, VALIDATORS.indexOf(name).toString(36)]),
  );
  // A theme getter reads `theme[key]`: found by asking each with a marker.
  const themeOf = (getter) => {
    for (const key of Object.keys(config.theme)) {
      if (getter({ [key]: ['\0'] })?.[0] === '\0') return config.theme[key];
    }
    throw new Error('a theme getter of tailwind-merge reads no known theme key');
  };
  const encode = (defs) =>
    defs
      .map((def) => {
        if (def === '') return '~';
        if (typeof def === 'string') return def;
        if (typeof def === 'function') {
          if (def.isThemeGetter) return encode(themeOf(def));
          const code = codeOf.get(def);
          if (!code || code === '-1')
            throw new Error(`tailwind-merge has a validator the kit does not know: ${def.name}`);
          return `$${code}`;
        }
        return Object.entries(def)
          .map(([key, inner]) => `${key}(${encode(inner)})`)
          .join(' ');
      })
      .filter(Boolean)
      .join(' ');
  // A group is its place in the list (base 36): the names are tailwind-merge's, not needed here.
  const ids = Object.keys(config.classGroups);
  const idOf = (name) => {
    if (!ids.includes(name)) throw new Error(`tailwind-merge names an unknown class group: ${name}`);
    return ids.indexOf(name).toString(36);
  };
  const groups = Object.values(config.classGroups).map((defs) => encode(defs));
  for (const text of groups) {
    if (/[|;,>A-Z]/.test(text)) throw new Error(`unexpected character in ${text}`);
  }
  const conflicts = (table) =>
    Object.entries(table)
      .map(([id, others]) => `${idOf(id)}>${others.map(idOf).join(' ')}`)
      .join(',');
  const table = [
    groups.join(';'),
    conflicts(config.conflictingClassGroups),
    conflicts(config.conflictingClassGroupModifiers),
    config.postfixLookupClassGroups.map(idOf).join(' '),
    config.orderSensitiveModifiers.join(' '),
  ].join('|');
  // In capitals (cn.ts reads it in lower case): Tailwind, scanning the kit's files for class names,
  // would otherwise find `grid`, `table`, `uppercase`… here and write their CSS into every app.
  return table.toUpperCase();
}

/**
 * cn.ts reads a group into its class map when a class of one of the group's first parts is first
 * looked up (a group with a test of the whole class, `$x`, with the table), so groups are read out
 * of the table's order. That changes nothing as long as a class part that several groups name or
 * test is reached by them in one batch, read in the table's order: all from one same first part,
 * or all with the table. Throws, naming the part, when a new tailwind-merge breaks that.
 */
export function checkReadingOrder(table) {
  const texts = table.split('|')[0].split(';');
  const batches = texts.map((text, index) => {
    let top = text;
    for (let inner = ''; inner !== top;) {
      inner = top;
      top = top.replace(/\([^()]*\)/g, '');
    }
    const tokens = top.split(' ').filter(Boolean);
    if (tokens.some((token) => token[0] === '$')) return 'the table';
    const firsts = new Set(tokens.map((token) => token.split('-')[0]));
    if (firsts.has('') || firsts.has('~'))
      throw new Error(`group ${index} defines a class no first part finds`);
    return firsts.size === 1 ? [...firsts][0] : `group ${index} alone`;
  });
  const parts = new Map();
  const touch = (path, index) => parts.set(path, new Set([...(parts.get(path) ?? []), index]));
  texts.forEach((text, index) => {
    const stack = [''];
    const join = (prefix, name) => (prefix ? `${prefix}-${name}` : name);
    for (const token of text.match(/[^\s()]+\(|\)|[^\s()]+/g) ?? []) {
      const here = stack.at(-1);
      if (token === ')') stack.pop();
      else if (token.endsWith('(')) stack.push(join(here, token.slice(0, -1)));
      else if (token === '~' || token[0] === '$') touch(`${here}${token === '~' ? '' : ' (tests)'}`, index);
      else touch(join(here, token), index);
    }
  });
  for (const [path, groups] of parts) {
    const read = new Set([...groups].map((index) => batches[index]));
    if (read.size > 1)
      throw new Error(`class part "${path}" is read in several batches: ${[...read].join(', ')}`);
  }
}

export function generatedSource() {
  const table = classGroupsTable();
  if (/['\\]/.test(table)) throw new Error('a quote or backslash in the table');
  checkReadingOrder(table);
  // As Prettier writes it: one single-quoted string on its own line.
  return `// Generated by scripts/class-groups.mjs from tailwind-merge's default configuration: do not edit.
export const CLASS_GROUPS =
  '${table}';
`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = path.resolve(import.meta.dirname, '../src/lib/class-groups.generated.ts');
  writeFileSync(file, generatedSource());
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
