import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import {
  leaveDays,
  type BizLeave,
  type BizReimbursement,
  type WfHistory,
  type WfTask,
} from '@pocket/contract';
import { renderInConsole } from '../../test/render-in-console.tsx';

/* Rows as the contract answers them, and the screens rendered as a signed-in user: what the
 * workflow screens' tests share (against the contract's mock server). */

const base = {
  tenantCode: '1111',
  isOver: false,
  suspendStateName: 'Active',
  startUserId: '7',
  startUser: 'Zhang San',
  createTime: '2026-11-20 09:00:00',
  finishTime: null,
};

export function leaveRow(id: string, over: Partial<BizLeave> = {}): BizLeave {
  return {
    ...base,
    id,
    name: `Zhang San's leave ${id}`,
    instanceId: `10${id}`,
    state: { code: 'RUNNING', desc: 'Running' },
    currentTask: 'Leader approval',
    type: { code: 'ANNUAL', desc: 'Annual' },
    startDate: '2026-11-23',
    startHalf: 'AM',
    endDate: '2026-11-24',
    endHalf: 'PM',
    startTime: '2026-11-23 09:00:00',
    endTime: '2026-11-24 18:00:00',
    days: 2,
    reason: 'Family visit',
    ...over,
  };
}

/** A leave row from a create body, as the server would store it (first step waiting). */
export function leaveFromBody(body: Record<string, unknown>, id: string): BizLeave {
  const b = body as { type: BizLeave['type']['code'] } & Pick<
    BizLeave,
    'startDate' | 'startHalf' | 'endDate' | 'endHalf' | 'reason'
  >;
  return leaveRow(id, {
    ...b,
    type: { code: b.type, desc: b.type },
    days: leaveDays(b.startDate, b.startHalf, b.endDate, b.endHalf),
    startTime: `${b.startDate} 09:00:00`,
    endTime: `${b.endDate} 18:00:00`,
    name: `New leave ${id}`,
  });
}

export function reimbursementRow(id: string, over: Partial<BizReimbursement> = {}): BizReimbursement {
  return {
    ...base,
    id,
    name: `Zhang San's reimbursement ${id}`,
    instanceId: `20${id}`,
    state: { code: 'RUNNING', desc: 'Running' },
    currentTask: 'Leader approval',
    type: { code: 'TRAVEL', desc: 'Travel' },
    reason: 'Conference',
    amount: 123_450,
    items: [
      {
        itemName: 'Train',
        amount: 123_450,
        remark: null,
        attachments: [{ id: '55', name: 'ticket.png', url: '/api/file/anno/attachment/55/a.png' }],
      },
    ],
    ...over,
  };
}

export function taskRow(
  id: string,
  over: Partial<WfTask> & { view?: string } = {},
): WfTask & { view?: string } {
  return {
    id,
    name: 'Leader approval',
    activityId: 'leader',
    instanceId: `10${id}`,
    processDefinitionName: 'Leave',
    processDefinitionKey: 'leave',
    title: `Zhang San's leave ${id}`,
    bizType: { code: 'LEAVE', desc: 'Leave' },
    bizId: id,
    type: 'Annual leave',
    reason: 'Family visit',
    typeReimbursement: '',
    reasonReimbursement: '',
    assignee: 'Li Si',
    startUser: 'Zhang San',
    startTime: '2026-11-20 09:00:00',
    createTime: '2026-11-20 09:00:01',
    endTime: null,
    result: null,
    comment: null,
    doneBy: null,
    instanceState: { code: 'RUNNING', desc: 'Running' },
    ...over,
  };
}

export const HISTORY: WfHistory = {
  instanceId: '101',
  title: "Zhang San's leave 1",
  processDefinitionName: 'Leave',
  state: { code: 'RUNNING', desc: 'Running' },
  startUser: 'Zhang San',
  startTime: '2026-11-20 09:00:00',
  finishTime: null,
  xml: '<definitions/>',
  completedIds: ['start', 'flow1', 'leader'],
  activeIds: ['hr'],
  items: [
    {
      itemName: 'Submitted',
      itemRemake: null,
      result: null,
      createUser: 'Zhang San',
      createTime: '2026-11-20 09:00:00',
      done: true,
    },
    {
      itemName: 'Leader approval',
      itemRemake: 'Fine by me',
      result: { code: 'APPROVE', desc: 'Approve' },
      createUser: 'Li Si',
      createTime: '2026-11-21 10:00:00',
      done: true,
    },
    {
      itemName: 'HR approval',
      itemRemake: null,
      result: null,
      createUser: 'Role: HR',
      createTime: '2026-11-21 10:00:00',
      done: false,
    },
  ],
};

/** Renders a screen in `locale` as a user granted `codes`, with toasts. */
export async function renderScreen(Screen: ComponentType, codes: string[], locale: 'en' | 'zh' = 'en') {
  await renderInConsole(<Screen />, { codes, locale });
  return screen.findByRole('table');
}
