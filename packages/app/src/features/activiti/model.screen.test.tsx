import '../../test/jsdom-radix.ts';
import { useEffect } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WfDefinition, WfModel } from '@pocket/contract';
import type { BpmnModelerProps } from './bpmn-modeler.tsx';
import { modelScreen } from './model.screen.tsx';
import { renderWorkflowScreen } from './test-screen.tsx';

// bpmn-js draws with SVG measurements jsdom does not have: the editor is stood in for by one
// that hands the designer a fixed diagram (the real editor is tested in a browser, e2e).
const DRAWN = '<bpmn:definitions id="drawn"/>';
vi.mock('./bpmn-modeler.tsx', () => ({
  BpmnModeler: ({ onReady, onChange }: BpmnModelerProps) => {
    useEffect(() => {
      onReady?.({ saveXml: () => Promise.resolve(DRAWN), fit: () => undefined });
    }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, like the editor's import
    return (
      <button type="button" onClick={() => onChange?.()}>
        Draw something
      </button>
    );
  },
}));

const model = (id: string, name: string, status: WfModel['status']['code'] = 'DRAFT') => ({
  id,
  name,
  key: `process_${id}`,
  version: 1,
  description: null,
  status: { code: status, desc: status },
  deployedVersion: status === 'DRAFT' ? null : 1,
  createTime: '2026-11-01 08:00:00',
  lastUpdateTime: '2026-11-02 08:00:00',
  xml: '<bpmn:definitions id="stored"/>',
});

const definition: WfDefinition = {
  id: '50',
  tenantId: '1111',
  name: 'Leave',
  deploymentName: 'Leave v1',
  key: 'process_1',
  version: 2,
  suspendState: { code: 'ACTIVE', desc: 'Active' },
  suspendStateName: 'Active',
  modelId: '1',
  running: 0,
  deploymentTime: '2026-11-03 08:00:00',
};

const ALL = ['activiti:model'];
let stop: (() => void) | undefined;
afterEach(() => stop?.());

async function open(
  options: Omit<Parameters<typeof renderWorkflowScreen>[1], 'data' | 'codes'> & {
    codes?: string[];
    refuse?: Parameters<typeof renderWorkflowScreen>[1]['data']['refuse'];
  } = {},
) {
  const { codes = ALL, refuse, ...rest } = options;
  const opened = await renderWorkflowScreen(modelScreen, {
    data: {
      rows: { model: [model('1', 'Leave'), model('2', 'Expenses', 'MODIFIED')] },
      ...(refuse ? { refuse } : {}),
    },
    codes,
    ...rest,
  });
  stop = () => opened.mock.close();
  await within(opened.table).findByText('Leave');
  return opened;
}

describe('the workflow model screen', () => {
  it('lists the models with their status; deploy asks the spec’s question, then publishes', async () => {
    const { mock, table } = await open({ answers: { 'post /activiti/model/:id/deploy': () => definition } });
    expect(within(table).getByText('MODIFIED')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Deploy Leave' }));
    const ask = await screen.findByRole('alertdialog');
    expect(within(ask).getByText('Make sure to publish the process')).toBeInTheDocument();
    expect(mock.calls.some((c) => c.path.endsWith('/deploy'))).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Deploy' }));
    expect(await screen.findByText('Publish successfully')).toBeInTheDocument();
    expect(mock.calls.some((c) => c.method === 'post' && c.path === '/activiti/model/1/deploy')).toBe(true);
  });

  it('asks and reports the deploy in Chinese', async () => {
    await open({ locale: 'zh', answers: { 'post /activiti/model/:id/deploy': () => definition } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '发布 Leave' }));
    const ask = await screen.findByRole('alertdialog');
    expect(within(ask).getByText('确定发布该流程吗？')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: '发布' }));
    expect(await screen.findByText('发布成功')).toBeInTheDocument();
  });

  it('a deploy the server refuses says why, translated, and the question stays open', async () => {
    await open({
      locale: 'zh',
      refuse: (call) =>
        call.path === '/activiti/model/1/deploy'
          ? [{ path: ['xml'], code: 'bpmn_assignee:approve' }]
          : undefined,
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '发布 Leave' }));
    const ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: '发布' }));
    expect(await screen.findByText(/模型未发布/)).toHaveTextContent(
      '用户任务 approve 没有引擎能找到的办理人',
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('offers no deploy and no import to a user without those codes', async () => {
    const { table } = await open({ codes: ['activiti:model:view', 'activiti:model:edit'] });
    expect(within(table).getByRole('button', { name: 'Design Leave' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Deploy Leave' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import .bpmn' })).not.toBeInTheDocument();
  });

  it('imports a .bpmn file; a refused one says why, translated', async () => {
    const { mock } = await open({
      locale: 'zh',
      refuse: (call) =>
        call.path === '/activiti/model/importBpmn' ? [{ path: ['file'], code: 'bpmn_start' }] : undefined,
    });
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: '导入 .bpmn' })).toBeInTheDocument();
    const file = new File(['<definitions/>'], 'leave.bpmn', { type: 'application/xml' });
    await user.upload(screen.getByLabelText('要导入的 BPMN 文件'), file);
    expect(await screen.findByText(/文件未导入/)).toHaveTextContent('流程需要且只能有一个开始事件');
    expect(mock.calls.some((c) => c.path === '/activiti/model/importBpmn')).toBe(true);
  });

  it('an imported process whose id is already a model’s key says so', async () => {
    await open({
      refuse: (call) =>
        call.path === '/activiti/model/importBpmn' ? [{ path: ['key'], code: 'exists' }] : undefined,
    });
    const file = new File(['<definitions/>'], 'leave.bpmn', { type: 'application/xml' });
    await userEvent.setup().upload(screen.getByLabelText('BPMN file to import'), file);
    expect(await screen.findByText(/The file was not imported/)).toHaveTextContent('Already exists');
  });

  it('creates a model from the contract’s create schema: the key must be a process id', async () => {
    const { mock } = await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'New model' });
    await user.type(within(dialog).getByLabelText('Name', { exact: false }), 'Trips');
    await user.type(within(dialog).getByLabelText('Process key', { exact: false }), '1trip');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Process key', { exact: false })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(mock.calls.some((c) => c.method === 'post' && c.path === '/activiti/model')).toBe(false);
  });

  it('saves the drawn diagram; a bpmn issue on the xml is shown translated, and leaving asks first', async () => {
    const { mock } = await open({
      refuse: (call) =>
        call.path === '/activiti/model/1/xml'
          ? [{ path: ['xml'], code: 'bpmn_element:scriptTask:Task_1' }]
          : undefined,
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Design Leave' }));
    const editor = await screen.findByRole('dialog', { name: 'Design Leave' });
    await user.click(await within(editor).findByRole('button', { name: 'Draw something' }));
    expect(within(editor).getByText('Unsaved changes.')).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    const alert = await within(editor).findByRole('alert');
    expect(alert).toHaveTextContent('The engine does not run the element scriptTask (Task_1)');
    const sent = mock.calls.find((c) => c.path === '/activiti/model/1/xml');
    expect(sent?.body).toEqual({ xml: DRAWN });
    await user.click(within(editor).getByRole('button', { name: 'Back' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave the editor?' });
    await user.click(within(ask).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Design Leave' })).not.toBeInTheDocument(),
    );
  });
});
