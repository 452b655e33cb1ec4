import { z } from 'zod';
import { dateTimeSchema } from '../common/formats.ts';
import { pageParamsSchema } from '../common/paging.ts';
import { defineResource } from '../common/resource.ts';

/** A signed-in session (tokens are never sent). */
export const onlineSchema = z.object({
  id: z.string(),
  userId: z.string(),
  account: z.string(),
  name: z.string(),
  clientId: z.string(),
  loginIp: z.string().nullable(),
  location: z.string().nullable(),
  loginTime: dateTimeSchema,
  /** When the session ends (its refresh token expires). */
  expireTime: dateTimeSchema,
  expireMillis: z.number().int(),
  /** True for the session making this request. */
  current: z.boolean(),
});
export type Online = z.infer<typeof onlineSchema>;

export const onlineQuerySchema = z.object({
  account: z.string().max(50).optional(),
  name: z.string().max(50).optional(),
});
export const onlinePageQuerySchema = pageParamsSchema(onlineQuerySchema);
export type OnlinePageQuery = z.input<typeof onlinePageQuerySchema>;

/** Live sessions of the tenant (`/authority/online`); deleting one forces it out (40008). */
export const onlineResource = defineResource({
  service: 'authority',
  key: 'online',
  scope: 'tenant',
  label: ['session', 'sessions'],
  schemas: { row: onlineSchema, filter: onlineQuerySchema },
  ops: ['page', 'delete'],
  summaries: {
    page: 'Page of live sessions of the tenant',
    delete: 'Force sessions out (JSON array of session ids); their next call answers 40008',
  },
});
