import type { Page } from '@playwright/test';
import { expectAccessible, screenshot, setLanguage } from './support/api-session.ts';
import { runSuffix } from './support/users.ts';
import { expect, openScreen, test } from './support/own-tenant.ts';

const KEY = `E2E_${runSuffix().toUpperCase()}`;
const dialog = (page: Page) => page.getByRole('dialog');
function fieldError(page: Page, label: string) {
  return dialog(page)
    .locator('[data-slot="form-field"]')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('[data-slot="form-field-error"]');
}

test('parameters: create, refuse a bad initial password, edit and delete; built-in ones stay read-only', async ({
  page,
  request,
  tenant,
}) => {
  await openScreen({ page, request, tenant }, '/system/parameter', 'Parameters');
  const table = page.getByRole('table', { name: 'Parameters' });
  const builtIn = table.getByRole('row').filter({ hasText: 'LOGIN_POLICY' });
  await expect(builtIn).toContainText('Built-in');
  await expect(builtIn.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'parameters-en');

  // The initial password must stay a valid password.
  const initial = table.getByRole('row').filter({ hasText: 'INITIAL_PASSWORD' });
  await initial.getByRole('button', { name: 'Edit INITIAL_PASSWORD' }).click();
  await dialog(page).getByLabel('Value').fill('123');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(page, 'Value')).toHaveText('6 to 20 characters');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog(page).getByLabel('Key').fill('bad key');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(page, 'Key')).toHaveText('Only letters, digits and underscores are allowed');
  await expect(fieldError(page, 'Name')).toHaveText("Can't be empty");
  await dialog(page).getByLabel('Key').fill(KEY);
  await dialog(page).getByLabel('Name').fill('E2E parameter');
  await dialog(page).getByLabel('Value').fill('one');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: KEY });
  await expect(row).toContainText('one');

  await row.getByRole('button', { name: `Edit ${KEY}` }).click();
  await dialog(page).getByLabel('Value').fill('two');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(row).toContainText('two');

  await row.getByRole('button', { name: `Delete ${KEY}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: KEY })).toHaveCount(0);

  await setLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '参数', exact: true })).toBeVisible();
  await expectAccessible(page);
});
