import { readFile } from 'node:fs/promises';
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

test('attachments: download the selected files, several as one zip', async ({ page, request, tenant }) => {
  const prefix = `e2e-dl-${runSuffix()}`;
  const names = [`${prefix}-a.png`, `${prefix}-b.png`];
  await openScreen({ page, request, tenant }, '/resources/attachment', 'Attachments');
  const table = page.getByRole('table', { name: 'Files' });
  for (const name of names) {
    await page.getByLabel('File to upload').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Uploaded successfully').first()).toBeVisible();
  }
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('File name').fill(prefix);
  await filters.getByRole('button', { name: 'Search' }).click();
  const rows = names.map((name) => table.getByRole('row').filter({ hasText: name }));
  for (const row of rows) await row.getByRole('checkbox').check();

  const zipped = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const zip = await zipped;
  expect(zip.suggestedFilename()).toBe('attachments.zip');
  const bytes = await readFile((await zip.path())!);
  // A stored zip: each name and the PNG bytes as they are.
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  for (const name of names) expect(bytes.includes(Buffer.from(name))).toBe(true);
  expect(bytes.includes(PNG)).toBe(true);

  // One file is saved as itself.
  await rows[1]!.getByRole('checkbox').uncheck();
  const single = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const one = await single;
  expect(one.suggestedFilename()).toBe(names[0]);
  expect(await readFile((await one.path())!)).toEqual(PNG);
});
