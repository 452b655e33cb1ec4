import fc from 'fast-check';
import type { EndpointDef } from '@pocket/contract';
import { z } from 'zod';

/**
 * Request inputs generated from an endpoint's zod schemas: valid samples (to get past validation
 * when a test is about something else) and inputs that break them (for the bad-input suite). The
 * schemas are read through their JSON Schema (`z.toJSONSchema`, input side); whether an input is
 * valid is always decided by the schema itself (`safeParse`), never by the generator.
 */

/** The part of a JSON Schema (draft 2020-12, as zod writes it) the generators read. */
type Json = {
  type?: string | string[];
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  anyOf?: Json[];
  oneOf?: Json[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** One request's input: path parameters, query, and a body as JSON, raw text or a form. */
export type Input = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: { json: unknown } | { text: string } | { form: Record<string, string | Blob> };
  /** What was done to a valid input, for failure reports (inputs can be megabytes long). */
  label: string;
};

type Part = 'params' | 'query' | 'body';
type Slot = { path: string[]; js: Json; required: boolean };

const jsonCache = new WeakMap<z.ZodType, Json>();
/** The JSON Schema of what a schema accepts (`z.instanceof(Blob)` becomes `{}`, anything). */
export function jsonSchemaOf(schema: z.ZodType): Json {
  let js = jsonCache.get(schema);
  if (!js) {
    js = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
    jsonCache.set(schema, js);
  }
  return js;
}

const WORD = fc.constantFrom(...'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'.split(''));
const variants = (js: Json) => js.anyOf ?? js.oneOf;
const typesOf = (js: Json) => (Array.isArray(js.type) ? js.type : js.type ? [js.type] : []);

function stringArbitrary(js: Json, long: boolean): fc.Arbitrary<string> {
  const min = js.minLength ?? 0;
  // A field at its maximum, in characters that take three bytes each in UTF-8.
  if (long && js.maxLength !== undefined && !js.pattern) return fc.constant('字'.repeat(js.maxLength));
  if (js.pattern) {
    const max = js.maxLength ?? Infinity;
    return fc.stringMatching(new RegExp(js.pattern)).filter((s) => s.length >= min && s.length <= max);
  }
  const max = js.maxLength ?? 40;
  // At least six characters where the schema allows: created rows then carry values that are
  // unique in practice, and a test can look for them.
  const floor = Math.min(max, Math.max(min, 6));
  return fc.string({ unit: WORD, minLength: floor, maxLength: Math.min(max, Math.max(floor, 16)) });
}

type Mode = { minimal: boolean; long: boolean };

/** Values of the shape a JSON Schema describes; `minimal` leaves optional properties out, `long`
 * gives free-text fields their maximum length. */
function arbitraryOf(js: Json, mode: Mode): fc.Arbitrary<unknown> {
  const options = variants(js);
  if (options) {
    const free = mode.long ? options.filter(freeText) : [];
    return fc.oneof(...(free.length ? free : options).map((o) => arbitraryOf(o, mode)));
  }
  if ('const' in js) return fc.constant(js.const);
  if (js.enum) return fc.constantFrom(...js.enum);
  const types = typesOf(js);
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...js, type }, mode)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(js, mode.long);
    case 'integer':
    case 'number': {
      const min = js.minimum ?? 0;
      return fc.integer({ min, max: Math.max(min, Math.min(js.maximum ?? 1000, 1000)) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const min = js.minItems ?? 0;
      return fc.array(arbitraryOf(js.items ?? {}, mode), {
        minLength: min,
        maxLength: Math.max(min, Math.min(js.maxItems ?? 2, 2)),
      });
    }
    case 'object': {
      const required = new Set(js.required ?? []);
      const keys = Object.keys(js.properties ?? {}).filter(
        (k) => required.has(k) || (!mode.minimal && (!mode.long || freeText(js.properties![k]!))),
      );
      return fc.record(Object.fromEntries(keys.map((k) => [k, arbitraryOf(js.properties![k]!, mode)])), {
        requiredKeys: keys.filter((k) => required.has(k)),
      });
    }
    default:
      // `{}` accepts anything: in our schemas, a file (`z.instanceof(Blob)`).
      return fc.constantFrom<unknown>(new Blob(['x'], { type: 'text/plain' }), 'x');
  }
}

/** Whether a value may be free text with a maximum length (no pattern, no fixed set). */
function freeText(js: Json): boolean {
  const options = variants(js);
  if (options) return options.some(freeText);
  return typesOf(js).includes('string') && js.maxLength !== undefined && !js.pattern && !js.enum;
}

/** Query strings and form fields carry text: every value but a file becomes a string. */
const asText = (value: unknown) =>
  Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, v instanceof Blob ? v : String(v)]),
  );

