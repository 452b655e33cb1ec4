import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiSignIn,
  clientHeaders,
  expectAccessible,
  screenshot,
  setLanguage,
  storeSession,
} from './support/api-session.ts';
import { runSuffix } from './support/users.ts';
import { expect as baseExpect, test, type OwnTenant } from './support/own-tenant.ts';

// The machines these run on are shared: what the server does may take a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

const dialog = (page: Page) => page.getByRole('dialog');
const sendForm = (page: Page) => page.getByRole('form', { name: 'Send SMS' });

/** The error under the field labelled `label` of the send form. */
const fieldError = (page: Page, label: string) =>
  sendForm(page)
    .locator('[data-slot="form-field"]')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('[data-slot="form-field-error"]');

/** Signs the tenant's admin in (API) and stores the session in the browser. */
async function signIn(page: Page, request: APIRequestContext, tenant: OwnTenant, lang: 'en' | 'zh' = 'en') {
  const login = await apiSignIn(request, tenant.account, tenant.password, tenant.code);
  await storeSession(page, login, lang, tenant.code);
  return login;
}

/** An outbox template made through the API: its id. */
async function outboxTemplate(request: APIRequestContext, tenant: OwnTenant, token: string, code: string) {
  const res = await request.post('api/msg/smsTemplate', {
    headers: { ...clientHeaders(tenant.code), token: `Bearer ${token}` },
    data: {
      providerType: 'OUTBOX',
      customCode: code,
      name: 'Sign-in code',
      content: 'Your code is ${code}, valid for ${minutes} minutes',
      signName: 'Pocket',
    },
  });
  const body = (await res.json()) as { isSuccess: boolean; msg: string; data: { id: string } };
  expect(body.isSuccess, body.msg).toBe(true);
  return body.data.id;
}

// Long walks through screens on a shared machine.
test.describe.configure({ timeout: 150_000 });

test('SMS templates: placeholders listed, the secret write-only; zh and en', async ({
  page,
  request,
  tenant,
}) => {
  const login = await signIn(page, request, tenant);
  const code = `CODE_${runSuffix()}`;

  // A template: the built-in outbox, content with two placeholders.
  await page.goto('#/resources/smsTemplate');
  await expect(page.getByRole('heading', { name: 'SMS templates' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog(page).getByLabel('Code', { exact: true }).fill(code);
  await dialog(page).getByLabel('Name', { exact: true }).fill('Sign-in code');
  await dialog(page).getByLabel('Sign name').fill('Pocket');
  await dialog(page)
    .getByLabel('Content', { exact: true })
    .fill('Your code is ${code}, valid for ${minutes} minutes');
  await expectAccessible(page, 'sms template form');
  await screenshot(page, 'sms-template-form-en');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();
  const table = page.getByRole('table', { name: 'SMS templates' });
  const row = table.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('code, minutes');
  await expect(row).toContainText('Built-in outbox');
  await screenshot(page, 'sms-templates-en');

  // A real provider's secret is write-only: the edit form starts it blank.
  const aliyun = await request.post('api/msg/smsTemplate', {
    headers: { ...clientHeaders(tenant.code), token: `Bearer ${login.token}` },
    data: {
      providerType: 'ALIYUN',
      appId: 'LTAI-e2e',
      appSecret: 'e2e-secret-never-shown-42',
      customCode: `ALI_${runSuffix()}`,
      name: 'Reminder',
      content: 'Class at ${time}',
      templateCode: 'SMS_1',
      signName: 'Pocket',
    },
  });
  expect(await aliyun.text()).not.toContain('e2e-secret-never-shown');
  await page.reload();
  const aliRow = table.getByRole('row').filter({ hasText: 'Reminder' });
  await aliRow.getByRole('button', { name: 'Edit Reminder' }).click();
  await expect(dialog(page).getByLabel('App secret')).toHaveValue('');
  await expect(dialog(page).getByLabel('App ID')).toHaveValue('LTAI-e2e');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();

  await setLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '短信模板' })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole('table', { name: '短信模板' }).getByRole('row').filter({ hasText: code }),
  ).toContainText('内置发件箱');
  await expectAccessible(page, 'sms templates zh');
  await screenshot(page, 'sms-templates-zh');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await expect(dialog(page).getByText('加密保存且不再显示；留空则保留原密钥')).toBeVisible();
  await screenshot(page, 'sms-template-form-zh');
});

