import type { Browser, BrowserContext, Page } from '@playwright/test';
import { apiSignIn, expectAccessible, screenshot, storeSession } from './support/api-session.ts';
import { sql } from './support/sql.ts';
import { runSuffix } from './support/users.ts';
import { expect as baseExpect, test, type OwnTenant } from './support/own-tenant.ts';

// The processes run on the server's engine: a step may take a few seconds on a shared machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/*
 * Leave and reimbursement requests through their seeded processes, as the people who take part
 * see them: a teacher asks, the organisation's leader approves, then HR (leave over three days)
 * or the request is rejected and the teacher reads why in the message centre. Every user is in
 * the tenant's root organisation; the seeded roles ORG_LEADER, HR and FINANCE (server seed) decide
 * who a step waits for.
 */

/** Gives the user also the tenant's seeded role `role` (ORG_LEADER, HR, FINANCE). */
async function grant(tenant: OwnTenant, userId: string, role: string) {
  const rows = await sql(
    `insert into user_role (tenant_code, user_id, role_id)
     select tenant_code, $2::bigint, id from role where tenant_code = $1 and code = $3
     returning role_id::text`,
    [tenant.code, userId, role],
  );
  expect(rows, `granting ${role}`).toHaveLength(1);
}

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/** A page signed in as `account` of the tenant, in `lang` (its context closes after the test). */
async function signedIn(browser: Browser, tenant: OwnTenant, account: string, lang: 'en' | 'zh' = 'en') {
  const context = await browser.newContext({
    locale: lang === 'en' ? 'en-US' : 'zh-CN',
    viewport: { width: 1366, height: 860 },
  });
  contexts.push(context);
  const page = await context.newPage();
  const login = await apiSignIn(context.request, account, tenant.password, tenant.code);
  await storeSession(page, login, lang, tenant.code);
  return page;
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(`#${path}`);
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
}

/** Picks `option` of the select named `name` in `scope`. */
async function choose(page: Page, scope: ReturnType<Page['getByRole']>, name: string, option: string) {
  await scope.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Monday and Friday of the next week, `YYYY-MM-DD`: five working days. */
function nextWeek(): { monday: string; friday: string } {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7));
  const monday = day.toISOString().slice(0, 10);
  day.setUTCDate(day.getUTCDate() + 4);
  return { monday, friday: day.toISOString().slice(0, 10) };
}

/** Approves or rejects the to-do task of the request `title`, as the signed-in user. */
async function complete(page: Page, title: string, action: 'Approve' | 'Reject', comment?: string) {
  await open(page, '/activiti/task', 'Tasks');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: new RegExp(`^${action}`) }).click();
  const dialog = page.getByRole('dialog', { name: `${action}: ${title}` });
  if (comment) await dialog.getByRole('textbox', { name: 'Approval comment' }).fill(comment);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(page.getByText(action === 'Approve' ? 'Approved' : 'Rejected').first()).toBeVisible();
  await expect(row).toHaveCount(0);
}

