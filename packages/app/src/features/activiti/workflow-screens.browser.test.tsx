// The two workflow lists and a definition's diagram (the read-only viewer) in real Chromium, with
// the client's calls answered from rows here (no server); screenshots in zh and en go to
// artifacts/screenshots.
import { render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { compilePermissions, toPage, type WfDefinition, type WfModel } from '@pocket/contract';
import { activateLocale, i18n } from '@pocket/i18n';
import { PermissionProvider, Toaster } from '@pocket/ui';
import { authStorage, client } from '../../app/core-services.ts';
import { TranslatedUiLabels } from '../../app/ui-labels.tsx';
import { ConsoleUiLabels } from '../../console/ui-labels.tsx';
import { ResourceScreen } from '../../components/resource/resource-screen.tsx';
import type { ScreenDef, ScreenResource } from '../../components/resource/screen-def.ts';
import { definitionScreen } from './definition.screen.tsx';
import { modelScreen } from './model.screen.tsx';
import { SAMPLE_PROCESS } from './sample-process.ts';

authStorage.set('TOKEN', 'test-token');
authStorage.set('TENANT', '1111');
authStorage.set('EXPIRE_TIME', Date.now() + 3_600_000);

const zh = (locale: string, zhText: string, enText: string) => (locale === 'zh' ? zhText : enText);

const models = (locale: string): WfModel[] => [
  {
    id: '1',
    name: zh(locale, '请假流程', 'Leave'),
    key: 'leave',
    version: 3,
    description: zh(locale, '领导审批，超过三天再经人事', 'Leader, then HR above three days'),
    status: { code: 'MODIFIED', desc: zh(locale, '已修改', 'Modified') },
    deployedVersion: 1,
    createTime: '2026-11-01 08:00:00',
    lastUpdateTime: '2026-11-20 10:12:00',
  },
  {
    id: '2',
    name: zh(locale, '报销流程', 'Reimbursement'),
    key: 'reimbursement',
    version: 1,
    description: null,
    status: { code: 'DEPLOYED', desc: zh(locale, '已发布', 'Deployed') },
    deployedVersion: 1,
    createTime: '2026-11-01 08:00:00',
    lastUpdateTime: '2026-11-01 08:00:00',
  },
  {
    id: '3',
    name: zh(locale, '出差申请', 'Business trip'),
    key: 'trip',
    version: 1,
    description: null,
    status: { code: 'DRAFT', desc: zh(locale, '草稿', 'Draft') },
    deployedVersion: null,
    createTime: '2026-11-22 09:00:00',
    lastUpdateTime: '2026-11-22 09:00:00',
  },
];

const definitions = (locale: string): WfDefinition[] =>
  [1, 2].map((version) => ({
    id: String(version),
    tenantId: '1111',
    name: zh(locale, '请假流程', 'Leave'),
    deploymentName: `${zh(locale, '请假流程', 'Leave')} v${version}`,
    key: 'leave',
    version,
    suspendState:
      version === 1
        ? { code: 'SUSPENDED' as const, desc: zh(locale, '挂起', 'Suspended') }
        : { code: 'ACTIVE' as const, desc: zh(locale, '激活', 'Active') },
    suspendStateName: version === 1 ? 'SUSPENDED' : 'ACTIVE',
    modelId: '1',
    running: version === 1 ? 0 : 2,
    deploymentTime: `2026-11-0${version} 08:00:00`,
  }));

afterEach(() => vi.restoreAllMocks());

/** The client answers the lists and a definition's diagram; anything else fails the test. */
function answer(locale: string) {
  vi.spyOn(client, 'request').mockImplementation((async (req: { url: string }) => {
    if (req.url === '/activiti/model/page') return toPage(models(locale), 3, 10, 1);
    if (req.url === '/activiti/definition/page') return toPage(definitions(locale), 2, 10, 1);
    if (req.url.startsWith('/activiti/definition/'))
      return { ...definitions(locale)[1], xml: SAMPLE_PROCESS };
    throw new Error(`not answered here: ${req.url}`);
  }) as never);
}

async function show<R extends ScreenResource>(def: ScreenDef<R>, locale: 'en' | 'zh') {
  await activateLocale(locale);
  answer(locale);
  const granted = compilePermissions(['activiti:model', 'activiti:definition']);
  render(
    <I18nProvider i18n={i18n}>
      <TranslatedUiLabels>
        <ConsoleUiLabels>
          <PermissionProvider checker={{ hasPermission: (c) => granted.has(c), hasRole: () => false }}>
            <SWRConfig value={{ provider: () => new Map() }}>
              <MemoryRouter>
                <ResourceScreen def={def} />
              </MemoryRouter>
            </SWRConfig>
          </PermissionProvider>
          <Toaster />
        </ConsoleUiLabels>
      </TranslatedUiLabels>
    </I18nProvider>,
  );
  const table = await screen.findByRole('table');
  await within(table).findAllByText(zh(locale, '请假流程', 'Leave'));
  return table;
}

const shot = (name: string) => page.screenshot({ path: `../../../../../artifacts/screenshots/${name}.png` });

describe.each(['en', 'zh'] as const)('the workflow screens (%s)', (locale) => {
  it('lists the models with their status and actions', async () => {
    const table = await show(modelScreen, locale);
    expect(within(table).getByText(zh(locale, '已修改', 'Modified'))).toBeInTheDocument();
    await shot(`workflow-models-${locale}`);
  });

  it('lists the definitions and draws one’s diagram', async () => {
    const table = await show(definitionScreen, locale);
    await shot(`workflow-definitions-${locale}`);
    await userEvent.click(
      within(table).getByRole('button', {
        name: zh(locale, '请假流程 版本 2 的流程图', 'Diagram of Leave version 2'),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('[data-element-id="approve"]')).not.toBeNull(), {
      timeout: 15_000,
    });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await shot(`workflow-definition-diagram-${locale}`);
  });
});
