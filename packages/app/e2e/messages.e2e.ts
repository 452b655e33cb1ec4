import type { Page } from '@playwright/test';
import { apiSignIn, expectAccessible, screenshot, setLanguage, storeSession } from './support/api-session.ts';
import { runSuffix } from './support/users.ts';
import { expect, test } from './support/own-tenant.ts';

// A receiver besides the admin, chosen in the receivers tree.
const RECEIVER = `e2e_m${runSuffix()}`;
const TITLE = `Timetable ${runSuffix()}`;

const sendForm = (page: Page) => page.getByRole('form', { name: 'Send message' });

/** The error text under the field labelled `label` of the send form. */
function fieldError(page: Page, label: string) {
  return sendForm(page)
    .locator('[data-slot="form-field"]')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('[data-slot="form-field-error"]');
}

test('messages: send to a chosen user, find, view and delete; the screen speaks Chinese', async ({
  page,
  request,
  tenant,
}) => {
  await tenant.addUser(RECEIVER);
  // The list has messages to show, as the demo tenant's has.
  await tenant.addMessage({ title: `Welcome ${runSuffix()}`, content: '<p>Welcome to Pocket Course.</p>' });
  await tenant.addMessage({ title: `Storage ${runSuffix()}`, type: 'WARN', to: RECEIVER });
  const login = await apiSignIn(request, tenant.account, tenant.password, tenant.code);
  await storeSession(page, login, 'en', tenant.code);
  await page.goto('#/resources/msg');
  await expect(page.getByRole('heading', { name: 'Message centre' })).toBeVisible({ timeout: 15_000 });
  const table = page.getByRole('table', { name: 'Messages' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'messages-en');

  // Create opens the send form; an empty title and content are refused under their fields.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/#\/resources\/msg\/edit$/);
  await expect(page.getByRole('heading', { name: 'Send message' })).toBeVisible();
  await expect(page.getByText('Nobody chosen: every user of the tenant receives the message.')).toBeVisible();
  await sendForm(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(fieldError(page, 'Title')).toHaveText("Can't be empty");
  await expect(fieldError(page, 'Content')).toHaveText("Can't be empty");

  await sendForm(page).getByLabel('Title').fill(TITLE);
  await sendForm(page).getByLabel('Content').fill('Rooms change on Monday.\n\nBring <b>your</b> books.');
  await sendForm(page).getByRole('radio', { name: 'Warning' }).check();
  const receivers = sendForm(page).getByRole('tree', { name: 'Receivers' });
  const receiver = receivers.getByRole('treeitem', { name: new RegExp(`\\(${RECEIVER}\\)`) });
  await receiver.click();
  await expect(receiver).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('1 user(s) chosen.')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'message-send-en');
  await sendForm(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(page).toHaveURL(/#\/resources\/msg$/);

  // The filter finds it; it went to one receiver, who has not read it yet.
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('Title').fill(TITLE);
  await filters.getByRole('button', { name: 'Search' }).click();
  const row = table.getByRole('row').filter({ hasText: TITLE });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Warning');
  await expect(row).toContainText('0 / 1');
  await expect(table.getByRole('row')).toHaveCount(2);

  // Viewing shows the text as written: markup typed into the content stays text.
  await row.getByRole('button', { name: `View ${TITLE}` }).click();
  await expect(page).toHaveURL(/type=view/);
  const content = page.getByTestId('message-content');
  await expect(content).toContainText('Bring <b>your</b> books.');
  await expect(content.locator('p')).toHaveCount(2);
  await expect(content.locator('b')).toHaveCount(0);

  // Delete asks first, then the row is gone.
  await page.goto('#/resources/msg');
  await filters.getByLabel('Title').fill(TITLE);
  await filters.getByRole('button', { name: 'Search' }).click();
  await table.getByRole('button', { name: `Delete ${TITLE}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Delete the 1 selected message(s)?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: TITLE })).toHaveCount(0);

  await setLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '消息中心' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: '消息' }).getByRole('columnheader', { name: '标题' }),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'messages-zh');
});