/**
 * A value the schema accepts, made from its JSON Schema and checked with `safeParse`. `minimal`
 * gives only the required fields (what a create needs, free of references to other rows); `long`
 * free text at its maximum length; `text` turns the fields into strings, as a query or a form
 * carries them.
 */
export function validSample(
  schema: z.ZodType,
  options: { seed: number; minimal?: boolean; long?: boolean; text?: boolean },
): unknown {
  const mode = { minimal: options.minimal ?? false, long: options.long ?? false };
  const arbitrary = arbitraryOf(jsonSchemaOf(schema), mode);
  const candidates = fc.sample(options.text ? arbitrary.map(asText) : arbitrary, {
    seed: options.seed,
    numRuns: 300,
  });
  for (const candidate of candidates) {
    const found = repaired(schema, candidate);
    if (found !== undefined) return found;
  }
  throw new Error(`No valid sample of ${JSON.stringify(jsonSchemaOf(schema))}`);
}

/**
 * The value, or a copy the schema accepts: without the fields it refused (when they are
 * optional), or with a field a rule across fields refused (a confirmation equal to the
 * password) given the value of another one; undefined otherwise.
 */
function repaired(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (result.success) return value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const keys = new Set(result.error.issues.map((i) => String(i.path[0])));
  // Optional fields a random value did not suit are left out.
  const fewer = Object.fromEntries(Object.entries(value).filter(([k]) => !keys.has(k)));
  if (schema.safeParse(fewer).success) return fewer;
  if (keys.size !== 1) return undefined;
  const [key] = keys;
  for (const [other, v] of Object.entries(value)) {
    const next = { ...value, [key!]: v };
    if (other !== key && typeof v === 'string' && schema.safeParse(next).success) return next;
  }
  return undefined;
}

/** The body part of an input for an endpoint, from a value its schema accepts. */
export function bodyOf(def: EndpointDef, value: unknown): Input['body'] {
  if (def.bodyType === 'form' || def.bodyType === 'multipart') {
    return { form: value as Record<string, string | Blob> };
  }
  return { json: value };
}

/** A valid input for every part the endpoint declares (`seed` varies the values). */
export function validInput(def: EndpointDef, seed = 1, minimal = true): Input {
  const text = def.bodyType === 'form' || def.bodyType === 'multipart';
  return {
    ...(def.params
      ? { params: validSample(def.params, { seed, text: true }) as Record<string, string> }
      : {}),
    ...(def.query
      ? { query: validSample(def.query, { seed, minimal, text: true }) as Record<string, string> }
      : {}),
    ...(def.body ? { body: bodyOf(def, validSample(def.body, { seed, minimal, text })) } : {}),
    label: 'valid',
  };
}

const MALFORMED = Symbol('malformed JSON');

