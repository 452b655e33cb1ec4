import type { OnlinePayType, PayType } from '@pocket/contract';
import type { Deps } from '../../../lib/context.ts';
import { purposeKey, sign } from '../../../lib/signing.ts';

/** One payment attempt as a provider sees it. */
export type PayAttempt = {
  tenant: string;
  payNo: string;
  amount: number;
  name: string;
  /** Where the user's browser returns afterwards (a path of this site). */
  back: string;
};

/**
 * A payment provider: starts an attempt (the page the user pays on) and refunds a paid one. The
 * outcome arrives later as a signed notification (`POST /course/anno/pay/notify`), which the
 * server verifies with the same payment key before anything changes.
 */
export type PaymentProvider = {
  start(deps: Pick<Deps, 'secret'>, attempt: PayAttempt): Promise<{ payUrl: string }>;
  refund(deps: Pick<Deps, 'secret'>, attempt: PayAttempt): Promise<void>;
};

/** The parts a notification's signature covers, in order. */
export const notifyParts = (n: {
  tenant: string;
  payNo: string;
  outcome: 'PAID' | 'FAILED';
  amount: number;
  back?: string | undefined;
}) => [n.tenant, n.payNo, n.outcome, n.amount, n.back ?? ''] as const;

/** The parts the sandbox page's link signature covers. */
export const sandboxParts = (a: { tenant: string; payNo: string; back?: string | undefined }) =>
  ['sandbox', a.tenant, a.payNo, a.back ?? ''] as const;

/**
 * The embedded default provider: its page (`GET /course/anno/pay/sandbox`, signed link) offers
 * "pay" and "fail", each a form posting the notification it signed to the notify endpoint, as a
 * real provider calls back. Refunds succeed at once.
 */
export const sandboxProvider: PaymentProvider = {
  async start(deps, attempt) {
    const key = await purposeKey(deps, 'payment');
    const query = new URLSearchParams({
      tenant: attempt.tenant,
      payNo: attempt.payNo,
      back: attempt.back,
      sign: sign(key, sandboxParts(attempt)),
    });
    return { payUrl: `/api/course/anno/pay/sandbox?${query.toString()}` };
  },
  async refund() {},
};

const providers = new Map<PayType, PaymentProvider>([
  ['WECHAT', sandboxProvider],
  ['ALIPAY', sandboxProvider],
]);

/** Puts a real provider in place of the sandbox for a payment type. */
export function registerPaymentProvider(
  payType: Exclude<OnlinePayType, 'BALANCE'>,
  provider: PaymentProvider,
) {
  providers.set(payType, provider);
}

/** The provider of a payment type (undefined for BALANCE and OFFLINE, which need none). */
export const providerOf = (payType: string | null) =>
  payType ? providers.get(payType as PayType) : undefined;
