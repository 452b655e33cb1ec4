import { z } from 'zod';
import { dateTimeSchema } from '../common/formats.ts';
import { defineGroup } from '../common/resource.ts';
import { endpoint, envelope } from '../endpoint.ts';

/** Dashboard figures for the signed-in user's tenant, from the login log. */
export const dashboardVisitSchema = z.object({
  firstLoginTime: dateTimeSchema.nullable(),
  lastLoginTime: dateTimeSchema.nullable(),
  todayIp: z.number().int(),
  todayVisits: z.number().int(),
  totalVisits: z.number().int(),
  /** One entry per day for the last 10 days, oldest first (zero-filled). */
  lastTenDays: z.array(z.object({ date: z.string(), count: z.number().int() })),
  browsers: z.array(z.object({ name: z.string(), count: z.number().int() })),
  operatingSystems: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type DashboardVisit = z.infer<typeof dashboardVisitSchema>;

/** Dashboard figures. */
export const dashboardGroup = defineGroup('dashboard', {
  dashboard: endpoint({
    method: 'get',
    path: '/authority/dashboard/visit',
    auth: 'token',
    permission: null,
    summary: "Dashboard figures of the tenant's login log",
    response: envelope(dashboardVisitSchema),
  }),
});
