import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, expectAccessible, screenshot, setLanguage, storeSession } from './support/api-session.ts';
import { runSuffix } from './support/users.ts';

const PLATFORM = '0000';
const CLIENT = `e2e_${runSuffix()}`;
const dialog = (page: Page) => page.getByRole('dialog');
function fieldError(page: Page, label: string) {
  return dialog(page)
    .locator('[data-slot="form-field"]')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('[data-slot="form-field-error"]');
}
const base64 = (text: string) => Buffer.from(text).toString('base64');

test('applications: register one, its secret shown once works; a new secret replaces it; delete', async ({
  page,
  request,
}) => {
  const login = await apiSignIn(request, 'admin', 'pocket123456', PLATFORM);
  await storeSession(page, login, 'en', PLATFORM);
  await page.goto('#/system/application');
  await expect(page.getByRole('heading', { name: 'Applications', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  const table = page.getByRole('table', { name: 'Applications' });
  await expect(table.getByRole('row').filter({ hasText: 'pocket_web' })).toContainText('Valid');
  await expectAccessible(page);
  await screenshot(page, 'applications-en');

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog(page).getByLabel('Website').fill('ftp://example.com');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(page, 'Client id')).toHaveText("Can't be empty");
  await expect(fieldError(page, 'Website')).not.toBeEmpty();
  await dialog(page).getByLabel('Client id').fill(CLIENT);
  await dialog(page).getByLabel('Name').fill('E2E client');
  await dialog(page).getByLabel('Website').fill('https://e2e.example.com');
  await dialog(page).getByRole('button', { name: 'Save' }).click();

  // The secret is shown once, and works as the client's Basic header.
  const shown = page.getByRole('dialog', { name: `Client secret of ${CLIENT}` });
  await expect(shown).toBeVisible();
  const secret = await shown.getByLabel('Client secret').inputValue();
  expect(secret.length).toBeGreaterThanOrEqual(24);
  await expectAccessible(page);
  await shown.getByRole('button', { name: 'Done' }).click();
  const call = (s: string) =>
    request.get('api/oauth/resource/visible', {
      headers: {
        Authorization: `Basic ${base64(`${CLIENT}:${s}`)}`,
        tenant: base64(PLATFORM),
        token: `Bearer ${login.token}`,
      },
    });
  expect(((await (await call(secret)).json()) as { isSuccess: boolean }).isSuccess).toBe(true);

  const row = table.getByRole('row').filter({ hasText: CLIENT });
  await row.getByRole('button', { name: `New secret for ${CLIENT}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'New secret' }).click();
  const renewed = page.getByRole('dialog', { name: `Client secret of ${CLIENT}` });
  const next = await renewed.getByLabel('Client secret').inputValue();
  expect(next).not.toBe(secret);
  await renewed.getByRole('button', { name: 'Done' }).click();
  expect(((await (await call(secret)).json()) as { code: number }).code).toBe(40000);

  // The console's own application cannot be disabled from here.
  await table
    .getByRole('row')
    .filter({ hasText: 'pocket_web' })
    .getByRole('button', { name: 'Edit pocket_web' })
    .click();
  await dialog(page).getByRole('switch').click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The application you are signed in with cannot be disabled')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  // Nor given a new secret: the server refuses, the screen says why, the question stays open and
  // no secret is shown.
  await page.getByRole('button', { name: 'New secret for pocket_web' }).click();
  const refused = page.waitForResponse((r) => r.url().includes('/api/authority/application/secret'));
  await page.getByRole('alertdialog').getByRole('button', { name: 'New secret' }).click();
  expect(((await (await refused).json()) as { isSuccess: boolean }).isSuccess).toBe(false);
  await expect(page.getByText(/cannot be disabled, deleted or given a new secret/).last()).toBeVisible();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Client secret of pocket_web' })).toHaveCount(0);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: `Delete ${CLIENT}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: CLIENT })).toHaveCount(0);

  await setLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '应用', exact: true })).toBeVisible();
  await expectAccessible(page);
});
