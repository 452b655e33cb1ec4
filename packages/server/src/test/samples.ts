import fc from 'fast-check';
import type { EndpointDef } from '@pocket/contract';
import { z } from 'zod';

/**
 * Valid request inputs made from an endpoint's zod schemas, to get past validation when a test is
 * about something else (bad-inputs.ts breaks them). The schemas are read through their JSON
 * Schema (`z.toJSONSchema`, input side); whether a value is valid is always decided by the schema
 * itself (`safeParse`), never by the generator.
 */

/** The part of a JSON Schema (draft 2020-12, as zod writes it) the generators read. */
export type Json = {
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
export const variants = (js: Json) => js.anyOf ?? js.oneOf;
export const typesOf = (js: Json) => (Array.isArray(js.type) ? js.type : js.type ? [js.type] : []);

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
export const asText = (value: unknown) =>
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

/** Whether the endpoint's body travels as a form (url-encoded or multipart). */
export const isForm = (def: EndpointDef) => def.bodyType === 'form' || def.bodyType === 'multipart';

/** The body part of an input for an endpoint, from a value its schema accepts. */
export function bodyOf(def: EndpointDef, value: unknown): Input['body'] {
  return isForm(def) ? { form: value as Record<string, string | Blob> } : { json: value };
}

/** A valid input for every part the endpoint declares (`seed` varies the values). */
export function validInput(def: EndpointDef, seed = 1, minimal = true): Input {
  const text = isForm(def);
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
