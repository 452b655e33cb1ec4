import { z } from 'zod';
import { idSchema } from '../common/formats.ts';
import { defineResource } from '../common/resource.ts';
import { ipOrRange, ruleFields, ruleQuerySchema, ruleRowFields, windowRule } from './rules.ts';

/** A block rule: requests it matches are refused (403) before anything else is done. */
export const blockListSchema = z.object(ruleRowFields);
export type BlockList = z.infer<typeof blockListSchema>;

/** A block rule names the addresses it refuses (`0.0.0.0/0` and `::/0` are every one). */
const blockFields = { ...ruleFields, ip: ipOrRange() };

export const blockListCreateSchema = z.object(blockFields).superRefine(windowRule);
export type BlockListCreate = z.input<typeof blockListCreateSchema>;
export const blockListUpdateSchema = z.object({ id: idSchema, ...blockFields }).superRefine(windowRule);
export type BlockListUpdate = z.input<typeof blockListUpdateSchema>;

/** The block list (`/gateway/blockList`): platform-wide, run by the platform tenant. */
export const blockListResource = defineResource({
  service: 'gateway',
  key: 'blockList',
  scope: 'platform',
  label: ['block rule', 'block rules'],
  schemas: {
    row: blockListSchema,
    create: blockListCreateSchema,
    update: blockListUpdateSchema,
    filter: ruleQuerySchema,
  },
  ops: ['page', 'get', 'create', 'update', 'delete'],
  summaries: {
    create: 'Add a block rule (refused when it would block the platform sign-in from 127.0.0.1)',
    update: 'Change a block rule (the same refusal); every server applies it within a second',
  },
});
