import '../../test/jsdom-radix.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { wfDefinitionResource, type WfDefinition, type WfModel } from '@pocket/contract';
import { definitionScreen } from './definition.screen.tsx';
import { renderWorkflowScreen } from './test-screen.tsx';

const definition = (
  id: string,
  running: number,
  state: 'ACTIVE' | 'SUSPENDED' = 'ACTIVE',
): WfDefinition & { xml: string } => ({
  id,
  tenantId: '1111',
  name: `Leave ${id}`,
  deploymentName: 'Leave',
  key: 'leave',
  version: Number(id),
  suspendState: { code: state, desc: state === 'ACTIVE' ? 'Active' : 'Suspended' },
  suspendStateName: state,
  modelId: '1',
  running,
  deploymentTime: '2026-11-03 08:00:00',
  xml: '<bpmn:definitions/>',
});

const model: WfModel = {
  id: '1',
  name: 'Leave',
  key: 'leave',
  version: 3,
  description: null,
  status: { code: 'MODIFIED', desc: 'Modified' },
  deployedVersion: 2,
  createTime: '2026-11-01 08:00:00',
  lastUpdateTime: '2026-11-02 08:00:00',
};

let stop: (() => void) | undefined;
afterEach(() => stop?.());

async function open(rows: WfDefinition[], locale: 'en' | 'zh' = 'en', codes = ['activiti:definition']) {
  const opened = await renderWorkflowScreen(definitionScreen, {
    data: { rows: { definition: rows } },
    codes,
    locale,
    answers: {
      'post /activiti/definition/delete': (call) => ({
        deleted: (call.body as { ids: string[] }).ids.length,
        ended: 0,
      }),
      'put /activiti/definition/:id/state': (call) => ({
        ...definition(call.path.split('/')[3] ?? '1', 0),
        suspendState: { code: 'SUSPENDED', desc: 'Suspended' },
      }),
      'post /activiti/definition/:id/mapping': () => model,
    },
  });
  stop = () => opened.mock.close();
  await within(opened.table).findByText(rows[0]?.name ?? '');
  return opened;
}

const deleteCalls = (mock: { calls: { path: string; body: unknown }[] }) =>
  mock.calls.filter((c) => c.path === '/activiti/definition/delete').map((c) => c.body);

describe('the process definition screen', () => {
  it('deleting one with running processes says how many will end and ends them', async () => {
    const { mock, table } = await open([definition('1', 2), definition('2', 0)]);
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Delete Leave 1 version 1' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('Delete 1 process definition? 2 processes still run: they will be ended.');
    await user.click(within(ask).getByRole('button', { name: 'End and delete' }));
    await waitFor(() => expect(deleteCalls(mock)).toEqual([{ ids: ['1'], endRunning: true }]));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
  });

  it('deleting one with nothing running asks plainly and ends nothing', async () => {
    const { mock, table } = await open([definition('1', 2), definition('2', 0)]);
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Delete Leave 2 version 2' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('Delete 1 process definition? This cannot be undone.');
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteCalls(mock)).toEqual([{ ids: ['2'] }]));
  });

  it('deleting a selection counts the processes of every selected row, in Chinese too', async () => {
    const { mock, table } = await open([definition('1', 1), definition('2', 0), definition('3', 4)], 'zh');
    const user = userEvent.setup();
    await user.click(within(table).getByRole('checkbox', { name: /Leave 1 v1/ }));
    await user.click(within(table).getByRole('checkbox', { name: /Leave 2 v2/ }));
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('确定删除 2 个流程定义吗？仍有 1 个流程在运行，删除时将一并结束。');
    await user.click(within(ask).getByRole('button', { name: '结束并删除' }));
    await waitFor(() => expect(deleteCalls(mock)).toEqual([{ ids: ['1', '2'], endRunning: true }]));
  });

  it('suspends an active one after asking, and offers activation for a suspended one', async () => {
    const { mock, table } = await open([definition('1', 0), definition('2', 0, 'SUSPENDED')]);
    const user = userEvent.setup();
    expect(
      within(table).queryByRole('button', { name: 'Suspend Leave 2 version 2' }),
    ).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Activate Leave 2 version 2' })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Suspend Leave 1 version 1' }));
    const ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(mock.calls.find((c) => c.path === '/activiti/definition/1/state')?.body).toEqual({
        suspended: true,
      }),
    );
    await user.click(within(table).getByRole('button', { name: 'Activate Leave 2 version 2' }));
    await waitFor(() =>
      expect(mock.calls.find((c) => c.path === '/activiti/definition/2/state')?.body).toEqual({
        suspended: false,
      }),
    );
  });

  it('converts a definition to a model with the spec’s message', async () => {
    const { mock, table } = await open([definition('1', 0)], 'zh');
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: '将 Leave 1 版本 1 转换为模型' }));
    const ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: '转换' }));
    expect(await screen.findByText('转换为模型成功')).toBeInTheDocument();
    expect(mock.calls.some((c) => c.path === '/activiti/definition/1/mapping')).toBe(true);
  });

  it('hides every change from a user who may only view', async () => {
    const { table } = await open([definition('1', 0)], 'en', [wfDefinitionResource.permissions.view]);
    expect(within(table).getByRole('button', { name: 'Diagram of Leave 1 version 1' })).toBeInTheDocument();
    for (const name of ['Suspend', 'Convert', 'Delete'])
      expect(within(table).queryByRole('button', { name: new RegExp(`^${name}`) })).not.toBeInTheDocument();
  });

  it('filters by state and latest versions in a query the contract accepts', async () => {
    const { mock } = await open([definition('1', 0)]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Versions' }));
    await user.click(await screen.findByRole('option', { name: 'Latest versions only' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(mock.calls.filter((c) => c.path === '/activiti/definition/page').at(-1)?.body).toMatchObject({
        model: { latest: true },
      }),
    );
  });
});
