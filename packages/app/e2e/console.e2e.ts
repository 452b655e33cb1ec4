import type { Page } from '@playwright/test';
import { expectAccessible, fillAdminLogin, openConsole, screenshot, signIn, sql } from './support/console.ts';
import { expect, test } from './support/own-tenant.ts';
import { expiredCopy } from './support/tokens.ts';

/** A page the server's menu may name and no console has (no screen of that name exists). */
const MADE_UP = {
  parent: '/course',
  path: 'made-up',
  component: 'demo/no-such-screen/index',
  label: 'Made-up page',
};

const SESSION_KEYS = [
  'TOKEN',
  'REFRESH_TOKEN',
  'EXPIRE_TIME',
  'USER',
  'PERMISSIONS',
  'AUTHORITY_RESOURCE',
  'USER_ROUTER',
];

async function storage(page: Page, key: string) {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^User menu/ }).click();
}

test('signs in through the real captcha, then shows the dashboard figures and the 10-day chart', async ({
  browser,
  tenant,
}) => {
  // Two weeks of sign-ins, as the demo tenant has, for the figures and the chart.
  await tenant.addSignIns(14);
  const { context, page } = await openConsole(browser, 'en');
  await page.goto('#/admin/login');
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await expect(page.getByTestId('demo-tip')).toContainText('1111');
  await expectAccessible(page, 'admin login');
  await screenshot(page, 'admin-login-en');
  // The third-party choice lists the providers the platform has enabled (DINGTALK is not); WeChat
  // and GitHub have no credentials here, the local identity provider can start (e2e/social.e2e.ts).
  await page.getByRole('tab', { name: 'Third-party login' }).click();
  const providers = page.getByRole('list', { name: 'Third-party providers' });
  await expect(providers.getByRole('listitem')).toHaveCount(3);
  await expect(providers.getByRole('button', { name: 'Sign in with WeChat' })).toBeDisabled();
  await expect(providers.getByRole('button', { name: 'Sign in with GitHub' })).toBeDisabled();
  await expect(providers.getByRole('button', { name: 'Sign in with Local demo identity' })).toBeEnabled();
  await expectAccessible(page, 'third-party login');
  await page.getByRole('tab', { name: 'Account login' }).click();

  // A wrong answer is refused by the server and a new captcha is shown.
  await fillAdminLogin(page, tenant);
  const firstKey = await page.getByTestId('captcha').getAttribute('data-captcha-key');
  await page.getByLabel('Verification code', { exact: true }).fill('0000');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('login-failure')).toBeVisible();
  await expect(page.getByTestId('captcha')).not.toHaveAttribute('data-captcha-key', firstKey!);
  await expect(page).toHaveURL(/#\/admin\/login$/);

  // The right answer signs in.
  await fillAdminLogin(page, tenant);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page.getByTestId('greeting')).toContainText(/Good (morning|noon|afternoon|evening)/);
  for (const figure of ['today-ip', 'today-visits', 'total-visits']) {
    await expect(page.getByTestId(`${figure}-value`)).toHaveText(/^\d+$/);
  }
  await expect(page.getByTestId('first-login-value')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const chart = page.getByTestId('access-chart');
  await expect(chart.locator('[data-chart-bar]')).toHaveCount(10);
  await expect(chart.locator('tbody tr')).toHaveCount(10);
  // The pinned dashboard tag has no close button.
  const dashboardTag = page
    .getByRole('toolbar', { name: 'Visited views' })
    .locator('[data-slot="tag-bar-item"]');
  await expect(dashboardTag).toHaveCount(1);
  await expect(dashboardTag.locator('[data-slot="tag-bar-close"]')).toHaveCount(0);
  await expectAccessible(page, 'dashboard');
  await screenshot(page, 'dashboard-en');

  // /dash is the dashboard; an unknown path of a signed-in user ends on the 404 page.
  await page.goto('#/profile/index');
  await page.goto('#/dash');
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.goto('#/no/such/page');
  await expect(
    page.getByRole('heading', { name: 'Sorry, the page you visited does not exist' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/404$/);
  await context.close();
});

test('keeps visited pages alive in tabs, and close others keeps the pinned dashboard', async ({
  browser,
  tenant,
}) => {
  // A menu page whose screen no console has: a made-up component name.
  await tenant.addMenu(MADE_UP);
  const { context, page } = await openConsole(browser, 'en');
  await signIn(page, tenant);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const tags = page.getByRole('toolbar', { name: 'Visited views' });

  // Page 1: the made-up page, shown as a visible "not installed" notice.
  await nav.getByRole('button', { name: 'Courses' }).click();
  await nav.getByRole('link', { name: MADE_UP.label }).click();
  await expect(page).toHaveURL(/#\/course\/made-up$/);
  await expect(page.getByTestId('screen-not-installed')).toContainText(MADE_UP.component);
  await expectAccessible(page, 'screen not installed');

  // Page 2: organisation users.
  await nav.getByRole('button', { name: 'Courses' }).click();
  await nav.getByRole('link', { name: 'Organisation users' }).click();
  await expect(page).toHaveURL(/#\/orguser\/index$/);
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page, 'organisation users');

  // Page 3: profile, with a half-filled form.
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/#\/profile\/index$/);
  await page.getByRole('tab', { name: 'Change password' }).click();
  const oldPassword = page.getByLabel('Old password');
  await expect(oldPassword).toBeVisible();
  await oldPassword.fill('Half-filled, not saved yet');
  await expectAccessible(page, 'profile');

  await expect(tags.locator('[data-slot="tag-bar-tag"]')).toHaveText([
    /Dashboard/,
    new RegExp(MADE_UP.label),
    /Organisation users/,
    /Personal centre|Profile/,
  ]);

  // Switching tabs keeps the page (and the typed text) alive.
  await tags.getByRole('button', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByTestId('greeting')).toBeVisible();
  await tags.locator('[data-slot="tag-bar-tag"]').nth(3).click();
  await expect(page).toHaveURL(/#\/profile\/index$/);
  await expect(page.getByLabel('Old password')).toHaveValue('Half-filled, not saved yet');

  // Context menu on the organisation users tag: close others.
  await tags.locator('[data-slot="tag-bar-item"]').nth(2).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Close others' }).click();
  await expect(tags.locator('[data-slot="tag-bar-tag"]')).toHaveText([/Dashboard/, /Organisation users/]);
  await expect(page).toHaveURL(/#\/orguser\/index$/);

  // Close all leaves only the pinned dashboard, and goes there.
  await tags.locator('[data-slot="tag-bar-item"]').nth(1).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Close all' }).click();
  await expect(tags.locator('[data-slot="tag-bar-tag"]')).toHaveText([/Dashboard/]);
  await expect(page).toHaveURL(/#\/dashboard$/);
  await context.close();
});

test('the top menu keeps one row: the items without room wait under More', async ({ browser, tenant }) => {
  const { context, page } = await openConsole(browser, 'en');
  await page.setViewportSize({ width: 1100, height: 800 });
  await signIn(page, tenant);
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  const more = menu.getByRole('button', { name: 'More' });
  await expect(more).toBeVisible();
  // One row: the navbar tools sit beside the menu, not under it.
  const header = await page.locator('[data-slot="app-shell-header"] > div').first().boundingBox();
  expect(header?.height).toBeLessThanOrEqual(49);
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  // The last top-level item moved under More (which ones depends on the tenant's menus).
  const lastMoved = (await page.locator('li[data-more] > ul > li').last().innerText()).trim();
  expect(lastMoved).not.toBe('');
  await expectAccessible(page, 'top menu overflow');
  await screenshot(page, 'menu-more-en');
  // Wider: everything fits and More goes away.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1920, height: 800 });
  await expect(more).toHaveCount(0);
  await expect(menu.locator(':scope > ul > li').getByText(lastMoved, { exact: true })).toBeVisible();
  await context.close();
});

test('layout settings survive a reload', async ({ browser, tenant }) => {
  const { context, page } = await openConsole(browser, 'en');
  await signIn(page, tenant);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Page settings' });
  await expect(drawer).toBeVisible();
  await expectAccessible(page, 'settings drawer');
  await drawer.getByRole('radio', { name: 'Cyan' }).click();
  await drawer.getByRole('switch', { name: 'Tags view' }).click();
  await drawer.getByRole('radio', { name: 'Dark' }).click();
  await drawer.getByRole('switch', { name: 'Fixed header' }).click();
  await drawer.getByRole('switch', { name: 'Sidebar logo' }).click();
  await drawer.getByRole('switch', { name: 'Open one menu at a time' }).click();
  await drawer.getByRole('radio', { name: 'Sidebar' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('toolbar', { name: 'Visited views' })).toHaveCount(0);
  // The menu now lives in a sidebar that folds; folded is remembered too.
  const sidebar = page.locator('[data-slot="app-shell-sidebar"]');
  await expect(sidebar.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  // Folded, each entry keeps its icon and its name for assistive tech.
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('greeting')).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Visited views' })).toHaveCount(0);
  const theme = await page.evaluate(() => ({
    color: document.documentElement.style.getPropertyValue('--pc-primary'),
    style: document.documentElement.dataset.pageStyle,
  }));
  expect(theme).toEqual({ color: '#13C2C2', style: 'dark' });
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.locator('[data-slot="app-shell-logo"]')).toHaveCount(0);
  await expect(page.locator('[data-slot="app-shell-header"]')).not.toHaveClass(/sticky/);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(drawer.getByRole('switch', { name: 'Tags view' })).toHaveAttribute('aria-checked', 'false');
  await expect(drawer.getByRole('switch', { name: 'Fixed header' })).toHaveAttribute('aria-checked', 'false');
  await expect(drawer.getByRole('switch', { name: 'Sidebar logo' })).toHaveAttribute('aria-checked', 'false');
  await expect(drawer.getByRole('switch', { name: 'Open one menu at a time' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(drawer.getByRole('radio', { name: 'Cyan' })).toHaveAttribute('aria-checked', 'true');
  await expect(drawer.getByRole('radio', { name: 'Sidebar' })).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page, 'settings drawer, dark, sidebar');
  await screenshot(page, 'settings-dark-sidebar-en');
  // Language is one of the drawer's choices as well; it switches without a reload and is kept.
  await drawer.getByRole('radio', { name: '中文' }).click();
  await expect(page.getByRole('dialog', { name: '页面设置' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId('greeting')).toContainText('好');
  await expect(page.getByRole('button', { name: '展开侧边栏' })).toBeVisible();

  // A fresh load deep inside a server route finds it (routes are added before matching).
  await page.goto('#/org/station');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '岗位' })).toBeVisible();
  await context.close();
});

test('switching language changes validation messages and the menu without a reload', async ({
  browser,
  tenant,
}) => {
  const { context, page } = await openConsole(browser, 'en');
  await page.goto('#/admin/login');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText("Can't be empty").first()).toBeVisible();

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: '中文' }).click();
  await expect(page.getByText('不能为空').first()).toBeVisible();
  await expect(page.getByText("Can't be empty")).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '登录后台' })).toBeVisible();
  await expectAccessible(page, 'admin login (zh)');
  await screenshot(page, 'admin-login-zh');

  await fillAdminLogin(page, tenant);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('button', { name: '课程管理' })).toBeVisible();
  await expect(page.getByTestId('greeting')).toContainText(/(早上|上午|中午|下午|晚上)好/);
  await expectAccessible(page, 'dashboard (zh)');
  await screenshot(page, 'dashboard-zh');

  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  const navEn = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navEn.getByRole('button', { name: 'Courses' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Visited views' })).toContainText('Dashboard');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  expect(await storage(page, 'LANGUAGE')).toBe('en');
  await context.close();
});

test('the bell shows unread messages; viewing one marks it read and opens the message page', async ({
  browser,
  tenant,
}) => {
  // The new tenant has no messages yet: one for its admin.
  await tenant.addMessage({
    title: `Spring rooms ${Date.now()}`,
    content: '<p>Rooms for the spring term are published.</p>',
  });
  const { context, page } = await openConsole(browser, 'en');
  await signIn(page, tenant);
  const bell = page.locator('[data-slot="message-bell"]');
  await expect(bell).toContainText(/\d+ unread/);
  const before = Number((await bell.textContent())?.match(/(\d+) unread/)?.[1] ?? '0');
  expect(before).toBeGreaterThan(0);
  await bell.click();
  const panel = page.locator('[data-slot="message-bell-content"]');
  await expect(panel).toBeVisible();
  await expectAccessible(page, 'message bell');
  // The 15-second auto refresh is off until switched on, and the choice is remembered.
  const autoRefresh = panel.getByRole('switch', { name: 'Auto refresh' });
  await expect(autoRefresh).toHaveAttribute('aria-checked', 'false');
  await autoRefresh.click();
  expect(await storage(page, 'MSG_REFRESH')).toBe('true');
  const first = panel.locator('[data-slot="message-bell-list"] button').first();
  const title = (await first.locator('[data-slot="message-bell-item-title"]').textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/#\/resources\/msg\/edit\?id=\d+&type=view$/);
  await expect(page.getByTestId('message-view').getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('message-content')).not.toBeEmpty();
  await expect(bell).toContainText(before - 1 > 0 ? `${before - 1} unread` : 'Notifications');
  await expectAccessible(page, 'message view');
  await screenshot(page, 'message-view-en');

  // After a reload the switch is still on, and the bell polls every 15 seconds: a new message
  // shows up without any click.
  await page.clock.install();
  await page.reload();
  const shown = before - 1;
  await expect(bell).toContainText(shown > 0 ? `${shown} unread` : 'Notifications');
  await tenant.addMessage({ title: `Fire drill ${Date.now()}`, type: 'WARN' });
  await page.clock.runFor(16_000);
  await expect(bell).toContainText(`${shown + 1} unread`);
  await bell.click();
  await expect(panel.getByRole('switch', { name: 'Auto refresh' })).toHaveAttribute('aria-checked', 'true');
  await context.close();
});

test('a session that expired on the server sends the user to /login with the expiry message', async ({
  browser,
  tenant,
}) => {
  const { context, page } = await openConsole(browser, 'en');
  await signIn(page, tenant);
  const userId = JSON.parse((await storage(page, 'USER')) ?? '{}').id as string;
  await sql(`update online_session set refresh_expire_at = now() - interval '1 minute' where user_id = $1`, [
    userId,
  ]);
  await page.reload();
  const alert = page.getByTestId('app-alert');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Login timed out, please log in again');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  expect(await storage(page, 'TOKEN')).toBeNull();
  expect(await storage(page, 'USER')).toBeNull();
  await expectAccessible(page, 'website login');
  await context.close();
});

test('an access token that expired on the server brings the expiry alert and the sign-in page', async ({
  browser,
  tenant,
}) => {
  const { context, page } = await openConsole(browser, 'zh');
  await signIn(page, tenant);
  const token = JSON.parse((await storage(page, 'TOKEN')) ?? '""') as string;
  const expired = await expiredCopy(token);
  // The stored expiry still looks far away, so the client sends the token as it is (no refresh).
  await page.evaluate((value) => localStorage.setItem('TOKEN', JSON.stringify(value)), expired);
  await page.reload();
  const alert = page.getByTestId('app-alert');
  await expect(alert).toContainText('登录已过期，请重新登录');
  await expectAccessible(page, 'expiry alert');
  await alert.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  expect(await storage(page, 'TOKEN')).toBeNull();
  await context.close();
});

test('logging out ends the session on the server and clears the stored session', async ({
  browser,
  tenant,
}) => {
  const { context, page } = await openConsole(browser, 'en');
  await signIn(page, tenant);
  const token = await storage(page, 'TOKEN');
  expect(token).toBeTruthy();
  const asThisSession = {
    headers: {
      token: `Bearer ${JSON.parse(token!) as string}`,
      tenant: Buffer.from(tenant.code).toString('base64'),
      Authorization: `Basic ${Buffer.from('pocket_web:pocket_web_secret').toString('base64')}`,
    },
  };
  expect((await page.request.get('api/oauth/resource/visible', asThisSession)).status()).toBe(200);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  for (const key of SESSION_KEYS) expect(await storage(page, key), key).toBeNull();
  expect(await storage(page, 'TENANT')).toBe(JSON.stringify(tenant.code));
  // The old token no longer works on the server.
  expect((await page.request.get('api/oauth/resource/visible', asThisSession)).status()).toBe(401);
  // Pages inside the console now send the user to /login.
  await page.goto('#/dashboard');
  await expect(page).toHaveURL(/#\/login$/);
  // A fresh admin sign-in page offers the kept tenant (filled in once its sign-in code has arrived).
  await page.goto('#/admin/login');
  await page.reload();
  await expect(page.getByLabel('Tenant', { exact: true })).toHaveValue(tenant.code);
  await context.close();
});

test('the public pages and the not-found page are reachable without a session', async ({ browser }) => {
  const { context, page } = await openConsole(browser, 'zh');
  // No tenant has this host as its domain: the website says so (website.e2e.ts covers a school's).
  await page.goto('#/');
  const host = new URL(page.url()).hostname;
  // The website's first load (its screen module, then the site lookup) can take longer than the
  // default five seconds on a loaded CI machine, as the website's own tests allow for.
  await expect(page.getByTestId('website-unknown-domain')).toContainText(`${host} 上没有学校官网`, {
    timeout: 20_000,
  });
  await expectAccessible(page, 'website home, unknown domain');
  await screenshot(page, 'website-unknown-domain-zh');
  await page.getByTestId('website-unknown-domain').getByRole('link', { name: '后台登录' }).click();
  await expect(page).toHaveURL(/#\/admin\/login$/);
  await page.goto('#/website/qrcode');
  await expect(page.getByRole('heading', { name: '扫码登录', exact: true })).toBeVisible();
  // The website's own pages share its frame and are public.
  await page.goto('#/website/about');
  await expect(page.getByTestId('website-unknown-domain')).toBeVisible({ timeout: 20_000 });
  await page
    .getByRole('navigation', { name: '网站' })
    .getByRole('link', { name: '课程', exact: true })
    .click();
  await expect(page).toHaveURL(/#\/website\/cate$/);
  await page.goto('#/website/view');
  await expect(page).toHaveURL(/#\/website\/view$/);
  // Downloads are not public (spec section 4).
  await page.goto('#/website/down');
  await expect(page).toHaveURL(/#\/login$/);
  await page.goto('#/404');
  await expect(page.getByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeVisible();
  await expectAccessible(page, '404');
  await page.goto('#/no/such/page');
  await expect(page).toHaveURL(/#\/login$/);
  await context.close();
});

test('clear cache asks first, signs in again with the refresh token, reloads permissions and the page', async ({
  browser,
  tenant,
}) => {
  const { context, page } = await openConsole(browser, 'en');
  await signIn(page, tenant);
  const before = await storage(page, 'REFRESH_TOKEN');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Clear cache' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to clear the cache?');
  await expectAccessible(page, 'clear cache confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(await storage(page, 'REFRESH_TOKEN')).toBe(before);

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Clear cache' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  // The page reloads after 1 s with a new refresh token and fresh permissions.
  await expect
    .poll(async () => {
      // While the reload is under way the old document's context is gone: not reloaded yet.
      try {
        return await page.evaluate(
          () => (window as unknown as { __sameDocument?: boolean }).__sameDocument ?? false,
        );
      } catch {
        return true;
      }
    })
    .toBe(false);
  await expect(page.getByTestId('greeting')).toBeVisible();
  expect(await storage(page, 'REFRESH_TOKEN')).not.toBe(before);
  expect(await storage(page, 'AUTHORITY_RESOURCE')).toContain('resourceList');
  await context.close();
});

test('below 992 px the menu lives in a drawer that closes on navigation; route search and the tag menu work by keyboard', async ({
  browser,
  tenant,
}) => {
  const { context, page } = await openConsole(browser, 'en');
  await signIn(page, tenant);

  // Route search by keyboard.
  const search = page.getByRole('combobox', { name: 'Search menu' });
  await search.fill('Organisation users');
  await expect(page.getByRole('option').first()).toContainText('/orguser/index');
  await search.press('Enter');
  await expect(page).toHaveURL(/#\/orguser\/index$/);

  // The tag context menu by keyboard (Shift+F10) on the focused tag.
  const tags = page.getByRole('toolbar', { name: 'Visited views' });
  await tags.locator('[data-slot="tag-bar-tag"]').nth(1).focus();
  await page.keyboard.press('Shift+F10');
  await expect(page.getByRole('menuitem', { name: 'Close others' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main navigation' });
  await expect(drawer).toBeVisible();
  await expectAccessible(page, 'mobile menu');
  await drawer.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(drawer).toHaveCount(0);
  await screenshot(page, 'dashboard-mobile-en');
  await context.close();
});

test('the website sign-in uses the first client (OAuth password grant) and its token opens the console', async ({
  browser,
  tenant,
}) => {
  const { context, page } = await openConsole(browser, 'en');
  await page.goto('#/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText("Can't be empty").first()).toBeVisible();
  await page.getByLabel('Tenant', { exact: true }).fill(tenant.code);
  await page.getByLabel('Username', { exact: true }).fill(tenant.account);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  const refused = page.waitForResponse((r) => r.url().includes('/api/authority/anno/login'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  expect((await refused).status()).not.toBe(200);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /wrong|password/i })
      .first(),
  ).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(tenant.password);
  const accepted = page.waitForResponse((r) => r.url().includes('/api/authority/anno/login'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  expect((await accepted).status()).toBe(200);
  await expect(page).toHaveURL(/#\/$/);
  expect(await storage(page, 'ACCESS_TOKEN')).toBeTruthy();
  // Signed in, the website offers the user centre instead of the sign-in link.
  const nav = page.getByRole('navigation', { name: 'Website' });
  await expect(nav.getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  // The same token opens the console.
  await page.goto('#/dashboard');
  await expect(page.getByTestId('greeting')).toBeVisible();
  await page.goto('#/website');
  await nav.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/#\/website\/user\/profile$/);
  await expect(page.getByRole('tab', { name: 'Change password' })).toBeVisible();
  await context.close();
});

test('an access token close to expiry is refreshed before the next call', async ({ browser, tenant }) => {
  const { context, page } = await openConsole(browser, 'en');
  await signIn(page, tenant);
  const before = await storage(page, 'TOKEN');
  // Pretend the token expires in one minute (under the 5-minute threshold).
  await page.evaluate(() => localStorage.setItem('EXPIRE_TIME', JSON.stringify(Date.now() + 60_000)));
  const refreshed = page.waitForResponse(
    (r) =>
      r.url().includes('/api/oauth/noToken/login') &&
      r.request().postData()?.includes('refresh_token') === true,
  );
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByTestId('total-visits-value')).toHaveText(/^\d+$/);
  expect(await storage(page, 'TOKEN')).not.toBe(before);
  expect(Number(await storage(page, 'EXPIRE_TIME'))).toBeGreaterThan(Date.now() + 60 * 60 * 1000);
  await context.close();
});
