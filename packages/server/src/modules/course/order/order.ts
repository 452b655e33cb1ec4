import { orderResource } from '@pocket/contract';
import type { Order } from '@pocket/contract';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import { idOf } from '../../../db/ids.ts';
import { course, courseOrder, user } from '../../../db/schema.ts';
import { blankToNull, crudModule } from '../../../lib/crud.ts';
import { scopeCondition } from '../../../lib/data-scope.ts';
import { orderOwner, userOwner } from '../../../lib/owners.ts';
import type { Column } from '../../../lib/excel.ts';
import { invalid, issue } from '../../../lib/http.ts';
import { t } from '../../../lib/i18n.ts';
import { containing } from '../../../lib/search.ts';
import { completePayment, createOrder, membershipProduct, refundOrder } from './order-service.ts';
import { moveOrder } from './order-states.ts';
import { orderAnswer, orderListing, toOrder } from './order-row.ts';

const yuan = (cents: number) => (cents / 100).toFixed(2);

const columns: Column<Order>[] = [
  { key: 'orderNo', zh: '订单号', en: 'Order number', width: 24, value: (r) => r.orderNo },
  { key: 'payNo', zh: '支付单号', en: 'Payment number', width: 28, value: (r) => r.payNo },
  { key: 'userAccount', zh: '账号', en: 'Account', value: (r) => r.userAccount },
  { key: 'userName', zh: '姓名', en: 'Name', value: (r) => r.userName },
  { key: 'name', zh: '商品', en: 'Item', width: 30, value: (r) => r.name },
  { key: 'type', zh: '类型', en: 'Type', value: (r) => r.type },
  { key: 'amount', zh: '应付（元）', en: 'Due (yuan)', value: (r) => yuan(r.amount) },
  { key: 'payAmount', zh: '实付（元）', en: 'Paid (yuan)', value: (r) => yuan(r.payAmount) },
  { key: 'payType', zh: '支付方式', en: 'Payment type', value: (r) => r.payType },
  { key: 'payStatus', zh: '状态', en: 'Status', value: (r) => r.payStatus },
  { key: 'payTime', zh: '支付时间', en: 'Paid at', width: 20, value: (r) => r.payTime },
  { key: 'createTime', zh: '下单时间', en: 'Ordered at', width: 20, value: (r) => r.createTime },
  { key: 'remark', zh: '备注', en: 'Remark', width: 30, value: (r) => r.remark },
];

/** Orders of the tenant: list, view, export; remark, close, refund, offline entry. */
export const orderModule = crudModule(orderResource).storedIn({
  table: courseOrder,
  select: orderListing,
  toRow: toOrder,
  filter: (m) => [
    m.keyword
      ? or(ilike(courseOrder.orderNo, containing(m.keyword)), ilike(courseOrder.payNo, containing(m.keyword)))
      : undefined,
    m.userId ? eq(courseOrder.userId, idOf(m.userId)) : undefined,
    m.user ? or(ilike(user.account, containing(m.user)), ilike(user.name, containing(m.user))) : undefined,
    m.type ? eq(courseOrder.type, m.type) : undefined,
    m.payType ? eq(courseOrder.payType, m.payType) : undefined,
    m.payStatus ? eq(courseOrder.payStatus, m.payStatus) : undefined,
  ],
  ranges: { createTime: courseOrder.createTime },
  sortable: { createTime: courseOrder.createTime, amount: courseOrder.amount, payTime: courseOrder.payTime },
  order: [desc(courseOrder.createTime), desc(courseOrder.id)],
  owner: orderOwner,
  columns,
  handlers: {
    async orderRemark(ctx, crud) {
      const current = await crud.stored(idOf(ctx.body.id));
      await ctx.tx
        .update(courseOrder)
        .set({ remark: blankToNull(ctx.body.remark) ?? null, updateTime: new Date() })
        .where(eq(courseOrder.id, current.id));
      return orderAnswer(ctx.tx, current.id);
    },
    async orderClose(ctx, crud) {
      const current = await crud.stored(idOf(ctx.body.id));
      const closed = await moveOrder(ctx.tx, ctx.lang, current, 'CLOSED');
      return orderAnswer(ctx.tx, closed.id);
    },
    async orderRefund(ctx, crud) {
      const current = await crud.stored(idOf(ctx.body.id));
      const refunded = await refundOrder(ctx.tx, ctx.deps, ctx.lang, current, {
        tenantCode: ctx.tenant.code,
        remark: blankToNull(ctx.body.remark),
      });
      return orderAnswer(ctx.tx, refunded.id);
    },
    async orderOffline({ tx, lang, body, auth }) {
      const userId = idOf(body.userId);
      // Only for a buyer the caller's data scope shows.
      const [buyer] = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.id, userId), scopeCondition(await auth.dataScope(), userOwner)))
        .limit(1);
      if (!buyer) throw invalid(lang, [issue(lang, ['userId'], 'invalid')]);
      let name = t(lang, 'orderRecharge');
      let bizId: bigint | null = null;
      let days: number | null = null;
      if (body.type === 'COURSE') {
        if (!body.bizId) throw invalid(lang, [issue(lang, ['bizId'], 'required')]);
        const [c] = await tx
          .select({ id: course.id, name: course.courseName })
          .from(course)
          .where(eq(course.id, idOf(body.bizId)))
          .limit(1);
        if (!c) throw invalid(lang, [issue(lang, ['bizId'], 'invalid')]);
        [name, bizId] = [c.name, c.id];
      } else if (body.type === 'MEMBERSHIP') {
        days = (await membershipProduct(tx)).days;
        name = t(lang, 'orderMembership', { days });
      }
      const order = await createOrder(tx, {
        userId,
        type: body.type,
        name,
        amount: body.amount,
        bizId,
        days,
        remark: body.remark,
        createdBy: auth.userId,
      });
      const paid = await completePayment(tx, lang, order, { payType: 'OFFLINE', payAmount: body.amount });
      return orderAnswer(tx, paid.id);
    },
  },
});
