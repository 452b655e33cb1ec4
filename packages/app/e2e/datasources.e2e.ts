import { apiSignIn, expectAccessible, screenshot, setLanguage, storeSession } from './support/api-session.ts';
import { expect, PLATFORM, test } from './support/own-tenant.ts';
import { sql } from './support/sql.ts';
import { runSuffix } from './support/users.ts';
import type { Page } from '@playwright/test';

const dialog = (page: Page) => page.getByRole('dialog');

/**
 * The datasource the test adds: a second database on the PostgreSQL server the e2e server runs
 * on, or (on PGlite, E2E_PG_URL='') an embedded folder.
 */
async function secondDatabase(): Promise<{ driver: string; url: string; drop: () => Promise<void> }> {
  const pgUrl = process.env.E2E_PG_URL;
  if (!pgUrl) return { driver: 'PGlite (embedded)', url: `e2e_${runSuffix(8)}`, drop: async () => {} };
  const name = `pocket_e2e_ds_${runSuffix(8).toLowerCase()}`;
  // The door runs each statement on its own, outside a transaction, as CREATE DATABASE needs.
  await sql(`create database "${name}"`);
  const url = new URL(pgUrl);
  return {
    driver: 'PostgreSQL',
    url: `postgres://${url.host}/${name}`,
    drop: async () => {
      await sql(`drop database if exists "${name}" with (force)`);
    },
  };
}

test('datasources: add an embedded one, test it, move a tenant there and back; its admin signs in throughout', async ({
  page,
  request,
  tenant,
}) => {
  // Two moves and a new embedded database: slower than a screen walk.
  test.setTimeout(180_000);
  const name = `E2E store ${runSuffix(5)}`;
  const target = await secondDatabase();
  const login = await apiSignIn(request, PLATFORM.account, PLATFORM.password, PLATFORM.tenant);
  await storeSession(page, login, 'en', PLATFORM.tenant);
  await page.goto('#/tenant/datasourceConfig');
  await expect(page.getByRole('heading', { name: 'Data sources', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  const table = page.getByRole('table', { name: 'Data sources' });

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog(page).getByLabel('Name', { exact: true }).fill(name);
  await dialog(page).getByRole('combobox', { name: 'Driver' }).click();
  await page.getByRole('option', { name: target.driver }).click();
  // A URL that does not suit the driver is refused under its field.
  await dialog(page).getByLabel('URL').fill('ftp://db/x');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('Invalid value')).toBeVisible({ timeout: 15_000 });
  await dialog(page).getByLabel('URL').fill(target.url);
  await dialog(page).getByLabel('Database user').fill('postgres');
  await dialog(page).getByLabel('Password').fill('never-shown-1');
  // Test connection tries what the form holds, without saving it.
  await dialog(page).getByRole('button', { name: 'Test connection' }).click();
  await expect(
    page.getByText(
      target.driver === 'PostgreSQL'
        ? /^Connected: PostgreSQL \d+/
        : /^The folder does not exist yet and can be made/,
    ),
  ).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await screenshot(page, 'datasource-form-en');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible({ timeout: 15_000 });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(target.driver, { timeout: 15_000 });
  await expect(row).toContainText('••••••', { timeout: 15_000 });
  await expect(page.getByText('never-shown-1')).toHaveCount(0, { timeout: 15_000 });

  // Move the test's own tenant there from the tenant list.
  await page.goto('#/tenant/tenant');
  const tenants = page.getByRole('table', { name: 'Tenants' });
  const tenantRow = tenants.getByRole('row').filter({ hasText: tenant.code });
  await expect(tenantRow).toContainText('Main database', { timeout: 15_000 });
  await tenantRow.getByRole('button', { name: `Move the data of ${tenant.code}` }).click();
  await dialog(page).getByRole('combobox', { name: 'Database' }).click();
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await expectAccessible(page);
  await screenshot(page, 'tenant-move-en');
  await dialog(page).getByRole('button', { name: 'Move', exact: true }).click();
  // The move migrates the target database first: on a loaded CI host that took longer than 30 s once.
  await expect(page.getByText(`The rows of ${tenant.code} now live in ${name}`)).toBeVisible({
    timeout: 90_000,
  });
  await expect(tenantRow).toContainText(name, { timeout: 15_000 });
  // Its rows are no longer in the main database, and its admin still signs in and sees its users.
  const school = await apiSignIn(request, tenant.account, tenant.password, tenant.code);
  expect(school.account).toBe('admin');

  await page.goto('#/tenant/datasourceConfig');
  await expect(row).toContainText(tenant.code, { timeout: 15_000 });
  await setLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '数据源', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole('table', { name: '数据源' }).getByRole('row').filter({ hasText: name }),
  ).toContainText(target.driver === 'PostgreSQL' ? 'PostgreSQL' : 'PGlite（内嵌）', { timeout: 15_000 });
  await expectAccessible(page);
  await screenshot(page, 'datasources-zh');

  // Back to the main database (in Chinese this time).
  await page.goto('#/tenant/tenant');
  const zhRow = page.getByRole('table', { name: '租户' }).getByRole('row').filter({ hasText: tenant.code });
  await zhRow.getByRole('button', { name: `迁移 ${tenant.code} 的数据` }).click();
  await dialog(page).getByRole('combobox', { name: '数据库' }).click();
  await page.getByRole('option', { name: '主数据库' }).click();
  await screenshot(page, 'tenant-move-zh');
  await dialog(page).getByRole('button', { name: '迁移', exact: true }).click();
  await expect(page.getByText(`${tenant.code} 的数据已迁回主数据库`)).toBeVisible({ timeout: 30_000 });
  await expect(zhRow).toContainText('主数据库', { timeout: 15_000 });
  await apiSignIn(request, tenant.account, tenant.password, tenant.code);

  // Unused again: it can go.
  await page.goto('#/tenant/datasourceConfig');
  await setLanguage(page, 'en');
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0, { timeout: 15_000 });
  await target.drop();
});
