import { randomInt } from 'node:crypto';
import { ErrorCode } from '@pocket/contract';
import type { OrderType, PayType } from '@pocket/contract';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { inTenantData } from '../../../db/tenant-data.ts';
import type { DataPlaces } from '../../../db/tenant-data.ts';
import { newId } from '../../../db/ids.ts';
import { courseOrder, parameter, tenant } from '../../../db/schema.ts';
import type { Deps } from '../../../lib/context.ts';
import { ApiError } from '../../../lib/http.ts';
import { t } from '../../../lib/i18n.ts';
import type { Lang } from '../../../lib/i18n.ts';
import { changeBalance } from './balance.ts';
import { effectOf } from './order-effects.ts';
import { mayMove, moveOrder, refusedMove } from './order-states.ts';
import type { OrderRow } from './order-states.ts';
import { providerOf } from './payment.ts';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const stamp = (d = new Date()) =>
  `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** An order number people can read: the time it was made and random digits (20 characters). */
export const newOrderNo = () => `${stamp()}${digits(6)}`;
/** A payment attempt's number: one per attempt, never reused (26 characters). */
export const newPayNo = () => `P${stamp()}${digits(11)}`;

/** How long an unpaid order waits for its payment before it closes itself. */
export const UNPAID_TTL_MS = 30 * 60_000;

/** The tenant's membership product: the parameters `membership_price` (cents) and
 * `membership_days`, else 9900 cents for 365 days. */
export async function membershipProduct(tx: Tx): Promise<{ price: number; days: number }> {
  const rows = await tx
    .select({ key: parameter.key, value: parameter.value })
    .from(parameter)
    .where(and(inArray(parameter.key, ['membership_price', 'membership_days']), eq(parameter.state, true)));
  const read = (key: string, fallback: number) => {
    const value = Number(rows.find((r) => r.key === key)?.value);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return { price: read('membership_price', 9900), days: read('membership_days', 365) };
}

export type NewOrder = {
  userId: bigint;
  type: OrderType;
  name: string;
  amount: number;
  bizId?: bigint | null;
  days?: number | null;
  years?: number | null;
  annualFee?: number | null;
  addr?: string | null;
  remark?: string | null;
  createdBy?: bigint | null;
};

/** Stores a new UNPAID order. */
export async function createOrder(tx: Tx, order: NewOrder): Promise<OrderRow> {
  const [row] = await tx
    .insert(courseOrder)
    .values({
      id: newId(),
      orderNo: newOrderNo(),
      userId: order.userId,
      type: order.type,
      name: order.name,
      amount: order.amount,
      bizId: order.bizId ?? null,
      days: order.days ?? null,
      years: order.years ?? null,
      annualFee: order.annualFee ?? null,
      addr: order.addr ?? null,
      remark: order.remark ?? null,
      createdBy: order.createdBy ?? null,
    })
    .returning();
  return row!;
}

/** Marks an order paid (UNPAID → PAID) and applies its effect, in one transaction. */
export async function completePayment(
  tx: Tx,
  lang: Lang,
  order: OrderRow,
  payment: { payType: PayType; payAmount: number },
): Promise<OrderRow> {
  const effect = effectOf(order, lang);
  const paid = await moveOrder(tx, lang, order, 'PAID', {
    payType: payment.payType,
    payAmount: payment.payAmount,
    payTime: new Date(),
  });
  await effect.apply(tx, paid, lang);
  return paid;
}

/** Starts a payment attempt: a new payNo; a FAILED order goes back to UNPAID (its retry). */
export async function newAttempt(tx: Tx, lang: Lang, order: OrderRow, payType: PayType): Promise<OrderRow> {
  if (order.payStatus === 'FAILED')
    return moveOrder(tx, lang, order, 'UNPAID', { payNo: newPayNo(), payType });
  if (order.payStatus !== 'UNPAID') throw refusedMove(lang, order.payStatus as never, 'PAID');
  const [row] = await tx
    .update(courseOrder)
    .set({ payNo: newPayNo(), payType, updateTime: new Date() })
    .where(and(eq(courseOrder.id, order.id), eq(courseOrder.payStatus, 'UNPAID')))
    .returning();
  if (!row) throw refusedMove(lang, 'UNPAID', 'PAID');
  return row;
}

/** Pays an order from the buyer's balance at once (a recharge cannot be paid with the balance). */
export async function payWithBalance(tx: Tx, lang: Lang, order: OrderRow): Promise<OrderRow> {
  if (order.type === 'RECHARGE') throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'rechargeByBalance'));
  const attempt = await newAttempt(tx, lang, order, 'BALANCE');
  const paid = await completePayment(tx, lang, attempt, { payType: 'BALANCE', payAmount: attempt.amount });
  await changeBalance(tx, lang, {
    userId: order.userId!,
    amount: -paid.amount,
    type: 'PAY',
    orderId: paid.id,
  });
  return paid;
}

/** Refunds a paid order in full: PAID → REFUNDING, its effect reversed, the money returned (to
 * the balance, or through its provider), → REFUNDED; all or nothing. */
export async function refundOrder(
  tx: Tx,
  deps: Pick<Deps, 'secret'>,
  lang: Lang,
  order: OrderRow,
  refund: { tenantCode: string; remark?: string | null | undefined },
): Promise<OrderRow> {
  const { tenantCode, remark } = refund;
  const effect = effectOf(order, lang);
  const refunding = await moveOrder(tx, lang, order, 'REFUNDING', remark ? { remark } : {});
  await effect.reverse(tx, refunding, lang);
  if (refunding.payType === 'BALANCE' && refunding.userId !== null) {
    await changeBalance(tx, lang, {
      userId: refunding.userId,
      amount: refunding.payAmount,
      type: 'REFUND',
      orderId: refunding.id,
    });
  }
  const provider = providerOf(refunding.payType);
  if (provider && refunding.payNo) {
    await provider.refund(deps, {
      tenant: tenantCode,
      payNo: refunding.payNo,
      amount: refunding.payAmount,
      name: refunding.name,
      back: '',
    });
  }
  return moveOrder(tx, lang, refunding, 'REFUNDED');
}

/** Closes the unpaid orders of every tenant older than UNPAID_TTL_MS; answers how many. Each
 * tenant in its own transaction, as the app role (row-level security holds). */
export async function closeExpiredOrders(places: DataPlaces, now = new Date()): Promise<number> {
  if (!mayMove('UNPAID', 'CLOSED')) return 0;
  const tenants = await places.db.select({ code: tenant.code }).from(tenant);
  let closed = 0;
  for (const { code } of tenants) {
    // Wherever its rows live (the main database or its datasource).
    closed += await inTenantData(places, code, async (tx) => {
      const rows = await tx
        .update(courseOrder)
        .set({ payStatus: 'CLOSED', updateTime: now })
        .where(
          and(
            eq(courseOrder.payStatus, 'UNPAID'),
            lt(courseOrder.createTime, new Date(now.getTime() - UNPAID_TTL_MS)),
          ),
        )
        .returning({ id: courseOrder.id });
      return rows.length;
    });
  }
  return closed;
}

/**
 * The scheduled close of unpaid orders: one sweep at start-up (orders that expired while no
 * server ran), then one every `everyMs`. The state is all in the database, so it survives a
 * restart and any number of instances may sweep. Answers the function that stops it.
 */
export function scheduleOrderSweep(places: DataPlaces, everyMs = 60_000): () => void {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = running
      .then(() => closeExpiredOrders(places))
      .catch((error: unknown) => console.warn(`Closing expired orders failed: ${String(error)}`));
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
