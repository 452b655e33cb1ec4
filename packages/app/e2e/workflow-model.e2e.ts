import type { Page } from '@playwright/test';
import { apiSignIn, expectAccessible, screenshot, setLanguage, storeSession } from './support/api-session.ts';
import { runSuffix } from './support/users.ts';
import { expect, test } from './support/own-tenant.ts';

const suffix = runSuffix()
  .toLowerCase()
  .replace(/[^a-z0-9]/g, '');
const NAME = `E2E trip ${suffix}`;
const KEY = `trip_${suffix}`;

/** The editor, over the whole window. */
const editor = (page: Page) => page.getByRole('dialog', { name: `Design ${NAME}` });
/** Our properties panel beside the canvas. */
const panel = (page: Page) => editor(page).getByRole('complementary', { name: 'Properties' });
/** An entry of bpmn-js's context pad of the selected element (`append.end-event`, `replace`, …). */
const padEntry = (page: Page, action: string) => page.locator(`.djs-context-pad [data-action="${action}"]`);

test('workflow models: design a user task, save, deploy, then suspend and activate the new definition', async ({
  page,
  request,
  tenant,
}) => {
  test.setTimeout(120_000);
  const login = await apiSignIn(request, tenant.account, tenant.password, tenant.code);
  await storeSession(page, login, 'en', tenant.code);

  // The modeler's chunk is not part of any other screen: it loads when the editor opens.
  const modelerScripts: string[] = [];
  page.on('request', (r) => {
    if (/bpmn-modeler-view-.*\.js$/.test(r.url())) modelerScripts.push(r.url());
  });

  await page.goto('#/activiti/model');
  await expect(page.getByRole('heading', { name: 'Workflow models', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  const table = page.getByRole('table', { name: 'Workflow models' });

  // A new model: the server draws its start event.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'New model' });
  await form.getByLabel('Name').fill(NAME);
  await form.getByLabel('Process key').fill(KEY);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: NAME });
  await expect(row).toContainText(KEY);
  expect(modelerScripts).toEqual([]);

  // Design: start event → user task (assignee: the admin) → end event.
  await row.getByRole('button', { name: `Design ${NAME}` }).click();
  await expect(editor(page).locator('.djs-palette')).toBeVisible({ timeout: 20_000 });
  expect(modelerScripts).toHaveLength(1);
  // The server's blank diagram: one start event, id `start`.
  await editor(page).locator('.djs-element[data-element-id="start"]').click();
  await padEntry(page, 'append.append-task').click();
  // The new task is selected; our panel names it and bpmn-js's wrench makes it a user task.
  await panel(page).getByRole('textbox', { name: 'Name' }).fill('Approve the trip');
  await panel(page).getByRole('textbox', { name: 'Name' }).press('Enter');
  await padEntry(page, 'replace').click();
  await page.locator('.djs-popup [data-id="replace-with-user-task"]').click();
  await expect(panel(page).getByRole('heading', { name: 'User task' })).toBeVisible();
  await panel(page).getByRole('radio', { name: 'A named user' }).click();
  await panel(page).getByRole('combobox', { name: 'User' }).click();
  await page.getByRole('option', { name: /\(admin\)/ }).click();
  await padEntry(page, 'append.end-event').click();
  await expect(editor(page).getByText('Unsaved changes.')).toBeVisible();
  await screenshot(page, 'workflow-e2e-modeler-en');

  await editor(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await editor(page).getByRole('button', { name: 'Save and deploy' }).click();
  await expect(page.getByText('Publish successfully')).toBeVisible();
  await editor(page).getByRole('button', { name: 'Back' }).click();
  await expect(editor(page)).toBeHidden();
  await expect(row).toContainText('1');
  await expectAccessible(page);
  await screenshot(page, 'workflow-e2e-models-en');

  // The deployed version on the definitions screen: suspend, then activate.
  await page.goto('#/activiti/definition');
  const definitions = page.getByRole('table', { name: 'Process definitions' });
  // The models screen stays open (hidden) in its tab: this screen's own filter bar.
  const filters = page
    .getByRole('region', { name: 'Process definitions' })
    .getByRole('search', { name: 'Filters' })
    .filter({ visible: true });
  await filters.getByLabel('Process key').fill(KEY);
  await filters.getByRole('button', { name: 'Search' }).click();
  const definition = definitions.getByRole('row').filter({ hasText: KEY });
  await expect(definition).toContainText('Active');
  await definition.getByRole('button', { name: `Diagram of ${NAME} version 1` }).click();
  await expect(page.getByRole('dialog').locator('[data-element-id]').first()).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).first().click();

  await definition.getByRole('button', { name: `Suspend ${NAME} version 1` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('Suspended: it starts no new processes')).toBeVisible();
  await expect(definition).toContainText('Suspended');
  await definition.getByRole('button', { name: `Activate ${NAME} version 1` }).click();
  await expect(page.getByText('Activated', { exact: true })).toBeVisible();
  await expect(definition).toContainText('Active');
  await expectAccessible(page);
  await screenshot(page, 'workflow-e2e-definitions-en');

  await setLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '流程定义', exact: true })).toBeVisible({ timeout: 15_000 });
  await screenshot(page, 'workflow-e2e-definitions-zh');
  await page.goto('#/activiti/model');
  await expect(page.getByRole('heading', { name: '流程模型', exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: `设计 ${NAME}` }).click();
  await expect(page.getByRole('dialog', { name: `设计 ${NAME}` }).locator('.djs-palette')).toBeVisible({
    timeout: 20_000,
  });
  await screenshot(page, 'workflow-e2e-modeler-zh');
});
