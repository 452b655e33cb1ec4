import { ErrorCode } from '@pocket/contract';
import type { OrderType } from '@pocket/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { course, membership } from '../../../db/schema.ts';
import { ApiError } from '../../../lib/http.ts';
import { t } from '../../../lib/i18n.ts';
import type { Lang } from '../../../lib/i18n.ts';
import { changeBalance } from './balance.ts';
import type { OrderRow } from './order-states.ts';

/** What a paid order does, and how a refund undoes it; both run in the transaction that moves
 * the order. */
export type OrderEffect = {
  apply(tx: Tx, order: OrderRow, lang: Lang): Promise<void>;
  reverse(tx: Tx, order: OrderRow, lang: Lang): Promise<void>;
};

const effects = new Map<OrderType, OrderEffect>();

/** Registers the effect of an order type (the campus work registers CAMPUS_FEE). */
export function registerOrderEffect(type: OrderType, effect: OrderEffect): void {
  effects.set(type, effect);
}

/** The effect of an order's type; an order whose type has none registered cannot be paid. */
export function effectOf(order: OrderRow, lang: Lang): OrderEffect {
  const effect = effects.get(order.type as OrderType);
  if (!effect) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'orderTypeUnavailable'));
  return effect;
}

// COURSE: access follows from the PAID order itself (entitlement.ts); the count of buyers moves.
registerOrderEffect('COURSE', {
  async apply(tx, order) {
    if (order.bizId === null) return;
    await tx
      .update(course)
      .set({ countBuy: sql`${course.countBuy} + 1` })
      .where(eq(course.id, order.bizId));
  },
  async reverse(tx, order) {
    if (order.bizId === null) return;
    await tx
      .update(course)
      .set({ countBuy: sql`greatest(${course.countBuy} - 1, 0)` })
      .where(eq(course.id, order.bizId));
  },
});

// MEMBERSHIP: the membership end moves by the order's days (from now when it has lapsed).
registerOrderEffect('MEMBERSHIP', {
  async apply(tx, order) {
    if (order.userId === null) return;
    const days = order.days ?? 0;
    // One statement: concurrent purchases each add their days (no read-then-write race).
    await tx
      .insert(membership)
      .values({ userId: order.userId, endTime: sql`now() + make_interval(days => ${days}::int)` })
      .onConflictDoUpdate({
        target: [membership.tenantCode, membership.userId],
        set: {
          endTime: sql`greatest(${membership.endTime}, now()) + make_interval(days => ${days}::int)`,
          updateTime: new Date(),
        },
      });
  },
  async reverse(tx, order) {
    if (order.userId === null) return;
    await tx
      .update(membership)
      .set({
        endTime: sql`${membership.endTime} - make_interval(days => ${order.days ?? 0}::int)`,
        updateTime: new Date(),
      })
      .where(eq(membership.userId, order.userId));
  },
});

// RECHARGE: the paid amount is credited; its refund takes it back (refused when spent).
registerOrderEffect('RECHARGE', {
  async apply(tx, order, lang) {
    if (order.userId === null) return;
    await changeBalance(tx, lang, {
      userId: order.userId,
      amount: order.amount,
      type: 'RECHARGE',
      orderId: order.id,
    });
  },
  async reverse(tx, order, lang) {
    if (order.userId === null) return;
    await changeBalance(tx, lang, {
      userId: order.userId,
      amount: -order.amount,
      type: 'REFUND_RECHARGE',
      orderId: order.id,
    });
  },
});
