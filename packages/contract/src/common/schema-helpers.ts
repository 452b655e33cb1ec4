import { z } from 'zod';

/** An optional form field that may also arrive as an empty string (treated as "not given"). */
export function blankable<T extends z.ZodType>(schema: T) {
  return z.union([schema, z.literal('')]).optional();
}

/** A boolean that forms may send as "true"/"false"/"1"/"0". */
export const boolish = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);
