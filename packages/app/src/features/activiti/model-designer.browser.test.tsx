// The modeler in real Chromium: bpmn-js draws the sample process, our properties panel edits it,
// and what Save sends carries the activiti attributes and conditions the server's engine reads.
// Screenshots (zh, en) go to artifacts/screenshots.
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { roleResource, userResource, type WfModel } from '@pocket/contract';
import { activateLocale } from '@pocket/i18n';
import { authStorage } from '../../app/core-services.ts';
import { roleApi } from '../../app/api/role.ts';
import { userApi } from '../../app/api/user.ts';
import type { ScreenContext } from '../../components/resource/screen-def.ts';
import { renderInConsole } from '../../test/render-in-console.tsx';
import { modelApi } from './activiti-api.ts';
import { ModelDesigner } from './model-designer.tsx';
import { SAMPLE_PROCESS } from './sample-process.ts';

authStorage.set('TOKEN', 'test-token');
authStorage.set('TENANT', '1111');
authStorage.set('EXPIRE_TIME', Date.now() + 3_600_000);

const model: WfModel = {
  id: '1',
  name: 'Leave',
  key: 'leave',
  version: 1,
  description: null,
  status: { code: 'DRAFT', desc: 'Draft' },
  deployedVersion: null,
  createTime: '2026-11-01 08:00:00',
  lastUpdateTime: '2026-11-01 08:00:00',
};

const screenContext: ScreenContext = {
  refresh: () => Promise.resolve(),
  navigate: () => undefined,
  allowed: () => true,
  create: () => undefined,
  confirm: () => undefined,
  notify: () => undefined,
  show: () => undefined,
};

afterEach(() => vi.restoreAllMocks());

/** The designer with the sample as the stored diagram (no server: the calls are stood in for). */
async function openDesigner(locale: 'en' | 'zh') {
  const saved: string[] = [];
  vi.spyOn(modelApi, 'modelSaveXml').mockImplementation(((input: { body: { xml: string } }) => {
    saved.push(input.body.xml);
    return Promise.resolve({ ...model, version: model.version + saved.length });
  }) as never);
  // The tenant's users and roles the assignee is picked from.
  vi.spyOn(userApi, 'userQuery').mockResolvedValue([
    { id: '7', account: 'admin', name: 'Administrator' },
  ] as never);
  vi.spyOn(roleApi, 'roleQuery').mockResolvedValue([
    { id: '1', code: 'HR', name: 'Human resources' },
    { id: '2', code: 'FINANCE', name: 'Finance' },
  ] as never);
  vi.spyOn(modelApi, 'modelGet').mockResolvedValue({ ...model, xml: SAMPLE_PROCESS } as never);
  const close = vi.fn();
  // Inside a router, as on its screen: a navigation away is held while there are unsaved changes.
  const router = createMemoryRouter(
    [
      {
        path: '/activiti/model',
        element: <ModelDesigner model={model} close={close} screen={screenContext} />,
      },
      { path: '/dashboard', element: <p>Dashboard</p> },
    ],
    { initialEntries: ['/dashboard', '/activiti/model'], initialIndex: 1 },
  );
  // The assignee choice lists the tenant's users and roles for whoever may view them.
  await renderInConsole(null, {
    codes: [userResource.permissions.view, roleResource.permissions.view],
    locale,
    router,
  });

  const editor = await screen.findByRole('dialog');
  await waitFor(() => expect(editor.querySelector('[data-element-id="approve"]')).not.toBeNull(), {
    timeout: 15_000,
  });
  return { editor, saved, close, router };
}

/** The drawn element of `id` (shape or connection). */
const drawn = (editor: HTMLElement, id: string) =>
  editor.querySelector<SVGGElement>(`.djs-element[data-element-id="${id}"]`) as SVGGElement;

/** Selects an element as a click on it does (a connection's box centre may miss its line). */
function select(editor: HTMLElement, id: string) {
  const hit = drawn(editor, id).querySelector('.djs-hit') as Element;
  for (const type of ['mousedown', 'mouseup', 'click'])
    hit.dispatchEvent(new MouseEvent(type, { bubbles: true, button: 0 }));
}

async function save(editor: HTMLElement, saved: string[]) {
  const before = saved.length;
  await userEvent.click(within(editor).getByRole('button', { name: /^(Save|保存)$/ }));
  await waitFor(() => expect(saved.length).toBe(before + 1));
  return saved.at(-1) ?? '';
}

