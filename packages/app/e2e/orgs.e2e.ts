import type { Page } from '@playwright/test';
import { expectAccessible, screenshot, setLanguage } from './support/api-session.ts';
import { runSuffix } from './support/users.ts';
import { expect, openScreen, test } from './support/own-tenant.ts';

const PARENT = `E2E campus ${runSuffix()}`;
const CHILD = `E2E office ${runSuffix()}`;
const dialog = (page: Page) => page.getByRole('dialog');

test('organisations: the tree is listed parents first; add under a node, edit, delete with its children', async ({
  page,
  request,
  tenant,
}) => {
  await openScreen({ page, request, tenant }, '/org/org', 'Organisations');
  const table = page.getByRole('table', { name: 'Organisations' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'orgs-en');

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog(page)
      .locator('[data-slot="form-field"]')
      .filter({ hasText: 'Name' })
      .locator('[data-slot="form-field-error"]'),
  ).toHaveText("Can't be empty");
  await dialog(page).getByLabel('Name').fill(PARENT);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();

  const parentRow = table.getByRole('row').filter({ hasText: PARENT });
  await parentRow.getByRole('button', { name: `Add under ${PARENT}` }).click();
  await expect(dialog(page).getByRole('combobox', { name: 'Parent organisation' })).toHaveText(PARENT);
  await dialog(page).getByLabel('Name').fill(CHILD);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully').first()).toBeVisible();
  // The child follows its parent, one level in.
  await expect(table.getByRole('row').filter({ hasText: CHILD })).toBeVisible();
  const labels = await table.getByRole('row').allInnerTexts();
  const at = labels.findIndex((l) => l.includes(PARENT));
  expect(labels[at + 1]).toContain(CHILD);

  // A node cannot be moved under itself (nor, so, under anything below it).
  await parentRow.getByRole('button', { name: `Edit ${PARENT}` }).click();
  await dialog(page).getByRole('combobox', { name: 'Parent organisation' }).click();
  await expect(page.getByRole('treeitem', { name: PARENT })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await dialog(page).getByLabel('Abbreviation').fill('EC');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(parentRow).toContainText('EC');

  await parentRow.getByRole('button', { name: `Delete ${PARENT}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('and the 1 below them?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: PARENT })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: CHILD })).toHaveCount(0);

  await setLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '组织', exact: true })).toBeVisible();
  await expectAccessible(page);
});
