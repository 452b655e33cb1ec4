import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../index.ts';
import { ANY_OF, lenientModel, refusesList } from './paging.ts';

/** Every zod object the contract exports, and every resource's schemas. */
function contractObjects(): z.ZodObject[] {
  const found = new Set<z.ZodObject>();
  for (const value of Object.values(contract)) {
    if (value instanceof z.ZodObject) found.add(value);
    const schemas = (value as { schemas?: Record<string, unknown> } | null)?.schemas;
    if (schemas && typeof schemas === 'object')
      for (const s of Object.values(schemas)) if (s instanceof z.ZodObject) found.add(s);
  }
  return [...found];
}

describe('lenientModel list fields', () => {
  it("reads from a field's definition only what parsing [] answers, for every field of the contract", () => {
    let decided = 0;
    let fields = 0;
    for (const object of contractObjects()) {
      for (const [key, field] of Object.entries(object.shape as Record<string, z.ZodType>)) {
        fields += 1;
        const refuses = refusesList(field);
        if (refuses === undefined) continue;
        decided += 1;
        expect({ key, takes: field.safeParse([]).success }).toEqual({ key, takes: !refuses });
      }
    }
    // Most fields are decided without a parse (a failed parse costs milliseconds the first time).
    expect(decided).toBeGreaterThan(fields * 0.8);
  });

  it('leaves to a parse what the definition cannot tell', () => {
    expect(refusesList(z.coerce.number())).toBeUndefined();
    expect(refusesList(z.array(z.string()))).toBeUndefined();
    expect(refusesList(z.preprocess((v) => v, z.string()))).toBeUndefined();
    expect(refusesList(z.union([z.string(), z.array(z.string())]))).toBeUndefined();
    expect(refusesList(z.string().optional().nullable().default('x'))).toBe(true);
    expect(refusesList(z.string().transform((v) => v.length))).toBe(true);
    expect(refusesList(z.union([z.enum(['A', 'B']), z.literal(1)]))).toBe(true);
  });

  it('keeps a list field as given and checks several values of any other field one by one', () => {
    const model = lenientModel(
      z.object({
        tags: z.array(z.string()).optional(),
        sex: z.enum(['M', 'W']).optional(),
        // Number([]) is 0: a coerced number takes a list as it is, so it never matches several values.
        age: z.coerce.number().optional(),
      }),
    );
    const parsed = model.parse({ tags: ['a', 'b'], sex: ['M', 'W'] }) as Record<PropertyKey, unknown>;
    expect(parsed.tags).toEqual(['a', 'b']);
    expect(parsed.sex).toBeUndefined();
    expect(parsed[ANY_OF]).toEqual({ sex: ['M', 'W'] });
    expect(model.safeParse({ sex: ['M', 'X'] }).success).toBe(false);
    expect(model.safeParse({ age: [1, 2] }).success).toBe(false);
  });
});
