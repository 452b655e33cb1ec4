import fc from 'fast-check';
import type { EndpointDef } from '@pocket/contract';
import type { z } from 'zod';
import { asText, isForm, jsonSchemaOf, typesOf, validInput, variants } from './samples.ts';
import type { Input, Json } from './samples.ts';

/**
 * Inputs that break an endpoint's schemas, for the bad-input suite: random mutations of a valid
 * input and fixed edge cases, with the oracle (`refused`) that says whether the server must
 * refuse one at validation — decided by the schema itself, so a mutation the schema happens to
 * accept is skipped, never misreported.
 */

type Slot = { path: string[]; js: Json; required: boolean };

const MALFORMED = Symbol('malformed JSON');

/** What the server's validation sees of a body (routing.ts `readBody`). */
function bodyValue(def: EndpointDef, body: Input['body']): unknown {
  const form = isForm(def);
  if (!body) return form ? {} : undefined;
  if ('form' in body) return form ? { ...body.form } : MALFORMED;
  if (form) return {};
  const text = 'text' in body ? body.text : JSON.stringify(body.json);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return MALFORMED;
  }
}

/** True when the value holds U+0000 anywhere (the server refuses it: PostgreSQL text cannot). */
export function hasNul(value: unknown): boolean {
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string' && v.includes('\0')) return true;
    if (v !== null && typeof v === 'object' && !(v instanceof Blob)) {
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\0')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** Whether the server must refuse the input at validation: a part its schema (or the NUL rule) refuses. */
export function refused(def: EndpointDef, input: Input): boolean {
  const parts: [z.ZodType | undefined, unknown][] = [
    [def.params, input.params],
    [def.query, input.query ?? {}],
    [def.body, bodyValue(def, input.body)],
  ];
  return parts.some(
    ([schema, value]) => schema && (value === MALFORMED || hasNul(value) || !schema.safeParse(value).success),
  );
}

/** The fields of a schema a mutation can aim at: properties, one level of nesting, array items. */
function slotsOf(js: Json, path: string[] = [], required = true, depth = 0): Slot[] {
  const here: Slot[] = path.length ? [{ path, js, required }] : [];
  if (depth > 1) return here;
  const object = [js, ...(variants(js) ?? [])].find((j) => typeOf(j) === 'object' && j.properties);
  if (object) {
    const req = new Set(object.required ?? []);
    return [
      ...here,
      ...Object.entries(object.properties!).flatMap(([k, child]) =>
        slotsOf(child, [...path, k], req.has(k), depth + 1),
      ),
    ];
  }
  if (typeOf(js) === 'array') return [...here, { path: [...path, '0'], js: js.items ?? {}, required: false }];
  return here;
}

const typeOf = (js: Json): string | undefined =>
  typesOf(js)[0] ??
  variants(js)?.map(typeOf).find(Boolean) ??
  (js.enum || 'const' in js ? 'string' : undefined);
const maxLengthOf = (js: Json): number | undefined =>
  js.maxLength ??
  variants(js)
    ?.map(maxLengthOf)
    .find((n) => n !== undefined);
const isArray = (js: Json) => typeOf(js) === 'array';

function setIn(value: unknown, path: string[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path as [string, ...string[]];
  const copy: Record<string, unknown> = Array.isArray(value)
    ? ([...value] as unknown as Record<string, unknown>)
    : { ...((value ?? {}) as Record<string, unknown>) };
  copy[key] = setIn(copy[key], rest, next);
  return copy;
}

function dropIn(value: unknown, path: string[]): unknown {
  const [key, ...rest] = path as [string, ...string[]];
  const copy = { ...((value ?? {}) as Record<string, unknown>) };
  if (rest.length === 0) delete copy[key];
  else copy[key] = dropIn(copy[key], rest);
  return copy;
}

/** A value of any JSON type, to put where the schema wants another one. */
const anyJson = fc.oneof(
  fc.constant(null),
  // Ids past what a 64-bit column holds.
  fc.constantFrom('9223372036854775808', '99999999999999999999', -1, 1e20),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.string({ maxLength: 12 }),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
);

/** Text that is not JSON. */
const notJson = fc.oneof(
  fc.constantFrom('{', '{"a":', "{'a': 1}", 'undefined', 'NaN', '[1,]', '{"a":1}}', '\u0000', '<xml/>', '--'),
  fc.string({ minLength: 1, maxLength: 20 }).filter((t) => {
    try {
      JSON.parse(t);
      return false;
    } catch {
      return t.trim() !== '';
    }
  }),
);

/** Text a URL carries that an id or a name might refuse (never `.` or `..`, which a URL drops). */
const badSegment = fc.oneof(
  fc.constantFrom(
    'abc',
    '-1',
    '1.5',
    '1e3',
    ' 1',
    '0x10',
    '１２',
    '99999999999999999999',
    '9223372036854775808',
  ),
  fc.constantFrom('x'.repeat(300), 'a\u0000b', '\u0000'),
  fc
    .string({ unit: fc.constantFrom(...'aZ09-_.~!*()字 \u0000'.split('')), minLength: 1, maxLength: 12 })
    .filter((t) => !/^\.+$/.test(t)),
);

function deepText(depth: number) {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** `{"__proto__": …, "constructor": {"prototype": …}, …rest}` as JSON text. */
function withPrototypeKeys(value: unknown, inner: unknown): string {
  const rest = JSON.stringify(value);
  const keys = `"__proto__":${JSON.stringify(inner)},"constructor":{"prototype":${JSON.stringify(inner)}}`;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return rest === '{}' ? `{${keys}}` : `{${keys},${rest.slice(1)}`;
  }
  return `{${keys}}`;
}

/** An input named by what was done to it: fast-check reports the name, not megabytes of ids. */
const label = (input: Omit<Input, 'label'>, what: string): Input =>
  Object.assign({ ...input, label: what }, { [fc.toStringMethod]: () => what });

/** Where generated inputs go: random ones, and fixed edge cases that run first. */
type Cases = { arbitraries: fc.Arbitrary<Input>[]; examples: Input[] };

/** Path parameters or query values the schema refuses (values that a URL carries as text). */
function textPartCases(def: EndpointDef, part: 'params' | 'query', valid: Input, cases: Cases) {
  const base = valid[part] as Record<string, string>;
  const slots = slotsOf(jsonSchemaOf(def[part]!)).filter((s) => s.path.length === 1);
  const keys = slots.map((s) => s.path[0]!);
  if (!keys.length) return;
  const set = (k: string, v: string, what: string) => label({ ...valid, [part]: { ...base, [k]: v } }, what);
  cases.arbitraries.push(
    fc.tuple(fc.constantFrom(...keys), badSegment).map(([k, v]) => set(k, v, `${part}.${k} = ${show(v)}`)),
  );
  cases.examples.push(set(keys[0]!, 'a\u0000b', `${part}.${keys[0]} with NUL`));
  if (part !== 'query') return;
  for (const k of slots.filter((s) => s.required).map((s) => s.path[0]!)) {
    const { [k]: _, ...rest } = base;
    cases.examples.push(label({ ...valid, query: rest }, `query without ${k}`));
  }
  cases.examples.push(set(keys[0]!, 'y'.repeat(100_000), `query.${keys[0]} of 100,000 characters`));
}

/** Bodies with one field broken: a wrong value, left out, past its maximum, or with NUL. */
function fieldCases(def: EndpointDef, valid: Input, slots: Slot[], cases: Cases) {
  const base = bodyValue(def, valid.body);
  const as = (value: unknown, what: string) =>
    label(
      {
        ...valid,
        body: isForm(def) ? { form: asText(value) as Record<string, string | Blob> } : { json: value },
      },
      what,
    );
  const required = slots.filter((s) => s.required);
  const longer = slots.filter((s) => maxLengthOf(s.js) !== undefined);
  const strings = slots.filter((s) => typeOf(s.js) === 'string');
  const name = (s: Slot) => s.path.join('.');
  if (slots.length)
    cases.arbitraries.push(
      fc
        .tuple(fc.constantFrom(...slots), isForm(def) ? badSegment : anyJson)
        .map(([s, v]) => as(setIn(base, s.path, v), `${name(s)} = ${show(v)}`)),
    );
  if (required.length)
    cases.arbitraries.push(
      fc.constantFrom(...required).map((s) => as(dropIn(base, s.path), `without ${name(s)}`)),
    );
  if (longer.length)
    cases.arbitraries.push(
      fc
        .tuple(fc.constantFrom(...longer), fc.integer({ min: 1, max: 40 }))
        .map(([s, n]) =>
          as(setIn(base, s.path, 'x'.repeat(maxLengthOf(s.js)! + n)), `${name(s)} of max + ${n} characters`),
        ),
    );
  if (strings.length) {
    cases.arbitraries.push(
      fc
        .tuple(fc.constantFrom(...strings), fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }))
        .map(([s, a, b]) => as(setIn(base, s.path, `${a}\u0000${b}`), `${name(s)} with NUL`)),
    );
    cases.examples.push(as(setIn(base, strings[0]!.path, 'a\u0000b'), `${name(strings[0]!)} with NUL`));
  }
  if (longer[0] && !isForm(def))
    cases.examples.push(
      as(setIn(base, longer[0].path, 'z'.repeat(100_000)), `${name(longer[0])} of 100,000 characters`),
    );
}

/** JSON bodies that are no JSON, of the wrong kind, with prototype keys, 20,000 deep, or holding
 * 100,000 ids. */
function jsonCases(def: EndpointDef, valid: Input, slots: Slot[], cases: Cases) {
  const base = bodyValue(def, valid.body);
  const text = (t: string, what: string) => label({ ...valid, body: { text: t } }, what);
  const json = (v: unknown, what: string) => label({ ...valid, body: { json: v } }, what);
  cases.arbitraries.push(notJson.map((t) => text(t, `text ${show(t)}`)));
  cases.arbitraries.push(
    anyJson
      .filter((v) => Array.isArray(v) !== Array.isArray(base) || typeof v !== 'object' || v === null)
      .map((v) => json(v, `body = ${show(v)}`)),
  );
  // Prototype keys beside a broken field: the body is refused whether or not the keys count.
  const broken = slots[0] ? setIn(base, slots[0].path, [[{}]]) : [[{}]];
  cases.examples.push(text(withPrototypeKeys(broken, base), '__proto__ and constructor keys'));
  cases.examples.push(text('', 'no body'), text('{"a":', 'truncated JSON'));
  const deepAt = slots.find((s) => !isArray(s.js) && typeOf(s.js));
  const deep = deepAt
    ? JSON.stringify(setIn(base, deepAt.path, '\u0001DEEP')).replace('"\\u0001DEEP"', deepText(20_000))
    : deepText(20_000);
  cases.examples.push(text(deep, `${deepAt?.path.join('.') ?? 'body'} nested 20,000 deep`));
  const ids = Array.from({ length: 100_000 }, (_, i) => String(1_000_000 + i));
  for (const s of [{ path: [] as string[], js: jsonSchemaOf(def.body!) }, ...slots].filter((x) =>
    isArray(x.js),
  ))
    cases.examples.push(json(setIn(base, s.path, ids), `${s.path.join('.') || 'body'} of 100,000 ids`));
}

/**
 * Inputs that break one part of an endpoint's valid input: random mutations (wrong types,
 * missing required fields, strings past their maximum, NUL characters, non-JSON text, bodies
 * of the wrong kind) and fixed edge cases that run first (100,000 ids, nesting 20,000 deep,
 * 100,000 characters, prototype keys, a form sent as JSON). The property should skip
 * (`fc.pre`) any the schema happens to accept: see `refused`.
 */
export function invalidInputs(def: EndpointDef): { arbitrary: fc.Arbitrary<Input>; examples: Input[] } {
  const valid = validInput(def, 7, false);
  const cases: Cases = { arbitraries: [], examples: [] };
  if (def.params) textPartCases(def, 'params', valid, cases);
  if (def.query) textPartCases(def, 'query', valid, cases);
  if (def.body) {
    const slots = slotsOf(jsonSchemaOf(def.body));
    fieldCases(def, valid, slots, cases);
    if (isForm(def)) {
      cases.examples.push(
        label({ ...valid, body: { json: bodyValue(def, valid.body) } }, 'JSON instead of a form'),
      );
      cases.examples.push(label({ ...valid, body: { form: {} } }, 'empty form'));
    } else jsonCases(def, valid, slots, cases);
  }
  if (!cases.arbitraries.length) throw new Error(`${def.method} ${def.path}: nothing to break`);
  return {
    arbitrary: fc.oneof(...cases.arbitraries),
    examples: cases.examples.filter((input) => refused(def, input)),
  };
}

/** A short picture of a value for a label. */
function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** The names every JS object answers to: as keys they may reach a prototype, as values a lookup. */
export const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

/**
 * Prototype keys (`__proto__`, `constructor`, `prototype`) in every part of an endpoint's input,
 * beside valid values (the server may accept and strip them) and alone, and prototype names as
 * the values of an array body: the server must answer below 500 whatever it decides, refuse
 * what `refused` says, and never let them reach Object.prototype.
 */
export function prototypeInputs(def: EndpointDef): Input[] {
  const valid = validInput(def, 3);
  const poison = { polluted: 'yes' };
  const inputs: Input[] = [];
  const keyed = (record: Record<string, string> | undefined) =>
    Object.fromEntries([
      ...Object.entries(record ?? {}),
      ['__proto__', 'x'],
      ['constructor', 'x'],
      ['prototype', 'x'],
      ['__proto__[polluted]', 'yes'],
      ['constructor[prototype][polluted]', 'yes'],
    ]);
  if (def.query) inputs.push(label({ ...valid, query: keyed(valid.query) }, 'query with prototype keys'));
  if (def.params) {
    for (const name of PROTOTYPE_NAMES.slice(0, 3)) {
      const params = Object.fromEntries(Object.keys(valid.params ?? {}).map((k) => [k, name]));
      inputs.push(label({ ...valid, params }, `params = ${name}`));
    }
  }
  if (def.body && isForm(def)) {
    const form = valid.body && 'form' in valid.body ? valid.body.form : {};
    inputs.push(
      label({ ...valid, body: { form: keyed(form as Record<string, string>) } }, 'form with prototype keys'),
    );
  } else if (def.body) {
    const base = bodyValue(def, valid.body);
    const text = (t: string, what: string) => label({ ...valid, body: { text: t } }, what);
    inputs.push(text(withPrototypeKeys(base, poison), 'valid body with __proto__ and constructor keys'));
    inputs.push(text(withPrototypeKeys({}, poison), 'only __proto__ and constructor keys'));
    inputs.push(text(JSON.stringify(PROTOTYPE_NAMES), 'prototype names as an array body'));
    inputs.push(
      text(
        `{"prototype":${JSON.stringify(poison)},"__proto__":{"__proto__":${JSON.stringify(poison)}}}`,
        'nested __proto__',
      ),
    );
  }
  return inputs;
}
