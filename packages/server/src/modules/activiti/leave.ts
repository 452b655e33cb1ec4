import { bizLeaveResource, leaveDays } from '@pocket/contract';
import type { BizLeave, LeaveType } from '@pocket/contract';
import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { bizLeave, wfInstance } from '../../db/schema.ts';
import { crudModule, type Beside } from '../../lib/crud.ts';
import { invalid, issue } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import { wfValue } from './labels.ts';
import { requestFacts, requestFilter } from './requests.ts';
import { startProcess } from './runtime.ts';

/** The process a leave request starts. */
export const LEAVE_KEY = 'leave';

/** A date that exists (`2026-02-30` does not). */
const realDate = (value: string) => {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
};

const listing = (tx: Tx, beside: Beside) =>
  tx
    .select({ leave: bizLeave, ...beside })
    .from(bizLeave)
    .innerJoin(wfInstance, eq(wfInstance.id, bizLeave.instanceId));

/** Leave requests: creating one computes its working days and starts the `leave` process with
 * the variable `days` (the seeded process asks HR too above three days). */
export const bizLeaveModule = crudModule(bizLeaveResource).storedIn({
  table: bizLeave,
  select: listing,
  async toRows(rows, ctx) {
    const facts = await requestFacts(
      ctx.tx,
      ctx.lang,
      rows.map((r) => r.leave.instanceId),
    );
    return rows.map(({ leave: l }): BizLeave => ({
      ...facts.get(l.instanceId)!,
      id: String(l.id),
      type: wfValue(ctx.lang, 'leaveType', l.type as LeaveType),
      startDate: l.startDate,
      startHalf: l.startHalf as 'AM' | 'PM',
      endDate: l.endDate,
      endHalf: l.endHalf as 'AM' | 'PM',
      startTime: `${l.startDate} ${l.startHalf === 'AM' ? '09' : '13'}:00:00`,
      endTime: `${l.endDate} ${l.endHalf === 'AM' ? '12' : '18'}:00:00`,
      days: l.days,
      reason: l.reason,
    }));
  },
  filter: (m, ctx) => [
    ...requestFilter(m, ctx, bizLeave.startUserId),
    m.type ? eq(bizLeave.type, m.type) : undefined,
  ],
  order: [desc(bizLeave.createTime), desc(bizLeave.id)],
  handlers: {
    async bizLeaveCreate(ctx, crud) {
      const b = ctx.body;
      const wrong = (['startDate', 'endDate'] as const).filter((f) => !realDate(b[f]));
      if (wrong.length)
        throw invalid(
          ctx.lang,
          wrong.map((f) => issue(ctx.lang, [f], 'invalid')),
        );
      const days = leaveDays(b.startDate, b.startHalf, b.endDate, b.endHalf);
      const id = newId();
      const instanceId = await startProcess(ctx, {
        key: LEAVE_KEY,
        bizType: 'LEAVE',
        bizId: id,
        title: t(ctx.lang, 'wfLeaveTitle', { name: ctx.auth.name }),
        variables: { days, leaveType: b.type },
      });
      await ctx.tx.insert(bizLeave).values({
        id,
        instanceId,
        startUserId: ctx.auth.userId,
        type: b.type,
        startDate: b.startDate,
        startHalf: b.startHalf,
        endDate: b.endDate,
        endHalf: b.endHalf,
        days,
        reason: b.reason,
      });
      return crud.get(id);
    },
  },
});
