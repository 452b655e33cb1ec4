import { clsx, type ClassValue } from 'clsx';
import { CLASS_GROUPS } from './class-groups.generated.ts';

/**
 * Joins class names and lets later Tailwind classes override earlier ones: a later padding
 * replaces an earlier one, a later text colour keeps an earlier text size.
 *
 * The merge is tailwind-merge's (3.x, Tailwind v4): its algorithm, ported below, over its default
 * configuration, read from a compact table generated from it (scripts/class-groups.mjs). Same
 * answers (src/lib/cn.test.ts compares them class by class), a third of the bytes.
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

type Test = (value: string) => boolean;
/** A node of the class map: its group and tests carry the index of the group that set them (the
 * table's order decides between groups, whatever order they are read in). */
type Part = { next: Map<string, Part>; tests: [Test, string, number][]; group?: string; groupAt?: number };

// tailwind-merge's validators (src/lib/validators.ts there), one letter each in the table.
const ARBITRARY_VALUE = /^\[(?:(\w[\w-]*):)?(.+)\]$/i;
const ARBITRARY_VARIABLE = /^\((?:(\w[\w-]*):)?(.+)\)$/i;
const FRACTION = /^\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/;
const TSHIRT = /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/;
const LENGTH_UNIT =
  /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/;
const COLOR_FUNCTION = /^(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix|color|light-dark)\(.+\)$/;
const SHADOW = /^(inset_)?-?((\d+)?\.?(\d+)[a-z]+|0)_-?((\d+)?\.?(\d+)[a-z]+|0)/;
const IMAGE = /^(url|image|image-set|cross-fade|element|(repeating-)?(linear|radial|conic)-gradient)\(.+\)$/;

const isNumber: Test = (v) => !!v && !Number.isNaN(Number(v));
const any: Test = () => true;
const never: Test = () => false;
const label =
  (...names: string[]): Test =>
  (l) =>
    names.includes(l);
/** An arbitrary value in brackets, labelled or not: the label decides when there is one. */
const arbitrary =
  (ofLabel: Test, ofValue: Test): Test =>
  (v) => {
    const m = ARBITRARY_VALUE.exec(v);
    return !!m && (m[1] ? ofLabel(m[1]) : ofValue(m[2]!));
  };
/** A CSS variable in parentheses, labelled or not: the label decides when there is one. */
const variable =
  (ofLabel: Test, unlabelled = false): Test =>
  (v) => {
    const m = ARBITRARY_VARIABLE.exec(v);
    return !!m && (m[1] ? ofLabel(m[1]) : unlabelled);
  };
const LENGTH = label('length');
const POSITION = label('position', 'percentage');
const SIZE = label('length', 'size', 'bg-size');
const IMAGE_LABEL = label('image', 'url');
const SHADOW_LABEL = label('shadow');
const WEIGHT = label('number', 'weight');
const FAMILY = label('family-name');

/** In capitals, as the table: Tailwind, scanning the kit for class names, would take it for one. */
const CONTAINER = '@CONTAINER'.toLowerCase();

/** In the order of scripts/class-groups.mjs's VALIDATORS: the table names them `$0` … `$o`. */
const TESTS: Test[] = [
  any,
  (v) => !ARBITRARY_VALUE.test(v) && !ARBITRARY_VARIABLE.test(v),
  (v) => ARBITRARY_VALUE.test(v),
  (v) => ARBITRARY_VARIABLE.test(v),
  (v) => FRACTION.test(v),
  isNumber,
  (v) => !!v && Number.isInteger(Number(v)),
  (v) => v.endsWith('%') && isNumber(v.slice(0, -1)),
  (v) => TSHIRT.test(v),
  arbitrary(LENGTH, (v) => LENGTH_UNIT.test(v) && !COLOR_FUNCTION.test(v)),
  variable(LENGTH),
  arbitrary(label('number'), isNumber),
  arbitrary(POSITION, never),
  variable(POSITION),
  arbitrary(SIZE, never),
  variable(SIZE),
  arbitrary(IMAGE_LABEL, (v) => IMAGE.test(v)),
  variable(IMAGE_LABEL),
  arbitrary(SHADOW_LABEL, (v) => SHADOW.test(v)),
  variable(SHADOW_LABEL, true),
  arbitrary(WEIGHT, any),
  variable(WEIGHT, true),
  arbitrary(FAMILY, never),
  variable(FAMILY),
  (v) =>
    v.startsWith(CONTAINER) &&
    ((v[10] === '/' && v[11] !== undefined) ||
      (v[11] === 's' && v[16] !== undefined && v.startsWith('-size/', 10)) ||
      (v[11] === 'n' && v[18] !== undefined && v.startsWith('-normal/', 10))),
];

type Config = {
  root: Part;
  /** Each group's definitions, read into the class map when a class first needs them. */
  groupTexts: string[];
  read: boolean[];
  /** The groups not read yet that define classes starting with a given first part. */
  unread: Map<string, number[]>;
  conflicts: Map<string, string[]>;
  postfixConflicts: Map<string, string[]>;
  postfixLookup: Set<string>;
  orderSensitive: Set<string>;
};
let config: Config | undefined;

