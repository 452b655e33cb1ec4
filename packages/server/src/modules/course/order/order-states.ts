import { ErrorCode } from '@pocket/contract';
import type { PayStatus } from '@pocket/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { courseOrder } from '../../../db/schema.ts';
import { ApiError } from '../../../lib/http.ts';
import { t } from '../../../lib/i18n.ts';
import type { Lang } from '../../../lib/i18n.ts';

export type OrderRow = typeof courseOrder.$inferSelect;

/**
 * The order state machine (course-domain.md "States"), the one place that says which status may
 * follow which: UNPAID → PAID | FAILED | CLOSED; FAILED → UNPAID (a retry, new payNo) | CLOSED;
 * PAID → REFUNDING → REFUNDED. CLOSED and REFUNDED are final.
 */
export const TRANSITIONS: Readonly<Record<PayStatus, readonly PayStatus[]>> = {
  UNPAID: ['PAID', 'FAILED', 'CLOSED'],
  FAILED: ['UNPAID', 'CLOSED'],
  PAID: ['REFUNDING'],
  REFUNDING: ['REFUNDED'],
  CLOSED: [],
  REFUNDED: [],
};

export const mayMove = (from: PayStatus, to: PayStatus) => TRANSITIONS[from].includes(to);

/** The refusal of a move the table does not allow, naming both states in the user's language. */
export function refusedMove(lang: Lang, from: PayStatus, to: PayStatus): ApiError {
  return new ApiError(
    ErrorCode.OPERATION_FAILED,
    t(lang, 'orderMoveRefused', { from: statusName(lang, from), to: statusName(lang, to) }),
    200,
    { from, to },
  );
}

const STATUS_NAMES: Record<PayStatus, readonly [string, string]> = {
  UNPAID: ['待支付', 'unpaid'],
  PAID: ['已支付', 'paid'],
  FAILED: ['支付失败', 'failed'],
  CLOSED: ['已关闭', 'closed'],
  REFUNDING: ['退款中', 'refunding'],
  REFUNDED: ['已退款', 'refunded'],
};
export const statusName = (lang: Lang, s: PayStatus) => STATUS_NAMES[s][lang === 'en' ? 1 : 0];

/**
 * Moves an order from the status it was read in to `to`, with `set` beside. The update is
 * conditional on the status it was read in, so two requests racing on one order (a replayed
 * notification, a double click) move it once: the loser is refused as the table refuses it.
 */
export async function moveOrder(
  tx: Tx,
  lang: Lang,
  order: OrderRow,
  to: PayStatus,
  set: Partial<typeof courseOrder.$inferInsert> = {},
): Promise<OrderRow> {
  const from = order.payStatus as PayStatus;
  if (!mayMove(from, to)) throw refusedMove(lang, from, to);
  const [moved] = await tx
    .update(courseOrder)
    .set({ ...set, payStatus: to, updateTime: new Date() })
    .where(and(eq(courseOrder.id, order.id), eq(courseOrder.payStatus, from)))
    .returning();
  if (!moved) {
    const [now] = await tx.select().from(courseOrder).where(eq(courseOrder.id, order.id));
    throw refusedMove(lang, (now?.payStatus ?? from) as PayStatus, to);
  }
  return moved;
}
