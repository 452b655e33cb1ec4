import { expect, test, type Page } from '@playwright/test';

/**
 * The sign-in page paints with its own small stylesheet (src/sign-in.css) and loads the console's
 * (styles.css, a superset) with its deferred services (issue 19). Every element it paints must look
 * the same with the small sheet alone as with both: a class the small sheet lacks shows here as
 * a computed style that changes when the console's sheet is switched off.
 */

/** Every element under #root and the toasts' region → its computed style, with the console's
 * sheet on or off. */
async function computedStyles(page: Page, consoleSheet: boolean): Promise<Record<string, string>> {
  return page.evaluate((on) => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    const full = links.filter((link) => /\/styles-[^/]*\.css$/.test(link.href));
    for (const link of full) link.sheet!.disabled = !on;
    // A transition started by the switch (or by the last input) is read at its end.
    for (const animation of document.getAnimations()) animation.finish();
    const out: Record<string, string> = {};
    const elements = [...document.querySelectorAll('body *')].filter(
      (element) => !['SCRIPT', 'LINK', 'STYLE'].includes(element.tagName),
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
    // Field errors and the error toast of an empty submit.
    await page.getByRole('button', { name: /sign in|登录/i }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectSameLook(page);
    await context.close();
  });
}
