import { apiSignIn, storeSession } from './support/api-session.ts';
import { expect, test } from './support/own-tenant.ts';

// A screen's first read starts with its code (route-level data loading): on a menu link's hover
// or focus, and on the click's navigation; the screen then paints with its rows.

test('hovering a menu link starts the first page of its screen; the click shows the rows without a loading flash', async ({
  page,
  request,
  tenant,
}) => {
  const login = await apiSignIn(request, tenant.account, tenant.password, tenant.code);
  await storeSession(page, login, 'en', tenant.code);
  const pageReads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/course/course/page')) pageReads.push(r.url());
  });
  await page.goto('#/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const link = nav.getByRole('link', { name: 'Courses', exact: true });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: 'Courses', exact: true }).click();
  await expect(link).toBeVisible();

  // The pointer on the link, no click: the screen's first page is asked for.
  const read = page.waitForResponse((r) => r.url().includes('/api/course/course/page'));
  await link.hover();
  expect((await read).ok()).toBe(true);
  expect(page.url()).toMatch(/#\/dashboard$/);

  // Any loading state the screen's table shows from the click on is recorded.
  await page.evaluate(() => {
    const w = window as unknown as { __sawLoading?: boolean };
    w.__sawLoading = false;
    new MutationObserver(() => {
      if (document.querySelector('main [data-slot="crud-table"] [data-slot="loading-state"]'))
        w.__sawLoading = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await link.click();
  await expect(page.getByRole('heading', { name: 'Courses', exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Courses' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sawLoading?: boolean }).__sawLoading)).toBe(
    false,
  );
  // The screen took the hover's answer: the page was read once.
  expect(pageReads).toHaveLength(1);
});

test('focusing a menu link by keyboard starts the first page of its screen too', async ({
  page,
  request,
  tenant,
}) => {
  const login = await apiSignIn(request, tenant.account, tenant.password, tenant.code);
  await storeSession(page, login, 'en', tenant.code);
  await page.goto('#/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const link = nav.getByRole('link', { name: 'Courses', exact: true });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: 'Courses', exact: true }).click();
  await expect(link).toBeVisible();
  const read = page.waitForRequest((r) => r.url().includes('/api/course/course/page'));
  await link.focus();
  await read;
  expect(page.url()).toMatch(/#\/dashboard$/);
});
