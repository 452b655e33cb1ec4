import { useLingui } from '@lingui/react';
import type { MsgType } from '@pocket/contract';
import { Tag } from '@pocket/ui';
import { MSG_TYPE_VARIANT, msgTypeLabel } from '../msg-types.ts';

/** A message's type as a coloured tag, in the active language. */
export function MsgTypeTag({ type }: { type: MsgType }) {
  const { i18n } = useLingui();
  return <Tag variant={MSG_TYPE_VARIANT[type]}>{msgTypeLabel(i18n, type)}</Tag>;
}
