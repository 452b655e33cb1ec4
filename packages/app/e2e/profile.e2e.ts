import type { APIRequestContext, Page } from '@playwright/test';
import { apiSignIn, expectAccessible, screenshot, setLanguage, storeSession } from './support/api-session.ts';
import { sql } from './support/sql.ts';
import { runSuffix } from './support/users.ts';
import { expect, test, type OwnTenant } from './support/own-tenant.ts';

const NEW_PASSWORD = 'staff-654321';

/** The error text under the field labelled `label` inside `scope`. */
function fieldError(page: Page, form: string, label: string) {
  return page
    .getByRole('form', { name: form })
    .locator('[data-slot="form-field"]')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('[data-slot="form-field-error"]');
}

/** Adds a staff member to the test's own tenant (its password: the tenant's initial password),
 * signs them in and opens their profile, in English. */
async function openProfileAsStaff(page: Page, request: APIRequestContext, tenant: OwnTenant) {
  const staff = { account: `e2e_p${runSuffix()}`, password: tenant.password };
  await tenant.addUser(staff.account);
  const login = await apiSignIn(request, staff.account, staff.password, tenant.code);
  await storeSession(page, login, 'en', tenant.code);
  await page.goto('#/profile/index');
  await expect(page.getByRole('heading', { name: 'Personal centre' })).toBeVisible({ timeout: 15_000 });
  return staff;
}

test('profile: base information and avatar (by address and by upload)', async ({ page, request, tenant }) => {
  const STAFF = await openProfileAsStaff(page, request, tenant);
  const about = page.getByRole('complementary', { name: 'About me' });
  await expect(about).toContainText(STAFF.account);
  await expectAccessible(page);
  await screenshot(page, 'profile-en');

  // Base information: a bad mobile number is refused, a good one saved.
  const base = page.getByRole('form', { name: 'Base information' });
  await base.getByLabel('Name').fill('');
  await base.getByLabel('Mobile').fill('1234');
  await base.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(page, 'Base information', 'Name')).toHaveText("Can't be empty");
  await expect(fieldError(page, 'Base information', 'Mobile')).toHaveText('Phone number is invalid');
  await base.getByLabel('Name').fill('Staff Teacher');
  await base.getByLabel('Mobile').fill('13912345678');
  await base.getByLabel('Work description').fill('Runs the timetable');
  await base.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(about).toContainText('Staff Teacher');
  await expect(about).toContainText('13912345678');
  // The navbar follows the saved name at once (the session USER is observed, no reload).
  await expect(page.getByRole('button', { name: 'User menu: Staff Teacher' })).toBeVisible();

  // Avatar: the new one is previewed, then saved.
  await about.getByRole('button', { name: 'Change avatar' }).click();
  const avatarForm = page.getByRole('form', { name: 'Change avatar' });
  await avatarForm.getByLabel('Image address').fill('not an image!');
  await avatarForm.getByRole('button', { name: 'Save' }).click();
  await expect(avatarForm.locator('[data-slot="form-field-error"]')).toBeVisible();
  await avatarForm.getByLabel('Image address').fill('teacher-avatar.png');
  await expect(avatarForm.getByRole('img', { name: 'Preview of the new avatar' })).toBeVisible();
  await expectAccessible(page);
  await avatarForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Avatar updated')).toBeVisible();
  await expect(avatarForm).toBeHidden();

  // Avatar by upload: a small PNG made here is stored, served and shown in the profile and navbar.
  await about.getByRole('button', { name: 'Change avatar' }).click();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page
    .getByLabel('Avatar image file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Avatar updated').last()).toBeVisible();
  const served = /\/api\/file\/anno\/attachment\/\d+\/[0-9a-f]{32}\.png$/;
  const profileAvatar = about.getByRole('img', { name: /^Avatar of / });
  await expect(profileAvatar).toHaveAttribute('src', served);
  const src = (await profileAvatar.getAttribute('src')) ?? '';
  await expect
    .poll(() => profileAvatar.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  // The navbar shows the new image at once, and again after a reload (the session USER keeps it).
  const navbarAvatar = page.getByRole('banner').locator(`img[src$="${src}"]`);
  await expect(navbarAvatar).toHaveCount(1);
  await page.reload();
  await expect(navbarAvatar).toHaveCount(1, { timeout: 15_000 });
  await expect
    .poll(() => navbarAvatar.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
});

