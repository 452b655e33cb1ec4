import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, expectAccessible, screenshot, setLanguage, storeSession } from './support/api-session.ts';
import { runSuffix } from './support/users.ts';

const PLATFORM = '0000';
const dialog = (page: Page) => page.getByRole('dialog');
/** A path no other test asks for: rules on it change nothing for the tests running beside. */
const probe = (what: string) => `/api/e2e-${what}-${runSuffix(6)}`;

type Envelope = { code: number; msg: string; isSuccess: boolean };

/** Switches to Chinese, checks the rule's row there (and the page), then deletes the rule. */
async function inChinese(page: Page, title: string, path: string, shows: string, shot: string) {
  await setLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible({ timeout: 15_000 });
  const row = page.getByRole('table', { name: title }).getByRole('row').filter({ hasText: path });
  await expect(row).toContainText(shows, { timeout: 15_000 });
  await expectAccessible(page);
  await screenshot(page, shot);
  await row.getByRole('button', { name: /^删除/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(row).toHaveCount(0, { timeout: 15_000 });
}

test('block list: add a rule, see it refuse requests within a second, be refused a lock-out, switch off and delete', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const login = await apiSignIn(request, 'admin', 'pocket123456', PLATFORM);
  await storeSession(page, login, 'en', PLATFORM);
  await page.goto('#/gateway/blocklist');
  await expect(page.getByRole('heading', { name: 'Block list', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  const table = page.getByRole('table', { name: 'Block list' });
  const path = probe('block');

  // A rule that would block the platform's own sign-in from 127.0.0.1 is refused with the reason.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog(page).getByLabel('Address or range').fill('127.0.0.0/8');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(/This rule would stop the platform administrator signing in from 127\.0\.0\.1/),
  ).toBeVisible({ timeout: 15_000 });
  // A bad address is refused under its field.
  await dialog(page).getByLabel('Address or range').fill('10.0.0.300');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('Invalid value')).toBeVisible({ timeout: 15_000 });

  await dialog(page).getByLabel('Address or range').fill('127.0.0.1');
  await dialog(page).getByLabel('Path').fill(path);
  await dialog(page).getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'GET', exact: true }).click();
  await dialog(page).getByLabel('Description').fill('e2e probe');
  await expectAccessible(page);
  await screenshot(page, 'gateway-block-form-en');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible({ timeout: 15_000 });
  const row = table.getByRole('row').filter({ hasText: path });
  await expect(row).toContainText('127.0.0.1', { timeout: 15_000 });
  await expect(row).toContainText('All day', { timeout: 15_000 });
  await expect(row).toContainText('Valid', { timeout: 15_000 });
  await screenshot(page, 'gateway-blocklist-en');

  // Enforced by the server before anything else, without a restart.
  await expect.poll(async () => (await request.get(path.slice(1))).status(), { timeout: 3_000 }).toBe(403);
  const refused = (await (await request.get(path.slice(1))).json()) as Envelope;
  expect(refused).toMatchObject({ code: -16, isSuccess: false });
  expect((await request.post(path.slice(1))).status()).not.toBe(403);

  // Switched off, it no longer applies.
  await row.getByRole('button', { name: /^Edit / }).click();
  await dialog(page).getByRole('switch').click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Invalid', { timeout: 15_000 });
  await expect.poll(async () => (await request.get(path.slice(1))).status(), { timeout: 3_000 }).toBe(404);

  await inChinese(page, '黑名单', path, '全天', 'gateway-blocklist-zh');
});

test('rate limiter: a limit per address answers 429 with Retry-After past it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const login = await apiSignIn(request, 'admin', 'pocket123456', PLATFORM);
  await storeSession(page, login, 'en', PLATFORM);
  await page.goto('#/gateway/ratelimiter');
  await expect(page.getByRole('heading', { name: 'Rate limiter', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  const table = page.getByRole('table', { name: 'Rate limiter' });
  const path = probe('rate');

  // Too tight for the sign-in: refused, with what it must allow.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog(page).getByLabel('Requests').fill('3');
  await dialog(page).getByLabel('Per (seconds)').fill('60');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/must allow at least 30 requests per interval and per minute/)).toBeVisible({
    timeout: 15_000,
  });

  await dialog(page).getByLabel('Path').fill(path);
  await dialog(page).getByLabel('From').fill('00:00:00');
  await dialog(page).getByLabel('Until').fill('23:59:59');
  await expectAccessible(page);
  await screenshot(page, 'gateway-rate-form-en');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible({ timeout: 15_000 });
  const row = table.getByRole('row').filter({ hasText: path });
  await expect(row).toContainText('3 per 60 s', { timeout: 15_000 });
  await expect(row).toContainText('Per address', { timeout: 15_000 });
  await expect(row).toContainText('00:00:00–23:59:59', { timeout: 15_000 });
  await screenshot(page, 'gateway-ratelimiter-en');

  // Once every server has the rule, the fourth request within the minute is refused.
  await expect.poll(async () => (await request.get(path.slice(1))).status(), { timeout: 5_000 }).toBe(429);
  const refused = await request.get(path.slice(1));
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(((await refused.json()) as Envelope).code).toBe(-17);

  await inChinese(page, '限流', path, '每 60 秒 3 次', 'gateway-ratelimiter-zh');
  await expect.poll(async () => (await request.get(path.slice(1))).status(), { timeout: 3_000 }).toBe(404);
});
