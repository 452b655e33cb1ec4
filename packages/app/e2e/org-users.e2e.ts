import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiSignIn, expectAccessible, screenshot, setLanguage, storeSession } from './support/api-session.ts';
import { runSuffix } from './support/users.ts';
import { expect, test } from './support/own-tenant.ts';

// Unique per run, so the test can run again on the same database.
const ACCOUNT = `e2e_t${runSuffix()}`;

function dialog(page: Page) {
  return page.getByRole('dialog');
}

/** The text under a form field of the open dialog. */
function fieldError(page: Page, label: string | RegExp) {
  return dialog(page)
    .locator('[data-slot="form-field"]')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('[data-slot="form-field-error"]');
}

async function openScreen(page: Page) {
  await page.goto('#/orguser/index');
  await expect(page.getByRole('heading', { name: 'Organisation users' })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole('table', { name: 'Users' }).getByRole('cell', { name: 'admin', exact: true }),
  ).toBeVisible();
}

async function filterByAccount(page: Page, account: string) {
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('Account').fill(account);
  await filters.getByRole('button', { name: 'Search' }).click();
}

test('organisation users: create, edit, reset, export, import, delete', async ({ page, request, tenant }) => {
  const login = await apiSignIn(request, tenant.account, tenant.password, tenant.code);
  await storeSession(page, login, 'en', tenant.code);
  await openScreen(page);
  await expectAccessible(page);
  await screenshot(page, 'org-users-en');

  // Create with invalid input: every broken rule is shown under its field, nothing is saved.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Add user' })).toBeVisible();
  await dialog(page).getByLabel('Account').fill('a!');
  await dialog(page).getByLabel('Email').fill('not-an-email');
  await dialog(page).getByLabel('Mobile').fill('12345');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(page, 'Account')).toHaveText('3 to 20 characters');
  await expect(fieldError(page, 'Name')).toHaveText("Can't be empty");
  await expect(fieldError(page, 'Organisation')).toHaveText("Can't be empty");
  await expect(fieldError(page, 'Email')).toHaveText('Email is invalid');
  await expect(fieldError(page, 'Mobile')).toHaveText('Phone number is invalid');
  await expectAccessible(page);
  await screenshot(page, 'org-users-invalid-en');

  // A taken account is reported by the server's check when the field is left.
  await dialog(page).getByLabel('Account').fill('admin');
  await dialog(page).getByLabel('Name').click();
  await expect(fieldError(page, 'Account')).toHaveText('Already exists');

  // Valid input saves the user.
  await dialog(page).getByLabel('Account').fill(ACCOUNT);
  await dialog(page).getByLabel('Name').fill('E2E Teacher');
  await dialog(page).getByRole('combobox', { name: 'Organisation' }).click();
  await page.getByRole('treeitem').first().click();
  await dialog(page).getByLabel('Email').fill('teacher@example.com');
  await dialog(page).getByLabel('Mobile').fill('13800138000');
  await dialog(page).getByRole('radio', { name: 'Female' }).click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await filterByAccount(page, ACCOUNT);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('cell', { name: ACCOUNT, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'admin', exact: true })).toBeHidden();
  await expect(table.getByRole('cell', { name: 'Female' })).toBeVisible();

  // Edit.
  await page.getByRole('button', { name: `Edit ${ACCOUNT}` }).click();
  await expect(dialog(page).getByLabel('Account')).toHaveValue(ACCOUNT);
  await expectAccessible(page);
  await dialog(page).getByLabel('Name').fill('E2E Teacher Two');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(table.getByRole('cell', { name: 'E2E Teacher Two' })).toBeVisible();

  // Reset password: the message announces the initial password the server returned.
  await page.getByRole('button', { name: `Reset password of ${ACCOUNT}` }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(/The initial password is \S+/)).toBeVisible();

  // Export the filtered list: the request carries the filters, the answer is an xlsx file.
  const exportRequest = page.waitForRequest((r) => r.url().includes('/api/authority/user/export'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  expect((await exportRequest).postDataJSON()).toMatchObject({ model: { account: ACCOUNT } });
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const exported = path.join(tmpdir(), `users-${Date.now()}.xlsx`);
  await file.saveAs(exported);
  expect(readFileSync(exported).subarray(0, 2).toString()).toBe('PK');

  // Import: a non-xlsx file is refused; the exported file's account exists, so its row is reported.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog(page).getByTestId('chosen-file')).toHaveText('No file chosen');
  const notXlsx = path.join(tmpdir(), 'users.txt');
  writeFileSync(notXlsx, 'account,name\nsomeone,Someone\n');
  await dialog(page).getByLabel('File').setInputFiles(notXlsx);
  await expect(dialog(page).getByText('Only supports Xlsx type files')).toBeVisible();
  await dialog(page).getByLabel('File').setInputFiles(exported);
  await expect(dialog(page).getByTestId('chosen-file')).toHaveText(path.basename(exported));
  await dialog(page).getByRole('button', { name: 'Upload' }).click();
  const rowErrors = dialog(page).getByRole('table', { name: 'Row errors' });
  await expect(rowErrors.getByRole('cell', { name: 'Already exists' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'org-users-import-errors-en');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();

  // Delete with confirmation.
  await page.getByRole('button', { name: `Delete ${ACCOUNT}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('This cannot be undone');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(table.getByRole('cell', { name: ACCOUNT, exact: true })).toBeHidden();

  // The same file now imports: the user is back.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog(page).getByLabel('File').setInputFiles(exported);
  await dialog(page).getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Imported 1 users')).toBeVisible();
  await expect(table.getByRole('cell', { name: ACCOUNT, exact: true })).toBeVisible();
});

test('organisation users: bulk actions guard the selection, and the screen speaks Chinese', async ({
  page,
  request,
  tenant,
}) => {
  const login = await apiSignIn(request, tenant.account, tenant.password, tenant.code);
  await storeSession(page, login, 'en', tenant.code);
  await openScreen(page);

  // Nothing selected.
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await expect(page.getByText('No data selected yet')).toBeVisible();

  // A selection with the signed-in user cancels the action.
  await page.getByRole('checkbox', { name: 'Select row admin' }).check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await expect(
    page.getByText('The selection includes your own account, so the action was cancelled.'),
  ).toBeVisible();
  await expect(page.getByRole('alertdialog')).toBeHidden();

  // Paging, sorting and filters travel to the server in the paged query.
  const pageRequest = (check: (body: Record<string, unknown>) => boolean) =>
    page.waitForRequest(
      (r) =>
        r.url().includes('/api/authority/user/page') && check(r.postDataJSON() as Record<string, unknown>),
    );
  let sent = pageRequest((body) => body.size === 5);
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('5');
  await sent;
  sent = pageRequest((body) => body.sort === 'account' && body.order === 'ascending');
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await sent;
  const today = new Date().toISOString().slice(0, 10);
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByRole('group', { name: 'Created' }).getByLabel('Start date').fill(today);
  sent = pageRequest((body) => {
    const extra = body.extra as Record<string, string>;
    const model = body.model as Record<string, unknown>;
    return extra.createTime_st === `${today} 00:00:00` && model.state === 'true';
  });
  await filters.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Valid', exact: true }).click();
  await filters.getByRole('button', { name: 'Search' }).click();
  await sent;
  await filters.getByRole('button', { name: 'Reset' }).click();
  // A long page keeps admin and the new user on it.
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');

  // Keyboard only: open the dialog, fill it, pick the organisation and save.
  await page.getByRole('button', { name: 'Create', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByLabel('Account')).toBeFocused();
  await page.keyboard.type('kb_user');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keyboard User');
  await dialog(page).getByRole('combobox', { name: 'Organisation' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('combobox', { name: 'Organisation' })).not.toHaveText(
    'Choose an organisation',
  );
  await dialog(page).getByLabel('Name').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Created successfully')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Users' }).getByRole('cell', { name: 'kb_user', exact: true }),
  ).toBeVisible();

  // A selection without the signed-in user is deleted after confirmation.
  await page.getByRole('checkbox', { name: 'Select row admin' }).uncheck();
  await page.getByRole('checkbox', { name: 'Select row kb_user' }).check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Delete the 1 selected user(s)?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Users' }).getByRole('cell', { name: 'kb_user', exact: true }),
  ).toBeHidden();
  await expect(page.getByText('1 selected')).toBeHidden();

  await setLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '机构用户' })).toBeVisible();
  // The menu, tabs and breadcrumbs follow the language chosen before the reload.
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('button', { name: '课程管理' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: '已访问页面' })).toContainText('机构用户');
  await page.getByRole('button', { name: '批量删除' }).click();
  await expect(page.getByText('尚未选择数据')).toBeVisible();
  await page.getByRole('button', { name: '新增' }).first().click();
  await dialog(page).getByRole('button', { name: '保存' }).click();
  await expect(fieldError(page, '姓名')).toHaveText('不能为空');
  await expectAccessible(page);
  await screenshot(page, 'org-users-zh');
});

test('organisation users: a member without user permissions only views the list', async ({
  page,
  request,
  tenant,
}) => {
  // The seeded staff role may view users (authority:user:view) but not add, edit, delete, reset,
  // import or export them.
  await tenant.addUser('staff', { role: 'STAFF' });
  const login = await apiSignIn(request, 'staff', tenant.password, tenant.code);
  await storeSession(page, login, 'en', tenant.code);
  await page.goto('#/orguser/index');
  await expect(page.getByRole('heading', { name: 'Organisation users' })).toBeVisible({ timeout: 15_000 });
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('cell', { name: 'staff', exact: true })).toBeVisible();
  for (const name of ['Create', 'Import', 'Export', 'Delete selected', 'Reset passwords']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expect(table.getByRole('button', { name: /^(Edit|Delete|Reset password of) / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expectAccessible(page);
});
