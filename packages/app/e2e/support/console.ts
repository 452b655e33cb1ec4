import { expect, type Browser, type Page } from '@playwright/test';
import { captchaAnswer } from './captcha.ts';

export { expectAccessible, screenshot } from './page-checks.ts';

/** The seeded demo tenant and admin (packages/server/src/db/seed.ts). */
export const DEMO = { tenant: '1111', account: 'admin', password: 'pocket123456' } as const;

/** A fresh browser context in the given language (axe needs `browser.newContext()`). */
export async function openConsole(browser: Browser, language: 'en' | 'zh' = 'en') {
  const context = await browser.newContext({
    locale: language === 'en' ? 'en-US' : 'zh-CN',
    viewport: { width: 1366, height: 860 },
  });
  const page = await context.newPage();
  await page.addInitScript((lang) => {
    if (!localStorage.getItem('LANGUAGE')) localStorage.setItem('LANGUAGE', lang);
  }, language);
  return { context, page };
}

/** Who signs in: a tenant code (the form's "Tenant" field), an account and its password. */
export type Credentials = { code: string; account: string; password: string };

/** Fills the admin sign-in form and solves the real captcha (its answer read from the database). */
export async function fillAdminLogin(page: Page, who: Credentials) {
  // index.html says lang="zh" until the app has applied its language: read it once the form shows.
  await expect(page.getByTestId('captcha')).toBeVisible();
  const labels = (await page.locator('html').getAttribute('lang'))?.startsWith('zh')
    ? { tenant: '租户', account: '用户名', password: '密码', code: '验证码' }
    : { tenant: 'Tenant', account: 'Username', password: 'Password', code: 'Verification code' };
  await page.getByLabel(labels.tenant, { exact: true }).fill(who.code);
  await page.getByLabel(labels.account, { exact: true }).fill(who.account);
  await page.getByLabel(labels.password, { exact: true }).fill(who.password);
  const key = await page.getByTestId('captcha').getAttribute('data-captcha-key');
  expect(key).toBeTruthy();
  await page.getByLabel(labels.code, { exact: true }).fill(await captchaAnswer(key!));
}

/** Signs in on /admin/login through the real captcha and waits for the dashboard. */
export async function signIn(page: Page, who: Credentials) {
  await page.goto('#/admin/login');
  await fillAdminLogin(page, who);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByTestId('greeting')).toBeVisible();
}

export { sql } from './sql.ts';
