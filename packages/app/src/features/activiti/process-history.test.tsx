import '../../test/jsdom-radix.ts';
import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, fail, ok } from '@pocket/contract';
import { activateLocale, i18n } from '@pocket/i18n';
import { authStorage } from '../../app/core-services.ts';
import { TranslatedUiLabels } from '../../app/ui-labels.tsx';
import { ConsoleUiLabels } from '../../console/ui-labels.tsx';
import { createMockServer } from '../../test/mock-server.ts';
import { ProcessHistoryDialog } from './process-history.tsx';
import { HISTORY } from './request-fixtures.tsx';

vi.mock('./bpmn-diagram.tsx', () => ({
  BpmnDiagram: (props: { completedIds: string[]; activeIds: string[]; label: string }) => (
    <figure
      aria-label={props.label}
      data-completed={props.completedIds.join(',')}
      data-active={props.activeIds.join(',')}
    />
  ),
}));

authStorage.set('TOKEN', 'test-token');
authStorage.set('TENANT', '1111');
authStorage.set('EXPIRE_TIME', Date.now() + 3_600_000);

let mock: ReturnType<typeof createMockServer> | undefined;
afterEach(() => mock?.close());

const asked: string[] = [];
function serve(answer: () => Response) {
  mock = createMockServer();
  mock.listen();
  mock.server.use(
    http.get('*/api/activiti/task/history/:instanceId', ({ params }) => {
      asked.push(String(params.instanceId));
      return answer();
    }),
  );
}

async function open(locale: 'en' | 'zh') {
  await activateLocale(locale);
  render(
    <I18nProvider i18n={i18n}>
      <TranslatedUiLabels>
        <ConsoleUiLabels>
          <SWRConfig value={{ provider: () => new Map() }}>
            <ProcessHistoryDialog instanceId="101" onClose={() => undefined} />
          </SWRConfig>
        </ConsoleUiLabels>
      </TranslatedUiLabels>
    </I18nProvider>,
  );
}

describe('the process history dialog', () => {
  it('shows the instance, its steps in Chinese and the diagram with the path taken', async () => {
    serve(() => HttpResponse.json(ok({ ...HISTORY, finishTime: null })));
    await open('zh');
    const dialog = await screen.findByRole('dialog', { name: `审批历史：${HISTORY.title}` });
    expect(asked.at(-1)).toBe('101');
    expect(within(dialog).getByText('审批中')).toBeInTheDocument();
    const steps = within(dialog).getByRole('table', { name: '审批步骤' });
    expect(within(steps).getByText('已通过')).toBeInTheDocument();
    expect(within(steps).getByText('待处理')).toBeInTheDocument();
    const diagram = within(dialog).getByRole('figure');
    expect(diagram).toHaveAttribute('data-completed', 'start,flow1,leader');
    expect(diagram).toHaveAttribute('data-active', 'hr');
  });

  it('says why the history cannot be shown', async () => {
    serve(() => HttpResponse.json(fail(ErrorCode.OPERATION_FAILED, 'No such process'), { status: 404 }));
    await open('en');
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    expect(await within(dialog).findByText('No such process')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});
