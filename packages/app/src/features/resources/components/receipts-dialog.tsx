import { useLingui } from '@lingui/react/macro';
import type { Msg } from '@pocket/contract';
import { Tag } from '@pocket/ui';
import { msgApi } from '../../../app/api/msg.ts';
import { PagedDialog } from '../../../components/paged-dialog.tsx';

/** Who received a message and whether, and when, each has read it: what its sender sees. */
export function ReceiptsDialog({ message, close }: { message: Msg; close: () => void }) {
  const { t } = useLingui();
  return (
    <PagedDialog
      title={t`Read receipts: ${message.title}`}
      description={t`${message.readCount} of ${message.receiverCount} receivers have read it.`}
      label={t`Receivers`}
      headers={[t`Account`, t`Name`, t`Read`, t`Read at`]}
      cacheKey="msg/msg/receipts"
      params={{ msgId: message.id }}
      fetch={(paging) => msgApi.msgReceipts({ body: { msgId: message.id, ...paging } })}
      row={(r) => ({
        key: r.userId,
        cells: [
          r.account,
          r.name,
          r.isRead ? <Tag variant="success">{t`Read`}</Tag> : <Tag variant="warning">{t`Unread`}</Tag>,
          <span className="tabular-nums">{r.readTime ?? '—'}</span>,
        ],
      })}
      empty={t`Nobody received this message.`}
      close={close}
    />
  );
}
