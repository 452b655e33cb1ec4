import { accountGroup, formatDateTime, toPage } from '@pocket/contract';
import type { LedgerType } from '@pocket/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { rowCount } from '../../../db/page-window.ts';
import { account, accountLedger, courseOrder } from '../../../db/schema.ts';
import { defineModule } from '../../../lib/context.ts';

/** The signed-in user's balance and ledger. */
export const accountModule = defineModule(accountGroup.endpoints, {
  async accountMe({ tx, auth }) {
    const [row] = await tx.select().from(account).where(eq(account.userId, auth.userId)).limit(1);
    return { available: row?.available ?? 0, frozen: row?.frozen ?? 0 };
  },

  async accountLedger({ tx, body, auth }) {
    const where = eq(accountLedger.userId, auth.userId);
    const [total] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(accountLedger)
      .where(where);
    const rows = await tx
      .select({ ledger: accountLedger, orderNo: courseOrder.orderNo })
      .from(accountLedger)
      .leftJoin(courseOrder, eq(courseOrder.id, accountLedger.orderId))
      .where(where)
      .orderBy(desc(accountLedger.createTime), desc(accountLedger.id))
      .limit(rowCount(body.size))
      .offset(rowCount((body.current - 1) * body.size));
    return toPage(
      rows.map(({ ledger: l, orderNo }) => ({
        id: String(l.id),
        type: l.type as LedgerType,
        amount: l.amount,
        balanceAfter: l.balanceAfter,
        orderId: l.orderId === null ? null : String(l.orderId),
        orderNo,
        createTime: formatDateTime(l.createTime),
      })),
      Number(total?.n ?? 0),
      body.size,
      body.current,
    );
  },
});