test('five days of leave: the leader approves, then HR; the teacher sees it approved and its history', async ({
  browser,
  tenant,
}) => {
  const suffix = runSuffix();
  await tenant.addUser(`teacher${suffix}`, { name: `Teacher ${suffix}` });
  await grant(tenant, await tenant.addUser(`leader${suffix}`, { name: `Leader ${suffix}` }), 'ORG_LEADER');
  await grant(tenant, await tenant.addUser(`hr${suffix}`, { name: `HR ${suffix}` }), 'HR');
  const reason = `Family visit ${suffix}`;

  // The teacher asks for Monday to Friday: five working days.
  const teacher = await signedIn(browser, tenant, `teacher${suffix}`);
  await open(teacher, '/activiti/bizLeave', 'Leave requests');
  await teacher.getByRole('button', { name: 'Ask for leave' }).click();
  const dialog = teacher.getByRole('dialog', { name: 'Ask for leave' });
  await choose(teacher, dialog, 'Leave type', 'Annual leave');
  const { monday, friday } = nextWeek();
  await dialog.getByRole('textbox', { name: 'First day' }).fill(monday);
  await dialog.getByRole('textbox', { name: 'Last day' }).fill(friday);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await expect(dialog.getByRole('status')).toHaveText('5 days');
  await expectAccessible(teacher, 'ask for leave');
  await screenshot(teacher, 'workflow-leave-create-en');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(teacher.getByText('Leave requested')).toBeVisible();
  const request = teacher.getByRole('row').filter({ hasText: reason });
  await expect(request).toContainText('5 days');
  await expect(request).toContainText('In approval');
  const title = (await request.getByRole('cell').first().textContent())?.trim() ?? '';
  expect(title).not.toBe('');

  // The leader, then HR (more than three days).
  const leader = await signedIn(browser, tenant, `leader${suffix}`);
  await complete(leader, title, 'Approve', 'Enjoy');
  const hr = await signedIn(browser, tenant, `hr${suffix}`);
  await open(hr, '/activiti/task', 'Tasks');
  await screenshot(hr, 'workflow-tasks-en');
  await complete(hr, title, 'Approve');

  await teacher.reload();
  await expect(request).toContainText('Approved');
  await request.getByRole('button', { name: `History ${title}` }).click();
  const history = teacher.getByRole('dialog', { name: `History: ${title}` });
  const steps = history.getByRole('table', { name: 'Steps' });
  await expect(steps.getByRole('row')).toHaveCount(4);
  await expect(steps).toContainText(`Leader ${suffix}`);
  await expect(steps).toContainText('Enjoy');
  await expect(steps).toContainText(`HR ${suffix}`);
  // The diagram, with the path taken marked.
  await expect(history.locator('.djs-container')).toBeVisible();
  await expect(history.locator('.djs-element.wf-done').first()).toBeAttached();
  await screenshot(teacher, 'workflow-leave-history-en');

  // The same in Chinese.
  const zh = await signedIn(browser, tenant, `teacher${suffix}`, 'zh');
  await open(zh, '/activiti/bizLeave', '请假申请');
  await expect(zh.getByRole('row').filter({ hasText: reason })).toContainText('5 天');
  await screenshot(zh, 'workflow-leave-zh');
});

test('a rejected reimbursement: the teacher is told in the message centre', async ({ browser, tenant }) => {
  const suffix = runSuffix();
  await tenant.addUser(`teacher${suffix}`, { name: `Teacher ${suffix}` });
  await grant(tenant, await tenant.addUser(`leader${suffix}`, { name: `Leader ${suffix}` }), 'ORG_LEADER');
  const reason = `Conference ${suffix}`;

  const teacher = await signedIn(browser, tenant, `teacher${suffix}`);
  await open(teacher, '/activiti/bizReimbursement', 'Reimbursements');
  await teacher.getByRole('button', { name: 'Ask for a reimbursement' }).click();
  const dialog = teacher.getByRole('dialog', { name: 'Ask for a reimbursement' });
  await choose(teacher, dialog, 'Expense type', 'Travel');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  const first = dialog.getByRole('group', { name: 'Expense 1' });
  await first.getByRole('textbox', { name: 'Expense item' }).fill('Train');
  await first.getByRole('textbox', { name: 'Amount (¥)' }).fill('350.5');
  await dialog.getByRole('button', { name: 'Add expense' }).click();
  const second = dialog.getByRole('group', { name: 'Expense 2' });
  await second.getByRole('textbox', { name: 'Expense item' }).fill('Hotel');
  await second.getByRole('textbox', { name: 'Amount (¥)' }).fill('880');
  await expect(dialog.getByRole('status')).toHaveText('¥1,230.50');
  await screenshot(teacher, 'workflow-reimbursement-create-en');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(teacher.getByText('Reimbursement requested')).toBeVisible();
  const request = teacher.getByRole('row').filter({ hasText: reason });
  await expect(request).toContainText('¥1,230.50');
  const title = (await request.getByRole('cell').first().textContent())?.trim() ?? '';

  // Rejecting needs a comment.
  const leader = await signedIn(browser, tenant, `leader${suffix}`);
  await open(leader, '/activiti/task', 'Tasks');
  const task = leader.getByRole('row').filter({ hasText: title });
  await task.getByRole('button', { name: /^Reject/ }).click();
  const reject = leader.getByRole('dialog', { name: `Reject: ${title}` });
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(reject.getByText("Can't be empty")).toBeVisible();
  await reject.getByRole('button', { name: 'Cancel' }).click();
  await complete(leader, title, 'Reject', 'Receipts missing');

  await teacher.reload();
  await expect(request).toContainText('Rejected');
  await screenshot(teacher, 'workflow-reimbursement-en');
  // The rejection reached the teacher's inbox: the bell of the message centre lists it.
  const bell = teacher.locator('[data-slot="message-bell"]');
  await expect(bell).toContainText('unread');
  await bell.click();
  await expect(teacher.locator('[data-slot="message-bell-content"]')).toContainText(
    `Request rejected: ${title}`,
  );
  await screenshot(teacher, 'workflow-rejected-message-en');
});