const newPart = (): Part => ({ next: new Map(), tests: [] });
function partAt(from: Part, path: string): Part {
  let part = from;
  for (const name of path.split('-')) {
    let next = part.next.get(name);
    if (!next) part.next.set(name, (next = newPart()));
    part = next;
  }
  return part;
}

/** The later group of the table wins a class part, as when the groups are read in order. */
function setGroup(part: Part, group: string, index: number): void {
  if (part.groupAt === undefined || index >= part.groupAt) {
    part.group = group;
    part.groupAt = index;
  }
}

/** Tests are tried in the table's order of their groups. */
function addTest(part: Part, test: Test, group: string, index: number): void {
  let at = part.tests.length;
  while (at > 0 && part.tests[at - 1]![2] > index) at--;
  part.tests.splice(at, 0, [test, group, index]);
}

/** Reads one group's definitions into the class map. */
function readGroup(c: Config, index: number): void {
  if (c.read[index]) return;
  c.read[index] = true;
  const group = index.toString(36);
  // Definitions, nested by parentheses: `prefix(defs)`, `~` (the prefix itself), `$x` (a test).
  const stack: Part[] = [c.root];
  for (const token of c.groupTexts[index]!.match(/[^\s()]+\(|\)|[^\s()]+/g) ?? []) {
    const here = stack.at(-1)!;
    if (token === ')') stack.pop();
    else if (token.endsWith('(')) stack.push(partAt(here, token.slice(0, -1)));
    else if (token === '~') setGroup(here, group, index);
    else if (token[0] === '$') addTest(here, TESTS[parseInt(token.slice(1), 36)]!, group, index);
    else setGroup(partAt(here, token), group, index);
  }
}

/** Reads the groups that define classes starting with `first`, before a class of it is looked up. */
function readGroupsOf(c: Config, first: string): void {
  const groups = c.unread.get(first);
  if (!groups) return;
  c.unread.delete(first);
  for (const index of groups) readGroup(c, index);
}

/**
 * Reads the generated table. The class map (tailwind-merge's trie of class parts) is read group by
 * group as classes need them: a page reads the groups of the classes it uses, not all ~200 (the
 * whole table cost the sign-in page's first render tens of milliseconds).
 */
function readConfig(): Config {
  const [groupText, conflictText, postfixText, lookupText, sensitiveText] = CLASS_GROUPS.toLowerCase().split(
    '|',
  ) as [string, string, string, string, string];
  const groupTexts = groupText.split(';');
  const c: Config = {
    root: newPart(),
    groupTexts,
    read: [],
    unread: new Map(),
    conflicts: conflicts(conflictText),
    postfixConflicts: conflicts(postfixText),
    postfixLookup: new Set(lookupText.split(' ')),
    orderSensitive: new Set(sensitiveText.split(' ')),
  };
  const early: number[] = [];
  for (const [index, text] of groupTexts.entries()) {
    // The group's top-level definitions: what is inside parentheses only extends them.
    let top = text;
    for (let inner = ''; inner !== top;) {
      inner = top;
      top = top.replace(/\([^()]*\)/g, '');
    }
    for (const token of top.split(' ')) {
      if (token === '') continue;
      const dash = token.indexOf('-');
      const first = dash < 0 ? token : token.slice(0, dash);
      // A test or an empty first part applies to every class: read with the table.
      if (token[0] === '$' || token === '~' || first === '') early.push(index);
      else {
        const groups = c.unread.get(first);
        if (!groups) c.unread.set(first, [index]);
        else if (groups.at(-1) !== index) groups.push(index);
      }
    }
  }
  for (const index of early) readGroup(c, index);
  return c;
}

function conflicts(text: string): Map<string, string[]> {
  return new Map(
    text
      .split(',')
      .filter(Boolean)
      .map((entry) => {
        const [group, others] = entry.split('>') as [string, string];
        return [group, others.split(' ')];
      }),
  );
}

function groupIn(parts: string[], from: number, part: Part): string | undefined {
  if (from === parts.length) return part.group;
  const next = part.next.get(parts[from]!);
  if (next) {
    const found = groupIn(parts, from + 1, next);
    if (found) return found;
  }
  if (!part.tests.length) return undefined;
  const rest = parts.slice(from).join('-');
  return part.tests.find(([test]) => test(rest))?.[1];
}

/**
 * The group of a class without its modifiers (a horizontal padding's is `px`); an arbitrary
 * property's is the property. (No class names in these comments: Tailwind reads this file.)
 */
function groupOf(base: string, c: Config): string | undefined {
  if (base.startsWith('[') && base.endsWith(']')) {
    const inner = base.slice(1, -1);
    const colon = inner.indexOf(':');
    return colon > 0 ? `arbitrary..${inner.slice(0, colon)}` : undefined;
  }
  const parts = base.split('-');
  // A negative value (a leading dash) belongs to the group of the positive one.
  const from = parts[0] === '' && parts.length > 1 ? 1 : 0;
  readGroupsOf(c, parts[from]!);
  return groupIn(parts, from, c.root);
}