// The password, the bound accounts' tab and the language switch: a test of its own, so each stays
// well inside the timeout when two workers and the server share two busy cores.
test('profile: password, bound accounts, and a language switch re-translates a shown error', async ({
  page,
  request,
  tenant,
}) => {
  const STAFF = await openProfileAsStaff(page, request, tenant);
  const base = page.getByRole('form', { name: 'Base information' });

  // Password: wrong old password, then mismatched confirmation, then a real change.
  await page.getByRole('tab', { name: 'Change password' }).click();
  const pwd = page.getByRole('form', { name: 'Change password' });
  await pwd.getByLabel('Old password').fill('not-my-password');
  await pwd.getByLabel('New password').fill(NEW_PASSWORD);
  await pwd.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await pwd.getByRole('button', { name: 'Change password' }).click();
  await expect(fieldError(page, 'Change password', 'Old password')).toHaveText('Old password incorrect');
  await pwd.getByLabel('Old password').fill(STAFF.password);
  await pwd.getByLabel('Confirm password').fill('something-else');
  await pwd.getByRole('button', { name: 'Change password' }).click();
  await expect(fieldError(page, 'Change password', 'Confirm password')).toHaveText(
    'Inconsistent values entered twice',
  );
  await expectAccessible(page);
  await screenshot(page, 'profile-password-en');
  await pwd.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await pwd.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expect(pwd.getByLabel('Old password')).toHaveValue('');
  // The new password signs in.
  await apiSignIn(request, STAFF.account, NEW_PASSWORD, tenant.code);

  // No binding endpoint exists on the server: the list says so instead of inventing accounts.
  await page.getByRole('tab', { name: 'Third-party accounts' }).click();
  await expect(page.getByText('No third-party accounts are bound')).toBeVisible();

  // Switching language in the navbar re-translates a shown validation message, without a reload.
  await page.getByRole('tab', { name: 'Base information' }).click();
  await base.getByLabel('Name').fill('');
  await base.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(page, 'Base information', 'Name')).toHaveText("Can't be empty");
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: '中文' }).click();
  await expect(fieldError(page, '基本信息', '姓名')).toHaveText('不能为空');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await page.getByRole('form', { name: '基本信息' }).getByLabel('姓名').fill('Staff Teacher');

  await setLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '个人中心' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '修改密码' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'profile-zh');
});

test('profile: bound third-party accounts are listed and can be unbound after a confirmation', async ({
  page,
  request,
  tenant,
}) => {
  const account = `e2e_s${runSuffix()}`;
  const userId = await tenant.addUser(account);
  await sql(
    `insert into user_social (id, tenant_code, user_id, provider, open_id, nickname)
     values ($1, $4, $2, 'WECHAT', $3, 'Spring Teacher')`,
    [`${Date.now()}7`, userId, `wx-open-${account}-0042`, tenant.code],
  );
  const login = await apiSignIn(request, account, tenant.password, tenant.code);
  await storeSession(page, login, 'en', tenant.code);
  await page.goto('#/profile/index');
  await page.getByRole('tab', { name: 'Third-party accounts' }).click();
  const list = page.getByRole('list', { name: 'Bound accounts' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('WeChat');
  await expect(list).toContainText('Spring Teacher');
  // The open id is masked: its middle never reaches the browser.
  await expect(list).not.toContainText(`wx-open-${account}-0042`);
  await expectAccessible(page);
  await screenshot(page, 'profile-bound-accounts-en');

  await list.getByRole('button', { name: 'Unbind WeChat' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('You will no longer be able to sign in with WeChat.');
  await confirm.getByRole('button', { name: 'Unbind' }).click();
  await expect(page.getByText('Unbound successfully')).toBeVisible();
  await expect(page.getByText('No third-party accounts are bound')).toBeVisible();
  const rows = await sql(`select 1 from user_social where user_id = $1`, [userId]);
  expect(rows).toHaveLength(0);
});
