import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { bizLeaveResource } from '@pocket/contract';
import { Button } from '@pocket/ui';
import { Plus } from 'lucide-react';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { LeaveCreateDialog } from './leave-create-dialog.tsx';
import { showHistory } from './process-history.tsx';
import {
  INSTANCE_STATE_LABEL,
  InstanceStateTag,
  LEAVE_TYPE_LABEL,
  LeaveDays,
  LeavePeriod,
  MINE_FILTER,
  TypeTag,
  optionsOf,
} from './request-parts.tsx';

/** Leave requests (`/activiti/bizLeave`): asking for leave starts the tenant's leave process. */
export const bizLeaveScreen = defineScreen({
  resource: bizLeaveResource,
  texts: { title: msg`Leave requests` },
  rowLabel: (r) => r.name,
  columns: [
    { key: 'name', header: msg`Title` },
    { key: 'type', header: msg`Type`, cell: (r) => <TypeTag type={r.type} labels={LEAVE_TYPE_LABEL} /> },
    { key: 'startTime', header: msg`Period`, cell: (r) => <LeavePeriod leave={r} /> },
    { key: 'days', header: msg`Days`, cell: (r) => <LeaveDays days={r.days} /> },
    { key: 'reason', header: msg`Reason` },
    { key: 'state', header: msg`State`, cell: (r) => <InstanceStateTag state={r.state} /> },
    { key: 'currentTask', header: msg`Current step` },
    { key: 'startUser', header: msg`Requested by` },
    { key: 'createTime', header: msg`Submitted at` },
  ],
  filters: [
    { type: 'text', key: 'name', label: msg`Title` },
    { type: 'select', key: 'type', label: msg`Type`, options: optionsOf(LEAVE_TYPE_LABEL) },
    { type: 'select', key: 'state', label: msg`State`, options: optionsOf(INSTANCE_STATE_LABEL) },
    MINE_FILTER,
  ],
  toolbar: (screen) =>
    screen.allowed('add') ? (
      <Button
        size="sm"
        onClick={() =>
          screen.show((close) => (
            <LeaveCreateDialog onClose={close} onCreated={() => void screen.refresh()} />
          ))
        }
      >
        <Plus aria-hidden className="size-4" />
        <Trans>Ask for leave</Trans>
      </Button>
    ) : null,
  rowActions: [{ id: 'history', label: msg`History`, visible: () => true, run: showHistory }],
});

export default resourceScreen(bizLeaveScreen);
