import { expect, test } from '@playwright/test';

test('the server serves the built console, which renders its not-found screen in both languages', async ({
  page,
}) => {
  await page.goto('#/404');
  await page.evaluate(() => localStorage.setItem('LANGUAGE', 'en'));
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Sorry, the page you visited does not exist' }),
  ).toBeVisible();
  await page.evaluate(() => localStorage.setItem('LANGUAGE', 'zh'));
  await page.reload();
  await expect(page.getByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('the API answers the health call in the R<T> envelope', async ({ request }) => {
  const res = await request.get('api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ code: 0, isSuccess: true, data: { status: 'UP' } });
});
