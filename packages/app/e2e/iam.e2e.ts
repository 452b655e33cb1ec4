import type { Browser, Page } from '@playwright/test';
import {
  apiSignIn,
  clientHeaders,
  expectAccessible,
  screenshot,
  setLanguage,
  storeSession,
} from './support/api-session.ts';
import { openConsole } from './support/console.ts';
import { sql } from './support/sql.ts';
import { runSuffix } from './support/users.ts';
import { expect, INITIAL_PASSWORD, PLATFORM, test, type OwnTenant } from './support/own-tenant.ts';

type Envelope<T> = { isSuccess: boolean; msg: string; data: T };

/** A console of its own (a second person at another computer), signed in through stored tokens. */
async function consoleOf(
  browser: Browser,
  request: Parameters<typeof apiSignIn>[0],
  tenant: OwnTenant,
  account: string,
  password: string,
) {
  const { context, page } = await openConsole(browser, 'en');
  const login = await apiSignIn(request, account, password, tenant.code);
  await storeSession(page, login, 'en', tenant.code);
  return { context, page, token: login.token };
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test("an admin takes a permission away: the signed-in user's open console hides the button, then the menu, without a reload", async ({
  browser,
  request,
  tenant,
}) => {
  // Two consoles (the admin's and the user's) and two axe runs: more than one page's time.
  test.setTimeout(180_000);
  const account = `e2e_pv${runSuffix()}`;
  await tenant.addUser(account);
  // A role of the test's own that shows Organisation › Users with its Create button.
  const roleName = `Editors ${runSuffix()}`;
  const adminLogin = await apiSignIn(request, tenant.account, tenant.password, tenant.code);
  const headers = { ...clientHeaders(tenant.code), token: `Bearer ${adminLogin.token}` };
  const role = (await (
    await request.post('api/authority/role', {
      headers,
      data: { code: `E2E_${runSuffix()}`, name: roleName, dsType: 'ALL' },
    })
  ).json()) as Envelope<{ id: string }>;
  expect(role.isSuccess, role.msg).toBe(true);
  const buttons = await sql<{ id: string }>(
    `select id::text from menu where tenant_code = $1 and type = 'BUTTON' and code in ('authority:user:view', 'authority:user:add')`,
    [tenant.code],
  );
  const granted = (await (
    await request.post('api/authority/role/saveResource', {
      headers,
      data: { roleId: role.data.id, menuIds: buttons.map((b) => b.id) },
    })
  ).json()) as Envelope<unknown>;
  expect(granted.isSuccess, granted.msg).toBe(true);
  await sql(
    `delete from user_role where tenant_code = $1 and user_id = (select id from "user" where tenant_code = $1 and account = $2)`,
    [tenant.code, account],
  );
  await sql(
    `insert into user_role (tenant_code, user_id, role_id)
     select u.tenant_code, u.id, $3::bigint from "user" u where u.tenant_code = $1 and u.account = $2`,
    [tenant.code, account, role.data.id],
  );

  // The user's console, open on the users screen with its Create button.
  const user = await consoleOf(browser, request, tenant, account, INITIAL_PASSWORD);
  await user.page.goto('#/org/user');
  await expect(user.page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(user.page.getByRole('button', { name: 'Create', exact: true })).toBeVisible();
  await nav(user.page).getByRole('button', { name: 'Organisation' }).click();
  await expect(nav(user.page).getByRole('link', { name: 'Users' })).toBeVisible();
  await user.page.keyboard.press('Escape');

  // The admin, in another browser, takes the Create permission away in the roles screen.
  const admin = await consoleOf(browser, request, tenant, tenant.account, tenant.password);
  await admin.page.goto('#/system/role');
  await expect(admin.page.getByRole('heading', { name: 'Roles', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await admin.page.getByRole('button', { name: `Permissions of ${roleName}` }).click();
  const grants = admin.page.getByRole('dialog', { name: `Permissions of ${roleName}` });
  const tree = grants.getByRole('tree', { name: 'Menus and buttons' });
  // Parents of a partly granted branch are half-checked.
  await expect(tree.getByRole('treeitem', { name: 'Organisation', exact: true })).toHaveAttribute(
    'aria-checked',
    'mixed',
  );
  await expectAccessible(admin.page, 'role grants');
  await screenshot(admin.page, 'role-grants-en');
  await tree.getByRole('treeitem', { name: 'authority:user:add' }).click();
  await expect(tree.getByRole('treeitem', { name: 'authority:user:add' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await grants.getByRole('button', { name: 'Save' }).click();
  await expect(grants).toBeHidden();

  // The user's next request (the table's Refresh) brings the new permission version: the
  // Create button goes, the page was not reloaded.
  await user.page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await user.page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(user.page.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0);

  // Now the whole Users menu goes while the user is on the dashboard (the users screen would
  // answer 403 on its next call, which the client takes for a lost session: spec section 8). The
  // user's window gets the focus back and the menu follows.
  await user.page.getByRole('toolbar', { name: 'Visited views' }).getByText('Dashboard').click();
  await expect(user.page.getByTestId('greeting')).toBeVisible();
  await admin.page.getByRole('button', { name: `Permissions of ${roleName}` }).click();
  const organisation = tree.getByRole('treeitem', { name: 'Organisation', exact: true });
  // A half-checked parent ticks everything under it first; a second click clears the branch.
  await organisation.click();
  await expect(organisation).toHaveAttribute('aria-checked', 'true');
  await organisation.click();
  await expect(organisation).toHaveAttribute('aria-checked', 'false');
  await tree.getByRole('treeitem', { name: 'Courses', exact: true }).click();
  await grants.getByRole('button', { name: 'Save' }).click();
  await expect(grants).toBeHidden();
  await user.page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(nav(user.page).getByRole('button', { name: 'Organisation' })).toHaveCount(0);
  await expect(nav(user.page).getByRole('button', { name: 'Courses' })).toBeVisible();
  expect(await user.page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await screenshot(user.page, 'permission-version-user-en');

  // Every change is in the operation log.
  await admin.page.goto('#/system/optLog');
  await expect(admin.page.getByRole('heading', { name: 'Operation log', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    admin.page
      .getByRole('table', { name: 'Operations' })
      .getByText('/api/authority/role/saveResource')
      .first(),
  ).toBeVisible();
  // The operation and module in the reader's language, not the server's English summary.
  const grantRow = admin.page
    .getByRole('table', { name: 'Operations' })
    .getByRole('row')
    .filter({ hasText: '/api/authority/role/saveResource' })
    .first();
  await expect(grantRow).toContainText('Grant menus and resources to a role');
  await expect(grantRow).toContainText('Role');
  await expectAccessible(admin.page, 'operation log');
  await screenshot(admin.page, 'opt-log-en');
  await setLanguage(admin.page, 'zh');
  await expect(admin.page.getByRole('heading', { name: '操作日志', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  const grantRowZh = admin.page
    .getByRole('table', { name: '操作记录' })
    .getByRole('row')
    .filter({ hasText: '/api/authority/role/saveResource' })
    .first();
  await expect(grantRowZh).toContainText('角色授权');
  await expect(grantRowZh).toContainText('角色');
  await screenshot(admin.page, 'opt-log-zh');
  await admin.context.close();
  await user.context.close();
});

test('areas: the platform opens the division tree on demand and the table follows, in en and zh', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const login = await apiSignIn(request, PLATFORM.account, PLATFORM.password, PLATFORM.tenant);
  await storeSession(page, login, 'en', PLATFORM.tenant);
  await page.goto('#/system/area');
  await expect(page.getByRole('heading', { name: 'Areas', exact: true })).toBeVisible({ timeout: 15_000 });
  const tree = page.getByRole('tree', { name: 'Areas' });
  const table = page.getByRole('table', { name: 'Areas' });
  await expect(tree.getByRole('treeitem', { name: '北京市 110000' })).toBeVisible();
  // All 34 provincial-level divisions, Hong Kong, Macao and Taiwan among them.
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'Province', exact: true }).click();
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Total 34')).toBeVisible();
  await filters.getByLabel('Name').fill('澳门');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('row').filter({ hasText: '820000' })).toContainText('澳门特别行政区');
  await filters.getByRole('button', { name: 'Reset' }).click();
  // Children load when an area is chosen.
  await tree.getByRole('treeitem', { name: '广东省 440000' }).click();
  await expect(tree.getByRole('treeitem', { name: '深圳市 440300' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: '440300' })).toContainText('深圳市');
  await tree.getByRole('treeitem', { name: '深圳市 440300' }).click();
  await expect(table.getByRole('row').filter({ hasText: '440305' })).toContainText('南山区');
  await expectAccessible(page, 'areas');
  await screenshot(page, 'areas-en');
  await setLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '地区', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole('tree', { name: '地区' }).getByRole('treeitem', { name: '北京市 110000' }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: '地区' }).getByRole('row').filter({ hasText: '110000' }),
  ).toBeVisible();
  await screenshot(page, 'areas-zh');
});
