import '../../test/jsdom-radix.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@pocket/contract';
import { authStorage } from '../../app/core-services.ts';
import { createMockServer } from '../../test/mock-server.ts';
import BizLeaveScreen from './biz-leave.screen.tsx';
import { HISTORY, leaveFromBody, leaveRow, renderScreen } from './request-fixtures.tsx';

// bpmn-js draws in a browser (the e2e test shows it); here the dialog's diagram shows what it got.
vi.mock('./bpmn-diagram.tsx', () => ({
  BpmnDiagram: (props: { completedIds: string[]; activeIds: string[]; label: string }) => (
    <figure aria-label={props.label}>
      <span>completed: {props.completedIds.join(',')}</span>
      <span>active: {props.activeIds.join(',')}</span>
    </figure>
  ),
}));

authStorage.set('TOKEN', 'test-token');
authStorage.set('TENANT', '1111');
authStorage.set('EXPIRE_TIME', Date.now() + 3_600_000);

let mock: ReturnType<typeof createMockServer> | undefined;
afterEach(() => mock?.close());

function serve(rows = [leaveRow('1')]) {
  mock = createMockServer({ rows: { bizLeave: rows }, makeRow: { bizLeave: leaveFromBody } });
  mock.listen();
  mock.server.use(
    http.get('*/api/activiti/task/history/:instanceId', ({ params }) =>
      HttpResponse.json(ok({ ...HISTORY, instanceId: String(params.instanceId) })),
    ),
  );
  return mock;
}

const CODES = ['activiti:bizLeave', 'activiti:task:view'];

/** Picks `option` of the select named `name`. */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the leave requests screen', () => {
  it('lists requests with their type, period, days, state and current step', async () => {
    serve([
      leaveRow('1', { days: 2.5, endHalf: 'AM' }),
      leaveRow('2', { state: { code: 'APPROVED', desc: '' }, currentTask: null }),
    ]);
    const table = await renderScreen(BizLeaveScreen, CODES);
    const first = (await within(table).findByText("Zhang San's leave 1")).closest('tr') as HTMLElement;
    expect(within(first).getByText('Annual leave')).toBeInTheDocument();
    expect(within(first).getByText('2.5 days')).toBeInTheDocument();
    expect(within(first).getByText(/2026-11-23 Morning – 2026-11-24 Morning/)).toBeInTheDocument();
    expect(within(first).getByText('In approval')).toBeInTheDocument();
    expect(within(first).getByText('Leader approval')).toBeInTheDocument();
    const second = within(table).getByText("Zhang San's leave 2").closest('tr') as HTMLElement;
    expect(within(second).getByText('Approved')).toBeInTheDocument();
  });

  it('filters by state and "mine only" in the page query', async () => {
    const server = serve();
    await renderScreen(BizLeaveScreen, CODES);
    const user = userEvent.setup();
    await choose(user, 'State', 'Rejected');
    await choose(user, 'Mine only', 'Yes');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(server.calls.filter((c) => c.path === '/activiti/bizLeave/page').at(-1)?.body).toMatchObject({
        model: { state: 'REJECTED', mine: true },
      }),
    );
  });

  it('asks for leave: days computed live over a weekend with half days, validated, then listed', async () => {
    const server = serve([]);
    await renderScreen(BizLeaveScreen, CODES);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ask for leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for leave' });
    // Nothing filled: every required field says so, nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findAllByText("Can't be empty")).toHaveLength(4);
    expect(server.calls.some((c) => c.path === '/activiti/bizLeave')).toBe(false);

    await choose(user, 'Leave type', 'Sick leave');
    // Thursday afternoon to Tuesday afternoon: Thu ½ + Fri 1 + Mon 1 + Tue 1; the weekend counts nothing.
    await user.type(within(dialog).getByRole('textbox', { name: 'First day' }), '2026-11-26');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last day' }), '2026-12-01');
    await user.tab();
    expect(within(dialog).getByRole('status')).toHaveTextContent('4 days');
    await choose(user, 'Start half-day', 'Afternoon');
    expect(within(dialog).getByRole('status')).toHaveTextContent('3.5 days');
    await choose(user, 'End half-day', 'Morning');
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 days');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Flu');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Leave requested')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((c) => c.path === '/activiti/bizLeave')?.body).toEqual({
      type: 'SICK',
      startDate: '2026-11-26',
      startHalf: 'PM',
      endDate: '2026-12-01',
      endHalf: 'AM',
      reason: 'Flu',
    });
    const row = (await screen.findByText('New leave 9000')).closest('tr') as HTMLElement;
    expect(within(row).getByText('3 days')).toBeInTheDocument();
    expect(within(row).getByText('Leader approval')).toBeInTheDocument();
  });

  it('refuses a leave that takes no working day (a weekend only)', async () => {
    const server = serve([]);
    await renderScreen(BizLeaveScreen, CODES);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ask for leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for leave' });
    await choose(user, 'Leave type', 'Annual leave');
    await user.type(within(dialog).getByRole('textbox', { name: 'First day' }), '2026-11-28');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last day' }), '2026-11-29');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Rest');
    expect(within(dialog).getByRole('status')).toHaveTextContent('0 days');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const last = within(dialog).getByRole('textbox', { name: 'Last day' });
    await waitFor(() => expect(last).toHaveAttribute('aria-invalid', 'true'));
    expect(server.calls.some((c) => c.path === '/activiti/bizLeave')).toBe(false);
  });

  it('shows the days in Chinese', async () => {
    serve([leaveRow('1', { days: 3.5, type: { code: 'MATERNITY', desc: '' } })]);
    const table = await renderScreen(BizLeaveScreen, CODES, 'zh');
    expect(await within(table).findByText('3.5 天')).toBeInTheDocument();
    expect(within(table).getByText('产假')).toBeInTheDocument();
    expect(within(table).getByText('审批中')).toBeInTheDocument();
  });

  it('shows the history: steps, results, the waiting step, and the path taken on the diagram', async () => {
    serve();
    const table = await renderScreen(BizLeaveScreen, CODES);
    const user = userEvent.setup();
    await within(table).findByText("Zhang San's leave 1");
    await user.click(within(table).getByRole('button', { name: "History Zhang San's leave 1" }));
    const dialog = await screen.findByRole('dialog', { name: "History: Zhang San's leave 1" });
    const steps = within(dialog).getByRole('table', { name: 'Steps' });
    const leader = within(steps).getByText('Leader approval').closest('tr') as HTMLElement;
    expect(within(leader).getByText('Approved')).toBeInTheDocument();
    expect(within(leader).getByText('Fine by me')).toBeInTheDocument();
    const hr = within(steps).getByText('HR approval').closest('tr') as HTMLElement;
    expect(within(hr).getByText('Waiting')).toBeInTheDocument();
    expect(within(hr).getByText('Role: HR')).toBeInTheDocument();
    const diagram = within(dialog).getByRole('figure', { name: "Process diagram of Zhang San's leave 1" });
    expect(diagram).toHaveTextContent('completed: start,flow1,leader');
    expect(diagram).toHaveTextContent('active: hr');
  });

  it('offers no "Ask for leave" without the add permission', async () => {
    serve();
    const table = await renderScreen(BizLeaveScreen, ['activiti:bizLeave:view']);
    await within(table).findByText("Zhang San's leave 1");
    expect(screen.queryByRole('button', { name: 'Ask for leave' })).not.toBeInTheDocument();
  });
});
