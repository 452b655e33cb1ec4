import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { LedgerType, OrderType, PayStatus, PayType } from '@pocket/contract';
import { Tag } from '@pocket/ui';
import { formatCents } from '../lib/money.ts';

/** The names of order types, payment types, states and ledger entries, for tables and filters. */
export const ORDER_TYPE_LABELS: Record<OrderType, MessageDescriptor> = {
  COURSE: msg`Course`,
  MEMBERSHIP: msg`Membership`,
  RECHARGE: msg`Recharge`,
  CAMPUS_FEE: msg`Campus fee`,
};
export const PAY_TYPE_LABELS: Record<PayType, MessageDescriptor> = {
  BALANCE: msg`Balance`,
  WECHAT: msg`WeChat Pay`,
  ALIPAY: msg`Alipay`,
  OFFLINE: msg`Offline`,
};
export const PAY_STATUS_LABELS: Record<PayStatus, MessageDescriptor> = {
  UNPAID: msg`Unpaid`,
  PAID: msg({ message: 'Paid', context: 'order status' }),
  FAILED: msg`Payment failed`,
  CLOSED: msg`Closed`,
  REFUNDING: msg`Refunding`,
  REFUNDED: msg`Refunded`,
};
export const LEDGER_TYPE_LABELS: Record<LedgerType, MessageDescriptor> = {
  RECHARGE: msg`Recharge`,
  PAY: msg`Purchase`,
  REFUND: msg`Refund`,
  REFUND_RECHARGE: msg`Recharge refunded`,
};

const STATUS_TONE: Record<PayStatus, 'success' | 'warning' | 'danger' | 'default'> = {
  UNPAID: 'warning',
  PAID: 'success',
  FAILED: 'danger',
  CLOSED: 'default',
  REFUNDING: 'warning',
  REFUNDED: 'default',
};

/** Options of a select over one of the label maps. */
export const optionsOf = <K extends string>(labels: Record<K, MessageDescriptor>) =>
  (Object.entries(labels) as [K, MessageDescriptor][]).map(([value, label]) => ({ value, label }));

/** A label of one of the maps, translated. */
export function Label({ of, code }: { of: Record<string, MessageDescriptor>; code: string | null }) {
  const { i18n } = useLingui();
  const label = code ? of[code] : undefined;
  return <>{label ? i18n._(label) : (code ?? '—')}</>;
}

/** An order's status as a coloured tag. */
export function PayStatusTag({ status }: { status: PayStatus }) {
  const { i18n } = useLingui();
  return <Tag variant={STATUS_TONE[status]}>{i18n._(PAY_STATUS_LABELS[status])}</Tag>;
}

/** Money in cents: "¥1,234.00". */
export function Money({ cents }: { cents: number }) {
  return <span className="tabular-nums">{formatCents(cents)}</span>;
}
