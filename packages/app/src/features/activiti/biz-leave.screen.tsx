import { msg } from '@lingui/core/macro';
import { bizLeaveResource, type BizLeave } from '@pocket/contract';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { LeaveCreateDialog } from './leave-create-dialog.tsx';
import { showHistory } from './process-history.tsx';
import { LEAVE_TYPE_LABEL, LeaveDays, LeavePeriod, TypeTag } from './request-parts.tsx';
import { askToolbar, processColumns, requestFilters } from './request-screen-parts.tsx';

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
    ...processColumns<BizLeave>(),
  ],
  filters: requestFilters(LEAVE_TYPE_LABEL),
  toolbar: askToolbar(msg`Ask for leave`, LeaveCreateDialog),
  rowActions: [{ id: 'history', label: msg`History`, visible: () => true, run: showHistory }],
});

export default resourceScreen(bizLeaveScreen);
