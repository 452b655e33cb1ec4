import '../../test/jsdom-radix.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode, fail, ok, wfTaskCompleteSchema } from '@pocket/contract';
import { authStorage } from '../../app/core-services.ts';
import { createMockServer } from '../../test/mock-server.ts';
import { taskRow, renderScreen } from './request-fixtures.tsx';
import TaskScreen from './task.screen.tsx';

authStorage.set('TOKEN', 'test-token');
authStorage.set('TENANT', '1111');
authStorage.set('EXPIRE_TIME', Date.now() + 3_600_000);

let mock: ReturnType<typeof createMockServer> | undefined;
afterEach(() => mock?.close());

const TASKS = [
  taskRow('1', { view: 'TODO' }),
  taskRow('2', {
    view: 'DONE',
    title: "Wang Wu's reimbursement 2",
    type: '',
    reason: '',
    typeReimbursement: 'Travel',
    reasonReimbursement: 'Conference',
    endTime: '2026-11-21 10:00:00',
    result: { code: 'REJECT', desc: 'Reject' },
    comment: 'No receipt',
    doneBy: 'Li Si',
  }),
];

/** The tasks of each view (rows carry `view`, which the mock's page filter matches); completing
 * answers with `complete` (default: the task, done). */
function serve(complete?: () => Response) {
  mock = createMockServer({ rows: { task: TASKS.map((t) => ({ ...t })) } });
  mock.listen();
  const server = mock;
  mock.server.use(
    http.post('*/api/activiti/task/:id/complete', async ({ request, params }) => {
      const body = wfTaskCompleteSchema.parse(await request.json());
      server.calls.push({ method: 'post', path: `/activiti/task/${String(params.id)}/complete`, body });
      if (complete) return complete();
      return HttpResponse.json(ok({ ...taskRow(String(params.id)), endTime: '2026-11-22 10:00:00' }));
    }),
  );
  return mock;
}

const CODES = ['activiti:task:view', 'activiti:task:edit'];
const pages = () => mock?.calls.filter((c) => c.path === '/activiti/task/page') ?? [];

describe('the tasks screen', () => {
  it('switches between to do, done and started: each asks for its view and shows its columns', async () => {
    serve();
    const table = await renderScreen(TaskScreen, CODES);
    await within(table).findByText("Zhang San's leave 1");
    expect(pages().at(-1)?.body).toMatchObject({ model: { view: 'TODO' } });
    expect(within(table).queryByRole('columnheader', { name: 'Result' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    const views = screen.getByRole('group', { name: 'Tasks shown' });
    expect(within(views).getByRole('button', { name: 'To do' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(views).getByRole('button', { name: 'Handled' }));
    const done = await screen.findByRole('table');
    const row = (await within(done).findByText("Wang Wu's reimbursement 2")).closest('tr') as HTMLElement;
    expect(pages().at(-1)?.body).toMatchObject({ model: { view: 'DONE' } });
    expect(within(done).getByRole('columnheader', { name: 'Result' })).toBeInTheDocument();
    expect(within(row).getByText('Rejected')).toBeInTheDocument();
    expect(within(row).getByText('No receipt')).toBeInTheDocument();
    expect(within(row).getByText('Travel')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Handled' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Started by me' }));
    await waitFor(() => expect(pages().at(-1)?.body).toMatchObject({ model: { view: 'STARTED' } }));
  });

  it('rejects only with a comment; approving needs none; each reloads the list', async () => {
    const server = serve();
    const table = await renderScreen(TaskScreen, CODES);
    const row = (await within(table).findByText("Zhang San's leave 1")).closest('tr') as HTMLElement;
    const user = userEvent.setup();

    await user.click(within(row).getByRole('button', { name: /^Reject/ }));
    let dialog = await screen.findByRole('dialog', { name: "Reject: Zhang San's leave 1" });
    // The request's summary.
    expect(within(dialog).getByText('Family visit')).toBeInTheDocument();
    expect(within(dialog).getByText('Annual leave')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const comment = within(dialog).getByRole('textbox', { name: 'Approval comment' });
    await waitFor(() => expect(comment).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText("Can't be empty")).toBeInTheDocument();
    expect(server.calls.some((c) => c.path.endsWith('/complete'))).toBe(false);
    await user.type(comment, 'Too long');
    const before = pages().length;
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((c) => c.path === '/activiti/task/1/complete')?.body).toEqual({
      result: 'REJECT',
      comment: 'Too long',
    });
    await waitFor(() => expect(pages().length).toBeGreaterThan(before));

    await user.click(within(row).getByRole('button', { name: /^Approve/ }));
    dialog = await screen.findByRole('dialog', { name: "Approve: Zhang San's leave 1" });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.filter((c) => c.path === '/activiti/task/1/complete').at(-1)?.body).toMatchObject({
      result: 'APPROVE',
    });
  });

  it('shows the server’s message for a task handled meanwhile, and reloads', async () => {
    serve(() =>
      HttpResponse.json(fail(ErrorCode.OPERATION_FAILED, 'The task has already been handled'), {
        status: 400,
      }),
    );
    const table = await renderScreen(TaskScreen, CODES);
    const row = (await within(table).findByText("Zhang San's leave 1")).closest('tr') as HTMLElement;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: /^Approve/ }));
    const dialog = await screen.findByRole('dialog', { name: "Approve: Zhang San's leave 1" });
    const before = pages().length;
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The task has already been handled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(pages().length).toBeGreaterThan(before));
  });

  it('offers no approve or reject without the edit permission', async () => {
    serve();
    const table = await renderScreen(TaskScreen, ['activiti:task:view']);
    const row = (await within(table).findByText("Zhang San's leave 1")).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^History/ })).toBeInTheDocument();
  });
});
