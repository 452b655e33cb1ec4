import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { HalfDay, LeaveType, ReimbursementType, WfInstanceState, WfTaskResult } from '@pocket/contract';
import { Tag, type TagVariant } from '@pocket/ui';

/** The kinds of leave, in the console's words. */
export const LEAVE_TYPE_LABEL: Record<LeaveType, MessageDescriptor> = {
  ANNUAL: msg`Annual leave`,
  SICK: msg`Sick leave`,
  PERSONAL: msg`Personal leave`,
  MARRIAGE: msg`Marriage leave`,
  MATERNITY: msg`Maternity leave`,
  BEREAVEMENT: msg`Bereavement leave`,
};

/** The kinds of expense. */
export const REIMBURSEMENT_TYPE_LABEL: Record<ReimbursementType, MessageDescriptor> = {
  TRAVEL: msg`Travel`,
  MEALS: msg`Meals`,
  OFFICE: msg`Office supplies`,
  TRAINING: msg`Training`,
  OTHER: msg`Other`,
};

export const HALF_DAY_LABEL: Record<HalfDay, MessageDescriptor> = {
  AM: msg`Morning`,
  PM: msg`Afternoon`,
};

const STATE: Record<WfInstanceState, { label: MessageDescriptor; variant: TagVariant }> = {
  RUNNING: { label: msg`In approval`, variant: 'primary' },
  APPROVED: { label: msg`Approved`, variant: 'success' },
  REJECTED: { label: msg`Rejected`, variant: 'danger' },
  ENDED: { label: msg`Ended`, variant: 'default' },
};
export const INSTANCE_STATE_LABEL = Object.fromEntries(
  Object.entries(STATE).map(([code, s]) => [code, s.label]),
) as Record<WfInstanceState, MessageDescriptor>;

/** Options of a select from a code → label map. */
export function optionsOf<C extends string>(labels: Record<C, MessageDescriptor>) {
  return (Object.entries(labels) as [C, MessageDescriptor][]).map(([value, label]) => ({ value, label }));
}

/** Where a request's process stands, as a coloured tag. */
export function InstanceStateTag({ state }: { state: { code: WfInstanceState } }) {
  const { i18n } = useLingui();
  const s = STATE[state.code];
  return <Tag variant={s.variant}>{i18n._(s.label)}</Tag>;
}

/** A step's outcome: approved or rejected. */
export function ResultTag({ result }: { result: { code: WfTaskResult } | null }) {
  const { t } = useLingui();
  if (!result) return null;
  return result.code === 'APPROVE' ? (
    <Tag variant="success">{t`Approved`}</Tag>
  ) : (
    <Tag variant="danger">{t`Rejected`}</Tag>
  );
}

/** A kind (leave or expense) as a tag, named in the console's words. */
export function TypeTag<C extends string>({
  type,
  labels,
}: {
  type: { code: C; desc: string };
  labels: Record<C, MessageDescriptor>;
}) {
  const { i18n } = useLingui();
  const label = labels[type.code];
  return <Tag variant="info">{label ? i18n._(label) : type.desc}</Tag>;
}

/** "3.5 days" / "3.5 天". */
export function daysText(days: number): MessageDescriptor {
  return msg`${plural(days, { one: '# day', other: '# days' })}`;
}

/** "Mine only": the caller's own requests. */
export const MINE_FILTER = {
  type: 'select',
  key: 'mine',
  label: msg`Mine only`,
  options: [
    { value: 'true', label: msg`Yes` },
    { value: 'false', label: msg`No` },
  ],
} as const;

/** A leave's working days: "3.5 days". */
export function LeaveDays({ days }: { days: number }) {
  const { i18n } = useLingui();
  return <span className="tabular-nums">{i18n._(daysText(days))}</span>;
}

/** A leave's first and last half day: "2026-11-30 Morning – 2026-12-04 Afternoon". */
export function LeavePeriod({
  leave,
}: {
  leave: { startDate: string; startHalf: HalfDay; endDate: string; endHalf: HalfDay };
}) {
  const { i18n } = useLingui();
  return (
    <span className="whitespace-nowrap tabular-nums">
      {leave.startDate} {i18n._(HALF_DAY_LABEL[leave.startHalf])} – {leave.endDate}{' '}
      {i18n._(HALF_DAY_LABEL[leave.endHalf])}
    </span>
  );
}
