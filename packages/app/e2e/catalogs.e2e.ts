import { expect, test } from './support/own-tenant.ts';
import { chineseOnlyIn, recordScripts } from './support/catalogs.ts';
import { openConsole, signIn } from './support/console.ts';

test('the sign-in page fetches the core and login catalogs only, no console or other feature one', async ({
  browser,
}) => {
  const { context, page } = await openConsole(browser, 'zh');
  const scripts = recordScripts(page);
  await page.goto('#/admin/login');
  await expect(page.getByRole('heading', { name: '登录后台' })).toBeVisible();
  await expect(page.getByTestId('captcha').locator('img')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.catalogs.sort()).toEqual(['core-zh', 'login-zh']);
  // Nor is any other catalog's text bundled into a script the page did fetch.
  const foreign = chineseOnlyIn(['core', 'login']);
  expect(foreign.length).toBeGreaterThan(100);
  const bodies = await scripts.bodies();
  expect(foreign.filter((text) => bodies.some((body) => body.includes(text)))).toEqual([]);
  await context.close();
});

test('a feature screen shows its catalog from its first paint, and a language switch re-renders it', async ({
  browser,
  tenant,
}) => {
  const { context, page } = await openConsole(browser, 'zh');
  // Every page heading the console ever shows, as first rendered.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __headings: seen });
    new MutationObserver(() => {
      for (const h1 of document.querySelectorAll('h1:not([data-seen])')) {
        h1.setAttribute('data-seen', '');
        seen.push(h1.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await signIn(page, tenant);
  const scripts = recordScripts(page);
  // The catalog arrives well after the screen's code: the screen must wait for it.
  await page.route(/\/assets\/catalog-org-/, async (route) => {
    await new Promise((later) => setTimeout(later, 700));
    await route.continue();
  });
  await page.goto('#/org/station');
  await expect(page.getByRole('heading', { name: '岗位', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '创建时间' })).toBeVisible();
  expect(scripts.catalogs).toEqual(['org-zh']);
  // No heading was ever painted untranslated (a production build would show the message id).
  const headings = await page.evaluate(() => (window as unknown as { __headings: string[] }).__headings);
  expect(headings).toContain('岗位');
  expect(headings.filter((text) => !/\p{Script=Han}/u.test(text))).toEqual([]);

  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Stations', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Created at' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  // Every catalog loaded so far, now in English: core, the sign-in page's, the console's, the layout's, the
  // messages feature's (with the layout's on-demand parts: the language menu was opened, and the
  // bell's popover shows message types), and the features shown.
  expect(scripts.catalogs.filter((name) => name.endsWith('-en')).sort()).toEqual([
    'console-en',
    'core-en',
    'dashboard-en',
    'layout-en',
    'login-en',
    'org-en',
    'resources-en',
  ]);
  await context.close();
});
