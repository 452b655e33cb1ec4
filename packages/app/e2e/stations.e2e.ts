import type { Page } from '@playwright/test';
import { apiSignIn, expectAccessible, screenshot, setLanguage, storeSession } from './support/api-session.ts';
import { runSuffix } from './support/users.ts';
import { expect, test } from './support/own-tenant.ts';

const NAME = `E2E post ${runSuffix()}`;
const dialog = (page: Page) => page.getByRole('dialog');

test('stations: create in an organisation, find, edit and delete', async ({ page, request, tenant }) => {
  const login = await apiSignIn(request, tenant.account, tenant.password, tenant.code);
  await storeSession(page, login, 'en', tenant.code);
  await page.goto('#/org/station');
  await expect(page.getByRole('heading', { name: 'Stations', exact: true })).toBeVisible({ timeout: 15_000 });
  const table = page.getByRole('table', { name: 'Stations' });

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog(page)
      .locator('[data-slot="form-field"]')
      .filter({ hasText: 'Name' })
      .locator('[data-slot="form-field-error"]'),
  ).toHaveText("Can't be empty");
  await dialog(page).getByLabel('Name').fill(NAME);
  await dialog(page).getByRole('combobox', { name: 'Organisation' }).click();
  // The tenant's root organisation carries the tenant's name.
  await page.getByRole('treeitem', { name: tenant.name }).click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();

  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('Name').fill(NAME);
  await filters.getByRole('button', { name: 'Search' }).click();
  const row = table.getByRole('row').filter({ hasText: NAME });
  await expect(row).toContainText(tenant.name);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectAccessible(page);
  await screenshot(page, 'stations-en');

  await row.getByRole('button', { name: `Edit ${NAME}` }).click();
  await dialog(page).getByLabel('Description').fill('Teaches the spring term');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(row).toContainText('Teaches the spring term');

  await row.getByRole('button', { name: `Delete ${NAME}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: NAME })).toHaveCount(0);

  await setLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '岗位', exact: true })).toBeVisible();
  await expectAccessible(page);
});
