import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Msg } from '@pocket/contract';
import { createCrudColumnHelper, Tag } from '@pocket/ui';
import { MSG_TYPE_VARIANT, msgTypeLabel } from '../msg-types.ts';

const col = createCrudColumnHelper<Msg>();

/** Columns of the message table; title and created time sort, as the server sorts by those. */
export function useMsgColumns() {
  const { t, i18n } = useLingui();
  return useMemo(
    () =>
      col.columns([
        col.accessor('title', { header: t`Title`, enableSorting: true }),
        col.accessor((m) => m.msgType.code, {
          id: 'msgType',
          header: t`Type`,
          enableSorting: false,
          cell: ({ row }) => (
            <Tag variant={MSG_TYPE_VARIANT[row.original.msgType.code]}>
              {msgTypeLabel(i18n, row.original.msgType.code)}
            </Tag>
          ),
        }),
        col.accessor('author', { header: t`Author`, enableSorting: false }),
        col.accessor((m) => `${m.readCount} / ${m.receiverCount}`, {
          id: 'read',
          header: t`Read / receivers`,
          enableSorting: false,
        }),
        col.accessor('createTime', { header: t`Created at`, enableSorting: true }),
      ]),
    // The headers are translated: rebuild them when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale],
  );
}
