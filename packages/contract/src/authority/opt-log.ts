import { z } from 'zod';
import { dateSchema, dateTimeSchema } from '../common/formats.ts';
import { defineResource } from '../common/resource.ts';
import { blankable } from '../common/schema-helpers.ts';
import { endpoint, envelope } from '../endpoint.ts';

/** One write of the API (POST, PUT, DELETE), recorded by construction for every route: who, when,
 * what, its parameters (secrets masked), its result and how long it took. */
export const optLogSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  requestIp: z.string().nullable(),
  /** OPT for an answered call, EX for a refused or failed one. */
  type: z.enum(['OPT', 'EX']),
  /** The endpoint's summary. */
  description: z.string().nullable(),
  /** The module (the endpoint's resource or group). */
  classPath: z.string().nullable(),
  /** The endpoint's name. */
  actionMethod: z.string().nullable(),
  requestUri: z.string(),
  httpMethod: z.string(),
  params: z.string().nullable(),
  result: z.string().nullable(),
  status: z.number().int(),
  exDesc: z.string().nullable(),
  consumingTime: z.number().int(),
  startTime: dateTimeSchema,
  finishTime: dateTimeSchema,
  ua: z.string().nullable(),
});
export type OptLog = z.infer<typeof optLogSchema>;

/** Filters of the operation log (extra: `startTime_st`, `startTime_ed`). */
export const optLogQuerySchema = z.object({
  userName: z.string().max(50).optional(),
  description: z.string().max(100).optional(),
  requestUri: z.string().max(200).optional(),
  httpMethod: blankable(z.enum(['POST', 'PUT', 'DELETE'])),
  type: blankable(z.enum(['OPT', 'EX'])),
  requestIp: z.string().max(64).optional(),
});

/** `DELETE /authority/optLog/clear`: every row before a date (exclusive). */
export const optLogClearSchema = z.object({ before: dateSchema });

/** The operation log (`/authority/optLog`): list with filters, detail, export, delete, clear by date. */
export const optLogResource = defineResource({
  service: 'authority',
  key: 'optLog',
  scope: 'tenant',
  label: ['operation', 'operations'],
  schemas: { row: optLogSchema, filter: optLogQuerySchema },
  ops: ['page', 'get', 'delete', 'export'],
  summaries: {
    page: 'Page of the writes of the tenant, newest first',
    delete: 'Delete log rows (JSON array of ids)',
    export: 'Operations matching the page filters as xlsx',
  },
}).extend((can) => ({
  optLogClear: endpoint({
    method: 'delete',
    path: '/authority/optLog/clear',
    auth: 'token',
    permission: can.delete,
    summary: 'Delete every operation logged before a date',
    body: optLogClearSchema,
    response: envelope(z.object({ deleted: z.number().int() })),
  }),
}));
