import type { Page } from '@playwright/test';
import { expectAccessible, screenshot, setLanguage, storeSession } from './support/api-session.ts';
import { sql } from './support/sql.ts';
import { expect, openScreen, test } from './support/own-tenant.ts';
import { backOffice, visitor } from './support/website-office.ts';

/** Page assertions wait longer: the first load of a page fetches its code and catalog. */
const see = expect.configure({ timeout: 20_000 });

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('orders: recharge through the sandbox, buy a membership with the balance, watch a paid course, refund it', async ({
  browser,
  page,
  request,
  tenant,
}) => {
  test.setTimeout(300_000);
  const domain = `${tenant.code.toLowerCase()}.localhost`;
  const origin = `http://${domain}:${process.env.E2E_PORT}/`;
  await sql(`update tenant set domain = $1 where code = $2`, [domain, tenant.code]);

  // A paid course on sale, with a full video and a trial clip.
  const office = await backOffice(request, tenant);
  const cate = await office.post<{ id: string }>('course/courseCate', { label: 'Strings', type: 'COURSE' });
  const clip = await office.media('trial.mp4', 'video');
  const violin = await office.post<{ id: string }>('course/course', {
    courseName: 'Violin masterclass',
    courseType: 'VIDEO',
    categoryId: cate.id,
    courseLogo: await office.cover([200, 90, 60]),
    videoUrl: clip,
    videoTestUrl: clip,
    price: 9900,
    isPutaway: true,
  });

  // Balance: recharge ¥200 on the sandbox provider's page; it sends the browser back.
  await openScreen({ page, request, tenant }, '/course/balance', 'Balance');
  await see(page.getByTestId('balance-available')).toContainText('¥0.00');
  await page.getByRole('button', { name: 'Recharge' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount (yuan)').fill('200');
  await dialog.getByRole('button', { name: 'Go to payment' }).click();
  await see(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
  await expect(page.getByText('¥200.00')).toBeVisible();
  await screenshot(page, 'orders-sandbox-en');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await see(page).toHaveURL(/#\/course\/balance$/);
  await see(page.getByTestId('balance-available')).toContainText('¥200.00');
  await see(page.getByRole('table', { name: 'Ledger' }).getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, 'Recharge')).toContainText('¥200.00');
  await expectAccessible(page);
  await screenshot(page, 'orders-balance-en');

  // The website: the paid course asks for a purchase; a membership paid with the balance opens it.
  const site = await (await visitor(browser, origin, 'en')).newPage();
  await storeSession(site, office.login, 'en', tenant.code);
  await site.goto(`#/website/view?id=${violin.id}`);
  const prompt = site.getByTestId('website-access-prompt');
  await see(prompt).toContainText('Your balance: ¥200.00');
  await see(site.getByTestId('website-video')).toHaveCount(0);
  await expectAccessible(site);
  await screenshot(site, 'orders-website-buy-en');
  await prompt.getByRole('button', { name: /Become a member · ¥99\.00 for 365 days/ }).click();
  const video = site.getByTestId('website-video');
  await see(video).toHaveAttribute('src', new RegExp(`/api/course/anno/media/${violin.id}/video\\?.*sig=`));
  await see(prompt).toHaveCount(0);
  const played = await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { time: v.currentTime, error: v.error?.code ?? null };
  });
  expect(played).toEqual({ time: expect.any(Number), error: null });
  expect(played.time).toBeGreaterThan(0);
  // An altered address is refused.
  const src = (await video.getAttribute('src'))!;
  const altered = await site.evaluate(
    async (u) => (await fetch(u.replace(/exp=(\d+)/, (_, n: string) => `exp=${Number(n) + 1}`))).status,
    src,
  );
  expect(altered).toBe(403);
  await site.context().close();

  // My orders: both, paid.
  await page.goto('#/course/userOrder');
  await see(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  await see(rowOf(page, 'Membership, 365 days')).toContainText('Paid');
  await see(rowOf(page, 'Balance recharge')).toContainText('WeChat Pay');
  await expectAccessible(page);
  await screenshot(page, 'orders-my-orders-en');

  // The admin's orders: filter the memberships, refund it; the balance comes back, access goes.
  await page.goto('#/order/index');
  await see(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  await see(page.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(3);
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Membership' }).click();
  await filters.getByRole('button', { name: 'Search' }).click();
  await see(page.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(2);
  const membership = rowOf(page, 'Membership, 365 days');
  await expectAccessible(page);
  await screenshot(page, 'orders-admin-en');
  await membership.getByRole('button', { name: /^Refund order/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Refund' }).click();
  await see(membership).toContainText('Refunded');
  const [account] = await sql<{ available: unknown }>(
    `select available from account where tenant_code = $1`,
    [tenant.code],
  );
  expect(Number(account?.available)).toBe(20000);
  const [member] = await sql<{ active: unknown }>(
    `select end_time > now() as active from membership where tenant_code = $1`,
    [tenant.code],
  );
  expect(String(member?.active)).toBe('false');

  // The same screens in Chinese.
  await setLanguage(page, 'zh');
  await see(page.getByRole('heading', { name: '订单', exact: true })).toBeVisible();
  await see(page.getByRole('table', { name: '订单' })).toContainText('已退款');
  await expectAccessible(page);
  await screenshot(page, 'orders-admin-zh');
  await page.goto('#/course/userOrder');
  await see(page.getByRole('heading', { name: '我的订单' })).toBeVisible();
  // Names are snapshots taken in the buyer's language when ordered.
  await see(rowOf(page, 'Balance recharge')).toContainText('已支付');
  await expectAccessible(page);
  await screenshot(page, 'orders-my-orders-zh');
  await page.goto('#/course/balance');
  await see(page.getByTestId('balance-available')).toContainText('¥200.00');
  await expectAccessible(page);
  await screenshot(page, 'orders-balance-zh');
});
