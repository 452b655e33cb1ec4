import type { Page } from '@playwright/test';
import { apiSignIn, storeSession } from './support/api-session.ts';
import { fillAdminLogin, openConsole } from './support/console.ts';
import { expect, test } from './support/own-tenant.ts';

/**
 * The admin sign-in page is pre-rendered into index.html and mounted by the prelude before the
 * page's modules have arrived (src/app/sign-in-prerender.ts). These tests hold the entry module
 * back to act on the page in that window, then let it through: what the user did is kept or done
 * again, and React takes over the same nodes without a hydration error. Every other page shows the
 * console's loading state in that window (src/app/console-prerender.ts): the last tests.
 */

type Prerendered = { mounted: boolean; released: boolean; styled: boolean; held: { kind: string } | null };
const state = (page: Page) =>
  page.evaluate(() => {
    const s = (window as unknown as { __pocketSignIn?: Prerendered }).__pocketSignIn;
    return s && { mounted: s.mounted, released: s.released, styled: s.styled, held: s.held?.kind ?? null };
  });

/** Holds the entry module (and so every module of the page) until the returned function is called. */
async function holdEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens the sign-in page with its modules held back; counts the captcha images it asks for. */
async function openHeld(page: Page): Promise<{ captchas: string[]; release: () => void }> {
  const captchas: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/captcha?')) captchas.push(request.url());
  });
  const release = await holdEntry(page);
  await page.goto('#/admin/login', { waitUntil: 'commit' });
  return { captchas, release };
}

