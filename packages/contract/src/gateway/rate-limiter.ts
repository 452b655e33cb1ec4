import { z } from 'zod';
import { RATE_LIMIT_BY, enumValueSchema } from '../common/enums.ts';
import { idSchema } from '../common/formats.ts';
import { defineResource } from '../common/resource.ts';
import { ValidationCode, intPositive } from '../common/validation.ts';
import { ruleFields, ruleQuerySchema, ruleRowFields, windowRule } from './rules.ts';

/** The longest counting interval: one day. */
export const MAX_INTERVAL_SEC = 86_400;

/** A rate rule: at most `count` matching requests per `intervalSec` per address or per user;
 * the next one is answered 429 with `Retry-After`. */
export const rateLimiterSchema = z.object({
  ...ruleRowFields,
  count: z.number().int(),
  intervalSec: z.number().int(),
  limitBy: enumValueSchema(RATE_LIMIT_BY),
});
export type RateLimiter = z.infer<typeof rateLimiterSchema>;

const rateFields = {
  ...ruleFields,
  count: intPositive().max(1_000_000, ValidationCode.invalid),
  intervalSec: intPositive().max(MAX_INTERVAL_SEC, ValidationCode.invalid),
  limitBy: z.enum(RATE_LIMIT_BY, { error: ValidationCode.invalid }).optional(),
};
export const rateLimiterCreateSchema = z.object(rateFields).superRefine(windowRule);
export type RateLimiterCreate = z.input<typeof rateLimiterCreateSchema>;
export const rateLimiterUpdateSchema = z.object({ id: idSchema, ...rateFields }).superRefine(windowRule);
export type RateLimiterUpdate = z.input<typeof rateLimiterUpdateSchema>;

/** The rate limiter (`/gateway/rateLimiter`): platform-wide, run by the platform tenant. */
export const rateLimiterResource = defineResource({
  service: 'gateway',
  key: 'rateLimiter',
  scope: 'platform',
  label: ['rate rule', 'rate rules'],
  schemas: {
    row: rateLimiterSchema,
    create: rateLimiterCreateSchema,
    update: rateLimiterUpdateSchema,
    filter: ruleQuerySchema,
  },
  ops: ['page', 'get', 'create', 'update', 'delete'],
  summaries: {
    create: 'Add a rate rule (refused when it would stop the platform sign-in from 127.0.0.1)',
    update: 'Change a rate rule (the same refusal); every server applies it within a second',
  },
});
