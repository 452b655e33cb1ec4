import { z } from 'zod';
import {
  enumValueSchema,
  SMS_PROVIDER,
  SMS_SEND_STATUS,
  SMS_SOURCE_TYPE,
  SMS_TASK_STATUS,
} from '../common/enums.ts';
import { dateTimeSchema, idSchema } from '../common/formats.ts';
import { pageParamsSchema, pageResultSchema } from '../common/paging.ts';
import { defineResource } from '../common/resource.ts';
import { blankable, boolish } from '../common/schema-helpers.ts';
import { PHONE_PATTERN, ValidationCode, maxLen } from '../common/validation.ts';
import { endpoint, envelope } from '../endpoint.ts';

/** The most receivers one task may have (after duplicates are dropped). */
export const SMS_MAX_RECEIVERS = 1000;

/** Receivers as a person types them: numbers split by commas, semicolons, spaces or lines. */
export function splitMobiles(text: string): string[] {
  return text
    .split(/[\s,;，；、]+/)
    .map((m) => m.trim())
    .filter((m) => m !== '');
}

/**
 * The receivers of a task: each a mobile number by the spec's rule (`telNum.<i>` names a wrong
 * one), duplicates dropped, at most SMS_MAX_RECEIVERS, at least one.
 */
export const smsReceiversSchema = z
  .array(z.string({ error: ValidationCode.invalid }).trim().regex(PHONE_PATTERN, ValidationCode.phone), {
    error: ValidationCode.required,
  })
  .min(1, ValidationCode.required)
  .max(SMS_MAX_RECEIVERS * 5, `${ValidationCode.tooMany}:${SMS_MAX_RECEIVERS}`)
  .transform((list) => [...new Set(list)])
  .refine((list) => list.length <= SMS_MAX_RECEIVERS, `${ValidationCode.tooMany}:${SMS_MAX_RECEIVERS}`);

/** Values of a template's placeholders by name (checked against the template by the server). */
export const smsParamsSchema = z.record(
  z.string().max(64, ValidationCode.unknownParam),
  z.string({ error: ValidationCode.invalid }).max(200, `${ValidationCode.max}:200`),
);

/** Per-receiver counts of a task. */
export const smsTaskCountsSchema = z.object({
  total: z.number().int(),
  waiting: z.number().int(),
  success: z.number().int(),
  fail: z.number().int(),
});

/** An SMS task: one template, its filled placeholders, its receivers, sent now or at a time. */
export const smsTaskSchema = z.object({
  id: z.string(),
  templateId: z.string(),
  templateName: z.string(),
  providerType: enumValueSchema(SMS_PROVIDER),
  status: enumValueSchema(SMS_TASK_STATUS),
  sourceType: enumValueSchema(SMS_SOURCE_TYPE),
  topic: z.string().nullable(),
  telNum: z.array(z.string()),
  templateParams: z.record(z.string(), z.string()),
  /** The text as sent: the template's content with its placeholders filled. */
  content: z.string(),
  /** When it is sent; null: at once. */
  sendTime: dateTimeSchema.nullable(),
  draft: z.boolean(),
  counts: smsTaskCountsSchema,
  createTime: dateTimeSchema,
});
export type SmsTask = z.infer<typeof smsTaskSchema>;

const fields = {
  templateId: idSchema,
  topic: blankable(maxLen(255)),
  telNum: smsReceiversSchema,
  templateParams: smsParamsSchema.optional(),
  /** Blank or missing: at once; otherwise a time later than now. */
  sendTime: blankable(dateTimeSchema),
  /** Kept without sending; a draft can be changed and sent later. */
  draft: boolish.optional(),
};

/** Sending SMS: a template, the values of its placeholders, receivers, now or at a time. */
export const smsTaskCreateSchema = z.object(fields);
export type SmsTaskCreate = z.input<typeof smsTaskCreateSchema>;
/** Changing a draft (and sending it: `draft` false). */
export const smsTaskUpdateSchema = z.object({ id: idSchema, ...fields });
export type SmsTaskUpdate = z.input<typeof smsTaskUpdateSchema>;

export const smsTaskQuerySchema = z.object({
  topic: z.string().max(255).optional(),
  status: blankable(z.enum(SMS_TASK_STATUS)),
  templateId: blankable(idSchema),
  draft: boolish.optional(),
});

/** One receiver of a task and how its message went (the provider's code and reason on failure). */
export const smsSendStatusSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  telNum: z.string(),
  sendStatus: enumValueSchema(SMS_SEND_STATUS),
  /** The provider's id of the sent message. */
  bizId: z.string().nullable(),
  ext: z.string().nullable(),
  /** The provider's answer code (`OK`, `isv.BUSINESS_LIMIT_CONTROL`, …). */
  code: z.string().nullable(),
  /** The provider's reason (or ours, e.g. a per-mobile limit) when it failed. */
  message: z.string().nullable(),
  fee: z.number().int().nullable(),
  sendTime: dateTimeSchema.nullable(),
});
export type SmsSendStatusRow = z.infer<typeof smsSendStatusSchema>;

/** Receivers' statuses of one task, or of every task (e.g. where messages to a number went). */
export const smsSendStatusQuerySchema = z.object({
  taskId: blankable(idSchema),
  telNum: z.string().max(20).optional(),
  sendStatus: blankable(z.enum(SMS_SEND_STATUS)),
});

/** What the built-in outbox holds: each message as it would have left the machine. */
export const smsOutboxSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  telNum: z.string(),
  signName: z.string().nullable(),
  /** The full text: `【sign】content`. */
  content: z.string(),
  createTime: dateTimeSchema,
});
export type SmsOutbox = z.infer<typeof smsOutboxSchema>;
export const smsOutboxPageSchema = pageParamsSchema(
  z.object({ telNum: z.string().max(20).optional(), taskId: blankable(idSchema) }),
);

/** SMS tasks (`/msg/smsTask`), their per-receiver status (`/msg/smsSendStatus`) and the outbox. */
export const smsTaskResource = defineResource({
  service: 'msg',
  key: 'smsTask',
  scope: 'tenant',
  label: ['SMS task', 'SMS tasks'],
  schemas: {
    row: smsTaskSchema,
    create: smsTaskCreateSchema,
    update: smsTaskUpdateSchema,
    filter: smsTaskQuerySchema,
  },
  ops: ['page', 'get', 'create', 'update', 'delete'],
  summaries: {
    create: 'Send SMS now or at a time (or keep a draft): a template, its placeholders and receivers',
    update: 'Change a draft task, or send it (draft false)',
    delete: 'Delete tasks (a waiting one is not sent)',
  },
}).extend((can) => ({
  smsOutboxPage: endpoint({
    method: 'post',
    path: '/msg/smsTask/outbox',
    auth: 'token',
    permission: can.view,
    summary: 'The built-in outbox: what the OUTBOX provider "sent" (nothing leaves the machine)',
    body: smsOutboxPageSchema,
    response: envelope(pageResultSchema(smsOutboxSchema)),
  }),
}));

/** How each receiver of a task went (`/msg/smsSendStatus`). */
export const smsSendStatusResource = defineResource({
  service: 'msg',
  key: 'smsSendStatus',
  scope: 'tenant',
  label: ['SMS send status', 'SMS send statuses'],
  schemas: { row: smsSendStatusSchema, filter: smsSendStatusQuerySchema },
  ops: ['page'],
  summaries: { page: "Receivers of a task (or of all) and how each went (the provider's reason on failure)" },
});
