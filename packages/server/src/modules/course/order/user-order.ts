import { matchAny } from '../../../lib/crud.ts';
import {
  courseMediaPath,
  courseResource,
  ErrorCode,
  formatDateTime,
  toPage,
  userOrderGroup,
} from '@pocket/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { idOf } from '../../../db/ids.ts';
import { rowCount } from '../../../db/page-window.ts';
import { course, courseOrder, membership } from '../../../db/schema.ts';
import { defineModule } from '../../../lib/context.ts';
import type { HandlerCtx } from '../../../lib/context.ts';
import { ApiError, invalid, issue } from '../../../lib/http.ts';
import { t } from '../../../lib/i18n.ts';
import type { Lang } from '../../../lib/i18n.ts';
import { mayWatch } from '../entitlement.ts';
import type { Tx } from '../../../db/client.ts';
import { signedMediaQuery } from './media-signing.ts';
import { createOrder, membershipProduct, newAttempt, payWithBalance } from './order-service.ts';
import { moveOrder } from './order-states.ts';
import { orderAnswer, orderListing, toOrder } from './order-row.ts';
import { providerOf } from './payment.ts';

type E = typeof userOrderGroup.endpoints;

/** One of the caller's own orders (404 for anybody else's). */
async function ownOrder(tx: Tx, lang: Lang, userId: bigint, id: string) {
  const [row] = await tx
    .select()
    .from(courseOrder)
    .where(and(eq(courseOrder.id, idOf(id)), eq(courseOrder.userId, userId)))
    .limit(1);
  if (!row) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
  return row;
}

/** The course a user may buy: on sale, enabled, not free, not already theirs. */
async function buyableCourse(ctx: HandlerCtx<E['userOrderCreate']>, bizId: string | undefined) {
  const { tx, lang, auth } = ctx;
  if (!bizId) throw invalid(lang, [issue(lang, ['bizId'], 'required')]);
  const [c] = await tx
    .select()
    .from(course)
    .where(eq(course.id, idOf(bizId)))
    .limit(1);
  if (!c || !c.isPutaway || !c.statusId) throw invalid(lang, [issue(lang, ['bizId'], 'invalid')]);
  if (c.price === 0) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'courseIsFree'));
  if (await mayWatch(tx, c, { userId: auth.userId }))
    throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'courseAlreadyYours'));
  return c;
}

/** The signed-in user's orders, balance payments and membership. */
export const userOrderModule = defineModule(userOrderGroup.endpoints, {
  async userOrderPage({ tx, body, auth, lang }) {
    const where = and(
      eq(courseOrder.userId, auth.userId),
      await matchAny(lang, body.model, (m) => [
        m.type ? eq(courseOrder.type, m.type) : undefined,
        m.payStatus ? eq(courseOrder.payStatus, m.payStatus) : undefined,
      ]),
    );
    const [total] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(courseOrder)
      .where(where);
    const rows = await orderListing(tx)
      .where(where)
      .orderBy(
        body.order === 'ascending' ? asc(courseOrder.createTime) : desc(courseOrder.createTime),
        desc(courseOrder.id),
      )
      .limit(rowCount(body.size))
      .offset(rowCount((body.current - 1) * body.size));
    return toPage(rows.map(toOrder), Number(total?.n ?? 0), body.size, body.current);
  },

  async userOrderCreate(ctx) {
    const { tx, lang, body, auth } = ctx;
    if (body.type === 'COURSE') {
      const c = await buyableCourse(ctx, body.bizId);
      // An unpaid order for the course is answered again rather than doubled.
      const [open] = await tx
        .select({ id: courseOrder.id })
        .from(courseOrder)
        .where(
          and(
            eq(courseOrder.userId, auth.userId),
            eq(courseOrder.type, 'COURSE'),
            eq(courseOrder.bizId, c.id),
            eq(courseOrder.payStatus, 'UNPAID'),
          ),
        )
        .limit(1);
      if (open) return orderAnswer(tx, open.id);
      const order = await createOrder(tx, {
        userId: auth.userId,
        type: 'COURSE',
        name: c.courseName,
        amount: c.price,
        bizId: c.id,
        createdBy: auth.userId,
      });
      return orderAnswer(tx, order.id);
    }
    if (body.type === 'MEMBERSHIP') {
      const { price, days } = await membershipProduct(tx);
      const order = await createOrder(tx, {
        userId: auth.userId,
        type: 'MEMBERSHIP',
        name: t(lang, 'orderMembership', { days }),
        amount: price,
        days,
        createdBy: auth.userId,
      });
      return orderAnswer(tx, order.id);
    }
    if (body.amount === undefined) throw invalid(lang, [issue(lang, ['amount'], 'required')]);
    const order = await createOrder(tx, {
      userId: auth.userId,
      type: 'RECHARGE',
      name: t(lang, 'orderRecharge'),
      amount: body.amount,
      createdBy: auth.userId,
    });
    return orderAnswer(tx, order.id);
  },

  async userOrderPay({ tx, deps, lang, body, auth, tenant }) {
    const order = await ownOrder(tx, lang, auth.userId, body.id);
    if (body.payType === 'BALANCE') {
      const paid = await payWithBalance(tx, lang, order);
      return { order: await orderAnswer(tx, paid.id), payUrl: null };
    }
    const attempt = await newAttempt(tx, lang, order, body.payType);
    const provider = providerOf(body.payType)!;
    const { payUrl } = await provider.start(deps, {
      tenant: tenant.code,
      payNo: attempt.payNo!,
      amount: attempt.amount,
      name: attempt.name,
      back: body.back ?? '/',
    });
    return { order: await orderAnswer(tx, attempt.id), payUrl };
  },

  async userOrderClose({ tx, lang, body, auth }) {
    const order = await ownOrder(tx, lang, auth.userId, body.id);
    const closed = await moveOrder(tx, lang, order, 'CLOSED');
    return orderAnswer(tx, closed.id);
  },

  async userOrderMembership({ tx, auth }) {
    const product = await membershipProduct(tx);
    const [row] = await tx.select().from(membership).where(eq(membership.userId, auth.userId)).limit(1);
    return {
      ...product,
      membershipEnd: row ? formatDateTime(row.endTime) : null,
      active: !!row && row.endTime.getTime() > Date.now(),
    };
  },

  async userOrderMediaUrl({ tx, deps, lang, params, auth, tenant }) {
    const [c] = await tx
      .select()
      .from(course)
      .where(eq(course.id, idOf(params.courseId)))
      .limit(1);
    const staff = (await auth.permissions()).has(courseResource.permissions.view);
    if (!c || (!staff && !(c.isPutaway && c.statusId)))
      throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
    if (!staff && params.kind !== 'trial' && !(await mayWatch(tx, c, { userId: auth.userId })))
      throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'mediaNotEntitled'), 403);
    const signed = await signedMediaQuery(deps, {
      tenant: tenant.code,
      courseId: params.courseId,
      kind: params.kind,
      userId: String(auth.userId),
    });
    return {
      url: `/api${courseMediaPath(params.courseId, params.kind)}?${signed.query}`,
      expireMillis: signed.exp,
    };
  },
});
