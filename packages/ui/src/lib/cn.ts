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
type Part = { next: Map<string, Part>; tests: [Test, string][]; group?: string };

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

/** A named container query (`@container/name`, or with `-size` or `-normal` before the slash),
 * spelt in capitals as the table is: Tailwind, scanning the kit for class names, would take it for one. */
const NAMED_CONTAINER = new RegExp('^@CONTAINER(/|-SIZE/|-NORMAL/).'.toLowerCase());

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
  (v) => NAMED_CONTAINER.test(v),
];

type Config = {
  root: Part;
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

// The class map is read group by group, as classes first need them: a page reads the groups of the
// classes it uses, not all ~380 (the whole table cost the sign-in page's first render tens of
// milliseconds). The generator checks that the order groups are read in changes nothing
// (scripts/class-groups.mjs: a class part that several groups name or test is read in one batch,
// in the table's order).
let groupTexts: string[] = [];
/** The groups not read yet, by the first part of the classes they define. */
const unread = new Map<string, number[]>();

/** Reads one group's definitions into the class map (once: its text is then emptied). */
function readGroup(root: Part, index: number): void {
  const group = index.toString(36);
  // Definitions, nested by parentheses: `prefix(defs)`, `~` (the prefix itself), `$x` (a test).
  const stack: Part[] = [root];
  for (const token of groupTexts[index]!.match(/[^\s()]+\(|\)|[^\s()]+/g) ?? []) {
    const here = stack.at(-1)!;
    if (token === ')') stack.pop();
    else if (token.endsWith('(')) stack.push(partAt(here, token.slice(0, -1)));
    else if (token === '~') here.group = group;
    else if (token[0] === '$') here.tests.push([TESTS[parseInt(token.slice(1), 36)]!, group]);
    else partAt(here, token).group = group;
  }
  groupTexts[index] = '';
}

/** Reads the generated table; its class groups wait for a class that needs them (`groupOf`). */
function readConfig(): Config {
  const [groupText, conflictText, postfixText, lookupText, sensitiveText] = CLASS_GROUPS.toLowerCase().split(
    '|',
  ) as [string, string, string, string, string];
  const root = newPart();
  groupTexts = groupText.split(';');
  for (const [index, text] of groupTexts.entries()) {
    // The group's top-level definitions: what is inside parentheses only extends them.
    let top = text;
    for (let inner = ''; inner !== top;) {
      inner = top;
      top = top.replace(/\([^()]*\)/g, '');
    }
    for (const token of top.split(' ')) {
      const first = token.split('-')[0]!;
      // A test of the whole class (`$x`) is read with the table.
      if (token[0] === '$') readGroup(root, index);
      else if (first) unread.set(first, [...(unread.get(first) ?? []), index]);
    }
  }
  return {
    root,
    conflicts: conflicts(conflictText),
    postfixConflicts: conflicts(postfixText),
    postfixLookup: new Set(lookupText.split(' ')),
    orderSensitive: new Set(sensitiveText.split(' ')),
  };
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
  // The groups that define classes of its first part, read before the first lookup.
  for (const index of unread.get(parts[from]!) ?? []) readGroup(c.root, index);
  unread.delete(parts[from]!);
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

function mergeUncached(classList: string, c: Config): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const names = classList.trim().split(/\s+/);
  for (let i = names.length - 1; i >= 0; i--) {
    const original = names[i]!;
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
    if (!group) {
      // Not a Tailwind class: kept as it is.
      kept.push(original);
      continue;
    }
    const variant =
      modifiers.length < 2 ? (modifiers[0] ?? '') : sortModifiers(modifiers, c.orderSensitive).join(':');
    const scope = `${variant}${important ? '!' : ''}\0`;
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    const others = [
      ...(c.conflicts.get(group) ?? []),
      ...((hasPostfix && c.postfixConflicts.get(group)) || []),
    ];
    for (const other of others) taken.add(scope + other);
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
