import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import useSWR from 'swr';
import type { Msg } from '@pocket/contract';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  ErrorState,
  LoadingState,
  Pagination,
  Tag,
} from '@pocket/ui';
import { api } from '../../../app/services.ts';
import { swrKey } from '../../../lib/swr-keys.ts';

/** Who received a message and whether, and when, each has read it: what its sender sees. */
export function ReceiptsDialog({ message, close }: { message: Msg; close: () => void }) {
  const { t } = useLingui();
  const [paging, setPaging] = useState({ current: 1, size: 10 });
  const body = { model: { msgId: message.id }, ...paging };
  const { data, error, isLoading, mutate } = useSWR(swrKey('msg/msg/receipts', body), () =>
    api.msg.msgReceipts({ body }),
  );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>
            <Trans>Read receipts: {message.title}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              {message.readCount} of {message.receiverCount} receivers have read it.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-3">
          {error ? (
            <ErrorState title={t`The receipts could not be loaded`} onRetry={() => void mutate()} />
          ) : isLoading || !data ? (
            <LoadingState />
          ) : (
            <>
              <table className="w-full text-sm" aria-label={t`Receivers`}>
                <thead className="text-left text-muted-foreground">
                  <tr className="border-b border-border">
                    <th className="py-2 font-medium">
                      <Trans>Account</Trans>
                    </th>
                    <th className="py-2 font-medium">
                      <Trans>Name</Trans>
                    </th>
                    <th className="py-2 font-medium">
                      <Trans>Read</Trans>
                    </th>
                    <th className="py-2 font-medium">
                      <Trans>Read at</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.records.map((r) => (
                    <tr key={r.userId} className="border-b border-border last:border-0">
                      <td className="py-2">{r.account}</td>
                      <td className="py-2">{r.name}</td>
                      <td className="py-2">
                        {r.isRead ? (
                          <Tag variant="success">
                            <Trans>Read</Trans>
                          </Tag>
                        ) : (
                          <Tag variant="warning">
                            <Trans>Unread</Trans>
                          </Tag>
                        )}
                      </td>
                      <td className="py-2 tabular-nums">{r.readTime ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pagination
                current={paging.current}
                size={paging.size}
                total={Number(data.total)}
                onChange={setPaging}
              />
            </>
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
