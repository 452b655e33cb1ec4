import type { Browser, BrowserContext, Page } from '@playwright/test';
import { apiSignIn, screenshot, setLanguage, storeSession } from './support/api-session.ts';
import { sql } from './support/sql.ts';
import { runSuffix } from './support/users.ts';
import { expect as baseExpect, test, type OwnTenant } from './support/own-tenant.ts';

// The processes run on the server's engine: a step may take a few seconds on a shared machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/*
 * The seeded `leave` process, changed in the modeler and run: the tenant's administrator inserts
 * a user task "Team check" (assigned to themselves) between the start event and the leader's
 * step, saves and deploys version 2; a teacher's request then waits for the administrator first,
 * then for the leader, and ends approved with the new step in its history (docs/workflow.md).
 */

const LEAVE = '请假流程';
const STEP = 'Team check';

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/** A page signed in as `account` of the tenant, in English (its context closes after the test). */
async function signedIn(browser: Browser, tenant: OwnTenant, account: string) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 860 } });
  contexts.push(context);
  const page = await context.newPage();
  const login = await apiSignIn(context.request, account, tenant.password, tenant.code);
  await storeSession(page, login, 'en', tenant.code);
  return page;
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(`#${path}`);
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
}

/** Gives the user also the tenant's seeded role `role`. */
async function grant(tenant: OwnTenant, userId: string, role: string) {
  const rows = await sql(
    `insert into user_role (tenant_code, user_id, role_id)
     select tenant_code, $2::bigint, id from role where tenant_code = $1 and code = $3
     returning role_id::text`,
    [tenant.code, userId, role],
  );
  expect(rows, `granting ${role}`).toHaveLength(1);
}

/** Approves the to-do task `step` of the request `title`, as the signed-in user. */
async function approve(page: Page, title: string, step: string) {
  await open(page, '/activiti/task', 'Tasks');
  // The screen may have been open before the task came: its list is read again.
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(step);
  await row.getByRole('button', { name: /^Approve/ }).click();
  const dialog = page.getByRole('dialog', { name: `Approve: ${title}` });
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Approved').first()).toBeVisible();
  await expect(row).toHaveCount(0);
}

/** Monday of the next week, `YYYY-MM-DD`. */
function nextMonday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7));
  return day.toISOString().slice(0, 10);
}

