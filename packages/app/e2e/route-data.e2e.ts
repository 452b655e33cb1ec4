import type { APIRequestContext, Page } from '@playwright/test';
import { apiSignIn, storeSession } from './support/api-session.ts';
import { expect, test, type OwnTenant } from './support/own-tenant.ts';

/** Signs the tenant's admin in (stored session, English) and records the requests to `path`. */
async function signedInWatching(page: Page, request: APIRequestContext, tenant: OwnTenant, path: string) {
  const login = await apiSignIn(request, tenant.account, tenant.password, tenant.code);
  await storeSession(page, login, 'en', tenant.code);
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(path)) reads.push(r.url());
  });
  return reads;
}

// A screen's first read starts with its code (route-level data loading): on a menu link's hover
// or focus, and on the click's navigation; the screen then paints with its rows.

test('hovering a menu link starts the first page of its screen; the click shows the rows without a loading flash', async ({
  page,
  request,
  tenant,
}) => {
  const pageReads = await signedInWatching(page, request, tenant, '/api/course/course/page');
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

test('opening a menu group loads its screens’ code while the browser is idle, without their reads', async ({
  page,
  request,
  tenant,
}) => {
  const reads = await signedInWatching(page, request, tenant, '/api/course/');
  const code: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/catalog-(course|worker|order|userLocation)-en-[\w-]+\.js$/.test(r.url()))
      code.push(r.url());
  });
  await page.goto('#/dashboard');
  await expect(page.getByRole('region', { name: 'Visits' })).toBeVisible({ timeout: 15_000 });
  expect(code).toEqual([]);

  // The group opens by keyboard: neither the pointer nor the focus reaches one of its links.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const group = nav.getByRole('button', { name: 'Courses', exact: true });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await group.focus();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('link', { name: 'Campuses', exact: true })).toBeVisible();
  // The code of its screens comes in, the last one's (Campuses) included.
  await expect
    .poll(() => code.map((url) => url.match(/catalog-(\w+)-en/)?.[1]).sort())
    .toEqual(['course', 'order', 'userLocation', 'worker']);
  await expect(group).toBeFocused();
  expect(page.url()).toMatch(/#\/dashboard$/);
  // Code only: none of the screens' data was asked for.
  expect(reads).toEqual([]);
});

test('a console opened signed in asks for its menu tree once; one stored by an earlier page is asked for again, in the page’s language', async ({
  page,
  request,
  tenant,
}) => {
  const treeReads = await signedInWatching(page, request, tenant, '/api/oauth/menu/router');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });

  // The layout's reads start together when it mounts (its tree, the bell's messages); the event
  // stream keeps the network busy, so "settled" is: the bell has its answer, and a second after.
  const layoutSettled = async () => {
    await page.waitForResponse((r) => r.url().includes('/api/msg/anyone/myMsg/page'));
    await page.waitForTimeout(1000);
  };

  // No stored tree: the guard's read is the page's, in its language; the layout does not ask again.
  const first = layoutSettled();
  await page.goto('#/dashboard');
  await expect(nav.getByRole('button', { name: 'Courses', exact: true })).toBeVisible();
  await first;
  expect(treeReads).toHaveLength(1);

  // A tree stored by an earlier page (here with a title it no longer has): the guard uses it, and
  // the layout asks once for the tree in the page's language, which replaces the stored titles.
  await page.evaluate(() => {
    const tree = JSON.parse(localStorage.getItem('USER_ROUTER') ?? '[]') as { meta: { title: string } }[];
    const courses = tree.find((node) => node.meta.title === 'Courses');
    if (!courses) throw new Error('no Courses node in the stored tree');
    courses.meta.title = 'Stale title';
    localStorage.setItem('USER_ROUTER', JSON.stringify(tree));
  });
  treeReads.length = 0;
  const second = layoutSettled();
  await page.reload();
  await expect(nav.getByRole('button', { name: 'Courses', exact: true })).toBeVisible();
  await expect(nav.getByText('Stale title')).toHaveCount(0);
  await second;
  expect(treeReads).toHaveLength(1);
});
