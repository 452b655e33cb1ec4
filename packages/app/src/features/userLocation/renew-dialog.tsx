import { useState } from 'react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order, UserLocation } from '@pocket/contract';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Select,
  toast,
} from '@pocket/ui';
import { userLocationApi } from '../../app/api/userLocation.ts';
import { Money } from '../../components/order-parts.tsx';
import { payByBalance, payOnline, useOwnAccount, usePaymentStep } from '../../lib/payment.ts';

const YEARS = [1, 2, 3, 5] as const;

/**
 * Renewing a campus: choose the years, the server makes a CAMPUS_FEE order (years × the tenant's
 * annual fee) and shows it; pay it with the balance (the service window moves at once) or online
 * through the payment provider, which comes back to the campus screen.
 */
export function RenewDialog({
  campus,
  close,
  onRenewed,
}: {
  campus: UserLocation;
  close: () => void;
  onRenewed: () => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const [years, setYears] = useState('1');
  const [order, setOrder] = useState<Order | null>(null);
  const { busy, failure, run } = usePaymentStep(t`The payment did not go through`);
  const account = useOwnAccount();

  const makeOrder = () =>
    run(async () => {
      setOrder(
        await userLocationApi.userLocationRenew(
          { body: { id: campus.id, years: Number(years) } },
          { silent: true },
        ),
      );
    });
  const byBalance = (id: string) =>
    run(async () => {
      await payByBalance(id);
      toast.success(t`Campus renewed`);
      await onRenewed();
      close();
    });
  const online = (id: string) => run(() => payOnline(id, '/#/userLocation/index'));

  const short = order !== null && account.data !== undefined && account.data.available < order.amount;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Renew {campus.name}</Trans>
          </DialogTitle>
          <DialogDescription>
            {campus.endTime ? (
              <Trans>In service until {campus.endTime}. Renewal adds whole years from that day.</Trans>
            ) : (
              <Trans>Renewal adds whole years of service from today.</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-3">
          {order === null ? (
            <FormField label={t`Years`} required>
              <Select
                options={YEARS.map((n) => ({
                  value: String(n),
                  label: i18n._(msg`${plural(n, { one: '# year', other: '# years' })}`),
                }))}
                value={years}
                onValueChange={setYears}
              />
            </FormField>
          ) : (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm" data-testid="renew-order">
              <dt className="text-muted-foreground">
                <Trans>Order</Trans>
              </dt>
              <dd>{order.name}</dd>
              <dt className="text-muted-foreground">
                <Trans>Amount</Trans>
              </dt>
              <dd className="font-semibold">
                <Money cents={order.amount} />
              </dd>
              <dt className="text-muted-foreground">
                <Trans>Your balance</Trans>
              </dt>
              <dd>{account.data ? <Money cents={account.data.available} /> : '—'}</dd>
            </dl>
          )}
          {failure ? (
            <p role="alert" className="text-sm text-danger">
              {failure}
            </p>
          ) : null}
        </DialogBody>
        <DialogFooter className="mt-4">
          <Button type="button" variant="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          {order === null ? (
            <Button type="button" loading={busy} onClick={() => void makeOrder()}>
              <Trans>Create order</Trans>
            </Button>
          ) : (
            <>
              <Button type="button" variant="secondary" disabled={busy} onClick={() => void online(order.id)}>
                <Trans>Pay online</Trans>
              </Button>
              <Button type="button" loading={busy} disabled={short} onClick={() => void byBalance(order.id)}>
                <Trans>Pay with balance</Trans>
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
