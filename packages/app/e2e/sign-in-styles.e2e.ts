import { expect, test, type Page } from '@playwright/test';

/**
 * The sign-in page paints with its own small stylesheet (src/sign-in.css) and loads the console's
 * (styles.css, a superset) with its deferred services (issue 19). Every element it paints must look
 * the same with the small sheet alone as with both: a class the small sheet lacks shows here as
 * a computed style that changes when the console's sheet is switched off. What it shows later
 * (toasts, the language menu, the other tabs, alerts) waits for the console's sheet.
 */

/** Every element the page paints (not the toasts', which come with the console's sheet) → its
 * computed style, with the console's sheet on or off. */
async function computedStyles(page: Page, consoleSheet: boolean): Promise<Record<string, string>> {
  return page.evaluate((on) => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    const full = links.filter((link) => /\/styles-[^/]*\.css$/.test(link.href));
    for (const link of full) link.sheet!.disabled = !on;
    // The toasts' region is laid out by the console's sheet alone (it comes after it): out of the
    // page's flow either way while the rest is compared.
    const toaster = document.querySelector<HTMLElement>('[data-slot="toaster"]');
    if (toaster) toaster.style.display = 'none';
    // A transition started by the switch (or by the last input) is read at its end.
    for (const animation of document.getAnimations()) animation.finish();
    const out: Record<string, string> = {};
    const elements = [...document.querySelectorAll('body *')].filter(
      (element) =>
        !['SCRIPT', 'LINK', 'STYLE'].includes(element.tagName) && !element.closest('[data-slot="toaster"]'),
    );
    elements.forEach((element, index) => {
      const style = getComputedStyle(element);
      const path = `${index}:${element.tagName.toLowerCase()}${element.getAttribute('data-slot') ? `[${element.getAttribute('data-slot')}]` : ''}`;
      for (let i = 0; i < style.length; i++) {
        const name = style.item(i);
        // Transitions in flight are not what this compares, nor custom properties: the small
        // sheet declares only the theme's variables its rules use; what they set shows in the rest.
        if (/^(transition|animation|--)/.test(name)) continue;
        out[`${path} ${name}`] = style.getPropertyValue(name);
      }
    });
    for (const link of full) link.sheet!.disabled = false;
    if (toaster) toaster.style.display = '';
    return out;
  }, consoleSheet);
}

async function expectSameLook(page: Page) {
  const alone = await computedStyles(page, false);
  const both = await computedStyles(page, true);
  const differences = Object.keys(both)
    .filter((key) => alone[key] !== both[key])
    .map((key) => `${key}: ${alone[key]} → ${both[key]}`);
  expect(differences).toEqual([]);
  expect(Object.keys(both).length).toBeGreaterThan(1000);
}

for (const { name, viewport, settings } of [
  { name: 'desktop, light, English', viewport: { width: 1280, height: 800 }, settings: { LANGUAGE: 'en' } },
  {
    name: 'phone, dark page style, Chinese',
    viewport: { width: 390, height: 800 },
    settings: { LANGUAGE: 'zh', SETTINGS: JSON.stringify({ pageStyle: 'dark' }) },
  },
]) {
  test(`the sign-in page looks the same with its own stylesheet alone (${name})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, settings);
    // Whether the console's sheet was there when the toasts' region appeared.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-slot="toaster"]')) return;
        (window as unknown as { toasterStyled: boolean }).toasterStyled = [...document.styleSheets].some(
          (sheet) => /\/styles-[^/]*\.css$/.test(sheet.href ?? ''),
        );
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const sheets: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.css')) sheets.push(new URL(request.url()).pathname);
    });
    await page.goto('#/admin/login');
    await expect(page.getByTestId('captcha')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute(
      'data-page-style',
      settings.SETTINGS ? 'dark' : 'light',
    );
    // The console's sheet arrives with the deferred services.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            [...document.styleSheets].filter((sheet) => /\/styles-[^/]*\.css$/.test(sheet.href ?? '')).length,
        ),
      )
      .toBe(1);
    expect(sheets.filter((sheet) => /\/admin-login-page-[^/]*\.css$/.test(sheet))).toHaveLength(1);
    await expectSameLook(page);
    // Field errors of an empty submit.
    await page.getByRole('button', { name: /sign in|登录/i }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectSameLook(page);
    // The toasts' region came after the console's sheet.
    await expect(page.locator('[data-slot="toaster"]')).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { toasterStyled?: boolean }).toasterStyled)).toBe(
      true,
    );
    await context.close();
  });
}
