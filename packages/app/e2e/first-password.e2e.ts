import { fillAdminLogin, openConsole } from './support/console.ts';
import { expect, test } from './support/own-tenant.ts';
import { sql } from './support/sql.ts';

// A new tenant's admin signs in with the initial password (123456) and must choose a new one
// before the console shows anything else; afterwards the console goes on to the dashboard.
test('a new tenant admin changes the initial password right after signing in', async ({
  browser,
  tenant,
}) => {
  test.setTimeout(180_000);
  // The fixture clears the flag for the other tests; this test wants the tenant as made.
  await sql(`update "user" set must_change_password = true where tenant_code = $1 and account = 'admin'`, [
    tenant.code,
  ]);
  const { context, page } = await openConsole(browser, 'en');
  await page.goto('#/admin/login');
  await expect(page.getByTestId('captcha')).toBeVisible({ timeout: 60_000 });
  await fillAdminLogin(page, { code: tenant.code, account: 'admin', password: tenant.password });
  await page.locator('form button[type="submit"]').click();

  await expect(page).toHaveURL(/#\/change-password$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await expect(page.getByTestId('must-change-password')).toBeVisible();
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Old password', { exact: true }).fill(tenant.password);
  await form.getByLabel('New password', { exact: true }).fill('new-secret-1');
  await form.getByLabel('Confirm password', { exact: true }).fill('new-secret-1');
  await form.getByRole('button', { name: 'Change password' }).click();

  await expect(page).toHaveURL(/#\/dashboard$/, { timeout: 60_000 });
  await expect(page.getByTestId('greeting')).toBeVisible({ timeout: 30_000 });
  // The SQL door answers every value as text, on PGlite and PostgreSQL alike.
  const [row] = await sql<{ must: string }>(
    `select must_change_password as must from "user" where tenant_code = $1 and account = 'admin'`,
    [tenant.code],
  );
  expect(row?.must).toBe('false');
  await context.close();
});
