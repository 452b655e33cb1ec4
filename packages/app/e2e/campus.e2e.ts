import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  apiSignIn,
  clientHeaders,
  expectAccessible,
  screenshot,
  setLanguage,
  storeSession,
} from './support/api-session.ts';
import { captchaAnswer } from './support/captcha.ts';
import { sql } from './support/sql.ts';
import { runSuffix } from './support/users.ts';
import { expect, INITIAL_PASSWORD, PLATFORM, test, type OwnTenant } from './support/own-tenant.ts';

/** Page assertions wait longer: the first load of a page fetches its code and catalog. */
const see = expect.configure({ timeout: 20_000 });

/** The campus of the flow: Tianhe, Guangzhou. */
const CAMPUS = { lat: 23.1379, lng: 113.3245 };

const dialog = (page: Page) => page.getByRole('dialog');

async function search(page: Page, fill: Record<string, string>) {
  const filters = page.getByRole('search', { name: 'Filters' });
  for (const [label, value] of Object.entries(fill)) await filters.getByLabel(label).fill(value);
  await filters.getByRole('button', { name: 'Search' }).click();
}

/** A browser page at the tenant's website, signed in as `account`, standing at `at`. */
async function visitorAt(
  browser: Browser,
  request: APIRequestContext,
  tenant: OwnTenant,
  account: string,
  at: { lat: number; lng: number },
  language: 'en' | 'zh' = 'en',
) {
  const origin = `http://${tenant.code.toLowerCase()}.localhost:${process.env.E2E_PORT}/`;
  const context = await browser.newContext({
    baseURL: origin,
    locale: language === 'zh' ? 'zh-CN' : 'en-US',
    geolocation: { latitude: at.lat, longitude: at.lng, accuracy: 10 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  const login = await apiSignIn(request, account, INITIAL_PASSWORD, tenant.code);
  await storeSession(page, login, language, tenant.code);
  return page;
}

test('campuses: submit, approve as the platform, check in inside and outside the radius', async ({
  browser,
  page,
  request,
  tenant,
}) => {
  test.setTimeout(240_000);
  const name = `Tianhe ${runSuffix(4)}`;
  await sql(`update tenant set domain = $1 where code = $2`, [
    `${tenant.code.toLowerCase()}.localhost`,
    tenant.code,
  ]);

  // The school submits a campus.
  const admin = await apiSignIn(request, tenant.account, tenant.password, tenant.code);
  await storeSession(page, admin, 'en', tenant.code);
  await page.goto('#/userLocation/index');
  await see(page.getByRole('heading', { name: 'Campuses', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create', exact: true }).first().click();
  await see(dialog(page).getByRole('heading', { name: 'Add campus' })).toBeVisible();
  await dialog(page).getByLabel('Campus name').fill(name);
  // The area cascader finds a district by typing, each match with its path from the province.
  await dialog(page).getByRole('combobox', { name: 'Area' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('天河');
  await page.getByRole('option', { name: '广东省 / 广州市 / 天河区' }).click();
  await see(dialog(page).getByRole('combobox', { name: 'Area' })).toHaveText('广东省 / 广州市 / 天河区');
  await dialog(page).getByLabel('Address').fill('385 Tianhe Road');
  await dialog(page).getByLabel('Latitude').fill(String(CAMPUS.lat));
  await dialog(page).getByLabel('Longitude').fill(String(CAMPUS.lng));
  await dialog(page).getByLabel('Check-in radius (m)').fill('10000');
  await expectAccessible(page);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await see(dialog(page).getByText('Invalid value')).toBeVisible();
  await dialog(page).getByLabel('Check-in radius (m)').fill('300');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await see(page.getByText('Created successfully')).toBeVisible();
  const campuses = page.getByRole('table', { name: 'Campuses' });
  const row = campuses.getByRole('row').filter({ hasText: name });
  await see(row.getByText('Pending')).toBeVisible();
  await see(row.getByText('广东省 / 广州市 / 天河区')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'campuses-pending-en');
  // Editing shows the stored area, and its columns open on it.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const area = dialog(page).getByRole('combobox', { name: 'Area' });
  await see(area).toHaveText('广东省 / 广州市 / 天河区');
  await area.click();
  await see(page.getByRole('option', { name: '天河区' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  // The province filter finds the campuses inside a province.
  const campusFilters = page.getByRole('search', { name: 'Filters' }).first();
  await campusFilters.getByRole('combobox', { name: 'Province' }).click();
  await page.getByRole('option', { name: '浙江省' }).click();
  await campusFilters.getByRole('button', { name: 'Search' }).click();
  await see(row).toBeHidden();
  await campusFilters.getByRole('combobox', { name: 'Province' }).click();
  await page.getByRole('option', { name: '广东省' }).click();
  await campusFilters.getByRole('button', { name: 'Search' }).click();
  await see(row).toBeVisible();
  const [campus] = await sql<{ id: string }>(
    `select id::text as id from user_location where tenant_code = $1 and name = $2`,
    [tenant.code, name],
  );
  const campusId = campus!.id;

  // Not approved yet: the check-in page does not know it.
  const early = await visitorAt(browser, request, tenant, tenant.account, CAMPUS);
  await early.goto(`#/loc/${campusId}`);
  await see(early.getByTestId('website-not-found')).toBeVisible();
  await early.context().close();

  // The platform's operator approves it from the audit queue.
  const operator = await (await browser.newContext()).newPage();
  const platform = await apiSignIn(request, PLATFORM.account, PLATFORM.password, PLATFORM.tenant);
  await storeSession(operator, platform, 'en', PLATFORM.tenant);
  await operator.goto('#/userLocation/audit');
  await see(operator.getByRole('heading', { name: 'Campus audit', exact: true })).toBeVisible();
  await search(operator, { 'Tenant code': tenant.code });
  const queue = operator.getByRole('table', { name: 'Campuses waiting for audit' });
  await see(queue.getByRole('cell', { name, exact: true })).toBeVisible();
  await see(queue.getByRole('cell', { name: tenant.name })).toBeVisible();
  await expectAccessible(operator);
  await screenshot(operator, 'campus-audit-en');
  await operator.getByRole('button', { name: `Reject ${name}` }).click();
  await dialog(operator).getByRole('button', { name: 'Reject' }).click();
  await see(dialog(operator).getByText('Say why the campus is rejected.')).toBeVisible();
  await dialog(operator).getByRole('button', { name: 'Cancel' }).click();
  await operator.getByRole('button', { name: `Approve ${name}` }).click();
  await dialog(operator).getByLabel('Opinion').fill('Address checked');
  await expectAccessible(operator);
  await dialog(operator).getByRole('button', { name: 'Approve' }).click();
  await see(operator.getByText(`${name} is approved`)).toBeVisible();
  await see(queue.getByRole('cell', { name, exact: true })).toBeHidden();
  await setLanguage(operator, 'zh');
  await see(operator.getByRole('heading', { name: '校区审核', exact: true })).toBeVisible();
  await screenshot(operator, 'campus-audit-zh');
  await operator.context().close();

  // The school sees it approved, with its check-in page open.
  await page.reload();
  await see(row.getByText('Approved')).toBeVisible();
  await see(row.getByText('Address checked')).toBeVisible();
  await see(row.getByRole('link', { name: 'Open' })).toHaveAttribute('href', `#/loc/${campusId}`);

  // Renewal: two years, ordered and paid with the balance, move the service window.
  const credit = await request.post('api/course/order/offline', {
    headers: { ...clientHeaders(tenant.code), token: `Bearer ${admin.token}` },
    data: { userId: admin.userId, type: 'RECHARGE', amount: 300_000, remark: 'campus budget' },
  });
  expect(((await credit.json()) as { isSuccess: boolean }).isSuccess).toBe(true);
  const serviceYear = async () =>
    Number(
      (
        await sql<{ y: string }>(
          `select extract(year from end_time)::int as y from user_location where id = $1`,
          [campusId],
        )
      )[0]?.y,
    );
  const before = await serviceYear();
  await row.getByRole('button', { name: `Renew ${name}` }).click();
  await dialog(page).getByRole('combobox', { name: 'Years' }).click();
  await page.getByRole('option', { name: '2 years' }).click();
  await dialog(page).getByRole('button', { name: 'Create order' }).click();
  await see(dialog(page).getByTestId('renew-order')).toContainText(/2,000\.00/);
  await expectAccessible(page);
  await screenshot(page, 'campus-renew-en');
  await dialog(page).getByRole('button', { name: 'Pay with balance' }).click();
  await see(page.getByText('Campus renewed')).toBeVisible();
  await see(dialog(page)).toBeHidden();
  expect(await serviceYear()).toBe(before + 2);

  // Two users check in: one 10 m from the campus, one about 1.1 km away.
  await tenant.addUser('near_one', { name: 'Near One' });
  await tenant.addUser('far_one', { name: 'Far One' });
  const near = await visitorAt(browser, request, tenant, 'near_one', {
    lat: CAMPUS.lat + 0.0001,
    lng: CAMPUS.lng,
  });
  await near.goto(`#/loc/${campusId}`);
  await see(near.getByRole('heading', { name })).toBeVisible();
  await see(near.getByTestId('campus-card').getByText('300 m')).toBeVisible();
  await near.getByRole('button', { name: 'Check in here' }).click();
  await see(near.getByTestId('check-in-outcome')).toHaveText(
    'Checked in. You are 11 m from the campus, inside its 300 m radius.',
  );
  await expectAccessible(near);
  await screenshot(near, 'check-in-inside-en');
  // Once per 10 minutes.
  await near.getByRole('button', { name: 'Check in here' }).click();
  await see(near.getByTestId('check-in-outcome')).toHaveText(
    'You can check in only once every 10 minutes: please try again later',
  );
  await near.context().close();

  const far = await visitorAt(
    browser,
    request,
    tenant,
    'far_one',
    { lat: CAMPUS.lat + 0.01, lng: CAMPUS.lng },
    'zh',
  );
  await far.goto(`#/loc/${campusId}`);
  await see(far.getByRole('heading', { name })).toBeVisible();
  await far.getByRole('button', { name: '在此签到' }).click();
  await see(far.getByTestId('check-in-outcome')).toHaveText(
    '已记录签到，但您距校区 1,112 米，超出 300 米的签到范围。',
  );
  await screenshot(far, 'check-in-outside-zh');
  await far.context().close();

  // A visitor without a session is asked to sign in, and comes back to the page.
  const guest = await (
    await browser.newContext({
      baseURL: `http://${tenant.code.toLowerCase()}.localhost:${process.env.E2E_PORT}/`,
    })
  ).newPage();
  await guest.goto(`#/loc/${campusId}`);
  await guest.getByRole('link', { name: 'Sign in to check in' }).click();
  await see(guest).toHaveURL(new RegExp(`redirect=${encodeURIComponent(`/loc/${campusId}`)}`));
  await guest.context().close();

  // The campus screen lists both check-ins.
  await page.reload();
  const checkIns = page.getByRole('table', { name: 'Check-ins' });
  await see(checkIns.getByRole('row').filter({ hasText: 'Near One' }).getByText('Inside')).toBeVisible();
  await see(checkIns.getByRole('row').filter({ hasText: 'Far One' }).getByText('Outside')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'campuses-en');
  await setLanguage(page, 'zh');
  await see(page.getByRole('heading', { name: '校区', exact: true })).toBeVisible();
  await see(page.getByRole('heading', { name: '签到记录', exact: true })).toBeVisible();
  await screenshot(page, 'campuses-zh');
  // The renewal dialog in Chinese: the years to choose, then Cancel (nothing ordered).
  await page.getByRole('button', { name: `续费 ${name}` }).click();
  await see(dialog(page).getByRole('combobox', { name: '年数' })).toBeVisible();
  await screenshot(page, 'campus-renew-zh');
  await dialog(page).getByRole('button', { name: '取消' }).click();
  await see(dialog(page)).toBeHidden();
});

/** A sign-in attempt through the real captcha; the raw answer. */
async function attemptSignIn(request: APIRequestContext, tenant: string, account: string) {
  const key = randomUUID();
  await request.get(`api/oauth/anno/captcha?key=${key}`, { headers: clientHeaders(tenant) });
  const res = await request.post('api/oauth/noToken/login', {
    headers: { ...clientHeaders(tenant), 'accept-language': 'en' },
    data: { account, password: INITIAL_PASSWORD, key, code: await captchaAnswer(key), grantType: 'captcha' },
  });
  return (await res.json()) as { isSuccess: boolean; code: number; msg: string };
}

test('workers: create, filter, mark as left (who can then no longer sign in)', async ({
  page,
  request,
  tenant,
}) => {
  test.setTimeout(180_000);
  const account = `w${runSuffix(6)}`;
  const admin = await apiSignIn(request, tenant.account, tenant.password, tenant.code);
  await storeSession(page, admin, 'en', tenant.code);
  await page.goto('#/worker/index');
  await see(page.getByRole('heading', { name: 'Workers', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await see(dialog(page).getByRole('heading', { name: 'Add worker' })).toBeVisible();
  await dialog(page).getByLabel('Account').fill(account);
  await dialog(page).getByLabel('Name', { exact: true }).fill('Worker Wang');
  await dialog(page).getByRole('combobox', { name: 'Organisation' }).click();
  await page.getByRole('treeitem').first().click();
  await dialog(page).getByLabel('Mobile').fill('13800138111');
  await see(dialog(page).getByRole('radio', { name: 'On duty' })).toBeChecked();
  await dialog(page).getByRole('switch', { name: 'Lecturer' }).click();
  await expectAccessible(page);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await see(page.getByText('Created successfully')).toBeVisible();

  const table = page.getByRole('table', { name: 'Workers' });
  await search(page, { 'Name or account': account });
  const row = table.getByRole('row').filter({ hasText: account });
  await see(row.getByText('On duty')).toBeVisible();
  await see(table.getByRole('cell', { name: 'admin', exact: true })).toBeHidden();
  expect((await attemptSignIn(request, tenant.code, account)).isSuccess).toBe(true);

  // Marked as left: the tag says so, the position filter finds it, and the worker cannot sign in.
  await page.getByRole('button', { name: `Edit ${account}` }).click();
  await dialog(page).getByRole('radio', { name: 'Left' }).click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await see(page.getByText('Updated successfully')).toBeVisible();
  await see(row.getByText('Left')).toBeVisible();
  await search(page, { 'Name or account': '' });
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Position' }).click();
  await page.getByRole('option', { name: 'Left' }).click();
  await filters.getByRole('button', { name: 'Search' }).click();
  await see(table.getByRole('cell', { name: account, exact: true })).toBeVisible();
  const refused = await attemptSignIn(request, tenant.code, account);
  expect(refused).toMatchObject({
    isSuccess: false,
    code: 40007,
    msg: 'This worker has left and can no longer sign in, please contact the administrator',
  });
  await expectAccessible(page);
  await screenshot(page, 'workers-en');
  await setLanguage(page, 'zh');
  await see(page.getByRole('heading', { name: '工作人员', exact: true })).toBeVisible();
  await see(page.getByRole('table').getByText('离职').first()).toBeVisible();
  await screenshot(page, 'workers-zh');
});
