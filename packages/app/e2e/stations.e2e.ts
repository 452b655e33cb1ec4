import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, expectAccessible, screenshot, setLanguage, storeSession } from './support/api-session.ts';
import { runSuffix } from './support/users.ts';

const NAME = `E2E post ${runSuffix()}`;
const dialog = (page: Page) => page.getByRole('dialog');

test('stations: create in an organisation, find, edit and delete', async ({ page, request }) => {
  const login = await apiSignIn(request);
  await storeSession(page, login, 'en');
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
  await page.getByRole('treeitem', { name: '演示学校' }).click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();

  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('Name').fill(NAME);
  await filters.getByRole('button', { name: 'Search' }).click();
  const row = table.getByRole('row').filter({ hasText: NAME });
  await expect(row).toContainText('演示学校');
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
