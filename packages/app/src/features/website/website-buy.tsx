import { Trans, useLingui } from '@lingui/react/macro';
import useSWR from 'swr';
import type { WebsiteView } from '@pocket/contract';
import { Button } from '@pocket/ui';
import { authStorage } from '../../app/core-services.ts';
import { userOrderApi } from '../../app/api/userOrder.ts';
import { payByBalance, payOnline, useOwnAccount, usePaymentStep } from '../../lib/payment.ts';
import { formatCents } from '../../lib/money.ts';

/** The signed-in viewer's balance and the tenant's membership product. */
function useBuyerFacts() {
  const userId = authStorage.get('USER')?.id ?? '-';
  const account = useOwnAccount();
  const membership = useSWR(['course/userOrder/membership', userId], () =>
    userOrderApi.userOrderMembership({}, { silent: true }),
  );
  return { account, membership };
}

/**
 * Buying a course on its page: with the balance (at once), online through the payment provider
 * (the sandbox by default, which brings the buyer back here), or a membership paid with the
 * balance that opens every paid course. `onAccess` reloads the page's view once paid.
 */
export function BuyCourse({ view, onAccess }: { view: WebsiteView; onAccess: () => Promise<unknown> }) {
  const { t } = useLingui();
  const { account, membership } = useBuyerFacts();
  const { busy, failure, run } = usePaymentStep(t`The payment did not go through`);
  const course = view.course;
  const back = `/#/website/view?id=${course.id}`;

  const byBalance = (type: 'COURSE' | 'MEMBERSHIP') =>
    run(async () => {
      const order = await userOrderApi.userOrderCreate(
        { body: type === 'COURSE' ? { type, bizId: course.id } : { type } },
        { silent: true },
      );
      await payByBalance(order.id);
      await Promise.all([account.mutate(), membership.mutate(), onAccess()]);
    });
  const online = () =>
    run(async () => {
      const order = await userOrderApi.userOrderCreate(
        { body: { type: 'COURSE', bizId: course.id } },
        { silent: true },
      );
      await payOnline(order.id, back);
    });

  const balance = account.data ? formatCents(account.data.available) : '—';
  const product = membership.data;
  return (
    <div className="flex flex-col gap-3" data-testid="website-buy">
      <p className="text-sm">
        <Trans>Your balance: {balance}</Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => void byBalance('COURSE')}>
          <Trans>Buy with balance · {formatCents(course.price)}</Trans>
        </Button>
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => void online()}>
          <Trans>Pay online</Trans>
        </Button>
        {product ? (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => void byBalance('MEMBERSHIP')}>
            <Trans>
              Become a member · {formatCents(product.price)} for {product.days} days
            </Trans>
          </Button>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

/** The full video's address for a signed-in viewer: a short-lived signed one (a `<video>` sends no
 * token); the page's own address for everybody else. */
export function useVideoSource(view: WebsiteView): string | null {
  const path = view.media.video;
  const signedIn = view.signedIn && path !== null;
  const userId = authStorage.get('USER')?.id ?? '-';
  const signed = useSWR(
    signedIn ? ['course/userOrder/mediaUrl', userId, view.course.id] : null,
    () =>
      userOrderApi.userOrderMediaUrl(
        { params: { courseId: view.course.id, kind: 'video' } },
        { silent: true },
      ),
    { revalidateOnFocus: false },
  );
  if (!signedIn) return path;
  return signed.data?.url ?? null;
}
