import { dashboardGroup, formatDate, formatDateTime } from '@pocket/contract';
import { count, eq, gte, sql } from 'drizzle-orm';
import { loginLog } from '../../db/schema.ts';
import { defineModule } from '../../lib/context.ts';

/** Dashboard figures from the tenant's login log. */
export const dashboardModule = defineModule(dashboardGroup.endpoints, {
  async dashboard({ tx, auth }) {
    const today = formatDate(new Date());
    const start = new Date();
    start.setDate(start.getDate() - 9);
    const firstDay = formatDate(start);
    // One statement, one scan of the tenant's log (row security scopes every part of it): the
    // six queries it was made of took a round trip each, and on the embedded database each held
    // the server's one thread while the console's first load waited for its code as well.
    const since = gte(loginLog.loginDate, firstDay);
    const mine = eq(loginLog.userId, auth.userId);
    const ofToday = eq(loginLog.loginDate, today);
    const top = (column: typeof loginLog.browser | typeof loginLog.operatingSystem) =>
      sql<[string, number][] | null>`(select json_agg(json_build_array(t.name, t.n) order by t.n desc, t.name)
        from (select coalesce(${column}, 'Other') as name, count(*)::int as n from ${loginLog}
        where ${since} group by 1 order by 2 desc, 1 limit 8) t)`;
    const [figures] = await tx
      .select({
        first: sql`min(${loginLog.createTime}) filter (where ${mine})`.mapWith(loginLog.createTime),
        last: sql`max(${loginLog.createTime}) filter (where ${mine})`.mapWith(loginLog.createTime),
        todayVisits: sql`count(*) filter (where ${ofToday})`.mapWith(Number),
        todayIps: sql`count(distinct ${loginLog.requestIp}) filter (where ${ofToday})`.mapWith(Number),
        totalVisits: count(),
        perDay: sql<[string, number][] | null>`(select json_agg(json_build_array(d.day, d.n))
          from (select ${loginLog.loginDate} as day, count(*)::int as n from ${loginLog}
          where ${since} group by 1) d)`,
        browsers: top(loginLog.browser),
        operatingSystems: top(loginLog.operatingSystem),
      })
      .from(loginLog);
    const byDate = new Map(figures?.perDay ?? []);
    const lastTenDays = Array.from({ length: 10 }, (_, i) => {
      const d = new Date(start);
      d.setDate(start.getDate() + i);
      const date = formatDate(d);
      return { date, count: byDate.get(date) ?? 0 };
    });
    const named = (rows: [string, number][] | null | undefined) =>
      (rows ?? []).map(([name, n]) => ({ name, count: n }));
    return {
      firstLoginTime: figures?.first ? formatDateTime(figures.first) : null,
      lastLoginTime: figures?.last ? formatDateTime(figures.last) : null,
      todayIp: figures?.todayIps ?? 0,
      todayVisits: figures?.todayVisits ?? 0,
      totalVisits: figures?.totalVisits ?? 0,
      lastTenDays,
      browsers: named(figures?.browsers),
      operatingSystems: named(figures?.operatingSystems),
    };
  },
});
