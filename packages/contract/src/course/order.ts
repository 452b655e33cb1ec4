import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../common/formats.ts';
import { pageParamsSchema, pageResultSchema } from '../common/paging.ts';
import { secret } from '../common/secret.ts';
import { defineGroup, defineResource } from '../common/resource.ts';
import { blankable } from '../common/schema-helpers.ts';
import { ValidationCode, maxLen, required } from '../common/validation.ts';
import { endpoint, envelope, file } from '../endpoint.ts';
import { COURSE_MEDIA } from './course.ts';

/** What an order buys: a course, membership days, balance, or campus service years. */
export const ORDER_TYPE = ['COURSE', 'MEMBERSHIP', 'RECHARGE', 'CAMPUS_FEE'] as const;
export type OrderType = (typeof ORDER_TYPE)[number];
/** How an order is paid: the caller's balance, a payment provider, or entered by an admin. */
export const PAY_TYPE = ['BALANCE', 'WECHAT', 'ALIPAY', 'OFFLINE'] as const;
export type PayType = (typeof PAY_TYPE)[number];
/** The payment types a user may choose: the balance, or a provider (the embedded sandbox). */
export const ONLINE_PAY_TYPE = ['BALANCE', 'WECHAT', 'ALIPAY'] as const;
export type OnlinePayType = (typeof ONLINE_PAY_TYPE)[number];
/**
 * Order states (course-domain.md "States"): UNPAID → PAID | FAILED | CLOSED; FAILED → UNPAID (a
 * retry, with a new payNo) | CLOSED; PAID → REFUNDING → REFUNDED (admin only, full refund).
 */
export const PAY_STATUS = ['UNPAID', 'PAID', 'FAILED', 'CLOSED', 'REFUNDING', 'REFUNDED'] as const;
export type PayStatus = (typeof PAY_STATUS)[number];

/** A path of this site to return to after paying (never another host). */
const backPath = () =>
  z
    .string()
    .max(512, `${ValidationCode.max}:512`)
    .regex(/^\/([^/\\].*)?$/, ValidationCode.invalid);

/** The most one order may cost, in cents (1,000,000.00). */
export const MAX_ORDER_CENTS = 100_000_000;
/** An amount of money in integer cents, above zero. */
const cents = () =>
  z.coerce
    .number({ error: ValidationCode.invalid })
    .int(ValidationCode.invalid)
    .min(1, ValidationCode.intPositive)
    .max(MAX_ORDER_CENTS, ValidationCode.invalid);

/** An order. Money (`amount` due, `payAmount` paid) is integer cents. */
export const orderSchema = z.object({
  id: z.string(),
  /** The order number shown to people (unique in the tenant). */
  orderNo: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  userAccount: z.string().nullable(),
  /** The title of what was bought, as it was when ordered. */
  name: z.string(),
  type: z.enum(ORDER_TYPE),
  /** What was bought: the course id (COURSE), the campus id (CAMPUS_FEE), else null. */
  bizId: z.string().nullable(),
  /** The current payment attempt's number; each attempt with a provider gets a new one. */
  payNo: z.string().nullable(),
  amount: z.number().int(),
  payAmount: z.number().int(),
  payType: z.enum(PAY_TYPE).nullable(),
  payStatus: z.enum(PAY_STATUS),
  /** Membership days a MEMBERSHIP order adds. */
  days: z.number().int().nullable(),
  /** CAMPUS_FEE: years bought × the tenant's annual fee (cents). */
  years: z.number().int().nullable(),
  annualFee: z.number().int().nullable(),
  /** CAMPUS_FEE: the campus address when ordered. */
  addr: z.string().nullable(),
  remark: z.string().nullable(),
  payTime: dateTimeSchema.nullable(),
  createTime: dateTimeSchema,
  updateTime: dateTimeSchema,
});
export type Order = z.infer<typeof orderSchema>;

/** Filters of the order tables; the creation date range travels as `extra.createTime_st/_ed`. */
export const orderQuerySchema = z.object({
  /** Part of the order number or of the payment number. */
  keyword: z.string().max(64, `${ValidationCode.max}:64`).optional(),
  userId: blankable(idSchema),
  /** Part of the buyer's account or name. */
  user: z.string().max(50, `${ValidationCode.max}:50`).optional(),
  type: blankable(z.enum(ORDER_TYPE, { error: ValidationCode.invalid })),
  payType: blankable(z.enum(PAY_TYPE, { error: ValidationCode.invalid })),
  payStatus: blankable(z.enum(PAY_STATUS, { error: ValidationCode.invalid })),
});
export type OrderQuery = z.input<typeof orderQuerySchema>;

/** `PUT /course/order/remark`. */
export const orderRemarkSchema = z.object({ id: idSchema, remark: blankable(maxLen(255)) });
/** `POST /course/order/close` and `/course/userOrder/close`: an unpaid or failed order. */
export const orderIdSchema = z.object({ id: idSchema });
/** `POST /course/order/refund`: a paid order, refunded in full. */
export const orderRefundSchema = z.object({ id: idSchema, remark: blankable(maxLen(255)) });
/** `POST /course/order/offline`: an order paid outside the system, entered as PAID. The remark
 * (the receipt, who took the money) is required. */
