import {
  apiSignIn,
  clientHeaders,
  expectAccessible,
  screenshot,
  setLanguage,
  storeSession,
} from './support/api-session.ts';
import { runSuffix } from './support/users.ts';
import { expect, test } from './support/own-tenant.ts';

test('online users: the session in use is marked; another one is forced out and answers 40008', async ({
  page,
  request,
  tenant,
}) => {
  const other = `e2e_o${runSuffix()}`;
  await tenant.addUser(other);
  const otherLogin = await apiSignIn(request, other, tenant.password, tenant.code);
  const login = await apiSignIn(request, tenant.account, tenant.password, tenant.code);
  await storeSession(page, login, 'en', tenant.code);
  await page.goto('#/system/online');
  await expect(page.getByRole('heading', { name: 'Online users' })).toBeVisible({ timeout: 15_000 });
  const table = page.getByRole('table', { name: 'Sessions' });
  // Newest first: the session in use is on top, marked, and offers no way to end itself.
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('This session');
  await expect(first.getByRole('button', { name: /Force out/ })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'online-en');
  // A selection holding the session in use is refused, with the reason.
  await first.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Force out selected' }).click();
  await expect(
    page.getByText('The selection includes your own session, so the action was cancelled.'),
  ).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await first.getByRole('checkbox').uncheck();

  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('Account').fill(other);
  await filters.getByRole('button', { name: 'Search' }).click();
  const row = table.getByRole('row').filter({ hasText: other });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /Force out/ }).click();
  await expect(page.getByRole('alertdialog')).toContainText('End the 1 selected session(s)?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Force out' }).click();
  await expect(page.getByText('Sessions ended')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: other })).toHaveCount(0);

  // The forced-out session's next call is refused as "logged in elsewhere".
  const next = await request.get('api/oauth/menu/router', {
    headers: { ...clientHeaders(tenant.code), token: `Bearer ${otherLogin.token}` },
  });
  expect(next.status()).toBe(401);
  expect(((await next.json()) as { code: number }).code).toBe(40008);

  await setLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '在线用户' })).toBeVisible();
  await expectAccessible(page);
});
