import { formatDateTime } from '@pocket/contract';
import type { Order, OrderType, PayStatus, PayType } from '@pocket/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import type { Beside } from '../../../lib/crud.ts';
import { courseOrder, user } from '../../../db/schema.ts';
import type { OrderRow } from './order-states.ts';

export type ListedOrder = { order: OrderRow; userName: string | null; userAccount: string | null };

/** Orders with their buyer, as lists read them. */
export const orderListing = (tx: Tx, beside: Beside = {}) =>
  tx
    .select({ order: courseOrder, userName: user.name, userAccount: user.account, ...beside })
    .from(courseOrder)
    .leftJoin(user, eq(user.id, courseOrder.userId));

const idText = (id: bigint | null) => (id === null ? null : String(id));

/** A stored order as the contract's row: the one mapping of orders. */
export const toOrder = ({ order: o, userName, userAccount }: ListedOrder): Order => ({
  id: String(o.id),
  orderNo: o.orderNo,
  userId: idText(o.userId),
  userName,
  userAccount,
  name: o.name,
  type: o.type as OrderType,
  bizId: idText(o.bizId),
  payNo: o.payNo,
  amount: o.amount,
  payAmount: o.payAmount,
  payType: o.payType as PayType | null,
  payStatus: o.payStatus as PayStatus,
  days: o.days,
  years: o.years,
  annualFee: o.annualFee,
  addr: o.addr,
  remark: o.remark,
  payTime: o.payTime ? formatDateTime(o.payTime) : null,
  createTime: formatDateTime(o.createTime),
  updateTime: formatDateTime(o.updateTime),
});

/** One order as the contract gives it. */
export async function orderAnswer(tx: Tx, id: bigint): Promise<Order> {
  const [row] = await orderListing(tx).where(eq(courseOrder.id, id)).limit(1);
  return toOrder(row!);
}
