import type { Page } from '@playwright/test';
import { expectAccessible, screenshot, setLanguage } from './support/api-session.ts';
import { runSuffix } from './support/users.ts';
import { expect, openScreen, test } from './support/own-tenant.ts';

const CODE = `E2E_${runSuffix().toUpperCase()}`;
const dialog = (page: Page) => page.getByRole('dialog');
function fieldError(page: Page, label: string) {
  return dialog(page)
    .locator('[data-slot="form-field"]')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('[data-slot="form-field-error"]');
}

test('dictionaries: filter by type, add an item in it, edit and delete', async ({
  page,
  request,
  tenant,
}) => {
  await openScreen({ page, request, tenant }, '/system/dictionary', 'Dictionaries');
  const table = page.getByRole('table', { name: 'Dictionary items' });
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: /\(EDUCATION\)/ }).click();
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'BACHELOR' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'NATION' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'dictionaries-en');

  // A new item starts in the filtered type; a taken code is refused under its field.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog(page).getByLabel('Type code')).toHaveValue('EDUCATION');
  await dialog(page).getByLabel('Item code').fill('MASTER');
  await dialog(page).getByLabel('Name (Chinese)').fill('硕士');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(page, 'Item code')).toHaveText('Already exists');
  await dialog(page).getByLabel('Item code').fill(CODE);
  await dialog(page).getByLabel('Name (Chinese)').fill('博士后');
  await dialog(page).getByLabel('Name (English)').fill('Postdoc');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: CODE });
  await expect(row).toContainText('Postdoc');

  await row.getByRole('button', { name: `Edit EDUCATION ${CODE}` }).click();
  await dialog(page).getByLabel('Name (English)').fill('Postdoctoral');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(row).toContainText('Postdoctoral');

  await row.getByRole('button', { name: `Delete EDUCATION ${CODE}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: CODE })).toHaveCount(0);

  // An item of a new type: without a type filter it starts blank; the type filter lists the new
  // type at once.
  const TYPE = `T_${CODE}`;
  await filters.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog(page).getByLabel('Type code')).toHaveValue('');
  await dialog(page).getByLabel('Type code').fill(TYPE);
  await dialog(page).getByLabel('Type name').fill('E2E type');
  await dialog(page).getByLabel('Item code').fill('ONE');
  await dialog(page).getByLabel('Name (Chinese)').fill('一');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await filters.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: `E2E type (${TYPE})` }).click();
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: `Delete ${TYPE} ONE` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByRole('row').filter({ hasText: TYPE })).toHaveCount(0);

  await setLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '字典', exact: true })).toBeVisible();
  await expectAccessible(page);
});
