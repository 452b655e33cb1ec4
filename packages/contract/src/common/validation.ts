import { z } from 'zod';
import { ValidationCode } from './validation-codes.ts';

export {
  parseValidationMessage,
  VALIDATION_CODES,
  ValidationCode,
  type ValidationCodeName,
} from './validation-codes.ts';

/** A required string: trimmed, non-empty, at most `maxLength` (255 by default). */
export function required(maxLength = 255) {
  return z
    .string({ error: ValidationCode.required })
    .trim()
    .min(1, ValidationCode.required)
    .max(maxLength, `${ValidationCode.max}:${maxLength}`);
}

/** A string between `min` and `max` characters (spec bounds 0–255, 2–10, 3–10, 3–20, 4–10, 6–20). */
export function len(min: number, max: number) {
  const code = `${ValidationCode.length}:${min}:${max}`;
  return z.string({ error: ValidationCode.required }).trim().min(min, code).max(max, code);
}

/** An optional free text of at most `n` characters (spec maximums 10, 11, 20, 50, 100, 255). */
export function maxLen(n: number) {
  return z.string({ error: ValidationCode.invalid }).max(n, `${ValidationCode.max}:${n}`);
}

/** Phone pattern of the spec: optional leading 0, prefix 13/14/15/17/18/19, then eight digits. */
export const PHONE_PATTERN = /^0?(13|14|15|17|18|19)[0-9]{9}$/;

/** A mobile phone number. */
export function phone() {
  return z.string({ error: ValidationCode.invalid }).regex(PHONE_PATTERN, ValidationCode.phone);
}

/** An e-mail address (at most 255 characters). */
export function email() {
  return z
    .string({ error: ValidationCode.invalid })
    .max(255, `${ValidationCode.max}:255`)
    .pipe(z.email(ValidationCode.email));
}

/** An http(s) URL. */
export function url() {
  return z
    .string({ error: ValidationCode.invalid })
    .max(255, `${ValidationCode.max}:255`)
    .regex(/^https?:\/\/[^\s]+$/i, ValidationCode.url);
}

/** A link is external when it starts with http, https, mailto or tel. */
export function isExternalLink(link: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(link);
}

/** Name-style identifier: letters, digits and underscore only. */
export function identifier(min = 1, max = 50) {
  return z
    .string({ error: ValidationCode.required })
    .trim()
    .min(min, min <= 1 ? ValidationCode.required : `${ValidationCode.length}:${min}:${max}`)
    .max(max, `${ValidationCode.length}:${min}:${max}`)
    .regex(/^[A-Za-z0-9_]+$/, ValidationCode.identifier);
}

/** An integer greater than zero (strings of digits are accepted, as forms send them). */
export function intPositive() {
  return z.coerce
    .number({ error: ValidationCode.intPositive })
    .int(ValidationCode.intPositive)
    .positive(ValidationCode.intPositive);
}

/** A whole number from 0 that fits an `integer` column (an order, a count, a number of days);
 * form text is coerced. */
export function nonNegativeInt() {
  return z.coerce
    .number({ error: ValidationCode.invalid })
    .int(ValidationCode.invalid)
    .min(0, ValidationCode.invalid)
    .max(2_147_483_647, ValidationCode.invalid);
}

/** The most items a selection holds: a page shows at most 500 rows, and every id becomes a
 * parameter of one query (PostgreSQL takes at most 65,535). */
export const SELECTION_LIMIT = 1000;

/** A non-empty list of selected ids ("No data selected yet" when empty), at most `max`. */
export function selection<T extends z.ZodType>(item: T, max = SELECTION_LIMIT) {
  return z
    .array(item, { error: ValidationCode.noSelection })
    .min(1, ValidationCode.noSelection)
    .max(max, ValidationCode.invalid);
}
