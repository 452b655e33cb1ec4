import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expectAccessible, screenshot, setLanguage } from './support/api-session.ts';
import { runSuffix } from './support/users.ts';
import { expect, openScreen, test } from './support/own-tenant.ts';

/** The seed's media, made once with ffmpeg (packages/server/seed-media). */
const MEDIA = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/seed-media');
const CATEGORY = `E2E coding ${runSuffix()}`;
const COURSE = `E2E React ${runSuffix()}`;
const dialog = (page: Page) => page.getByRole('dialog');

test('courses: a category, a course with cover and video uploads, put on sale and listed as on sale', async ({
  page,
  request,
  tenant,
}) => {
  // Uploads and a language switch on a shared two-core machine: more than the default minute.
  test.setTimeout(180_000);
  await openScreen({ page, request, tenant }, '/course/index', 'Courses');

  // Categories are managed beside the courses.
  await page.getByRole('button', { name: 'Categories' }).click();
  await expect(page.getByRole('heading', { name: 'Course categories', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog(page).getByLabel('Name').fill(CATEGORY);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Courses', exact: true })).toBeVisible();

  // A course without media cannot go on sale: the server says what is missing, nothing is saved.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog(page).getByLabel('Course name').fill(COURSE);
  await dialog(page).getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: CATEGORY }).click();
  await dialog(page).getByRole('switch', { name: 'On sale' }).click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(`The course "${COURSE}" cannot go on sale: missing a cover, a video or a PDF`),
  ).toBeVisible();

  // Uploads show their progress, then the stored file's name, size and type.
  await dialog(page).getByLabel('Cover').setInputFiles(path.join(MEDIA, 'cover-1.png'));
  await expect(dialog(page).getByText(/^cover-1\.png · 3\.\d KB · image\/png$/)).toBeVisible();
  await dialog(page).getByLabel('Source video').setInputFiles(path.join(MEDIA, 'course.mp4'));
  await expect(dialog(page).getByText(/^course\.mp4 · 9\.\d KB · video\/mp4$/)).toBeVisible();
  // A file of the wrong type is refused by the server, judged on its bytes.
  await dialog(page)
    .getByLabel('Trial clip')
    .setInputFiles({
      name: 'fake.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.from('<html>not a video</html>'),
    });
  await expect(dialog(page).getByRole('alert').filter({ hasText: 'File type not allowed' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Save' }).click();

  const table = page.getByRole('table', { name: 'Courses' });
  const row = table.getByRole('row').filter({ hasText: COURSE });
  await expect(row).toContainText('On sale', { timeout: 20_000 });
  await expect(row).toContainText(CATEGORY);
  await expect(row).toContainText('Free');
  await expect(row.locator('img')).toHaveAttribute('src', /^\/api\/file\/anno\/attachment\//);

  // Bulk off shelf and back on sale.
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Take off shelf' }).click();
  await expect(page.getByText('1 course(s) taken off the shelf')).toBeVisible();
  await expect(row).toContainText('Off shelf', { timeout: 20_000 });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Put on sale' }).click();
  await expect(page.getByText('1 course(s) put on sale')).toBeVisible();
  await expect(row).toContainText('On sale', { timeout: 20_000 });

  // The category filter is a cascader (a tree of the tenant's categories).
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('tree', { name: 'Category' }).getByRole('treeitem', { name: CATEGORY }).click();
  const filtered = page.waitForRequest(
    (r) =>
      new URL(r.url()).pathname.endsWith('/course/course/page') &&
      r.postData()?.includes('"categoryId"') === true,
  );
  await filters.getByRole('button', { name: 'Search' }).click();
  await filtered;
  await expect(row).toBeVisible();

  await expectAccessible(page);
  await screenshot(page, 'courses-en');
  await setLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '课程', exact: true })).toBeVisible({ timeout: 30_000 });
  const zhRow = page.getByRole('table', { name: '课程' }).getByRole('row').filter({ hasText: COURSE });
  await expect(zhRow).toContainText('上架', { timeout: 20_000 });
  await screenshot(page, 'courses-zh');
});
