// Console details of issue 22: the own profile for a user without roles, typed input that
// survives section switches and data revalidation, the first client's status texts on the
// sign-in page, the click guard on a form dialog's Save (a failed save can be retried), pinyin in the
// header route search, and permission explain mode.
import type { Page } from '@playwright/test';
import { apiSignIn, clientHeaders, screenshot, setLanguage, storeSession } from './support/api-session.ts';
import { sql } from './support/sql.ts';
import { runSuffix } from './support/users.ts';
import { expect, openScreen, test } from './support/own-tenant.ts';

test('a user without roles opens their profile; typed input survives section switches and revalidation', async ({
  page,
  request,
  tenant,
}) => {
  const account = `e2e_nr${runSuffix()}`;
  const id = await tenant.addUser(account);
  await sql('delete from user_role where user_id = $1::bigint', [id]);
  const login = await apiSignIn(request, account, tenant.password, tenant.code);
  await storeSession(page, login, 'en', tenant.code);
  await page.goto('#/profile/index');
  // Reading the own record used to answer 403 and sign the user out.
  await expect(page.getByRole('heading', { name: 'Personal centre' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('complementary', { name: 'About me' })).toContainText(account);
  await expect(page).toHaveURL(/#\/profile\/index$/);

  const base = page.getByRole('form', { name: 'Base information' });
  await base.getByLabel('Name').fill('Half typed');
  // Another section and back: the form keeps what was typed.
  await page.getByRole('tab', { name: 'Change password' }).click();
  await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();
  await page.getByRole('tab', { name: 'Base information' }).click();
  await expect(base.getByLabel('Name')).toHaveValue('Half typed');

  // The record changes elsewhere, and saving the avatar revalidates it: untouched fields take the
  // new value, the typed one stays.
  await sql('update "user" set email = $2 where id = $1::bigint', [id, 'changed@school.cn']);
  await page.getByRole('button', { name: 'Change avatar' }).click();
  const avatarForm = page.getByRole('form', { name: 'Change avatar' });
  await avatarForm.getByLabel('Image address').fill('teacher-avatar.png');
  await avatarForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Avatar updated')).toBeVisible();
  await expect(base.getByLabel('Email')).toHaveValue('changed@school.cn');
  await expect(base.getByLabel('Name')).toHaveValue('Half typed');

  // Saving works for the user without roles, and the saved value is kept.
  await base.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'About me' })).toContainText('Half typed');
  await expect(base.getByLabel('Name')).toHaveValue('Half typed');
});

const isSignIn = (url: URL) => url.pathname.endsWith('/api/authority/anno/login');

/**
 * Answers the sign-in as a gateway in front of the server would, with a bare status page: the
 * server itself never answers its sign-in with these.
 */
async function gatewayAnswers(page: Page, status: number) {
  await page.unroute(isSignIn);
  await page.route(isSignIn, (route) =>
    route.fulfill({ status, contentType: 'text/html', body: `<html><body>${status}</body></html>` }),
  );
}

test("the website sign-in (first client) shows the spec's 404, 403 and 401 texts in both languages", async ({
  page,
  tenant,
}) => {
  const expected = {
    en: {
      404: 'Sorry, resource not found',
      403: 'Sorry, you have no permission for this operation',
      401: 'Sorry, authentication has expired, please log in again',
    },
    zh: {
      404: '抱歉，资源未找到',
      403: '抱歉，您没有此操作的权限',
      401: '抱歉，认证已过期，请重新登录',
    },
  } as const;
  const labels = {
    en: { tenant: 'Tenant', account: 'Username', password: 'Password' },
    zh: { tenant: '租户', account: '用户名', password: '密码' },
  } as const;
  await page.goto('#/login');
  for (const language of ['en', 'zh'] as const) {
    await setLanguage(page, language);
    const form = page.locator('form');
    for (const status of [404, 403, 401] as const) {
      await gatewayAnswers(page, status);
      await form.getByLabel(labels[language].tenant, { exact: true }).fill(tenant.code);
      await form.getByLabel(labels[language].account, { exact: true }).fill(tenant.account);
      await form.getByLabel(labels[language].password, { exact: true }).fill(tenant.password);
      await form.locator('button[type="submit"]').click();
      await expect(form.getByRole('alert')).toHaveText(expected[language][status]);
    }
  }
});

