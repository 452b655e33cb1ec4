import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { bizReimbursementResource } from '@pocket/contract';
import { Button } from '@pocket/ui';
import { Plus } from 'lucide-react';
import { Money } from '../../components/order-parts.tsx';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { showHistory } from './process-history.tsx';
import { ReimbursementCreateDialog } from './reimbursement-create-dialog.tsx';
import { ReimbursementDetail } from './reimbursement-detail.tsx';
import {
  INSTANCE_STATE_LABEL,
  InstanceStateTag,
  MINE_FILTER,
  REIMBURSEMENT_TYPE_LABEL,
  TypeTag,
  optionsOf,
} from './request-parts.tsx';

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
    { key: 'state', header: msg`State`, cell: (r) => <InstanceStateTag state={r.state} /> },
    { key: 'currentTask', header: msg`Current step` },
    { key: 'startUser', header: msg`Requested by` },
    { key: 'createTime', header: msg`Submitted at` },
  ],
  filters: [
    { type: 'text', key: 'name', label: msg`Title` },
    { type: 'select', key: 'type', label: msg`Type`, options: optionsOf(REIMBURSEMENT_TYPE_LABEL) },
    { type: 'select', key: 'state', label: msg`State`, options: optionsOf(INSTANCE_STATE_LABEL) },
    MINE_FILTER,
  ],
  toolbar: (screen) =>
    screen.allowed('add') ? (
      <Button
        size="sm"
        onClick={() =>
          screen.show((close) => (
            <ReimbursementCreateDialog onClose={close} onCreated={() => void screen.refresh()} />
          ))
        }
      >
        <Plus aria-hidden className="size-4" />
        <Trans>Ask for a reimbursement</Trans>
      </Button>
    ) : null,
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
