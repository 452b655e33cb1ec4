import type { Browser, Page } from '@playwright/test';
import { apiSignIn, expectAccessible, screenshot, storeSession } from './support/api-session.ts';
import { openConsole } from './support/console.ts';
import { sql } from './support/sql.ts';
import { expect, test, type OwnTenant } from './support/own-tenant.ts';

/** The phone: a small screen, signed in as the tenant's admin unless `signedOut`. */
async function openPhone(browser: Browser, tenant: OwnTenant, language: 'en' | 'zh', signedOut = false) {
  const context = await browser.newContext({
    locale: language === 'en' ? 'en-US' : 'zh-CN',
    viewport: { width: 390, height: 780 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  if (!signedOut) {
    const login = await apiSignIn(context.request, tenant.account, tenant.password, tenant.code);
    await storeSession(page, login, language, tenant.code);
  } else {
    await page.addInitScript((lang) => localStorage.setItem('LANGUAGE', lang), language);
  }
  return { context, page };
}

/** Opens the console's QR tab and answers the link its QR code holds. */
async function showQrcode(page: Page, tab: string, waiting: RegExp) {
  await page.goto('#/admin/login');
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByTestId('qrcode-status')).toHaveText(waiting);
  const link = await page.getByTestId('qrcode-link').getAttribute('href');
  expect(link).toMatch(/#\/qr\/confirm\?ticket=[\w-]{43}$/);
  return link!;
}

test('QR sign-in: a signed-in phone sees which browser asks and confirms; the console is signed in, the code works once', async ({
  browser,
  tenant,
}) => {
  const { context, page } = await openConsole(browser, 'en');
  const link = await showQrcode(page, 'QR code', /Scan with a phone/);
  await expect(page.getByRole('button', { name: /QR code for signing in/ }).locator('img')).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await expectAccessible(page, 'QR sign-in tab');
  await screenshot(page, 'qrcode-login-en');

  const phone = await openPhone(browser, tenant, 'en');
  await phone.page.goto(link);
  const card = phone.page.getByTestId('qrcode-confirm');
  await expect(card.getByTestId('qrcode-browser')).toHaveText(/Chrom/);
  await expect(card).toContainText(`(${tenant.account})`);
  // The waiting page learns the code was scanned.
  await expect(page.getByTestId('qrcode-status')).toHaveText('Scanned: confirm the sign-in on your phone.');
  await expectAccessible(phone.page, 'QR confirmation');
  await screenshot(phone.page, 'qrcode-confirm-en');
  await card.getByRole('button', { name: 'Confirm sign-in' }).click();
  await expect(card).toContainText('The other browser is signed in.');

  await expect(page).toHaveURL(/#\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByTestId('greeting')).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('TENANT') ?? 'null'))).toBe(tenant.code);

  // The same code does not sign anyone in twice.
  await phone.page.goto(link.replace('#/qr/', '#/404?'));
  await phone.page.goto(link);
  await expect(card.getByRole('alert')).toHaveText('The QR code does not exist or has expired');
  await phone.context.close();
  await context.close();
});

test('QR sign-in: a refusal leaves the asking page signed out; an expired code is replaced on click; a phone signs in first', async ({
  browser,
  tenant,
}) => {
  const { context, page } = await openConsole(browser, 'zh');
  const link = await showQrcode(page, '扫码登录', /请用已登录掌上课程的手机扫码/);
  await screenshot(page, 'qrcode-login-zh');

  // A phone without a session signs in on the website first, and comes back to the same code.
  const phone = await openPhone(browser, tenant, 'zh', true);
  await phone.page.goto(link);
  const card = phone.page.getByTestId('qrcode-confirm');
  await expect(card).toContainText('请先在本设备登录');
  await card.getByRole('link', { name: '登录' }).click();
  await expect(phone.page).toHaveURL(/#\/login\?redirect=/);
  await phone.page.getByLabel('租户', { exact: true }).fill(tenant.code);
  await phone.page.getByLabel('用户名', { exact: true }).fill(tenant.account);
  await phone.page.getByLabel('密码', { exact: true }).fill(tenant.password);
  await phone.page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(phone.page).toHaveURL(/#\/qr\/confirm\?ticket=/);
  await expect(card.getByTestId('qrcode-browser')).not.toBeEmpty();
  await screenshot(phone.page, 'qrcode-confirm-zh');
  await card.getByRole('button', { name: '拒绝' }).click();
  await expect(card).toContainText('已拒绝');
  await expect(page.getByTestId('qrcode-status')).toHaveText('已在手机上拒绝登录。');
  await expect(page).toHaveURL(/#\/admin\/login$/);

  // A new code; two minutes later it has expired, and a click on it brings the next one.
  await page.getByRole('button', { name: /登录二维码/ }).click();
  await expect(page.getByTestId('qrcode-status')).toHaveText(/请用已登录掌上课程的手机扫码/);
  const next = await page.getByTestId('qrcode-link').getAttribute('href');
  expect(next).not.toBe(link);
  const ticket = new URL(next!.replace('#/qr/confirm?', '?')).searchParams.get('ticket');
  await sql(`update qrcode_ticket set expire_at = now() - interval '1 second' where ticket = $1`, [ticket]);
  await expect(page.getByTestId('qrcode-status')).toHaveText('二维码已过期。');
  await phone.page.goto(next!);
  await expect(card.getByRole('alert')).toHaveText('二维码不存在或已过期');
  await page.getByRole('button', { name: /登录二维码/ }).click();
  await expect(page.getByTestId('qrcode-status')).toHaveText(/请用已登录掌上课程的手机扫码/);

  // The website's own QR page offers the password form one link away.
  await page.goto('#/website/qrcode');
  await expect(page.getByRole('heading', { name: '扫码登录' })).toBeVisible();
  await expect(page.getByTestId('qrcode-link')).toBeVisible();
  await page.getByRole('link', { name: '使用密码登录' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await phone.context.close();
  await context.close();
});
