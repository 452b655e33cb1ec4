import { z } from 'zod';
import { ValidationCode } from './validation.ts';

/** The largest id PostgreSQL's `bigint` holds (2^63 - 1), as the decimal string ids travel as. */
export const MAX_ID = '9223372036854775807';

/** True when a string of 1–19 digits is at most {@link MAX_ID} (equal lengths compare as text). */
export function isIdInRange(digits: string): boolean {
  return digits.length < MAX_ID.length || (digits.length === MAX_ID.length && digits <= MAX_ID);
}

/** A 64-bit id, sent as a decimal string so JavaScript never rounds it; 0 to 2^63 - 1. */
export const idSchema = z
  .union([z.string(), z.number().int().nonnegative()], { error: ValidationCode.invalid })
  .transform((v) => String(v))
  .pipe(
    z
      .string()
      .regex(/^[0-9]{1,19}$/, ValidationCode.invalid)
      .refine(isIdInRange, ValidationCode.invalid),
  );
export type Id = string;

/** `YYYY-MM-DD HH:mm:ss`, the one date-time format on the wire. */
export const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
export const dateTimeSchema = z.string().regex(DATE_TIME_PATTERN, ValidationCode.invalid);
export type DateTime = string;

/** `YYYY-MM-DD`. */
export const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, ValidationCode.invalid);

/** Money as a decimal string (two places at most), never a float. */
export const moneySchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v))
  .pipe(z.string().regex(/^-?\d+(\.\d{1,2})?$/, ValidationCode.invalid));

const pad = (n: number) => String(n).padStart(2, '0');

/** Formats a date as `YYYY-MM-DD HH:mm:ss` in the process's local time zone. */
export function formatDateTime(d: Date): DateTime {
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Formats a date as `YYYY-MM-DD` in local time. */
export function formatDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Parses `YYYY-MM-DD HH:mm:ss` (or `YYYY-MM-DD`) as local time; undefined when malformed. */
export function parseDateTime(text: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return Number.isNaN(date.getTime()) ? undefined : date;
}
