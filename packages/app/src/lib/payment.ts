import { useState } from 'react';
import useSWR from 'swr';
import { isApiError } from '@pocket/api-client';
import { authStorage } from '../app/core-services.ts';
import { accountApi } from '../app/api/account.ts';
import { userOrderApi } from '../app/api/userOrder.ts';

/** The signed-in user's balance (available, frozen; cents), one cache entry for every page. */
export function useOwnAccount() {
  const userId = authStorage.get('USER')?.id ?? '-';
  return useSWR(['course/account/me', userId], () => accountApi.accountMe({}, { silent: true }));
}

/** Pays an own order from the balance: it completes at once. */
export async function payByBalance(id: string): Promise<void> {
  await userOrderApi.userOrderPay({ body: { id, payType: 'BALANCE' } }, { silent: true });
}

/** Starts paying an own order online and leaves for the provider's page, which comes back to `back`
 * (an address of this site, e.g. `/#/course/balance`). */
export async function payOnline(id: string, back: string): Promise<void> {
  const { payUrl } = await userOrderApi.userOrderPay(
    { body: { id, payType: 'WECHAT', back } },
    { silent: true },
  );
  if (payUrl) window.location.assign(payUrl);
}

/**
 * One payment step at a time: `busy` while it runs, and `failure` with the server's message (else
 * `fallback`, in the caller's catalog) when it fails.
 */
export function usePaymentStep(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(isApiError(error) && error.msg ? error.msg : fallback);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, run };
}
