import { z } from 'zod';
import { POSITION_STATUS } from '../common/enums.ts';
import { idSchema } from '../common/formats.ts';
import { defineResource } from '../common/resource.ts';
import { blankable, boolish } from '../common/schema-helpers.ts';
import { ValidationCode, maxLen, selection, SELECTION_LIMIT } from '../common/validation.ts';
import { endpoint, envelope } from '../endpoint.ts';
import {
  userCheckQuerySchema,
  userCreateSchema,
  userResetResultSchema,
  userResetSchema,
  userSchema,
  userUpdateSchema,
} from '../authority/user.ts';

/** A worker: a user of type WORKER (tenant staff) with station, campuses and lecturer data. */
export const workerSchema = userSchema.extend({
  stationName: z.string().nullable(),
  isLecturer: z.boolean(),
  /** The lecturer's introduction. */
  introduce: z.string().nullable(),
  campusIds: z.array(z.string()),
  campusNames: z.array(z.string()),
});
export type Worker = z.infer<typeof workerSchema>;

const workerFields = {
  // Required by the form; an imported sheet may leave it empty.
  orgId: blankable(idSchema),
  isLecturer: boolish.optional(),
  introduce: blankable(maxLen(1000)),
  campusIds: z.array(idSchema).max(SELECTION_LIMIT, ValidationCode.invalid).optional(),
};
/** Creating a worker: a user inside an organisation, with its worker fields. */
export const workerCreateSchema = userCreateSchema.extend(workerFields);
export type WorkerCreate = z.input<typeof workerCreateSchema>;
export const workerUpdateSchema = userUpdateSchema.extend(workerFields);
export type WorkerUpdate = z.input<typeof workerUpdateSchema>;

export const workerQuerySchema = z.object({
  name: z.string().max(50).optional(),
  mobile: z.string().max(20).optional(),
  orgId: blankable(idSchema),
  stationId: blankable(idSchema),
  campusId: blankable(idSchema),
  positionStatus: blankable(z.enum(POSITION_STATUS, { error: ValidationCode.invalid })),
  isLecturer: boolish.optional(),
  state: boolish.optional(),
});

/** `POST /course/worker/state`: enable or disable the selected workers. */
export const workerStateSchema = z.object({
  ids: selection(idSchema),
  state: z.boolean({ error: ValidationCode.required }),
});

/** Workers (`/course/worker`): the tenant's staff accounts. */
export const workerResource = defineResource({
  service: 'course',
  key: 'worker',
  scope: 'tenant',
  label: ['worker', 'workers'],
  schemas: {
    row: workerSchema,
    create: workerCreateSchema,
    update: workerUpdateSchema,
    filter: workerQuerySchema,
    check: userCheckQuerySchema,
  },
  ops: ['get', 'page', 'check', 'create', 'update', 'delete', 'export', 'preview', 'import'],
  actions: ['reset'],
  summaries: {
    check: 'True when the account is already taken by any user of the tenant (id excludes that user)',
    create: 'Create a worker (user type WORKER) inside an organisation',
    delete: 'Delete workers (never yourself)',
  },
}).extend((can) => ({
  workerState: endpoint({
    method: 'post',
    path: '/course/worker/state',
    auth: 'token',
    permission: can.edit,
    summary: 'Enable or disable workers (never yourself)',
    body: workerStateSchema,
    response: envelope(z.object({ count: z.number().int() })),
  }),
  workerReset: endpoint({
    method: 'post',
    path: '/course/worker/reset',
    auth: 'token',
    permission: can.reset,
    summary: "Reset workers' passwords to the tenant's initial password (announced in the answer)",
    body: userResetSchema,
    response: envelope(userResetResultSchema),
  }),
}));