/** What the server's validation sees of a body (routing.ts `readBody`). */
function bodyValue(def: EndpointDef, body: Input['body']): unknown {
  const form = def.bodyType === 'form' || def.bodyType === 'multipart';
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

/**
 * Inputs that break one part of an endpoint's valid input: random mutations (wrong types,
 * missing required fields, strings past their maximum, NUL characters, non-JSON text, prototype
 * keys) and fixed edge cases that run first (100,000 ids, deep nesting, 100,000 characters).
 * The property should skip (`fc.pre`) any the schema happens to accept: see `refused`.
 */
export function invalidInputs(def: EndpointDef): { arbitrary: fc.Arbitrary<Input>; examples: Input[] } {
  const valid = validInput(def, 7, false);
  const arbitraries: fc.Arbitrary<Input>[] = [];
  const examples: Input[] = [];
  const with_ = (part: Part, value: unknown): Omit<Input, 'label'> => ({ ...valid, [part]: value });

  for (const part of ['params', 'query'] as const) {
    const schema = def[part];
    if (!schema) continue;
    const base = valid[part] as Record<string, string>;
    const slots = slotsOf(jsonSchemaOf(schema)).filter((s) => s.path.length === 1);
    const keys = slots.map((s) => s.path[0]!);
    if (!keys.length) continue;
    const key = fc.constantFrom(...keys);
    const setText = (k: string, v: string) => ({ ...base, [k]: v });
    arbitraries.push(
      fc
        .tuple(key, badSegment)
        .map(([k, v]) => label(with_(part, setText(k, v)), `${part}.${k} = ${show(v)}`)),
    );
    if (part === 'query') {
      const required = slots.filter((s) => s.required).map((s) => s.path[0]!);
      for (const k of required) {
        const { [k]: _, ...rest } = base;
        examples.push(label(with_(part, rest), `query without ${k}`));
      }
      examples.push(
        label(with_(part, setText(keys[0]!, 'y'.repeat(100_000))), `query.${keys[0]} of 100,000 characters`),
      );
    }
    examples.push(label(with_(part, setText(keys[0]!, 'a\u0000b')), `${part}.${keys[0]} with NUL`));
  }

  if (def.body) {
    const js = jsonSchemaOf(def.body);
    const slots = slotsOf(js);
    const base = bodyValue(def, valid.body);
    const form = def.bodyType === 'form' || def.bodyType === 'multipart';
    const asBody = (value: unknown): Input['body'] =>
      form ? { form: asText(value) as Record<string, string | Blob> } : { json: value };
    const text = (t: string): Omit<Input, 'label'> => with_('body', { text: t });
    const strings = slots.filter((s) => typeOf(s.js) === 'string');
    const required = slots.filter((s) => s.required);
    const longer = slots.filter((s) => maxLengthOf(s.js) !== undefined);

    if (slots.length) {
      const slot = fc.constantFrom(...slots);
      arbitraries.push(
        fc
          .tuple(slot, form ? badSegment : anyJson)
          .map(([s, v]) =>
            label(with_('body', asBody(setIn(base, s.path, v))), `${s.path.join('.')} = ${show(v)}`),
          ),
      );
    }
    if (required.length) {
      arbitraries.push(
        fc
          .constantFrom(...required)
          .map((s) => label(with_('body', asBody(dropIn(base, s.path))), `without ${s.path.join('.')}`)),
      );
    }
    if (longer.length) {
      arbitraries.push(
        fc
          .tuple(fc.constantFrom(...longer), fc.integer({ min: 1, max: 40 }))
          .map(([s, n]) =>
            label(
              with_('body', asBody(setIn(base, s.path, 'x'.repeat(maxLengthOf(s.js)! + n)))),
              `${s.path.join('.')} of max + ${n} characters`,
            ),
          ),
      );
    }
    if (strings.length) {
      arbitraries.push(
        fc
          .tuple(fc.constantFrom(...strings), fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }))
          .map(([s, a, b]) =>
            label(
              with_('body', asBody(setIn(base, s.path, `${a}\u0000${b}`))),
              `${s.path.join('.')} with NUL`,
            ),
          ),
      );
    }
    if (form) {
      examples.push(label(with_('body', { json: base }), 'JSON instead of a form'));
      examples.push(label(with_('body', { form: {} }), 'empty form'));
    } else {
      arbitraries.push(notJson.map((t) => label(text(t), `text ${show(t)}`)));
      arbitraries.push(
        anyJson
          .filter((v) => Array.isArray(v) !== Array.isArray(base) || typeof v !== 'object' || v === null)
          .map((v) => label(with_('body', { json: v }), `body = ${show(v)}`)),
      );
      // Prototype keys beside a broken field: the body is refused whether or not the keys count.
      const broken = slots[0] ? setIn(base, slots[0].path, [[{}]]) : [[{}]];
      examples.push(label(text(withPrototypeKeys(broken, base)), '__proto__ and constructor keys'));
      examples.push(label(text(''), 'no body'));
      examples.push(label(text('{"a":'), 'truncated JSON'));
      const deepAt = slots.find((s) => !isArray(s.js) && typeOf(s.js));
      examples.push(
        label(
          deepAt
            ? text(
                JSON.stringify(setIn(base, deepAt.path, '\u0001DEEP')).replace(
                  '"\\u0001DEEP"',
                  deepText(20_000),
                ),
              )
            : text(deepText(20_000)),
          `${deepAt?.path.join('.') ?? 'body'} nested 20,000 deep`,
        ),
      );
      const arrays = [{ path: [] as string[], js }, ...slots].filter((s) => isArray(s.js));
      for (const s of arrays) {
        const ids = Array.from({ length: 100_000 }, (_, i) => String(1_000_000 + i));
        examples.push(
          label(
            with_('body', { json: setIn(base, s.path, ids) }),
            `${s.path.join('.') || 'body'} of 100,000 ids`,
          ),
        );
      }
      if (longer[0]) {
        examples.push(
          label(
            with_('body', { json: setIn(base, longer[0].path, 'z'.repeat(100_000)) }),
            `${longer[0].path.join('.')} of 100,000 characters`,
          ),
        );
      }
    }
    if (strings[0]) {
      examples.push(
        label(
          with_('body', asBody(setIn(base, strings[0].path, 'a\u0000b'))),
          `${strings[0].path.join('.')} with NUL`,
        ),
      );
    }
  }
  if (!arbitraries.length) throw new Error(`${def.method} ${def.path}: nothing to break`);
  return { arbitrary: fc.oneof(...arbitraries), examples: examples.filter((i) => refused(def, i)) };
}

/** A short picture of a value for a label. */
function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