export const orderOfflineSchema = z.object({
  userId: idSchema,
  type: z.enum(['COURSE', 'MEMBERSHIP', 'RECHARGE'], { error: ValidationCode.required }),
  bizId: blankable(idSchema),
  amount: cents(),
  remark: required(255),
});
export type OrderOffline = z.input<typeof orderOfflineSchema>;

/** Orders of the tenant (`/course/order`): view, remark, close, refund, offline entry, export. */
export const orderResource = defineResource({
  service: 'course',
  key: 'order',
  scope: 'tenant',
  label: ['order', 'orders'],
  schemas: { row: orderSchema, filter: orderQuerySchema },
  ops: ['page', 'get', 'export', 'preview'],
  actions: ['edit', 'add', 'refund'],
  summaries: {
    page: 'Page of orders: filter by order or payment number, buyer, type, payment type, status, date range',
  },
}).extend((can) => ({
  orderRemark: endpoint({
    method: 'put',
    path: '/course/order/remark',
    auth: 'token',
    permission: can.edit,
    summary: "Set an order's remark",
    body: orderRemarkSchema,
    response: envelope(orderSchema),
  }),
  orderClose: endpoint({
    method: 'post',
    path: '/course/order/close',
    auth: 'token',
    permission: can.edit,
    summary: 'Close an unpaid or failed order',
    body: orderIdSchema,
    response: envelope(orderSchema),
  }),
  orderRefund: endpoint({
    method: 'post',
    path: '/course/order/refund',
    auth: 'token',
    permission: can.refund,
    summary:
      'Refund a paid order in full (PAID → REFUNDING → REFUNDED): reverses its effect (course access, membership days, balance) and returns a balance payment to the balance',
    body: orderRefundSchema,
    response: envelope(orderSchema),
  }),
  orderOffline: endpoint({
    method: 'post',
    path: '/course/order/offline',
    auth: 'token',
    permission: can.add,
    summary: 'Enter an order paid offline: created as PAID with its remark, its effect applied at once',
    body: orderOfflineSchema,
    response: envelope(orderSchema),
  }),
}));

/** `POST /course/userOrder`: what the signed-in user orders (CAMPUS_FEE orders come from the
 * campus renewal, `POST /course/userLocation/renew`). COURSE needs the course id; RECHARGE the
 * amount; MEMBERSHIP neither (the tenant's membership product decides price and days). */
export const userOrderCreateSchema = z.object({
  type: z.enum(['COURSE', 'MEMBERSHIP', 'RECHARGE'], { error: ValidationCode.required }),
  bizId: blankable(idSchema),
  amount: cents().optional(),
});
export type UserOrderCreate = z.input<typeof userOrderCreateSchema>;

/** `POST /course/userOrder/pay`: pay an order; BALANCE completes at once, another type answers
 * the provider's page to send the user to. */
export const userOrderPaySchema = z.object({
  id: idSchema,
  payType: z.enum(ONLINE_PAY_TYPE, { error: ValidationCode.required }),
  /** Where the provider's page sends the user back (a path of this site). */
  back: backPath().optional(),
});
export const payAnswerSchema = z.object({
  order: orderSchema,
  /** The provider's page (absolute path on this server) when the payment continues there. */
  payUrl: z.string().nullable(),
});
export type PayAnswer = z.infer<typeof payAnswerSchema>;

/**
 * The membership product of a tenant: its price (cents) and the days one purchase adds. Read from
 * the tenant parameters `membership_price` and `membership_days` (defaults 9900 and 365); the
 * membership end is kept per user (not `user.expirationTime`, which ends the account's sign-in).
 */
