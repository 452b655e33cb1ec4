import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, expectAccessible, screenshot, setLanguage, storeSession } from './support/api-session.ts';
import { runSuffix } from './support/users.ts';

/** The platform tenant and the initial password new accounts get (seeded parameter). */
const PLATFORM = '0000';
const INITIAL_PASSWORD = '123456';
const CODE = `t${runSuffix()}`;

const dialog = (page: Page) => page.getByRole('dialog');

function fieldError(page: Page, label: string) {
  return dialog(page)
    .locator('[data-slot="form-field"]')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('[data-slot="form-field-error"]');
}

test('tenants: the platform creates a tenant whose admin can sign in, edits and deletes it', async ({
  page,
  request,
}) => {
  const login = await apiSignIn(request, 'admin', 'pocket123456', PLATFORM);
  await storeSession(page, login, 'en', PLATFORM);
  await page.goto('#/tenant/tenant');
  await expect(page.getByRole('heading', { name: 'Tenants', exact: true })).toBeVisible({ timeout: 15_000 });
  const table = page.getByRole('table', { name: 'Tenants' });
  const platformRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: PLATFORM, exact: true }) });
  await expect(platformRow).toContainText('Built-in');
  await expect(platformRow.getByRole('button', { name: `Delete ${PLATFORM}` })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'tenants-en');

  // Invalid input is refused under its fields; a taken code is reported when the field is left.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog(page).getByLabel('Tenant code').fill('1111');
  await dialog(page).getByLabel('Name').focus();
  await expect(fieldError(page, 'Tenant code')).toHaveText('Already exists');
  await dialog(page).getByLabel('Tenant code').fill('a-b');
  await dialog(page).getByLabel('Lock time (minutes)').fill('0');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(page, 'Tenant code')).toHaveText('4 to 10 characters');
  await expect(fieldError(page, 'Name')).toHaveText("Can't be empty");
  await expect(fieldError(page, 'Lock time (minutes)')).toHaveText(
    'Please enter an integer greater than zero',
  );
  await expectAccessible(page);
  await screenshot(page, 'tenant-invalid-en');

  await dialog(page).getByLabel('Tenant code').fill(CODE);
  await dialog(page).getByLabel('Name').fill('E2E School');
  await dialog(page).getByLabel('Lock time (minutes)').fill('15');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: CODE, exact: true }) });
  await expect(row).toContainText('E2E School');

  // The new tenant is usable at once: its administrator signs in with the initial password.
  const tenantAdmin = await apiSignIn(request, 'admin', INITIAL_PASSWORD, CODE);
  expect(tenantAdmin.account).toBe('admin');

  await row.getByRole('button', { name: `Edit ${CODE}` }).click();
  await expect(dialog(page).getByLabel('Tenant code')).toHaveValue(CODE);
  await dialog(page).getByLabel('Name').fill('E2E School Two');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(row).toContainText('E2E School Two');

  await row.getByRole('button', { name: `Delete ${CODE}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Delete the 1 selected tenant(s)');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(table.getByRole('cell', { name: CODE, exact: true })).toHaveCount(0);

  await setLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '租户', exact: true })).toBeVisible();
  const zhRow = page
    .getByRole('table', { name: '租户' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: PLATFORM, exact: true }) });
  await expect(zhRow).toContainText('正常');
  await expect(zhRow).toContainText('内置');
  await expectAccessible(page);
  await screenshot(page, 'tenants-zh');
});
