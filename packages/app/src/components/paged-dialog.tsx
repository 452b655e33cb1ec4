import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import useSWR from 'swr';
import type { PageResult } from '@pocket/contract';
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
} from '@pocket/ui';
import { swrKey } from '../lib/swr-keys.ts';

type Props<Row> = {
  title: string;
  description?: ReactNode;
  /** The table's accessible name. */
  label: string;
  headers: string[];
  /** The cache key's resource (`msg/msg/receipts`) and what else the page depends on. */
  cacheKey: string;
  params: Record<string, unknown>;
  fetch: (paging: { current: number; size: number }) => Promise<PageResult<Row>>;
  row: (row: Row) => { key: string; cells: ReactNode[] };
  empty: string;
  /** Content above the table (e.g. a filter). */
  toolbar?: ReactNode;
  close: () => void;
};

/**
 * A read-only, server-paged list in a dialog (a message's receipts, a task's receivers, the SMS
 * outbox): a plain table with its headers, and the kit's pagination.
 */
export function PagedDialog<Row>({
  title,
  description,
  label,
  headers,
  cacheKey,
  params,
  fetch,
  row,
  empty,
  toolbar,
  close,
}: Props<Row>) {
  const { t } = useLingui();
  const [paging, setPaging] = useState({ current: 1, size: 10 });
  const { data, error, isLoading, mutate } = useSWR(swrKey(cacheKey, { ...params, ...paging }), () =>
    fetch(paging),
  );
  const rows = (data?.records ?? []).map(row);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <DialogBody className="grid gap-3">
          {toolbar}
          {error ? (
            <ErrorState title={t`The list could not be loaded`} onRetry={() => void mutate()} />
          ) : isLoading || !data ? (
            <LoadingState />
          ) : (
            <>
              <div className="max-h-[60vh] overflow-auto">
                <table className="w-full text-sm" aria-label={label}>
                  <thead className="text-left text-muted-foreground">
                    <tr className="border-b border-border">
                      {headers.map((h) => (
                        <th key={h} scope="col" className="px-1 py-2 font-medium">
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.length === 0 ? (
                      <tr>
                        <td colSpan={headers.length} className="py-6 text-center text-muted-foreground">
                          {empty}
                        </td>
                      </tr>
                    ) : (
                      rows.map((r) => (
                        <tr key={r.key} className="border-b border-border align-top last:border-0">
                          {r.cells.map((cell, i) => (
                            <td key={i} className="px-1 py-2">
                              {cell}
                            </td>
                          ))}
                        </tr>
                      ))
                    )}
                  </tbody>
                </table>
              </div>
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
