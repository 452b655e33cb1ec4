import { z } from 'zod';
import { enumValueSchema } from '../common/enums.ts';
import { dateSchema, dateTimeSchema } from '../common/formats.ts';
import { defineResource } from '../common/resource.ts';
import { boolish } from '../common/schema-helpers.ts';
import { ValidationCode, required } from '../common/validation.ts';
import { wfRequestFields, WF_INSTANCE_STATE } from './rows.ts';

/** Kinds of leave. */
export const LEAVE_TYPE = ['ANNUAL', 'SICK', 'PERSONAL', 'MARRIAGE', 'MATERNITY', 'BEREAVEMENT'] as const;
export type LeaveType = (typeof LEAVE_TYPE)[number];
/** Morning or afternoon: leave starts and ends on half days. */
export const HALF_DAY = ['AM', 'PM'] as const;
export type HalfDay = (typeof HALF_DAY)[number];
/** The longest leave one request may ask for, in days. */
export const MAX_LEAVE_DAYS = 365;
/** Leave longer than this many days also needs HR's approval (the seeded process). */
export const LEAVE_HR_DAYS = 3;

const dayNumber = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return Math.round(Date.UTC(y!, m! - 1, d!) / 86_400_000);
};

/**
 * The working days (Monday to Friday) a leave takes, in half days: from the start date's morning
 * (`AM`) or afternoon (`PM`) to the end date's morning or afternoon, both included. Saturday and
 * Sunday count nothing. 0 when the end is before the start.
 */
export function leaveDays(startDate: string, startHalf: HalfDay, endDate: string, endHalf: HalfDay): number {
  const first = dayNumber(startDate);
  const last = dayNumber(endDate);
  if (!Number.isFinite(first) || !Number.isFinite(last) || last < first || last - first > MAX_LEAVE_DAYS * 2)
    return 0;
  let halves = 0;
  for (let day = first; day <= last; day++) {
    // 1970-01-01 (day 0) was a Thursday: (day + 4) % 7 is 0 on Sunday and 6 on Saturday.
    const weekday = (day + 4) % 7;
    if (weekday === 0 || weekday === 6) continue;
    halves += 2;
    if (day === first && startHalf === 'PM') halves -= 1;
    if (day === last && endHalf === 'AM') halves -= 1;
  }
  return Math.max(0, halves) / 2;
}

/** A leave request and its process (`/activiti/bizLeave`). */
export const bizLeaveSchema = z.object({
  ...wfRequestFields,
  type: enumValueSchema(LEAVE_TYPE),
  startDate: dateSchema,
  startHalf: z.enum(HALF_DAY),
  endDate: dateSchema,
  endHalf: z.enum(HALF_DAY),
  /** The leave's first and last moment (AM starts 09:00, PM 13:00; AM ends 12:00, PM 18:00). */
  startTime: dateTimeSchema,
  endTime: dateTimeSchema,
  /** Working days, in steps of 0.5. */
  days: z.number(),
  reason: z.string(),
});
export type BizLeave = z.infer<typeof bizLeaveSchema>;

/** Ask for leave: starts the tenant's `leave` process. */
export const bizLeaveCreateSchema = z
  .object({
    type: z.enum(LEAVE_TYPE, { error: ValidationCode.required }),
    startDate: z
      .string({ error: ValidationCode.required })
      .regex(/^\d{4}-\d{2}-\d{2}$/, ValidationCode.required),
    startHalf: z.enum(HALF_DAY, { error: ValidationCode.required }),
    endDate: z
      .string({ error: ValidationCode.required })
      .regex(/^\d{4}-\d{2}-\d{2}$/, ValidationCode.required),
    endHalf: z.enum(HALF_DAY, { error: ValidationCode.required }),
    reason: required(255),
  })
  .superRefine((v, ctx) => {
    if (leaveDays(v.startDate, v.startHalf, v.endDate, v.endHalf) <= 0)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: ValidationCode.invalid });
  });
export type BizLeaveCreate = z.input<typeof bizLeaveCreateSchema>;

export const bizLeaveQuerySchema = z.object({
  name: z.string().max(100).optional(),
  type: z.enum(LEAVE_TYPE).optional(),
  state: z.enum(WF_INSTANCE_STATE).optional(),
  /** Only the caller's own requests (a filter bar sends `'true'`). */
  mine: boolish.optional(),
});

/** Leave requests (`/activiti/bizLeave`); creating one starts its approval process. */
export const bizLeaveResource = defineResource({
  service: 'activiti',
  key: 'bizLeave',
  scope: 'tenant',
  label: ['leave request', 'leave requests'],
  schemas: { row: bizLeaveSchema, create: bizLeaveCreateSchema, filter: bizLeaveQuerySchema },
  ops: ['page', 'get', 'create'],
});