test('a form dialog guards Save against double submits without the disabled attribute, and lets a failed save be retried', async ({
  page,
  request,
  tenant,
}) => {
  const login = await openScreen({ page, request, tenant }, '/system/parameter', 'Parameters');
  const key = `E2E_G${runSuffix().toUpperCase()}`;
  // While the first save is on its way (a slow network), another administrator creates the same
  // key, so the server refuses it: a failed save the form could not foresee.
  let saves = 0;
  await page.route(
    (url) => url.pathname.endsWith('/api/authority/parameter'),
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      saves += 1;
      if (saves === 1) {
        await new Promise((resolve) => setTimeout(resolve, 6000));
        const other = await request.post('api/authority/parameter', {
          headers: { ...clientHeaders(tenant.code), token: `Bearer ${login.token}` },
          data: { key, name: 'Taken meanwhile', value: 'x' },
        });
        expect(other.ok()).toBe(true);
      }
      return route.continue();
    },
  );
  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog.getByLabel('Key').fill(key);
  await dialog.getByLabel('Name').fill('Guarded');
  await dialog.getByLabel('Value').fill('one');
  const save = dialog.getByRole('button', { name: 'Save' });
  await save.focus();
  await page.keyboard.press('Enter');
  // While the save is in flight the button is unavailable (aria-disabled, not `disabled`), and a
  // second Enter or click does nothing.
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await expect(save).toHaveAttribute('aria-busy', 'true');
  await expect(save).not.toHaveAttribute('disabled');
  await page.keyboard.press('Enter');
  await save.click({ force: true });
  // The save failed: the dialog stays with the server's reason, and Save takes a retry.
  await expect(dialog.getByText('Already exists')).toBeVisible({ timeout: 15_000 });
  await expect(save).not.toHaveAttribute('aria-disabled', 'true');
  expect(saves).toBe(1);

  await dialog.getByLabel('Key').fill(`${key}_2`);
  await save.click();
  await expect(page.getByText('Created successfully')).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden();
  expect(saves).toBe(2);
  const rows = await sql<{ n: string }>('select count(*)::int as n from parameter where key = $1', [
    `${key}_2`,
  ]);
  expect(rows[0]?.n).toBe('1'); // the SQL door answers text
});

test('the header route search finds 课程 pages by pinyin (kc, kecheng) in English and in Chinese', async ({
  page,
  request,
  tenant,
}) => {
  await openScreen({ page, request, tenant }, '/system/parameter', 'Parameters');
  const englishSearch = page.getByRole('combobox', { name: 'Search menu' });
  await englishSearch.fill('kc');
  // English titles carry their Chinese title as a keyword, found by its pinyin initials.
  await expect(page.getByRole('option').first()).toContainText(/^Course/);
  await expect(page.getByRole('option', { name: /^Courses/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/course\//);

  await setLanguage(page, 'zh');
  const chineseSearch = page.getByRole('combobox', { name: '搜索菜单' });
  await chineseSearch.fill('kecheng');
  await expect(page.getByRole('option').first()).toContainText('课程');
  await chineseSearch.fill('kc');
  await expect(page.getByRole('option').first()).toContainText('课程');
  await page.getByRole('option', { name: /^课程分类/ }).click();
  await expect(page).toHaveURL(/#\/course\/courseCate/);
});

test('permission explain mode: a user who may edit users switches it on and sees what their permissions hide, named', async ({
  page,
  request,
  tenant,
}) => {
  // A staff colleague who may edit users (so may administer roles) but not delete courses.
  const account = `e2e_px${runSuffix()}`;
  await tenant.addUser(account);
  const staffRole = `select id from role where tenant_code = $1 and code = 'STAFF'`;
  await sql(
    `insert into role_permission (tenant_code, role_id, code) select tenant_code, id, 'authority:user:edit'
     from role where tenant_code = $1 and code = 'STAFF' on conflict do nothing`,
    [tenant.code],
  );
  await sql(
    `delete from role_permission where tenant_code = $1 and code = 'course:course:delete' and role_id in (${staffRole})`,
    [tenant.code],
  );
  const login = await apiSignIn(request, account, tenant.password, tenant.code);
  await storeSession(page, login, 'en', tenant.code);
  await page.goto('#/course/index');
  await expect(page.getByRole('heading', { name: 'Courses', exact: true })).toBeVisible({ timeout: 15_000 });
  const placeholders = page.locator('[data-slot="permission-placeholder"]');
  await expect(placeholders).toHaveCount(0);

  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Page settings' });
  await drawer.getByRole('switch', { name: 'Explain permissions' }).click();
  await page.keyboard.press('Escape');
  await expect(placeholders.filter({ hasText: 'Missing permission: course:course:delete' })).toBeVisible();
  await screenshot(page, 'permission-explain-mode');

  // Off again: the placeholders go.
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await drawer.getByRole('switch', { name: 'Explain permissions' }).click();
  await page.keyboard.press('Escape');
  await expect(placeholders).toHaveCount(0);
});

test('permission explain mode is not offered to a user who may not administer roles', async ({
  page,
  request,
  tenant,
}) => {
  const account = `e2e_pn${runSuffix()}`;
  await tenant.addUser(account);
  await sql(
    `delete from role_permission where tenant_code = $1 and code in ('authority:user:edit', 'authority:role:config')
     and role_id in (select id from role where tenant_code = $1 and code = 'STAFF')`,
    [tenant.code],
  );
  const login = await apiSignIn(request, account, tenant.password, tenant.code);
  await storeSession(page, login, 'en', tenant.code);
  await page.goto('#/course/index');
  await expect(page.getByRole('heading', { name: 'Courses', exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Page settings' });
  await expect(drawer.getByRole('radio', { name: 'Sidebar' })).toBeVisible();
  await expect(drawer.getByRole('switch', { name: 'Explain permissions' })).toHaveCount(0);
});
