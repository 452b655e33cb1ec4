import { apiSignIn, expectAccessible, screenshot, setLanguage, storeSession } from './support/api-session.ts';
import { runSuffix } from './support/users.ts';
import { expect, test } from './support/own-tenant.ts';

test('login log: sign-ins are listed newest first, found by account, and deleted after a confirmation', async ({
  page,
  request,
  tenant,
}) => {
  // A sign-in of a second account of the tenant, besides the admin's.
  const account = `e2e_l${runSuffix()}`;
  await tenant.addUser(account);
  await apiSignIn(request, account, tenant.password, tenant.code);
  const login = await apiSignIn(request, tenant.account, tenant.password, tenant.code);
  await storeSession(page, login, 'en', tenant.code);
  await page.goto('#/system/loginLog');
  await expect(page.getByRole('heading', { name: 'Login log' })).toBeVisible({ timeout: 15_000 });
  const table = page.getByRole('table', { name: 'Sign-ins' });
  // The admin's sign-in just now is the newest row.
  await expect(table.getByRole('row').nth(1)).toContainText('admin');
  await expectAccessible(page);
  await screenshot(page, 'login-log-en');

  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('Account').fill(account);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(account);
  await row.getByRole('button', { name: /^Delete the sign-in of/ }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Delete the 1 selected log entries?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: account })).toHaveCount(0);

  await setLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '登录日志' })).toBeVisible();
  await expectAccessible(page);
});