export const membershipSchema = z.object({
  price: z.number().int(),
  days: z.number().int(),
  /** The caller's membership end, null when never a member. */
  membershipEnd: dateTimeSchema.nullable(),
  active: z.boolean(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const userOrderPageSchema = pageParamsSchema(
  z.object({
    type: blankable(z.enum(ORDER_TYPE, { error: ValidationCode.invalid })),
    payStatus: blankable(z.enum(PAY_STATUS, { error: ValidationCode.invalid })),
  }),
);

/** A short-lived signed address of a course medium for `<video src>` (which sends no token). */
export const mediaUrlSchema = z.object({ url: z.string(), expireMillis: z.number().int() });

/** The signed-in user's own orders (`/course/userOrder`): any signed-in user, their rows only. */
export const userOrderGroup = defineGroup('userOrder', {
  userOrderPage: endpoint({
    method: 'post',
    path: '/course/userOrder/page',
    auth: 'token',
    permission: null,
    summary: "The caller's own orders",
    body: userOrderPageSchema,
    response: envelope(pageResultSchema(orderSchema)),
  }),
  userOrderCreate: endpoint({
    method: 'post',
    path: '/course/userOrder',
    auth: 'token',
    permission: null,
    summary: 'Order a course, membership or a recharge (UNPAID; closes itself after 30 minutes)',
    body: userOrderCreateSchema,
    response: envelope(orderSchema),
  }),
  userOrderPay: endpoint({
    method: 'post',
    path: '/course/userOrder/pay',
    auth: 'token',
    permission: null,
    summary:
      'Pay an own order: BALANCE completes at once; WECHAT / ALIPAY start an attempt (new payNo) at the payment provider',
    body: userOrderPaySchema,
    response: envelope(payAnswerSchema),
  }),
  userOrderClose: endpoint({
    method: 'post',
    path: '/course/userOrder/close',
    auth: 'token',
    permission: null,
    summary: 'Cancel an own unpaid or failed order',
    body: orderIdSchema,
    response: envelope(orderSchema),
  }),
  userOrderMembership: endpoint({
    method: 'get',
    path: '/course/userOrder/membership',
    auth: 'token',
    permission: null,
    summary: "The tenant's membership product and the caller's membership end",
    response: envelope(membershipSchema),
  }),
  userOrderMediaUrl: endpoint({
    method: 'get',
    path: '/course/userOrder/mediaUrl/{courseId}/{kind}',
    auth: 'token',
    permission: null,
    summary:
      'A signed media address (course, kind, user, expiry; a few minutes) for a course the caller may watch',
    params: z.object({
      courseId: idSchema,
      kind: z.enum(COURSE_MEDIA, { error: ValidationCode.invalid }),
    }),
    response: envelope(mediaUrlSchema),
  }),
});

/** What a ledger row records. */
export const LEDGER_TYPE = ['RECHARGE', 'PAY', 'REFUND', 'REFUND_RECHARGE'] as const;
export type LedgerType = (typeof LEDGER_TYPE)[number];

/** A user's balance in cents. */
export const accountSchema = z.object({ available: z.number().int(), frozen: z.number().int() });
export type Account = z.infer<typeof accountSchema>;
/** One change of a balance: signed amount (cents) and the balance after it. */
export const ledgerSchema = z.object({
  id: z.string(),
  type: z.enum(LEDGER_TYPE),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  orderId: z.string().nullable(),
  orderNo: z.string().nullable(),
  createTime: dateTimeSchema,
});
export type Ledger = z.infer<typeof ledgerSchema>;

/** The signed-in user's balance and its ledger (`/course/account`). */
export const accountGroup = defineGroup('account', {
  accountMe: endpoint({
    method: 'get',
    path: '/course/account/me',
    auth: 'token',
    permission: null,
    summary: "The caller's balance (available, frozen; cents)",
    response: envelope(accountSchema),
  }),
  accountLedger: endpoint({
    method: 'post',
    path: '/course/account/ledger',
    auth: 'token',
    permission: null,
    summary: "The caller's ledger, newest first",
    body: pageParamsSchema(z.object({})),
    response: envelope(pageResultSchema(ledgerSchema)),
  }),
});

/** A payment notification: the provider tells the outcome of an attempt, signed (HMAC-SHA256 of
 * `tenant|payNo|outcome|amount|back` with the server's payment key). */
export const payNotifySchema = z.object({
  tenant: z.string().min(1, ValidationCode.required).max(20, `${ValidationCode.max}:20`),
  payNo: z.string().min(1, ValidationCode.required).max(40, `${ValidationCode.max}:40`),
  outcome: z.enum(['PAID', 'FAILED'], { error: ValidationCode.invalid }),
  amount: z.coerce
    .number({ error: ValidationCode.invalid })
    .int(ValidationCode.invalid)
    .min(0)
    .max(MAX_ORDER_CENTS),
  /** Where the browser goes afterwards (a path of this site); absent for a server-to-server call. */
  back: blankable(backPath()),
  sign: secret(z.string().regex(/^[0-9a-f]{64}$/, ValidationCode.invalid)),
});
export type PayNotify = z.input<typeof payNotifySchema>;
export const payNotifyResultSchema = z.object({ payStatus: z.enum(PAY_STATUS), changed: z.boolean() });

/** The sandbox provider's page: which attempt, signed by the server that made the link. */
export const sandboxQuerySchema = z.object({
  tenant: z.string().min(1, ValidationCode.required).max(20, `${ValidationCode.max}:20`),
  payNo: z.string().min(1, ValidationCode.required).max(40, `${ValidationCode.max}:40`),
  back: blankable(backPath()),
  sign: secret(z.string().regex(/^[0-9a-f]{64}$/, ValidationCode.invalid)),
});

/** The payment provider's side: the embedded sandbox page and the signed notification. */
export const paymentGroup = defineGroup('payment', {
  payNotify: endpoint({
    method: 'post',
    path: '/course/anno/pay/notify',
    auth: 'anno',
    permission: null,
    summary:
      'Payment notification from the provider (form or JSON); verified by its signature and idempotent: a replayed, stale or forged one changes nothing. With `back`, answers a redirect there',
    body: payNotifySchema,
    bodyType: 'form',
    response: envelope(payNotifyResultSchema),
  }),
  paySandbox: endpoint({
    method: 'get',
    path: '/course/anno/pay/sandbox',
    auth: 'anno',
    permission: null,
    summary: 'The embedded sandbox provider: an HTML page that pays or fails the attempt',
    query: sandboxQuerySchema,
    response: file('text/html'),
  }),
});