test('Send SMS: placeholders, receivers by the mobile rule, each receiver sent, the outbox', async ({
  page,
  request,
  tenant,
}) => {
  const login = await signIn(page, request, tenant);
  const code = `CODE_${runSuffix()}`;
  await outboxTemplate(request, tenant, login.token, code);
  await page.goto('#/resources/smsTemplate');
  const table = page.getByRole('table', { name: 'SMS templates' });
  const row = table.getByRole('row').filter({ hasText: code });

  // Send SMS from the template's row: placeholders, preview, receivers checked by the spec's rule.
  await row.getByRole('button', { name: 'Send SMS with Sign-in code' }).click();
  await expect(page).toHaveURL(/#\/resources\/sms\/edit\?templateId=\d+$/);
  await expect(page.getByRole('heading', { name: 'Send SMS' })).toBeVisible();
  await sendForm(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(fieldError(page, 'code')).toHaveText("Can't be empty");
  await expect(fieldError(page, 'Receivers')).toHaveText("Can't be empty");
  await sendForm(page).getByLabel('code', { exact: true }).fill('4321');
  await sendForm(page).getByLabel('minutes', { exact: true }).fill('5');
  await expect(page.getByTestId('sms-preview')).toHaveText(
    '【Pocket】Your code is 4321, valid for 5 minutes',
  );
  await sendForm(page)
    .getByLabel('Receivers', { exact: true })
    .fill('13800138000\n12345, 13900139000\n13800138000');
  await sendForm(page).getByLabel('Topic', { exact: true }).fill('Sign-in codes');
  await sendForm(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(fieldError(page, 'Receivers')).toHaveText('Phone number is invalid: 12345');
  await sendForm(page).getByLabel('Receivers', { exact: true }).fill('13800138000\n13900139000, 13800138000');
  await expect(sendForm(page)).toContainText('2 receiver(s).');
  await expectAccessible(page, 'send sms');
  await screenshot(page, 'sms-send-en');
  await sendForm(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('SMS sent to the queue')).toBeVisible();
  await expect(page).toHaveURL(/#\/resources\/sms$/);

  // The task: sent to both (the queue works within seconds); each receiver's status.
  const tasks = page.getByRole('table', { name: 'SMS tasks' });
  const task = tasks.getByRole('row').filter({ hasText: 'Sign-in codes' });
  await expect(async () => {
    await page.getByRole('search', { name: 'Filters' }).getByRole('button', { name: 'Search' }).click();
    await expect(task).toContainText('Sent', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(task).toContainText('2 / 0 / 2');
  await task.getByRole('button', { name: 'Receivers of Sign-in codes' }).click();
  const receivers = dialog(page).getByRole('table', { name: 'Receivers' });
  await expect(receivers.getByRole('row')).toHaveCount(3);
  await expect(receivers.getByRole('row').filter({ hasText: '13900139000' })).toContainText('Sent');
  await expectAccessible(page, 'sms receivers');
  await screenshot(page, 'sms-receivers-en');
  await page.keyboard.press('Escape');

  // The outbox shows what would have left the machine.
  await page.getByRole('button', { name: 'Outbox' }).click();
  const outbox = dialog(page).getByRole('table', { name: 'Outbox' });
  await expect(outbox.getByRole('row').filter({ hasText: '13800138000' })).toContainText(
    '【Pocket】Your code is 4321, valid for 5 minutes',
  );
  await screenshot(page, 'sms-outbox-en');
  await page.keyboard.press('Escape');
  await screenshot(page, 'sms-tasks-en');
});

test('SMS drafts wait and are edited from their row; the send page and tasks in Chinese', async ({
  page,
  request,
  tenant,
}) => {
  const login = await signIn(page, request, tenant);
  const templateId = await outboxTemplate(request, tenant, login.token, `CODE_${runSuffix()}`);
  const tasks = page.getByRole('table', { name: 'SMS tasks' });
  await page.goto(`#/resources/sms/edit?templateId=${templateId}`);
  await expect(page.getByRole('heading', { name: 'Send SMS' })).toBeVisible({ timeout: 15_000 });
  await sendForm(page).getByLabel('code', { exact: true }).fill('1111');
  await sendForm(page).getByLabel('minutes', { exact: true }).fill('2');
  await sendForm(page).getByLabel('Receivers', { exact: true }).fill('13700137000');
  await sendForm(page).getByLabel('Topic', { exact: true }).fill('Draft codes');
  await sendForm(page).getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  const draft = tasks.getByRole('row').filter({ hasText: 'Draft codes' });
  await expect(draft).toContainText('Draft');
  await draft.getByRole('button', { name: 'Edit draft Draft codes' }).click();
  await expect(page.getByRole('heading', { name: 'Edit SMS draft' })).toBeVisible();
  await expect(sendForm(page).getByLabel('Receivers', { exact: true })).toHaveValue('13700137000');

  await setLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '编辑短信草稿' })).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, 'send sms zh');
  await screenshot(page, 'sms-send-zh');
  await page.goto('#/resources/sms');
  await expect(page.getByRole('heading', { name: '短信任务' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: '短信任务' }).getByRole('row').filter({ hasText: 'Draft codes' }),
  ).toContainText('草稿');
  await expectAccessible(page, 'sms tasks zh');
  await screenshot(page, 'sms-tasks-zh');
  await page.getByRole('button', { name: '发件箱' }).click();
  await expect(dialog(page)).toContainText('发件箱是空的。');
  await screenshot(page, 'sms-outbox-zh');
});