test('the seeded leave process, given a new step in the modeler and deployed, runs a request through it', async ({
  browser,
  tenant,
}) => {
  test.setTimeout(150_000);
  const suffix = runSuffix();
  await tenant.addUser(`teacher${suffix}`, { name: `Teacher ${suffix}` });
  await grant(tenant, await tenant.addUser(`leader${suffix}`, { name: `Leader ${suffix}` }), 'ORG_LEADER');

  // 1. The administrator designs the seeded model: start → Team check (admin) → leader's step.
  const admin = await signedIn(browser, tenant, tenant.account);
  await open(admin, '/activiti/model', 'Workflow models');
  const model = admin
    .getByRole('table', { name: 'Workflow models' })
    .getByRole('row')
    .filter({ hasText: LEAVE });
  await model.getByRole('button', { name: `Design ${LEAVE}` }).click();
  const editor = admin.getByRole('dialog', { name: `Design ${LEAVE}` });
  const panel = editor.getByRole('complementary', { name: 'Properties' });
  const pad = (action: string) => admin.locator(`.djs-context-pad [data-action="${action}"]`);
  const shape = (id: string) => editor.locator(`.djs-element[data-element-id="${id}"]`);
  await expect(editor.locator('.djs-palette')).toBeVisible({ timeout: 20_000 });
  await expect(shape('leaderApprove')).toBeVisible();

  // Room for the new step: the palette's space tool, dragged right from between the start
  // event and the leader's step, moves everything right of that line.
  const startBox = await shape('start').boundingBox();
  const leaderBefore = await shape('leaderApprove').boundingBox();
  if (!startBox || !leaderBefore) throw new Error('the seeded diagram is not drawn');
  const gapX = (startBox.x + startBox.width + leaderBefore.x) / 2;
  await editor.locator('.djs-palette [data-action="space-tool"]').click();
  await admin.mouse.move(gapX, leaderBefore.y - 60);
  await admin.mouse.down();
  await admin.mouse.move(gapX + 200, leaderBefore.y - 60, { steps: 10 });
  await admin.mouse.up();
  // The tool stays on for the next room to make: Escape leaves it.
  await admin.keyboard.press('Escape');
  await expect
    .poll(async () => ((await shape('leaderApprove').boundingBox())?.x ?? 0) - leaderBefore.x)
    .toBeGreaterThan(150);

  // The old start → leader flow goes: selected by a click on its middle (a horizontal line has
  // no height for Playwright's own click), then the pad's delete.
  const leaderMoved = await shape('leaderApprove').boundingBox();
  if (!leaderMoved) throw new Error('leaderApprove not drawn');
  await admin.mouse.click(
    (startBox.x + startBox.width + leaderMoved.x) / 2,
    startBox.y + startBox.height / 2,
  );
  await expect(panel.getByText('flowStart', { exact: true })).toBeVisible();
  await pad('delete').click();
  await expect(shape('flowStart')).toHaveCount(0);

  // A user task appended to the start event, assigned to the administrator.
  await shape('start').click();
  await pad('append.append-task').click();
  await panel.getByRole('textbox', { name: 'Name' }).fill(STEP);
  await panel.getByRole('textbox', { name: 'Name' }).press('Enter');
  await pad('replace').click();
  await admin.locator('.djs-popup [data-id="replace-with-user-task"]').click();
  await expect(panel.getByRole('heading', { name: 'User task' })).toBeVisible();
  await panel.getByRole('radio', { name: 'A named user' }).click();
  await panel.getByRole('combobox', { name: 'User' }).click();
  await admin.getByRole('option', { name: /\(admin\)/ }).click();
  const teamCheck = editor.locator('.djs-shape').filter({ hasText: STEP });
  await expect(teamCheck).toHaveCount(1);
  const newId = await teamCheck.getAttribute('data-element-id');
  expect(newId).toBeTruthy();

  // Then the new task is connected to the leader's step: the pad's connect tool, a click on the
  // target; bpmn-js selects the new flow. The task is still selected.
  await expect(panel.getByRole('heading', { name: 'User task' })).toBeVisible();
  await pad('connect').click();
  const leaderBox = await shape('leaderApprove').boundingBox();
  if (!leaderBox) throw new Error('leaderApprove not drawn');
  const leader = { x: leaderBox.x + leaderBox.width / 2, y: leaderBox.y + leaderBox.height / 2 };
  await admin.mouse.move(leader.x - 10, leader.y - 10);
  await admin.mouse.move(leader.x, leader.y, { steps: 5 });
  await admin.mouse.down();
  await admin.mouse.up();
  await expect(panel.getByRole('heading', { name: 'Sequence flow' })).toBeVisible();
  await expect(editor.getByText('Unsaved changes.')).toBeVisible();
  await screenshot(admin, 'workflow-e2e-edit-seeded-en');

  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByText('Saved', { exact: true })).toBeVisible();
  await editor.getByRole('button', { name: 'Save and deploy' }).click();
  await expect(admin.getByText('Publish successfully')).toBeVisible();
  await editor.getByRole('button', { name: 'Back' }).click();
  await expect(editor).toBeHidden();

  // Version 2 on the definitions screen.
  await open(admin, '/activiti/definition', 'Process definitions');
  const definitions = admin.getByRole('table', { name: 'Process definitions' });
  await expect(definitions.getByRole('button', { name: `Diagram of ${LEAVE} version 2` })).toBeVisible();

  // 2. The teacher asks for one day of leave.
  const reason = `Dentist ${suffix}`;
  const teacher = await signedIn(browser, tenant, `teacher${suffix}`);
  await open(teacher, '/activiti/bizLeave', 'Leave requests');
  await teacher.getByRole('button', { name: 'Ask for leave' }).click();
  const dialog = teacher.getByRole('dialog', { name: 'Ask for leave' });
  await dialog.getByRole('combobox', { name: 'Leave type' }).click();
  await teacher.getByRole('option', { name: 'Annual leave', exact: true }).click();
  const monday = nextMonday();
  await dialog.getByRole('textbox', { name: 'First day' }).fill(monday);
  await dialog.getByRole('textbox', { name: 'Last day' }).fill(monday);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await expect(dialog.getByRole('status')).toHaveText('1 day');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(teacher.getByText('Leave requested')).toBeVisible();
  const request = teacher.getByRole('row').filter({ hasText: reason });
  await expect(request).toContainText('In approval');
  const title = (await request.getByRole('cell').first().textContent())?.trim() ?? '';
  expect(title).not.toBe('');

  // 3. The new step waits for the administrator; the leader has nothing yet.
  const leaderPage = await signedIn(browser, tenant, `leader${suffix}`);
  await open(leaderPage, '/activiti/task', 'Tasks');
  await expect(leaderPage.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await approve(admin, title, STEP);

  // 4. Then the leader's step; the request ends approved, the new step in its history.
  await approve(leaderPage, title, '部门领导审批');
  await teacher.reload();
  await expect(request).toContainText('Approved');
  await request.getByRole('button', { name: `History ${title}` }).click();
  const history = teacher.getByRole('dialog', { name: `History: ${title}` });
  const steps = history.getByRole('table', { name: 'Steps' });
  // Header, submitted, then the new step before the leader's.
  await expect(steps.getByRole('row')).toHaveCount(4);
  await expect(steps.getByRole('row').nth(2)).toContainText(STEP);
  await expect(steps.getByRole('row').nth(2)).toContainText('Approved');
  await expect(steps.getByRole('row').nth(3)).toContainText(`Leader ${suffix}`);
  await expect(history.locator(`.djs-element.wf-done[data-element-id="${newId}"]`)).toBeAttached();
  await screenshot(teacher, 'workflow-e2e-edited-history-en');

  // The same history in Chinese.
  await setLanguage(teacher, 'zh');
  await expect(teacher.getByRole('heading', { name: '请假申请', exact: true })).toBeVisible();
  await request.getByRole('button', { name: `审批历史 ${title}` }).click();
  const historyZh = teacher.getByRole('dialog', { name: `审批历史：${title}` });
  await expect(historyZh.getByRole('table', { name: '审批步骤' })).toContainText(STEP);
  await expect(historyZh.locator(`.djs-element.wf-done[data-element-id="${newId}"]`)).toBeAttached();
  await screenshot(teacher, 'workflow-e2e-edited-history-zh');
});
