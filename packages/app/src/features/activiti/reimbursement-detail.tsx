import { Trans, useLingui } from '@lingui/react/macro';
import type { BizReimbursement } from '@pocket/contract';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@pocket/ui';
import { Money } from '../../components/order-parts.tsx';
import { InstanceStateTag, REIMBURSEMENT_TYPE_LABEL, TypeTag } from './request-parts.tsx';

/** A reimbursement's expenses, each with its receipts as links, and the total. */
export function ReimbursementDetail({ row, onClose }: { row: BizReimbursement; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{row.name}</DialogTitle>
          <DialogDescription asChild>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <TypeTag type={row.type} labels={REIMBURSEMENT_TYPE_LABEL} />
              <InstanceStateTag state={row.state} />
              <span>{row.reason}</span>
            </div>
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <div className="overflow-x-auto rounded-md border border-border">
            <table className="w-full text-sm" aria-label={t`Expenses`}>
              <thead className="bg-muted text-left text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">{t`Expense item`}</th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">{t`Amount`}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{t`Remark`}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{t`Receipt images`}</th>
                </tr>
              </thead>
              <tbody>
                {row.items.map((item, i) => (
                  <tr key={i} className="border-t border-border">
                    <td className="px-3 py-2">{item.itemName}</td>
                    <td className="px-3 py-2 text-right">
                      <Money cents={item.amount} />
                    </td>
                    <td className="px-3 py-2">{item.remark ?? ''}</td>
                    <td className="px-3 py-2">
                      <ul className="flex flex-wrap gap-2">
                        {item.attachments.map((a) => (
                          <li key={a.id}>
                            <a
                              href={a.url}
                              target="_blank"
                              rel="noreferrer"
                              className="text-primary-text underline-offset-2 hover:underline"
                            >
                              {a.name}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t border-border font-semibold">
                  <th scope="row" className="px-3 py-2 text-left">
                    <Trans>Total</Trans>
                  </th>
                  <td className="px-3 py-2 text-right">
                    <Money cents={row.amount} />
                  </td>
                  <td colSpan={2} />
                </tr>
              </tfoot>
            </table>
          </div>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
