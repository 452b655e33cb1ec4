import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { SMS_TASK_STATUS, type SmsSendStatus, type SmsTaskStatus } from '@pocket/contract';
import { Tag, type TagVariant } from '@pocket/ui';

/** The label and tag colour of each task status. */
const TASK_STATUS: Record<SmsTaskStatus, [MessageDescriptor, TagVariant]> = {
  WAITING: [msg({ message: 'Waiting', context: 'sms' }), 'warning'],
  SENDING: [msg`Sending`, 'primary'],
  SUCCESS: [msg({ message: 'Sent', context: 'sms' }), 'success'],
  PARTIAL: [msg`Partly failed`, 'warning'],
  FAIL: [msg({ message: 'Failed', context: 'sms' }), 'danger'],
};
const SEND_STATUS: Record<SmsSendStatus, [MessageDescriptor, TagVariant]> = {
  WAITING: TASK_STATUS.WAITING,
  SUCCESS: TASK_STATUS.SUCCESS,
  FAIL: TASK_STATUS.FAIL,
};

/** The task statuses as options of a filter (labels translated when shown). */
export const SMS_TASK_STATUS_OPTIONS = SMS_TASK_STATUS.map((value) => ({
  value,
  label: TASK_STATUS[value][0],
}));

/** A task's status as a coloured tag (a draft says so instead). */
export function SmsTaskStatusTag({ status, draft }: { status: SmsTaskStatus; draft?: boolean }) {
  const { i18n } = useLingui();
  if (draft) return <Tag>{i18n._(msg`Draft`)}</Tag>;
  const [label, variant] = TASK_STATUS[status];
  return <Tag variant={variant}>{i18n._(label)}</Tag>;
}

/** One receiver's status as a coloured tag. */
export function SmsSendStatusTag({ status }: { status: SmsSendStatus }) {
  const { i18n } = useLingui();
  const [label, variant] = SEND_STATUS[status];
  return <Tag variant={variant}>{i18n._(label)}</Tag>;
}
