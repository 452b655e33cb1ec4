import { createContext, useContext, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { wfTaskResource, type WfTask, type WfTaskView } from '@pocket/contract';
import { Button } from '@pocket/ui';
import { ResourceScreen } from '../../components/resource/resource-screen.tsx';
import {
  defineScreen,
  type ColumnSpec,
  type RowActionSpec,
  type ScreenDef,
} from '../../components/resource/screen-def.ts';
import { showHistory } from './process-history.tsx';
import { ResultTag } from './request-parts.tsx';
import { TaskCompleteDialog } from './task-complete-dialog.tsx';

const VIEWS: { view: WfTaskView; label: MessageDescriptor }[] = [
  { view: 'TODO', label: msg`To do` },
  { view: 'DONE', label: msg`Handled` },
  { view: 'STARTED', label: msg`Started by me` },
];

const ViewContext = createContext<{ view: WfTaskView; choose: (view: WfTaskView) => void }>({
  view: 'TODO',
  choose: () => undefined,
});

/** To do / Done / Started: which tasks the list shows. */
function ViewSwitch() {
  const { t, i18n } = useLingui();
  const { view, choose } = useContext(ViewContext);
  return (
    <div
      role="group"
      aria-label={t`Tasks shown`}
      className="inline-flex rounded-md border border-border p-0.5"
    >
      {VIEWS.map((v) => (
        <Button
          key={v.view}
          type="button"
          size="sm"
          variant={v.view === view ? 'primary' : 'ghost'}
          className="h-7"
          clickGuardMs={0}
          aria-pressed={v.view === view}
          onClick={() => choose(v.view)}
        >
          {i18n._(v.label)}
        </Button>
      ))}
    </div>
  );
}

const COLUMNS: ColumnSpec<WfTask>[] = [
  { key: 'name', header: msg`Step` },
  { key: 'title', header: msg`Request title` },
  { key: 'processDefinitionName', header: msg`Process` },
  { key: 'type', header: msg`Type`, cell: (r) => r.type || r.typeReimbursement },
  { key: 'reason', header: msg`Reason`, cell: (r) => r.reason || r.reasonReimbursement },
  { key: 'startUser', header: msg`Requested by` },
  { key: 'startTime', header: msg`Started at` },
  { key: 'createTime', header: msg`Arrived at` },
  { key: 'assignee', header: msg`Assignee` },
];
const DONE_COLUMNS: ColumnSpec<WfTask>[] = [
  { key: 'result', header: msg`Result`, cell: (r) => <ResultTag result={r.result} /> },
  { key: 'comment', header: msg`Approval comment` },
  { key: 'endTime', header: msg`Handled at` },
];

/** Approve or reject, in a dialog; the list reloads after. */
const completeAction = (id: 'approve' | 'reject', label: MessageDescriptor): RowActionSpec<WfTask> => ({
  id,
  label,
  permission: 'edit',
  danger: id === 'reject',
  visible: (row) => row.endTime === null,
  run: (row, screen) =>
    screen.show((close) => (
      <TaskCompleteDialog
        task={row}
        result={id === 'approve' ? 'APPROVE' : 'REJECT'}
        onClose={close}
        onDone={() => void screen.refresh()}
      />
    )),
});

function taskScreen(view: WfTaskView) {
  return defineScreen({
    resource: wfTaskResource,
    texts: { title: msg`Tasks` },
    rowLabel: (r) => `${r.name} ${r.title}`,
    columns: view === 'TODO' ? COLUMNS : [...COLUMNS, ...DONE_COLUMNS],
    filters: [{ type: 'text', key: 'name', label: msg`Step` }],
    baseQuery: () => ({ view }),
    toolbar: () => <ViewSwitch />,
    rowActions: [
      ...(view === 'TODO'
        ? [completeAction('approve', msg`Approve`), completeAction('reject', msg`Reject`)]
        : []),
      { id: 'history', label: msg`History`, visible: () => true, run: showHistory },
    ],
  });
}

/** One definition per view: switching remounts the table with that view's query and columns. */
export const taskScreens: Record<WfTaskView, ScreenDef<typeof wfTaskResource>> = {
  TODO: taskScreen('TODO'),
  DONE: taskScreen('DONE'),
  STARTED: taskScreen('STARTED'),
};

/** Tasks (`/activiti/task`): the user's to-do, done and started, approve / reject, history. */
export function TaskScreen() {
  const [view, choose] = useState<WfTaskView>('TODO');
  return (
    <ViewContext.Provider value={{ view, choose }}>
      <ResourceScreen key={view} def={taskScreens[view]} />
    </ViewContext.Provider>
  );
}

export default TaskScreen;
