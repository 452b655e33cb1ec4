import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@pocket/api-client';
import { accountGroup, ledgerSchema } from '@pocket/contract';
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
  Input,
} from '@pocket/ui';
import { userOrderApi } from '../../app/api/userOrder.ts';
import { LEDGER_TYPE_LABELS, Label, Money } from '../../components/order-parts.tsx';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { yuanToCents } from '../../lib/money.ts';
import { payOnline, useOwnAccount } from '../../lib/payment.ts';

/** The caller's ledger as a read-only resource (any signed-in user, their own rows). */
const ledger = {
  key: 'account',
  basePath: '/course/account/ledger',
  ops: ['page'],
  schemas: { row: ledgerSchema },
  permissions: {},
  op: { page: accountGroup.endpoints.accountLedger },
} as const;

/** Recharging: an amount, then the payment provider's page (the sandbox by default). */
function RechargeDialog({ close }: { close: () => void }) {
  const { t } = useLingui();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const go = async () => {
    const cents = yuanToCents(amount);
    if (!cents) return setError(t`Enter the amount in yuan, e.g. 99.00`);
    setBusy(true);
    setError(null);
    try {
      const order = await userOrderApi.userOrderCreate(
        { body: { type: 'RECHARGE', amount: cents } },
        { silent: true },
      );
      await payOnline(order.id, '/#/course/balance');
    } catch (e) {
      setError(isApiError(e) ? e.msg : t`The recharge could not start`);
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Recharge</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>You pay on the payment provider's page, then come back here.</Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <FormField label={t`Amount (yuan)`} error={error ?? undefined} required>
            <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </FormField>
        </DialogBody>
        <DialogFooter className="mt-4">
          <Button type="button" variant="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="button" disabled={busy} onClick={() => void go()}>
            <Trans>Go to payment</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The available balance and the recharge button, above the ledger. */
function BalanceBar({ onRecharge }: { onRecharge: () => void }) {
  const account = useOwnAccount();
  return (
    <div className="flex items-center gap-3">
      <span className="text-sm" data-testid="balance-available">
        <Trans>Available</Trans>{' '}
        <strong className="text-base">{account.data ? <Money cents={account.data.available} /> : '—'}</strong>
      </span>
      <Button type="button" size="sm" onClick={onRecharge}>
        <Trans>Recharge</Trans>
      </Button>
    </div>
  );
}

/** Balance (`/course/balance`): what is available, every change of it, and recharging. */
export const balanceScreen = defineScreen({
  resource: ledger,
  texts: { title: msg`Balance`, tableLabel: msg`Ledger` },
  rowLabel: (l) => l.id,
  columns: [
    { key: 'createTime', header: msg`Time` },
    { key: 'type', header: msg`Change`, cell: (l) => <Label of={LEDGER_TYPE_LABELS} code={l.type} /> },
    { key: 'amount', header: msg`Amount`, cell: (l) => <Money cents={l.amount} /> },
    { key: 'balanceAfter', header: msg`Balance after`, cell: (l) => <Money cents={l.balanceAfter} /> },
    { key: 'orderNo', header: msg`Order number` },
  ],
  toolbar: (screen) => (
    <BalanceBar onRecharge={() => screen.show((close) => <RechargeDialog close={close} />)} />
  ),
});

export default resourceScreen(balanceScreen);
