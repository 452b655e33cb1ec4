import type { z } from 'zod';

/**
 * Which request fields are secrets (passwords, client secrets, tokens, signatures, one-time codes):
 * the operation log masks them. A field is secret by its name (`SECRET_NAME`) or because its
 * schema was marked with `secret()`, for secrets whose name says nothing (`code`, `ticket`, `sign`).
 */
export const SECRET_NAME = /(pass(word)?$|^pwd$|secret|token|credential|private_?key|api_?key)/i;

const marked = new WeakSet<object>();

/** Marks a field's schema as a secret the operation log never records. */
export function secret<T extends z.ZodType>(schema: T): T {
  marked.add(schema);
  return schema;
}

/** True when a field named `name` is a secret by its name alone. */
export const isSecretName = (name: string): boolean => SECRET_NAME.test(name);

type Def = {
  type?: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  element?: unknown;
  options?: unknown[];
  left?: unknown;
  right?: unknown;
  valueType?: unknown;
  getter?: () => unknown;
};
const defOf = (schema: unknown): Def | undefined =>
  (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** Whether a field's schema (or what it wraps: optional, blankable, a pipe) was marked secret. */
function isMarked(schema: unknown, seen = new Set<unknown>()): boolean {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return false;
  seen.add(schema);
  if (marked.has(schema)) return true;
  const def = defOf(schema);
  if (!def) return false;
  const inner = [def.innerType, def.in, def.out, def.left, def.right, ...(def.options ?? [])];
  return inner.some((s) => isMarked(s, seen));
}

const cache = new WeakMap<object, ReadonlySet<string>>();

/**
 * The names of the fields of a request schema (at any depth) that are secret, by name or mark.
 * A mask over these names and `SECRET_NAME` covers every secret the schema lets in.
 */
export function secretKeysOf(schema: z.ZodType | undefined): ReadonlySet<string> {
  if (!schema) return new Set();
  const known = cache.get(schema);
  if (known) return known;
  const keys = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (s: unknown) => {
    if (!s || typeof s !== 'object' || seen.has(s)) return;
    seen.add(s);
    const def = defOf(s);
    if (!def) return;
    if (def.type === 'object' && def.shape) {
      for (const [name, field] of Object.entries(def.shape)) {
        if (isSecretName(name) || isMarked(field)) keys.add(name);
        walk(field);
      }
    }
    for (const inner of [def.innerType, def.in, def.out, def.element, def.left, def.right, def.valueType])
      walk(inner);
    for (const option of def.options ?? []) walk(option);
  };
  walk(schema);
  cache.set(schema, keys);
  return keys;
}
