import { z } from 'zod';
import { dateSchema, dateTimeSchema } from '../common/formats.ts';
import { pageParamsSchema } from '../common/paging.ts';
import { defineResource } from '../common/resource.ts';

/** One sign-in of the tenant's login log (written by every successful sign-in). */
export const loginLogSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  account: z.string().nullable(),
  requestIp: z.string().nullable(),
  description: z.string().nullable(),
  loginDate: dateSchema,
  ua: z.string().nullable(),
  browser: z.string().nullable(),
  browserVersion: z.string().nullable(),
  operatingSystem: z.string().nullable(),
  location: z.string().nullable(),
  createTime: dateTimeSchema,
});
export type LoginLog = z.infer<typeof loginLogSchema>;

/** Filters of the login log (extra: `createTime_st`, `createTime_ed`). */
export const loginLogQuerySchema = z.object({
  account: z.string().max(50).optional(),
  userName: z.string().max(50).optional(),
  requestIp: z.string().max(50).optional(),
});
export const loginLogPageQuerySchema = pageParamsSchema(loginLogQuerySchema);
export type LoginLogPageQuery = z.input<typeof loginLogPageQuerySchema>;

/** Sign-ins of the tenant (`/authority/loginLog`): page, delete, export. */
export const loginLogResource = defineResource({
  service: 'authority',
  key: 'loginLog',
  scope: 'tenant',
  label: ['sign-in', 'sign-ins'],
  schemas: { row: loginLogSchema, filter: loginLogQuerySchema },
  ops: ['page', 'delete', 'export'],
  summaries: {
    page: 'Page of sign-ins of the tenant, newest first',
    delete: 'Delete log rows (JSON array of ids)',
    export: 'Sign-ins matching the page filters as xlsx',
  },
});
