import { msg } from '@lingui/core/macro';
import { bizReimbursementResource, type BizReimbursement } from '@pocket/contract';
import { Money } from '../../components/order-parts.tsx';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { showHistory } from './process-history.tsx';
import { ReimbursementCreateDialog } from './reimbursement-create-dialog.tsx';
import { ReimbursementDetail } from './reimbursement-detail.tsx';
import { REIMBURSEMENT_TYPE_LABEL, TypeTag } from './request-parts.tsx';
import { askToolbar, processColumns, requestFilters } from './request-screen-parts.tsx';

/** Reimbursements (`/activiti/bizReimbursement`): asking for one starts the tenant's process. */
export const bizReimbursementScreen = defineScreen({
  resource: bizReimbursementResource,
  texts: { title: msg`Reimbursements` },
  rowLabel: (r) => r.name,
  columns: [
    { key: 'name', header: msg`Title` },
    {
      key: 'type',
      header: msg`Type`,
      cell: (r) => <TypeTag type={r.type} labels={REIMBURSEMENT_TYPE_LABEL} />,
    },
    { key: 'amount', header: msg`Amount`, cell: (r) => <Money cents={r.amount} /> },
    { key: 'reason', header: msg`Reason` },
    ...processColumns<BizReimbursement>(),
  ],
  filters: requestFilters(REIMBURSEMENT_TYPE_LABEL),
  toolbar: askToolbar(msg`Ask for a reimbursement`, ReimbursementCreateDialog),
  rowActions: [
    {
      id: 'detail',
      label: msg`Details`,
      visible: () => true,
      run: (row, screen) => screen.show((close) => <ReimbursementDetail row={row} onClose={close} />),
    },
    { id: 'history', label: msg`History`, visible: () => true, run: showHistory },
  ],
});

export default resourceScreen(bizReimbursementScreen);
