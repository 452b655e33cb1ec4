import { z } from 'zod';
import { HTTP_METHOD } from '../common/enums.ts';
import { dateTimeSchema } from '../common/formats.ts';
import { blankable, boolish } from '../common/schema-helpers.ts';
import { ValidationCode, maxLen } from '../common/validation.ts';

/** A single address or a CIDR range, IPv4 or IPv6 (`203.0.113.7`, `10.0.0.0/8`, `2001:db8::/32`). */
export const ipOrRange = () =>
  z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: ValidationCode.invalid });

/**
 * A request path pattern: starts with `/`; a single star stands for any characters within one
 * segment, a double star for any number of segments (`/api/course/**`). No spaces.
 */
export const PATH_PATTERN = /^\/[!-~]{0,254}$/;
export const pathPattern = () =>
  z.string({ error: ValidationCode.invalid }).trim().regex(PATH_PATTERN, ValidationCode.invalid);

/** A time of day `HH:mm` or `HH:mm:ss` (24-hour clock). */
export const TIME_OF_DAY = /^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$/;
export const timeOfDay = () =>
  z.string({ error: ValidationCode.invalid }).regex(TIME_OF_DAY, ValidationCode.invalid);

/** The fields block and rate rules share: who (address or range), what (path pattern, method),
 * when (a daily window, both ends or neither; the end before the start wraps midnight). */
export const ruleFields = {
  ip: blankable(ipOrRange()),
  requestUri: blankable(pathPattern()),
  requestMethod: blankable(z.enum(HTTP_METHOD, { error: ValidationCode.invalid })),
  limitStart: blankable(timeOfDay()),
  limitEnd: blankable(timeOfDay()),
  state: boolish.optional(),
  describe: blankable(maxLen(255)),
};

/** A daily window needs both ends (or neither). */
export function windowRule(
  body: { limitStart?: string | undefined; limitEnd?: string | undefined },
  ctx: z.RefinementCtx,
) {
  const start = Boolean(body.limitStart);
  const end = Boolean(body.limitEnd);
  if (start && !end) ctx.addIssue({ code: 'custom', path: ['limitEnd'], message: ValidationCode.required });
  if (end && !start) ctx.addIssue({ code: 'custom', path: ['limitStart'], message: ValidationCode.required });
}

/** What every rule row answers. */
export const ruleRowFields = {
  id: z.string(),
  /** Null: every address. */
  ip: z.string().nullable(),
  /** Null: every path. */
  requestUri: z.string().nullable(),
  /** Null: every method. */
  requestMethod: z.enum(HTTP_METHOD).nullable(),
  /** `HH:mm:ss`; null: all day. */
  limitStart: z.string().nullable(),
  limitEnd: z.string().nullable(),
  state: z.boolean(),
  describe: z.string().nullable(),
  createTime: dateTimeSchema,
  updateTime: dateTimeSchema,
};

/** The filter of both rule lists. */
export const ruleQuerySchema = z.object({
  ip: z.string().max(64).optional(),
  requestUri: z.string().max(255).optional(),
  state: boolish.optional(),
});
