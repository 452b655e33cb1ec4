import { z } from 'zod';
import { idSchema } from '../common/formats.ts';
import { defineResource } from '../common/resource.ts';
import { boolish } from '../common/schema-helpers.ts';
import { selection } from '../common/validation.ts';
import { endpoint, envelope } from '../endpoint.ts';
import { WF_SUSPEND_STATE, wfDefinitionSchema, wfModelSchema } from './rows.ts';

/** A definition with its diagram (`GET /activiti/definition/{id}`). */
export const wfDefinitionDetailSchema = wfDefinitionSchema.extend({ xml: z.string() });
export type WfDefinitionDetail = z.infer<typeof wfDefinitionDetailSchema>;

export const wfDefinitionQuerySchema = z.object({
  name: z.string().max(50).optional(),
  key: z.string().max(50).optional(),
  suspendState: z.enum(WF_SUSPEND_STATE).optional(),
  /** Only the newest version of each key (`true` / `false` also as text, as filter bars send it). */
  latest: boolish.optional(),
});

/** Suspend (starts nothing new; running processes go on) or activate a definition. */
export const wfDefinitionStateSchema = z.object({ suspended: z.boolean() });

/** Delete definitions. With processes still running the server refuses (and says how many)
 * unless `endRunning` is true: then those processes are ended (state ENDED) first. */
export const wfDefinitionDeleteSchema = z.object({
  ids: selection(idSchema),
  endRunning: z.boolean().optional(),
});

const idParams = z.object({ id: idSchema });

/** Deployed process versions (`/activiti/definition`). */
export const wfDefinitionResource = defineResource({
  service: 'activiti',
  key: 'definition',
  scope: 'tenant',
  label: ['process definition', 'process definitions'],
  schemas: { row: wfDefinitionSchema, detail: wfDefinitionDetailSchema, filter: wfDefinitionQuerySchema },
  ops: ['page', 'get'],
  actions: ['edit', 'delete'],
}).extend((can) => ({
  definitionSetState: endpoint({
    method: 'put',
    path: '/activiti/definition/{id}/state',
    auth: 'token',
    permission: can.edit,
    summary: 'Suspend or activate a definition',
    params: idParams,
    body: wfDefinitionStateSchema,
    response: envelope(wfDefinitionSchema),
  }),
  definitionDelete: endpoint({
    method: 'post',
    path: '/activiti/definition/delete',
    auth: 'token',
    permission: can.delete,
    summary: 'Delete definitions (ending their running processes when asked)',
    body: wfDefinitionDeleteSchema,
    response: envelope(z.object({ deleted: z.number().int(), ended: z.number().int() })),
  }),
  definitionMapping: endpoint({
    method: 'post',
    path: '/activiti/definition/{id}/mapping',
    auth: 'token',
    permission: can.edit,
    summary: 'Turn a definition back into an editable model (the model of its key, made or replaced)',
    params: idParams,
    response: envelope(wfModelSchema),
  }),
}));
