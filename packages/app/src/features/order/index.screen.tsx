import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@pocket/api-client';
import { orderResource, type Order } from '@pocket/contract';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Textarea,
} from '@pocket/ui';
import { orderApi } from '../../app/api/order.ts';
import { userApi } from '../../app/api/user.ts';
import {
  Label,
  Money,
  ORDER_TYPE_LABELS,
  PAY_STATUS_LABELS,
  PAY_TYPE_LABELS,
  PayStatusTag,
  optionsOf,
} from '../../components/order-parts.tsx';
import { defineScreen, type ScreenContext } from '../../components/resource/screen-def.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { yuanToCents } from '../../lib/money.ts';

const OFFLINE_TYPES = ['RECHARGE', 'MEMBERSHIP', 'COURSE'] as const;

/** Entering an order paid outside the system: the buyer, what was bought, the amount and a remark. */
function OfflineDialog({ close, screen }: { close: () => void; screen: ScreenContext }) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState({ account: '', type: 'RECHARGE', bizId: '', amount: '', remark: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const save = async () => {
    setError(null);
    const amount = yuanToCents(values.amount);
    if (!amount) return setError(t`Enter the amount in yuan, e.g. 99.00`);
    setBusy(true);
    try {
      const found = await userApi.userPage(
        { body: { current: 1, size: 1, model: { account: values.account.trim() } } },
        { silent: true },
      );
      const buyer = found.records.find((u) => u.account === values.account.trim());
      if (!buyer) return setError(t`No user has this account`);
      await orderApi.orderOffline(
        {
          body: {
            userId: buyer.id,
            type: values.type as (typeof OFFLINE_TYPES)[number],
            bizId: values.type === 'COURSE' ? values.bizId : '',
            amount,
            remark: values.remark,
          },
        },
        { silent: true },
      );
      screen.notify(msg`The offline order is entered as paid`);
      close();
      await screen.refresh();
    } catch (e) {
      setError(isApiError(e) ? e.msg : t`Saving failed`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Enter an offline order</Trans>
          </DialogTitle>
        </DialogHeader>
        <DialogBody className="grid gap-3">
          <FormField label={t`Buyer's account`} required>
            <Input value={values.account} onChange={(e) => set('account')(e.target.value)} />
          </FormField>
          <FormField label={t`Type`} required>
            <select
              className="h-9 rounded-md border border-border bg-background px-2 text-sm"
              value={values.type}
              onChange={(e) => set('type')(e.target.value)}
            >
              {OFFLINE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {i18n._(ORDER_TYPE_LABELS[type])}
                </option>
              ))}
            </select>
          </FormField>
          {values.type === 'COURSE' ? (
            <FormField label={t`Course id`} required>
              <Input value={values.bizId} onChange={(e) => set('bizId')(e.target.value)} />
            </FormField>
          ) : null}
          <FormField label={t`Amount (yuan)`} required>
            <Input
              inputMode="decimal"
              value={values.amount}
              onChange={(e) => set('amount')(e.target.value)}
            />
          </FormField>
          <FormField label={t`Remark`} description={t`The receipt, who took the money`} required>
            <Textarea value={values.remark} onChange={(e) => set('remark')(e.target.value)} />
          </FormField>
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
        </DialogBody>
        <DialogFooter className="mt-4">
          <Button type="button" variant="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="button" disabled={busy} onClick={() => void save()}>
            <Trans>Save</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Editing an order's remark. */
function RemarkDialog({ order, close, screen }: { order: Order; close: () => void; screen: ScreenContext }) {
  const { t } = useLingui();
  const [remark, setRemark] = useState(order.remark ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    try {
      await orderApi.orderRemark({ body: { id: order.id, remark } }, { silent: true });
      screen.notify(msg`Remark saved`);
      close();
      await screen.refresh();
    } catch (e) {
      setError(isApiError(e) ? e.msg : t`Saving failed`);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Remark of order {order.orderNo}</Trans>
          </DialogTitle>
        </DialogHeader>
        <DialogBody>
          <FormField label={t`Remark`} error={error ?? undefined}>
            <Textarea value={remark} onChange={(e) => setRemark(e.target.value)} />
          </FormField>
        </DialogBody>
        <DialogFooter className="mt-4">
          <Button type="button" variant="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="button" onClick={() => void save()}>
            <Trans>Save</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Orders (`/order/index`): every order of the tenant, with close, refund, remark and offline entry. */
export const orderScreen = defineScreen({
  resource: orderResource,
  texts: { title: msg`Orders`, add: msg`Enter an offline order` },
  rowLabel: (o) => o.orderNo,
  columns: [
    { key: 'orderNo', header: msg`Order number` },
    { key: 'name', header: msg`Item` },
    { key: 'userAccount', header: msg`Buyer`, cell: (o) => o.userName ?? o.userAccount ?? '—' },
    { key: 'type', header: msg`Type`, cell: (o) => <Label of={ORDER_TYPE_LABELS} code={o.type} /> },
    { key: 'amount', header: msg`Amount`, sortable: true, cell: (o) => <Money cents={o.amount} /> },
    { key: 'payType', header: msg`Payment`, cell: (o) => <Label of={PAY_TYPE_LABELS} code={o.payType} /> },
    { key: 'payStatus', header: msg`Status`, cell: (o) => <PayStatusTag status={o.payStatus} /> },
    { key: 'createTime', header: msg`Ordered at`, sortable: true },
    { key: 'remark', header: msg`Remark` },
  ],
  defaultSort: 'createTime',
  exportName: 'orders',
  filters: [
    { type: 'text', key: 'keyword', label: msg`Order or payment number` },
    { type: 'text', key: 'user', label: msg`Buyer` },
    { type: 'select', key: 'type', label: msg`Type`, options: optionsOf(ORDER_TYPE_LABELS) },
    { type: 'select', key: 'payType', label: msg`Payment`, options: optionsOf(PAY_TYPE_LABELS) },
    { type: 'select', key: 'payStatus', label: msg`Status`, options: optionsOf(PAY_STATUS_LABELS) },
    { type: 'date-range', key: 'createTime', label: msg`Ordered` },
  ],
  onCreate: (screen) => screen.show((close) => <OfflineDialog close={close} screen={screen} />),
  rowActions: [
    {
      id: 'remark',
      label: msg`Remark`,
      permission: 'edit',
      visible: () => true,
      describe: (o) => msg`Remark of order ${o.orderNo}`,
      run: (o, screen) => screen.show((close) => <RemarkDialog order={o} close={close} screen={screen} />),
    },
    {
      id: 'close',
      label: msg`Close`,
      permission: 'edit',
      visible: (o) => o.payStatus === 'UNPAID' || o.payStatus === 'FAILED',
      describe: (o) => msg`Close order ${o.orderNo}`,
      confirm: {
        title: msg`Close the order`,
        question: (o) => msg`Close order ${o.orderNo}? It can no longer be paid.`,
      },
      run: async (o, screen) => {
        await orderApi.orderClose({ body: { id: o.id } });
        screen.notify(msg`Order ${o.orderNo} is closed`);
        await screen.refresh();
      },
    },
    {
      id: 'refund',
      label: msg`Refund`,
      permission: 'refund',
      danger: true,
      visible: (o) => o.payStatus === 'PAID',
      describe: (o) => msg`Refund order ${o.orderNo}`,
      confirm: {
        title: msg`Refund the order`,
        question: (o) =>
          msg`Refund order ${o.orderNo} in full? What it gave (course access, membership days, balance) is taken back.`,
      },
      run: async (o, screen) => {
        await orderApi.orderRefund({ body: { id: o.id } });
        screen.notify(msg`Order ${o.orderNo} is refunded`);
        await screen.refresh();
      },
    },
  ],
});

export default resourceScreen(orderScreen);
