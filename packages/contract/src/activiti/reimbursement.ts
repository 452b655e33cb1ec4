import { z } from 'zod';
import { enumValueSchema } from '../common/enums.ts';
import { idSchema } from '../common/formats.ts';
import { defineResource } from '../common/resource.ts';
import { blankable, boolish } from '../common/schema-helpers.ts';
import { ValidationCode, maxLen, required } from '../common/validation.ts';
import { wfRequestFields, WF_INSTANCE_STATE } from './rows.ts';

/** Kinds of expense. */
export const REIMBURSEMENT_TYPE = ['TRAVEL', 'MEALS', 'OFFICE', 'TRAINING', 'OTHER'] as const;
export type ReimbursementType = (typeof REIMBURSEMENT_TYPE)[number];
/** The tenant parameter holding the amount (in yuan, `5000` or `5000.50`) above which a
 * reimbursement also needs finance's approval (the seeded process); 5000 when not set. */
export const FINANCE_THRESHOLD_PARAM = 'WORKFLOW_FINANCE_THRESHOLD';
export const DEFAULT_FINANCE_THRESHOLD_CENTS = 500_000;
/** The most one item may cost, in cents (1,000,000.00); items per request; attachments per item. */
export const MAX_ITEM_CENTS = 100_000_000;
export const MAX_REIMBURSEMENT_ITEMS = 50;
export const MAX_ITEM_ATTACHMENTS = 10;

/** One expense: what, how much (integer cents), a remark and its receipts (attachment ids). */
export const reimbursementItemSchema = z.object({
  itemName: required(100),
  amount: z.coerce
    .number({ error: ValidationCode.invalid })
    .int(ValidationCode.invalid)
    .min(1, ValidationCode.intPositive)
    .max(MAX_ITEM_CENTS, ValidationCode.invalid),
  remark: blankable(maxLen(255)),
  attachmentIds: z
    .array(idSchema)
    .max(MAX_ITEM_ATTACHMENTS, `${ValidationCode.tooMany}:${MAX_ITEM_ATTACHMENTS}`)
    .optional(),
});
export type ReimbursementItem = z.input<typeof reimbursementItemSchema>;

/** An item as a request answers it, with its receipts' names. */
export const reimbursementItemRowSchema = z.object({
  itemName: z.string(),
  amount: z.number().int(),
  remark: z.string().nullable(),
  attachments: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })),
});

/** The total of items, in cents. */
export function reimbursementTotal(items: readonly { amount: number | string }[]): number {
  return items.reduce((sum, item) => sum + (Number(item.amount) || 0), 0);
}

/** A reimbursement request and its process (`/activiti/bizReimbursement`). Money is cents. */
export const bizReimbursementSchema = z.object({
  ...wfRequestFields,
  type: enumValueSchema(REIMBURSEMENT_TYPE),
  reason: z.string(),
  /** The total of the items. */
  amount: z.number().int(),
  items: z.array(reimbursementItemRowSchema),
});
export type BizReimbursement = z.infer<typeof bizReimbursementSchema>;

/** Ask for a reimbursement: starts the tenant's `reimbursement` process. */
export const bizReimbursementCreateSchema = z.object({
  type: z.enum(REIMBURSEMENT_TYPE, { error: ValidationCode.required }),
  reason: required(255),
  items: z
    .array(reimbursementItemSchema, { error: ValidationCode.required })
    .min(1, ValidationCode.required)
    .max(MAX_REIMBURSEMENT_ITEMS, `${ValidationCode.tooMany}:${MAX_REIMBURSEMENT_ITEMS}`),
});
export type BizReimbursementCreate = z.input<typeof bizReimbursementCreateSchema>;

export const bizReimbursementQuerySchema = z.object({
  name: z.string().max(100).optional(),
  type: z.enum(REIMBURSEMENT_TYPE).optional(),
  state: z.enum(WF_INSTANCE_STATE).optional(),
  /** Only the caller's own requests (a filter bar sends `'true'`). */
  mine: boolish.optional(),
});

/** Reimbursement requests (`/activiti/bizReimbursement`); creating one starts its process. */
export const bizReimbursementResource = defineResource({
  service: 'activiti',
  key: 'bizReimbursement',
  scope: 'tenant',
  label: ['reimbursement', 'reimbursements'],
  schemas: {
    row: bizReimbursementSchema,
    create: bizReimbursementCreateSchema,
    filter: bizReimbursementQuerySchema,
  },
  ops: ['page', 'get', 'create'],
});
