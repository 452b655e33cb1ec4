import { z } from 'zod';
import { ValidationCode } from './validation.ts';

/** An optional form field that may also arrive as an empty string (treated as "not given"). */
export function blankable<T extends z.ZodType>(schema: T) {
  return z.union([schema, z.literal('')]).optional();
}

/** A boolean that forms and imported sheets may send as text: true/false (any case), 1/0, 是/否. */
export const boolish = z.union(
  [
    z.boolean(),
    z
      .string()
      .trim()
      .pipe(z.stringbool({ truthy: ['true', '1', '是'], falsy: ['false', '0', '否'], case: 'insensitive' })),
  ],
  { error: ValidationCode.invalid },
);
