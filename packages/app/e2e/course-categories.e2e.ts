import type { Page } from '@playwright/test';
import { expectAccessible, screenshot, setLanguage } from './support/api-session.ts';
import { runSuffix } from './support/users.ts';
import { expect, openScreen, test } from './support/own-tenant.ts';

const TOP = `E2E handouts ${runSuffix()}`;
const CHILD = `E2E week ${runSuffix()}`;
const OTHER = `E2E music ${runSuffix()}`;
const dialog = (page: Page) => page.getByRole('dialog');

test('course categories: two levels, a child holds what its parent holds, a delete takes the children', async ({
  page,
  request,
  tenant,
}) => {
  await openScreen({ page, request, tenant }, '/course/courseCate', 'Course categories');
  const table = page.getByRole('table', { name: 'Course categories' });

  // A top-level category of downloads.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog(page).getByLabel('Name').fill(TOP);
  await dialog(page).getByRole('radio', { name: 'Downloads' }).click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();
  const topRow = table.getByRole('row').filter({ hasText: TOP });
  await expect(topRow).toContainText('Downloads');

  // A child under it holds downloads too, whatever the form said.
  await topRow.getByRole('button', { name: `Add under ${TOP}` }).click();
  await expect(dialog(page).getByRole('combobox', { name: 'Parent category' })).toHaveText(TOP);
  await dialog(page).getByLabel('Name').fill(CHILD);
  await dialog(page).getByRole('radio', { name: 'Courses' }).click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully').first()).toBeVisible();
  const childRow = table.getByRole('row').filter({ hasText: CHILD });
  await expect(childRow).toContainText('Downloads');
  // Two levels: a child takes no children of its own.
  await expect(childRow.getByRole('button', { name: `Add under ${CHILD}` })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'course-categories-en');

  // Moving the parent under another category would make three levels: the server says why.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog(page).getByLabel('Name').fill(OTHER);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('row').filter({ hasText: OTHER })).toBeVisible();
  await topRow.getByRole('button', { name: `Edit ${TOP}` }).click();
  await dialog(page).getByRole('combobox', { name: 'Parent category' }).click();
  await page.getByRole('treeitem', { name: OTHER }).click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/two levels at most/)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();

  await topRow.getByRole('button', { name: `Delete ${TOP}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('and the 1 below them?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: CHILD })).toHaveCount(0);

  await setLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '课程分类', exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'course-categories-zh');
});