/** Splits a class into its modifiers, importance (`!`), base and postfix modifier (`/…`) position. */
function parseClass(className: string) {
  const modifiers: string[] = [];
  let brackets = 0;
  let parens = 0;
  let start = 0;
  let postfix: number | undefined;
  for (let i = 0; i < className.length; i++) {
    const ch = className[i];
    if (brackets === 0 && parens === 0) {
      if (ch === ':') {
        modifiers.push(className.slice(start, i));
        start = i + 1;
        continue;
      }
      if (ch === '/') {
        postfix = i;
        continue;
      }
    }
    if (ch === '[') brackets++;
    else if (ch === ']') brackets--;
    else if (ch === '(') parens++;
    else if (ch === ')') parens--;
  }
  let base = modifiers.length ? className.slice(start) : className;
  let important = false;
  if (base.endsWith('!')) {
    base = base.slice(0, -1);
    important = true;
  } else if (base.startsWith('!')) {
    base = base.slice(1);
    important = true;
  }
  return { modifiers, important, base, postfixAt: postfix && postfix > start ? postfix - start : undefined };
}

/** Modifiers in a canonical order: sorted, except around an arbitrary or order-sensitive one. */
function sortModifiers(modifiers: string[], sensitive: Set<string>): string[] {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const modifier of modifiers) {
    if (modifier[0] === '[' || sensitive.has(modifier)) {
      sorted.push(...run.sort(), modifier);
      run = [];
    } else run.push(modifier);
  }
  return [...sorted, ...run.sort()];
}

/** What merging needs of one class, the same in every list: its modifiers and importance (the
 * scope), its group and the groups it overrides; null when it is not Tailwind's. */
type Resolved = { scope: string; group: string; overrides: readonly string[] } | null;

const NONE: readonly string[] = [];
/** The scope of a class without modifiers or importance: most classes, one string for them all. */
const PLAIN_SCOPE = '\0';

function resolve(original: string, c: Config): Resolved {
  const { modifiers, important, base, postfixAt } = parseClass(original);
  let hasPostfix = postfixAt !== undefined;
  let group: string | undefined;
  if (postfixAt !== undefined) {
    group = groupOf(base.slice(0, postfixAt), c);
    const whole = group && c.postfixLookup.has(group) ? groupOf(base, c) : undefined;
    if (whole && whole !== group) {
      group = whole;
      hasPostfix = false;
    }
  } else group = groupOf(base, c);
  if (!group && hasPostfix) {
    group = groupOf(base, c);
    hasPostfix = false;
  }
  // Not a Tailwind class: kept as it is.
  if (!group) return null;
  const variant =
    modifiers.length < 2 ? (modifiers[0] ?? '') : sortModifiers(modifiers, c.orderSensitive).join(':');
  const scope = variant === '' && !important ? PLAIN_SCOPE : `${variant}${important ? '!' : ''}\0`;
  const conflicts = c.conflicts.get(group) ?? NONE;
  const postfixConflicts = (hasPostfix && c.postfixConflicts.get(group)) || NONE;
  const overrides = postfixConflicts.length ? [...conflicts, ...postfixConflicts] : conflicts;
  return { scope, group, overrides };
}

// Each class resolved once (the configuration's own arrays kept, no copies): a screen's new lists
// are mostly classes seen before, in other lists.
const RESOLVED_MAX = 4_000;
const resolvedClasses = new Map<string, Resolved>();

function mergeUncached(classList: string, c: Config): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const names = classList.trim().split(/\s+/);
  for (let i = names.length - 1; i >= 0; i--) {
    const original = names[i]!;
    let resolved = resolvedClasses.get(original);
    if (resolved === undefined) {
      resolved = resolve(original, c);
      if (resolvedClasses.size >= RESOLVED_MAX) resolvedClasses.clear();
      resolvedClasses.set(original, resolved);
    }
    if (resolved === null) {
      kept.push(original);
      continue;
    }
    const { scope, group, overrides } = resolved;
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    for (const other of overrides) taken.add(scope + other);
    kept.push(original);
  }
  return kept.reverse().join(' ');
}

// The last answers, as tailwind-merge keeps them (a render asks for the same lists again and again).
const CACHE_SIZE = 500;
let cache = new Map<string, string>();
let previous = new Map<string, string>();

/** tailwind-merge's `twMerge` over one class list. */
export function mergeClasses(classList: string): string {
  let merged = cache.get(classList);
  if (merged !== undefined) return merged;
  merged = previous.get(classList) ?? mergeUncached(classList, (config ??= readConfig()));
  cache.set(classList, merged);
  if (cache.size > CACHE_SIZE) {
    previous = cache;
    cache = new Map();
  }
  return merged;
}
