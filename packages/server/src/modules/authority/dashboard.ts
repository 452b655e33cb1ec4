import { dashboardGroup, formatDate, formatDateTime } from '@pocket/contract';
import { and, count, countDistinct, desc, eq, gte, min, max, sql } from 'drizzle-orm';
import { loginLog } from '../../db/schema.ts';
import { defineModule } from '../../lib/context.ts';

/** Dashboard figures from the tenant's login log. */
export const dashboardModule = defineModule(dashboardGroup.endpoints, {
  async dashboard({ tx, auth }) {
    const today = formatDate(new Date());
    const start = new Date();
    start.setDate(start.getDate() - 9);
    const firstDay = formatDate(start);
    const [mine] = await tx
      .select({ first: min(loginLog.createTime), last: max(loginLog.createTime) })
      .from(loginLog)
      .where(eq(loginLog.userId, auth.userId));
    const [todayRow] = await tx
      .select({ visits: count(), ips: countDistinct(loginLog.requestIp) })
      .from(loginLog)
      .where(eq(loginLog.loginDate, today));
    const [total] = await tx.select({ visits: count() }).from(loginLog);
    const perDay = await tx
      .select({ date: loginLog.loginDate, count: count() })
      .from(loginLog)
      .where(gte(loginLog.loginDate, firstDay))
      .groupBy(loginLog.loginDate);
    const byDate = new Map(perDay.map((r) => [r.date, Number(r.count)]));
    const lastTenDays = Array.from({ length: 10 }, (_, i) => {
      const d = new Date(start);
      d.setDate(start.getDate() + i);
      const date = formatDate(d);
      return { date, count: byDate.get(date) ?? 0 };
    });
    const top = async (column: typeof loginLog.browser | typeof loginLog.operatingSystem) => {
      const rows = await tx
        .select({ name: sql<string>`coalesce(${column}, 'Other')`, count: count() })
        .from(loginLog)
        .where(and(gte(loginLog.loginDate, firstDay)))
        .groupBy(sql`coalesce(${column}, 'Other')`)
        .orderBy(desc(count()))
        .limit(8);
      return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
    };
    return {
      firstLoginTime: mine?.first ? formatDateTime(mine.first) : null,
      lastLoginTime: mine?.last ? formatDateTime(mine.last) : null,
      todayIp: Number(todayRow?.ips ?? 0),
      todayVisits: Number(todayRow?.visits ?? 0),
      totalVisits: Number(total?.visits ?? 0),
      lastTenDays,
      browsers: await top(loginLog.browser),
      operatingSystems: await top(loginLog.operatingSystem),
    };
  },
});
