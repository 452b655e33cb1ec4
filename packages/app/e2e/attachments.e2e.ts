import { expectAccessible, screenshot, setLanguage } from './support/api-session.ts';
import { runSuffix } from './support/users.ts';
import { expect, openScreen, test } from './support/own-tenant.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('attachments: upload an image, find it, open it, delete it', async ({ page, request, tenant }) => {
  const name = `e2e-${runSuffix()}.png`;
  await openScreen({ page, request, tenant }, '/resources/attachment', 'Attachments');
  const table = page.getByRole('table', { name: 'Files' });

  // Text is refused before it is sent.
  await page
    .getByLabel('File to upload')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByText('Only PNG, JPEG, GIF and WebP images can be uploaded.')).toBeVisible();

  await page.getByLabel('File to upload').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Uploaded successfully')).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('File name').fill(name);
  await filters.getByRole('button', { name: 'Search' }).click();
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('FILE');
  await expect(row.getByRole('img', { name })).toBeVisible();
  const href = await row.getByRole('link', { name }).getAttribute('href');
  const served = await request.get(href!.replace(/^\//, ''));
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  await expectAccessible(page);
  await screenshot(page, 'attachments-en');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  expect((await request.get(href!.replace(/^\//, ''))).status()).toBe(404);

  await setLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '附件', exact: true })).toBeVisible();
  await expectAccessible(page);
});
