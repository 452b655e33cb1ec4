import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MSG_TYPE, type MsgType } from '@pocket/contract';
import type { MessageTypeStyle, TagVariant } from '@pocket/ui';

/** Tag colour of each message type (spec section 3). */
export const MSG_TYPE_VARIANT: Record<MsgType, TagVariant> = {
  WAIT: 'warning',
  NOTIFY: 'primary',
  PUBLICITY: 'success',
  WARN: 'danger',
};

const MSG_TYPE_LABEL = {
  WAIT: msg`To do`,
  NOTIFY: msg`Notice`,
  PUBLICITY: msg`Publicity`,
  WARN: msg`Warning`,
} as const;

/** The message types as options of a select or radio group (labels translated when shown). */
export const MSG_TYPE_OPTIONS = MSG_TYPE.map((type) => ({ value: type, label: MSG_TYPE_LABEL[type] }));

/** Label of a message type in the active language. */
export function msgTypeLabel(i18n: I18n, type: MsgType): string {
  return i18n._(MSG_TYPE_LABEL[type]);
}

/** The bell's type styles in the active language. */
export function msgTypeStyles(i18n: I18n): Record<MsgType, MessageTypeStyle> {
  return {
    WAIT: { label: msgTypeLabel(i18n, 'WAIT'), variant: MSG_TYPE_VARIANT.WAIT },
    NOTIFY: { label: msgTypeLabel(i18n, 'NOTIFY'), variant: MSG_TYPE_VARIANT.NOTIFY },
    PUBLICITY: { label: msgTypeLabel(i18n, 'PUBLICITY'), variant: MSG_TYPE_VARIANT.PUBLICITY },
    WARN: { label: msgTypeLabel(i18n, 'WARN'), variant: MSG_TYPE_VARIANT.WARN },
  };
}