describe('the model designer', () => {
  it('edits a user task’s name and assignee and saves them as activiti attributes', async () => {
    const { editor, saved } = await openDesigner('en');
    const panel = within(within(editor).getByRole('complementary', { name: 'Properties' }));
    expect(
      await panel.findByText('Select an element of the diagram to edit its properties.'),
    ).toBeInTheDocument();

    await userEvent.click(drawn(editor, 'approve'));
    expect(await panel.findByRole('heading', { name: 'User task' })).toBeInTheDocument();
    expect(panel.getByRole('radio', { name: 'The members of a role' })).toBeChecked();
    await page.screenshot({ path: '../../../../../artifacts/screenshots/workflow-modeler-en.png' });

    const name = panel.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Leader approves leave{Enter}');
    await userEvent.click(panel.getByRole('radio', { name: "The starter's organisation leader" }));
    expect(within(editor).getByText('Unsaved changes.')).toBeInTheDocument();

    const xml = await save(editor, saved);
    expect(xml).toContain('xmlns:activiti="http://activiti.org/bpmn"');
    expect(xml).toMatch(
      /<bpmn:userTask id="approve" name="Leader approves leave" activiti:assignee="\$\{starterLeader\}"/,
    );
    expect(xml).not.toContain('activiti:candidateGroups');
    expect(within(editor).queryByText('Unsaved changes.')).not.toBeInTheDocument();

    await userEvent.click(panel.getByRole('radio', { name: 'A named user' }));
    await userEvent.click(panel.getByRole('combobox', { name: 'User' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Administrator (admin)' }));
    expect(await save(editor, saved)).toMatch(/<bpmn:userTask id="approve"[^>]* activiti:assignee="admin"/);

    await userEvent.click(panel.getByRole('radio', { name: 'Nobody yet' }));
    expect(await save(editor, saved)).not.toContain('activiti:assignee');
  });

  it('asks before the browser’s Back leaves unsaved changes; staying keeps them, leaving goes', async () => {
    const { editor, router, close } = await openDesigner('en');
    await userEvent.click(drawn(editor, 'approve'));
    const panel = within(within(editor).getByRole('complementary', { name: 'Properties' }));
    const name = await panel.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed{Enter}');
    expect(within(editor).getByText('Unsaved changes.')).toBeInTheDocument();

    await router.navigate(-1);
    const ask = await screen.findByRole('alertdialog', { name: 'Leave the editor?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/activiti/model');
    expect(within(editor).getByText('Unsaved changes.')).toBeInTheDocument();

    await router.navigate(-1);
    const again = await screen.findByRole('alertdialog', { name: 'Leave the editor?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(close).not.toHaveBeenCalled();
  });

  it('writes a gateway flow’s condition and its default toggle', async () => {
    const { editor, saved } = await openDesigner('en');
    const panel = within(within(editor).getByRole('complementary', { name: 'Properties' }));
    select(editor, 'approved');
    const condition = await panel.findByRole('textbox', { name: 'Condition' });
    expect(condition).toHaveValue("${decision == 'APPROVE'}");
    await page.screenshot({ path: '../../../../../artifacts/screenshots/workflow-modeler-flow-en.png' });
    await userEvent.clear(condition);
    await userEvent.type(condition, '${{days > 3}{Enter}');
    let xml = await save(editor, saved);
    expect(xml).toMatch(
      /<bpmn:sequenceFlow id="approved"[^>]*>\s*<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\$\{days &gt; 3\}<\/bpmn:conditionExpression>/,
    );

    await userEvent.click(panel.getByRole('switch', { name: /Default flow/ }));
    xml = await save(editor, saved);
    expect(xml).toMatch(/<bpmn:exclusiveGateway id="decide" default="approved"/);
    expect(xml).not.toMatch(/id="approved"[^>]*>\s*<bpmn:conditionExpression/);
  });

  it('leaves the canvas with Tab: the toolbar and the panel stay reachable', async () => {
    const { editor } = await openDesigner('en');
    await userEvent.click(drawn(editor, 'approve'));
    const canvas = within(editor).getByTestId('bpmn-modeler');
    const panel = within(editor).getByRole('complementary', { name: 'Properties' });
    (within(editor).getByRole('button', { name: 'Save and deploy' }) as HTMLElement).focus();
    const stops: string[] = [];
    for (let i = 0; i < 8 && !panel.contains(document.activeElement); i++) {
      await userEvent.keyboard('{Tab}');
      stops.push(canvas.contains(document.activeElement) ? 'canvas' : 'other');
    }
    // Focus went through the canvas (it takes keys there) and out again to the panel.
    expect(stops).toContain('canvas');
    expect(panel.contains(document.activeElement)).toBe(true);
  });

  it('speaks Chinese, also after a language switch while it is open', async () => {
    const { editor } = await openDesigner('en');
    expect(await within(editor).findByRole('button', { name: 'Create task' })).toBeInTheDocument();
    await activateLocale('zh');
    // bpmn-js's own palette titles come from our catalog, in the language now active.
    expect(await within(editor).findByRole('button', { name: '创建任务' })).toBeInTheDocument();
    expect(within(editor).getByRole('button', { name: '激活抓手工具' })).toBeInTheDocument();
    await userEvent.click(drawn(editor, 'approve'));
    const panel = within(within(editor).getByRole('complementary', { name: '属性' }));
    expect(await panel.findByRole('heading', { name: '用户任务' })).toBeInTheDocument();
    expect(within(editor).getByRole('button', { name: '保存并发布' })).toBeInTheDocument();
    await page.screenshot({ path: '../../../../../artifacts/screenshots/workflow-modeler-zh.png' });
  });
});