/** Errors the page reports: React's hydration mismatches are console errors in a production build. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const TEXT = {
  en: { heading: 'Sign in to the back office', tenant: 'Tenant', account: 'Username', qrcode: 'QR code' },
  zh: { heading: '登录后台', tenant: '租户', account: '用户名', qrcode: '扫码登录' },
} as const;

for (const language of ['en', 'zh'] as const) {
  test(`before its code has arrived, the sign-in page takes the form and holds its submit; it signs in once the code is there (${language})`, async ({
    browser,
    tenant,
  }) => {
    const { context, page } = await openConsole(browser, language);
    const errors = recordErrors(page);
    const release = await holdEntry(page);
    await page.goto('#/admin/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: TEXT[language].heading })).toBeVisible();
    expect(await state(page)).toEqual({ mounted: true, released: false, styled: true, held: null });
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en');

    await fillAdminLogin(page, tenant);
    await page.locator('form button[type="submit"]').click();
    await expect.poll(() => state(page)).toMatchObject({ held: 'submit', released: false });
    await expect(page).toHaveURL(/#\/admin\/login$/);

    release();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.getByTestId('greeting')).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('React takes over the pre-rendered nodes: typed text, focus and the loaded captcha image stay', async ({
  browser,
}) => {
  const { context, page } = await openConsole(browser, 'en');
  const errors = recordErrors(page);
  const { captchas, release } = await openHeld(page);
  await page.getByLabel(TEXT.en.tenant, { exact: true }).fill('acme');
  await page.getByLabel(TEXT.en.account, { exact: true }).focus();
  const form = await page.locator('form').elementHandle();
  const image = await page.getByTestId('captcha').locator('img').elementHandle();
  await expect
    .poll(() => image!.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  release();
  await expect.poll(async () => (await state(page))?.released).toBe(true);
  expect(await form!.evaluate((node) => node.isConnected)).toBe(true);
  expect(await image!.evaluate((node) => node.isConnected)).toBe(true);
  await expect(page.getByLabel(TEXT.en.tenant, { exact: true })).toHaveValue('acme');
  await expect(page.getByLabel(TEXT.en.account, { exact: true })).toBeFocused();
  // React's handlers are there: the captcha refreshes on click, with a new key.
  const key = await page.getByTestId('captcha').getAttribute('data-captcha-key');
  await page.getByTestId('captcha').click();
  await expect(page.getByTestId('captcha')).not.toHaveAttribute('data-captcha-key', key!);
  // The new key is in the markup before the browser has asked for its image: wait for the request.
  await expect.poll(() => captchas.length).toBe(2);
  expect(captchas[1]).not.toContain(key!);
  expect(errors).toEqual([]);
  await context.close();
});

test('a tab pressed before the code has arrived opens once it has', async ({ browser }) => {
  const { context, page } = await openConsole(browser, 'zh');
  const errors = recordErrors(page);
  const release = await holdEntry(page);
  await page.goto('#/admin/login', { waitUntil: 'commit' });
  await page.getByRole('tab', { name: TEXT.zh.qrcode }).click();
  await expect.poll(() => state(page)).toMatchObject({ held: 'press', released: false });
  release();
  await expect(page.getByRole('tab', { name: TEXT.zh.qrcode })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('qrcode-status')).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('with a stored dark page style the page is not pre-rendered (it would paint light): React renders it, with the captcha the prelude started', async ({
  browser,
  tenant,
}) => {
  const { context, page } = await openConsole(browser, 'en');
  await page.addInitScript(() => localStorage.setItem('SETTINGS', JSON.stringify({ pageStyle: 'dark' })));
  const errors = recordErrors(page);
  const { captchas, release } = await openHeld(page);
  await expect
    .poll(() => state(page))
    .toEqual({ mounted: false, released: false, styled: false, held: null });
  await expect(page.locator('#root')).toBeEmpty();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-page-style', 'dark');
  await fillAdminLogin(page, tenant);
  // One image: the page's <img> took the one the prelude started.
  expect(captchas).toHaveLength(1);
  await expect(page.getByTestId('captcha').locator('img')).toHaveJSProperty('complete', true);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  expect(errors).toEqual([]);
  await context.close();
});

test('a link followed before the code has arrived is where the page goes', async ({ browser }) => {
  const { context, page } = await openConsole(browser, 'en');
  const release = await holdEntry(page);
  await page.goto('#/admin/login', { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'Back to the website' }).click();
  await expect(page).toHaveURL(/#\/$/);
  release();
  await expect(page.getByRole('heading', { name: TEXT.en.heading })).toBeHidden();
  await expect(page.locator('#root')).not.toBeEmpty();
  await context.close();
});

// Every other page shows the console's loading state first: pre-rendered too, and mounted by the
// prelude with the console's stylesheet (src/app/console-prerender.ts); React replaces it.

for (const language of ['en', 'zh'] as const) {
  test(`before its code has arrived, the dashboard shows the console's loading state, styled, in the reader's language (${language})`, async ({
    browser,
    request,
    tenant,
  }) => {
    const { context, page } = await openConsole(browser, language);
    const login = await apiSignIn(request, tenant.account, tenant.password, tenant.code);
    await storeSession(page, login, language, tenant.code);
    await page.goto('about:blank');
    const errors = recordErrors(page);
    const release = await holdEntry(page);
    await page.goto('#/dashboard', { waitUntil: 'commit' });
    const loading = page.getByRole('status');
    await expect(loading).toHaveText(language === 'zh' ? '加载中…' : 'Loading…');
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en');
    // Styled by the console's stylesheet: centred in the window, the spinner in the theme's colour.
    const box = await loading.boundingBox();
    expect(Math.abs(box!.x + box!.width / 2 - 683)).toBeLessThan(2);
    expect(box!.height).toBeGreaterThanOrEqual(860);
    await expect(loading.locator('span')).toHaveCSS('border-left-color', 'rgb(64, 158, 255)');
    // Painted before the code: the page's first contentful paint is this.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
      .toBe(1);

    release();
    await expect(page.getByTestId('greeting')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Loading…|加载中…/ })).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('with a stored dark page style the loading state is not pre-rendered (it would paint light)', async ({
  browser,
  request,
  tenant,
}) => {
  const { context, page } = await openConsole(browser, 'en');
  const login = await apiSignIn(request, tenant.account, tenant.password, tenant.code);
  await storeSession(page, login, 'en', tenant.code);
  await page.evaluate(() => localStorage.setItem('SETTINGS', JSON.stringify({ pageStyle: 'dark' })));
  await page.goto('about:blank');
  const errors = recordErrors(page);
  const release = await holdEntry(page);
  await page.goto('#/dashboard', { waitUntil: 'commit' });
  await expect(page.locator('body')).toBeAttached();
  await page.waitForFunction(() => document.readyState !== 'loading');
  await expect(page.locator('#root')).toBeEmpty();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-page-style', 'dark');
  await expect(page.getByTestId('greeting')).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
