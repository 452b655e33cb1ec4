import type { APIRequestContext } from '@playwright/test';
import {
  apiSignIn,
  clientHeaders,
  expectAccessible,
  screenshot,
  setLanguage,
  storeSession,
} from './support/api-session.ts';
import { sql } from './support/sql.ts';
import { runSuffix } from './support/users.ts';
import { expect as baseExpect, test } from './support/own-tenant.ts';

// The machines these run on are shared: what the server does may take a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

type Envelope<T> = { isSuccess: boolean; msg: string; data: T };

/** Calls the API as the signed-in user of `token` (another device than the browser). */
async function api<T>(
  request: APIRequestContext,
  tenant: string,
  token: string,
  method: string,
  path: string,
  data: unknown,
) {
  const res = await request.fetch(`api${path}`, {
    method,
    headers: { ...clientHeaders(tenant), token: `Bearer ${token}` },
    data,
  });
  const body = (await res.json()) as Envelope<T>;
  expect(body.isSuccess, `${method} ${path}: ${body.msg}`).toBe(true);
  return body.data;
}

test('the bell updates from the event stream at once, with the 15-second poll off', async ({
  page,
  request,
  tenant,
}) => {
  const login = await apiSignIn(request, tenant.account, tenant.password, tenant.code);
  await storeSession(page, login, 'en', tenant.code);
  // The stream opens with the layout: wait for it before anything is sent.
  const stream = page.waitForResponse((r) => r.url().includes('/api/msg/anyone/myMsg/stream'));
  await page.goto('#/dashboard');
  expect((await stream).status()).toBe(200);
  const bell = page.locator('[data-slot="message-bell"]');
  await expect(bell).toContainText('Notifications');
  expect(await page.evaluate(() => localStorage.getItem('MSG_REFRESH'))).toBeNull();

  // Sent from another device: the bell shows it within moments, long before any poll.
  const sent = await api<{ id: string }>(request, tenant.code, login.token, 'POST', '/msg/msg', {
    msgType: 'WARN',
    title: `Storm warning ${runSuffix()}`,
    content: '<p>Classes move online tomorrow.</p>',
    receiverIds: [login.userId],
  });
  await expect(bell).toContainText('1 unread', { timeout: 5_000 });
  await bell.click();
  const panel = page.locator('[data-slot="message-bell-content"]');
  await expect(panel).toContainText('Storm warning');
  await screenshot(page, 'bell-live-en');
  await page.keyboard.press('Escape');

  // Read on the other device: this bell follows.
  await api(request, tenant.code, login.token, 'POST', '/msg/anyone/myMsg/mark', [sent.id]);
  await expect(bell).not.toContainText('unread', { timeout: 5_000 });
});

test('messages: edit, read receipts for the sender, delete with confirmation (kept, marked deleted); zh and en', async ({
  page,
  request,
  tenant,
}) => {
  test.setTimeout(180_000);
  const receiver = `e2e_r${runSuffix()}`;
  const receiverId = await tenant.addUser(receiver, { name: 'Receiver Ren' });
  const login = await apiSignIn(request, tenant.account, tenant.password, tenant.code);
  const title = `Timetable ${runSuffix()}`;
  const sent = await api<{ id: string }>(request, tenant.code, login.token, 'POST', '/msg/msg', {
    msgType: 'NOTIFY',
    title,
    content: '<p>Rooms change on <b>Monday</b>.</p>',
    receiverIds: [login.userId, receiverId],
  });
  await api(request, tenant.code, login.token, 'POST', '/msg/anyone/myMsg/mark', [sent.id]);

  await storeSession(page, login, 'en', tenant.code);
  await page.goto('#/resources/msg');
  await expect(page.getByRole('heading', { name: 'Message centre' })).toBeVisible({ timeout: 15_000 });
  const table = page.getByRole('table', { name: 'Messages' });
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('1 / 2', { timeout: 10_000 });

  // Edit: the CRUD dialog with the message's fields.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit message' });
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await expect(dialog.getByRole('textbox', { name: 'Content' })).toContainText('Rooms change on Monday.');
  await dialog.getByLabel('Title').fill(`${title} (moved)`);
  await expectAccessible(page, 'message edit');
  await screenshot(page, 'message-edit-en');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  const moved = table.getByRole('row').filter({ hasText: `${title} (moved)` });
  await expect(moved).toHaveCount(1);

  // Receipts: who has read it, and when.
  await moved.getByRole('button', { name: `Read receipts of ${title} (moved)` }).click();
  const receipts = page.getByRole('dialog', { name: `Read receipts: ${title} (moved)` });
  await expect(receipts).toContainText('1 of 2 receivers have read it.');
  const list = receipts.getByRole('table', { name: 'Receivers' });
  await expect(list.getByRole('row').filter({ hasText: receiver })).toContainText('Unread');
  await expect(list.getByRole('row').filter({ hasText: 'admin' })).toContainText(
    /Read\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/,
  );
  await expectAccessible(page, 'receipts');
  await screenshot(page, 'message-receipts-en');
  await page.keyboard.press('Escape');

  // Delete asks first; the message is gone from the list but kept, marked deleted.
  await moved.getByRole('button', { name: `Delete ${title} (moved)` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Their receivers no longer see them.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(moved).toHaveCount(0);
  const [stored] = await sql('select is_delete::text as d from msg where id = $1', [sent.id]);
  expect(stored).toEqual({ d: 'true' });

  await setLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '消息中心' })).toBeVisible();
  const other = await api<{ id: string; title: string }>(
    request,
    tenant.code,
    login.token,
    'POST',
    '/msg/msg',
    {
      msgType: 'WAIT',
      title: `课表 ${runSuffix()}`,
      content: '<p>周一换教室。</p>',
      receiverIds: [receiverId],
    },
  );
  await page.reload();
  const zhRow = page.getByRole('table', { name: '消息' }).getByRole('row').filter({ hasText: other.title });
  await zhRow.getByRole('button', { name: `已读回执` }).click();
  await expect(page.getByRole('dialog')).toContainText('1 个接收人中已有 0 人阅读。');
  await expectAccessible(page, 'receipts zh');
  await screenshot(page, 'message-receipts-zh');
  await page.keyboard.press('Escape');
  await zhRow.getByRole('button', { name: '编辑' }).click();
  await expect(page.getByRole('dialog', { name: '编辑消息' })).toBeVisible();
  await screenshot(page, 'message-edit-zh');
});
