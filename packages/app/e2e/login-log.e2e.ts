import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

  // Export the filtered list: the request carries the filters, the answer is an xlsx file.
  const exportRequest = page.waitForRequest((r) => r.url().includes('/api/authority/loginLog/export'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  expect((await exportRequest).postDataJSON()).toMatchObject({ model: { account } });
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^login-log.*\.xlsx$/);
  const exported = path.join(tmpdir(), `login-log-${Date.now()}.xlsx`);
  await file.saveAs(exported);
  expect(readFileSync(exported).subarray(0, 2).toString()).toBe('PK');

  // The date range is sent as whole days; a range in the past holds none of today's sign-ins.
  const range = filters.getByRole('group', { name: 'Signed in at' });
  await range.getByLabel('Start date').fill('2000-01-01');
  await range.getByLabel('End date').fill('2000-01-31');
  await range.getByLabel('End date').press('Tab');
  const ranged = page.waitForRequest(
    (r) =>
      r.url().includes('/api/authority/loginLog/page') && r.postData()?.includes('createTime_st') === true,
  );
  await filters.getByRole('button', { name: 'Search' }).click();
  expect((await ranged).postDataJSON()).toMatchObject({
    model: { account },
    extra: { createTime_st: '2000-01-01 00:00:00', createTime_ed: '2000-01-31 23:59:59' },
  });
  await expect(table.getByRole('row').filter({ hasText: account })).toHaveCount(0);
  await range.getByLabel('Start date').fill('');
  await range.getByLabel('End date').fill('');
  await range.getByLabel('End date').press('Tab');
  await filters.getByRole('button', { name: 'Search' }).click();
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
