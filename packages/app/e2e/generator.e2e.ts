import { apiSignIn, expectAccessible, screenshot, setLanguage, storeSession } from './support/api-session.ts';
import { expect, PLATFORM, test } from './support/own-tenant.ts';
import { sql } from './support/sql.ts';
import { runSuffix } from './support/users.ts';

test('code generator: import a table, configure it, preview its files in en and zh; writing is for development only', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = runSuffix(6).toLowerCase();
  const table = `e2e_room_${suffix}`;
  const resource = `e2eRoom${suffix.replace(/^./, (c) => c.toUpperCase())}`;
  await sql(
    `create table ${table} (id bigint primary key, tenant_code varchar(20) not null, name varchar(50) not null, seats integer, opened boolean not null default true)`,
  );
  await sql(`comment on table ${table} is '教室'`);
  try {
    const login = await apiSignIn(request, PLATFORM.account, PLATFORM.password, PLATFORM.tenant);
    await storeSession(page, login, 'en', PLATFORM.tenant);
    await page.goto('#/developer/generator');
    await expect(page.getByRole('heading', { name: 'Code generator', exact: true })).toBeVisible({
      timeout: 15_000,
    });

    // The database's tables, with comment and row count; importing one adds its configuration.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const importing = page.getByRole('dialog', { name: 'Import a table' });
    const listed = importing.getByRole('row').filter({ hasText: table });
    await expect(listed).toContainText('教室', { timeout: 15_000 });
    await listed.getByRole('button', { name: `Import ${table}` }).click();
    await expect(page.getByText(/^Table imported/)).toBeVisible({ timeout: 15_000 });
    const row = page
      .getByRole('table', { name: 'Code generator' })
      .getByRole('row')
      .filter({ hasText: table });
    await expect(row).toContainText('tenant', { timeout: 15_000 });

    // The configuration: names, and per column a row of controls.
    await row.getByRole('button', { name: `Edit ${table}` }).click();
    const form = page.getByRole('dialog', { name: 'Configure generation' });
    await form.getByLabel('Resource', { exact: true }).fill(resource);
    await form.getByLabel('Name (en)', { exact: true }).fill('Room');
    await form.getByLabel('Name (en, plural)', { exact: true }).fill('Rooms');
    await form.getByLabel('Label (en) of seats').fill('Seats');
    await expectAccessible(page);
    await screenshot(page, 'generator-config-en');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText(`authority:${resource}`, { timeout: 15_000 });

    // Every file, highlighted.
    await row.getByRole('button', { name: `Preview the files of ${table}` }).click();
    const preview = page.getByRole('dialog', { name: `Files generated from ${table}` });
    const files = preview.getByRole('list', { name: 'Generated files' });
    const kebab = resource.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    await expect(files).toContainText(`packages/contract/src/authority/${kebab}.ts`, { timeout: 30_000 });
    await expect(files).toContainText(`packages/server/src/modules/authority/${kebab}.test.ts`);
    await expect(preview.locator('code')).toContainText(
      `export const ${resource}Resource = defineResource({`,
    );
    await files.getByRole('button', { name: /features\/system\/locales\/zh\.po/ }).click();
    await expect(preview.locator('code')).toContainText('msgstr "教室"');
    await expectAccessible(page);
    await screenshot(page, 'generator-preview-en');
    await preview.getByRole('button', { name: 'Close' }).last().click();

    // The built server runs in production mode: the files are downloaded, never written.
    await row.getByRole('button', { name: `Write the files of ${table} into the workspace` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Write' }).click();
    await expect(page.getByText(/only in development mode/).first()).toBeVisible({ timeout: 15_000 });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

    await setLanguage(page, 'zh');
    await expect(page.getByRole('heading', { name: '代码生成', exact: true })).toBeVisible({
      timeout: 15_000,
    });
    const zhRow = page.getByRole('table', { name: '代码生成' }).getByRole('row').filter({ hasText: table });
    await zhRow.getByRole('button', { name: `预览 ${table} 的文件` }).click();
    await expect(
      page
        .getByRole('dialog', { name: `由 ${table} 生成的文件` })
        .getByText('新增')
        .first(),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expectAccessible(page);
    await screenshot(page, 'generator-preview-zh');
  } finally {
    await sql(`delete from gen_table where table_name = '${table}'`);
    await sql(`drop table if exists ${table}`);
  }
});
