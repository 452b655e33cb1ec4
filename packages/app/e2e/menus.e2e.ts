import type { Locator, Page } from '@playwright/test';
import { expectAccessible, screenshot, setLanguage } from './support/api-session.ts';
import { sql } from './support/sql.ts';
import { runSuffix } from './support/users.ts';
import { expect, openScreen, test } from './support/own-tenant.ts';

const suffix = runSuffix();
const TITLE = `E2E 报表 ${suffix}`;
const PATH = `/system/e2e-reports-${suffix}`;
const CODE = 'course:course:view';

/** The topmost open dialog (the resources dialog stacks its form dialog over itself). */
const top = (page: Page) => page.getByRole('dialog').last();
/** The dialog's own Close button at its foot (the corner's ✕ has the same name). */
const closeButton = (dialog: Locator) => dialog.locator('[data-slot="button"]', { hasText: 'Close' });
/** A text field by its label (a required one's label ends in " *"). */
const box = (scope: Locator | Page, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
/** The error shown under a text field. */
const fieldError = (scope: Locator, label: string) =>
  scope
    .locator('[data-slot="form-field"]')
    .filter({ has: box(scope.page(), label) })
    .locator('[data-slot="form-field-error"]');

test('menus: add a menu with every route field under a parent, its resources, edit, refuse bad values, delete; built-in menus are read-only', async ({
  page,
  request,
  tenant,
}) => {
  // A long walk (two languages, every field, axe twice): ~50 s on a quiet machine, more than the
  // default minute on a busy one, and past 120 s once in a fresh-clone CI run on a slow host.
  test.setTimeout(180_000);
  await openScreen({ page, request, tenant }, '/system/menu', 'Menus');
  const table = page.getByRole('table', { name: 'Menus' });

  // A built-in menu (the tenant's own copy of the platform's) is read-only, and so are its resources.
  const builtIn = table.getByRole('row').filter({ hasText: '/system/menu' });
  await expect(builtIn).toContainText('Menus');
  await expect(builtIn.getByRole('button', { name: 'Edit 菜单' })).toHaveCount(0);
  await expect(builtIn.getByRole('button', { name: 'Delete 菜单' })).toHaveCount(0);
  await builtIn.getByRole('button', { name: 'Resources of 菜单' }).click();
  const builtInResources = page.getByRole('dialog', { name: 'Resources of 菜单' });
  const builtInCode = builtInResources.getByRole('row').filter({ hasText: 'authority:menu:view' });
  await expect(builtInCode).toBeVisible();
  await expect(builtInCode.getByRole('button', { name: 'Edit authority:menu:view' })).toHaveCount(0);
  await expect(builtInCode.getByRole('button', { name: 'Delete authority:menu:view' })).toHaveCount(0);
  await closeButton(builtInResources).click();
  await expect(builtInResources).toHaveCount(0);

  // A new menu under "System", with every route field the form has.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const form = top(page);
  await expect(form.getByRole('switch', { name: 'Breadcrumb' })).toBeChecked();
  await form.getByRole('combobox', { name: 'Parent' }).click();
  await page.getByRole('treeitem', { name: '系统设置' }).click();
  await expect(form.getByRole('combobox', { name: 'Parent' })).toHaveText('系统设置');
  await box(form, 'Title').fill(TITLE);
  await box(form, 'English title').fill(`E2E Reports ${suffix}`);
  await box(form, 'Component').fill('system/role/index');
  await box(form, 'Order').fill('7');
  // A path with a space is not a route: the form says so and does not send it.
  await box(form, 'Path').fill('/system/e2e reports');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(form, 'Path')).toHaveText('Invalid value');
  await box(form, 'Path').fill(PATH);
  await form.getByRole('switch', { name: 'Hidden' }).click();
  await form.getByRole('switch', { name: 'Always show' }).click();
  await form.getByRole('switch', { name: 'Pinned tab' }).click();
  await form.getByRole('switch', { name: 'No cache' }).click();
  await form.getByRole('switch', { name: 'Breadcrumb' }).click();
  const icons = form.getByRole('radiogroup', { name: 'Icon' });
  await icons.getByRole('radio', { name: 'Book', exact: true }).click();
  await expect(icons.getByRole('radio', { name: 'Book', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expectAccessible(page, 'menu form');
  await screenshot(page, 'menus-form-en');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully').last()).toBeVisible();

  // In the tree under "System", placed by its order (7) between Parameters (5) and Login log (8).
  const row = table.getByRole('row').filter({ hasText: TITLE });
  await expect(row).toContainText(PATH);
  await expect(row).toContainText('book');
  await expect(row).toContainText('✓');
  const labels = await table.getByRole('row').allInnerTexts();
  const system = labels.findIndex((l) => l.includes('系统设置'));
  const mine = labels.findIndex((l) => l.includes(TITLE));
  expect(mine).toBeGreaterThan(system);
  expect(labels[mine - 1]).toContain('/system/parameter');
  expect(labels[mine + 1]).toContain('/system/loginLog');
  const [stored] = await sql<Record<string, unknown>>(
    `select m.hidden::text, m.always_show::text, m.affix::text, m.no_cache::text, m.breadcrumb::text, m.icon,
       m.sort_value::text, m.component, p.path as parent
     from menu m join menu p on p.id = m.parent_id where m.tenant_code = $1 and m.path = $2`,
    [tenant.code, PATH],
  );
  expect(stored).toEqual({
    hidden: 'true',
    always_show: 'true',
    affix: 'true',
    no_cache: 'true',
    breadcrumb: 'false',
    icon: 'book',
    sort_value: '7',
    component: 'system/role/index',
    parent: '/system',
  });
  await expectAccessible(page);
  await screenshot(page, 'menus-en');

  // Edit: the form shows what was saved; change the order and the icon.
  await row.getByRole('button', { name: `Edit ${TITLE}` }).click();
  const edit = top(page);
  await expect(edit.getByRole('combobox', { name: 'Parent' })).toHaveText('系统设置');
  await expect(box(edit, 'Path')).toHaveValue(PATH);
  await expect(edit.getByRole('switch', { name: 'Hidden' })).toBeChecked();
  await expect(edit.getByRole('switch', { name: 'Always show' })).toBeChecked();
  await expect(edit.getByRole('switch', { name: 'Pinned tab' })).toBeChecked();
  await expect(edit.getByRole('switch', { name: 'No cache' })).toBeChecked();
  await expect(edit.getByRole('switch', { name: 'Breadcrumb' })).not.toBeChecked();
  await expect(edit.getByRole('radio', { name: 'Book', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await box(edit, 'Order').fill('8');
  await edit.getByRole('radio', { name: 'Education', exact: true }).click();
  await edit.getByRole('switch', { name: 'Hidden' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully').last()).toBeVisible();
  await expect(row).toContainText('education');
  await expect(row).not.toContainText('✓');

  // Its resources: add a permission code, refuse a malformed one, a duplicate and a platform one.
  await row.getByRole('button', { name: `Resources of ${TITLE}` }).click();
  const resources = page.getByRole('dialog', { name: `Resources of ${TITLE}` });
  await expect(resources.getByRole('table', { name: 'Resources' })).toBeVisible();
  await resources.getByRole('button', { name: 'Create', exact: true }).click();
  let add = top(page);
  await box(add, 'Permission code').fill('not a code');
  await box(add, 'Name').fill('See courses');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(add, 'Permission code')).toHaveText('Invalid value');
  await box(add, 'Permission code').fill(CODE);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully').last()).toBeVisible();
  const resource = resources.getByRole('row').filter({ hasText: CODE });
  await expect(resource).toContainText('See courses');
  await expectAccessible(page, 'resources dialog');
  await screenshot(page, 'menus-resources-en');

  await resources.getByRole('button', { name: 'Create', exact: true }).click();
  add = top(page);
  await box(add, 'Permission code').fill(CODE);
  await box(add, 'Name').fill('Again');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(add, 'Permission code')).toHaveText('Already exists');
  await box(add, 'Permission code').fill('tenant:tenant:view');
  await add.getByRole('button', { name: 'Save' }).click();
  // A platform code is refused on the field; the admin stays signed in.
  await expect(fieldError(add, 'Permission code')).toHaveText(
    'A platform permission code cannot be declared inside a tenant',
  );
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(resources.getByRole('row')).toHaveCount(2);

  await resource.getByRole('button', { name: `Edit ${CODE}` }).click();
  const editResource = top(page);
  await box(editResource, 'Name').fill('View the courses');
  await editResource.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully').last()).toBeVisible();
  await expect(resource).toContainText('View the courses');
  await closeButton(resources).click();
  await expect(resources).toHaveCount(0);

  // Delete the menu: its resource goes with it.
  await row.getByRole('button', { name: `Delete ${TITLE}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Delete the 1 selected menu(s), the 0 menu(s) under them and all their resources?',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully').last()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: TITLE })).toHaveCount(0);
  const left = await sql(
    `select id from menu where tenant_code = $1 and (path = $2 or (code = $3 and readonly = false))`,
    [tenant.code, PATH, CODE],
  );
  expect(left).toEqual([]);

  await setLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '菜单', exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'menus-zh');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await expect(top(page).getByRole('radiogroup', { name: '图标' })).toBeVisible();
  await expectAccessible(page, 'menu form zh');
  await screenshot(page, 'menus-form-zh');
  await top(page).getByRole('button', { name: '取消' }).click();
  await page
    .getByRole('table', { name: '菜单' })
    .getByRole('row')
    .filter({ hasText: '/system/menu' })
    .getByRole('button', { name: '菜单 的资源' })
    .click();
  await expect(page.getByRole('dialog', { name: '菜单 的资源' })).toContainText('authority:menu:view');
  await expectAccessible(page, 'resources dialog zh');
  await screenshot(page, 'menus-resources-zh');
});
