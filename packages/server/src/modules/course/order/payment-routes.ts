import { ErrorCode, paymentGroup } from '@pocket/contract';
import { eq } from 'drizzle-orm';
import { enterTenant } from '../../../db/tenant-data.ts';
import { courseOrder } from '../../../db/schema.ts';
import type { Tx } from '../../../db/client.ts';
import { defineModule } from '../../../lib/context.ts';
import type { Deps } from '../../../lib/context.ts';
import { ApiError } from '../../../lib/http.ts';
import { t } from '../../../lib/i18n.ts';
import type { Lang } from '../../../lib/i18n.ts';
import { findActiveTenant } from '../../../lib/session.ts';
import { completePayment } from './order-service.ts';
import { moveOrder } from './order-states.ts';
import { notifyParts, sandboxParts } from './payment.ts';
import { purposeKey, sign, verify } from '../../../lib/signing.ts';

/** Runs `fn` on the rows of the tenant a provider names (the notification and the page carry it,
 * signed), wherever they live. */
async function inPayingTenant<T>(
  ctx: { main: Tx; deps: Deps; lang: Lang },
  code: string,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!(await findActiveTenant(ctx.main, code)))
    throw new ApiError(ErrorCode.OPERATION_FAILED, t(ctx.lang, 'tenantUnavailable'), 404);
  return enterTenant(ctx.deps, ctx.main, code, fn);
}

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const yuan = (cents: number) => (cents / 100).toFixed(2);

/** The sandbox page: the attempt, and a form per outcome posting its signed notification. */
function sandboxPage(
  lang: Lang,
  order: typeof courseOrder.$inferSelect,
  forms: { outcome: 'PAID' | 'FAILED'; fields: Record<string, string> }[],
): string {
  const form = ({ outcome, fields }: (typeof forms)[number]) =>
    `<form method="post" action="/api/course/anno/pay/notify">${Object.entries(fields)
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${escape(v)}">`)
      .join('')}<button type="submit" class="${outcome === 'PAID' ? 'pay' : 'fail'}">${escape(
      t(lang, outcome === 'PAID' ? 'sandboxPay' : 'sandboxFail'),
    )}</button></form>`;
  const open = order.payStatus === 'UNPAID';
  return `<!doctype html><html lang="${lang === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(t(lang, 'sandboxTitle'))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
h1{font-size:1.25rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#6b7280}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}button{font:inherit;padding:.5rem 1.25rem;border-radius:.375rem;border:1px solid #d1d5db;cursor:pointer}
.pay{background:#2563eb;color:#fff;border-color:#2563eb}.fail{background:#fff;color:#b91c1c}</style></head>
<body><main><h1>${escape(t(lang, 'sandboxTitle'))}</h1><p>${escape(t(lang, 'sandboxNote'))}</p>
<dl><dt>${escape(t(lang, 'sandboxItem'))}</dt><dd>${escape(order.name)}</dd>
<dt>${escape(t(lang, 'sandboxAmount'))}</dt><dd>¥${yuan(order.amount)}</dd>
<dt>${escape(t(lang, 'sandboxPayNo'))}</dt><dd>${escape(order.payNo ?? '')}</dd></dl>
${open ? `<div class="actions">${forms.map(form).join('')}</div>` : `<p role="status">${escape(t(lang, 'sandboxDone'))}</p>`}
</main></body></html>`;
}

/** The payment provider's side: the signed notification, and the embedded sandbox's page. */
export const paymentModule = defineModule(paymentGroup.endpoints, {
  async payNotify({ c, main, deps, lang, body }) {
    const key = await purposeKey(deps, 'payment');
    if (!verify(key, notifyParts(body), body.sign))
      throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'paySignatureBad'), 400);
    const { now, changed } = await inPayingTenant({ main, deps, lang }, body.tenant, async (tx) => {
      const [order] = await tx.select().from(courseOrder).where(eq(courseOrder.payNo, body.payNo)).limit(1);
      let moved = false;
      // Only the current attempt of an unpaid order moves: a replay, a stale attempt or an amount
      // that is not the order's changes nothing.
      if (order && order.payStatus === 'UNPAID' && order.amount === body.amount) {
        if (body.outcome === 'PAID') {
          await completePayment(tx, lang, order, {
            payType: (order.payType ?? 'WECHAT') as 'WECHAT',
            payAmount: body.amount,
          });
        } else {
          await moveOrder(tx, lang, order, 'FAILED');
        }
        moved = true;
      }
      const [after] = order ? await tx.select().from(courseOrder).where(eq(courseOrder.id, order.id)) : [];
      return { now: after, changed: moved };
    });
    if (body.back) return c.redirect(body.back, 303);
    return { payStatus: (now?.payStatus ?? 'CLOSED') as 'CLOSED', changed };
  },

  async paySandbox({ c, main, deps, lang, query }) {
    const key = await purposeKey(deps, 'payment');
    if (!verify(key, sandboxParts(query), query.sign))
      throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'paySignatureBad'), 400);
    const [order] = await inPayingTenant({ main, deps, lang }, query.tenant, (tx) =>
      tx.select().from(courseOrder).where(eq(courseOrder.payNo, query.payNo)).limit(1),
    );
    if (!order) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
    const forms = (['PAID', 'FAILED'] as const).map((outcome) => {
      const n = {
        tenant: query.tenant,
        payNo: query.payNo,
        outcome,
        amount: order.amount,
        back: query.back ?? '',
      };
      return {
        outcome,
        fields: { ...n, amount: String(n.amount), sign: sign(key, notifyParts(n)) },
      };
    });
    return c.html(sandboxPage(lang, order, forms), 200, { 'cache-control': 'no-store' });
  },
});
