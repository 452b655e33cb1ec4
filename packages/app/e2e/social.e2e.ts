import type { Page } from '@playwright/test';
import {
  apiSignIn,
  clientHeaders,
  expectAccessible,
  screenshot,
  storeSession,
} from './support/api-session.ts';
import { openConsole } from './support/console.ts';
import { expect, test, type OwnTenant } from './support/own-tenant.ts';

// Third-party sign-in against the local identity provider the server starts (oidc-provider on
// 127.0.0.1, demo accounts alice / bob / carol, password pocket123).
const IDP_PASSWORD = 'pocket123';

const TEXT = {
  en: { tab: 'Third-party login', provider: /Local demo identity/, account: 'Account', password: 'Password' },
  zh: { tab: '第三方登录', provider: /本地演示身份/, account: '账号', password: '密码' },
} as const;

/** From the console's third-party tab to the provider's login page, for the tenant. */
async function startAtConsole(page: Page, tenant: OwnTenant, lang: 'en' | 'zh', shot?: string) {
  await page.goto('#/admin/login');
  await page.getByRole('tab', { name: TEXT[lang].tab }).click();
  await page.getByTestId('social-tenant').fill(tenant.code);
  const providers = page.getByTestId('social-providers');
  // WeChat and GitHub are listed but cannot start offline, and the page says why.
  await expect(providers.getByRole('button', { name: /GitHub/ })).toBeDisabled();
  if (shot) {
    await expectAccessible(page, 'third-party tab');
    await screenshot(page, shot);
  }
  await providers.getByRole('button', { name: TEXT[lang].provider }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:41\d\d\/interaction\//);
}

/** Signs in on the provider's own page; answers the callback URL the provider sent back to. */
async function signInAtProvider(page: Page, account: string, lang: 'en' | 'zh', shot?: string) {
  await expect(page.getByRole('heading')).toHaveText(
    lang === 'en' ? 'Local demo identity provider' : '本地演示身份提供方',
  );
  if (shot) await screenshot(page, shot);
  await page.getByLabel(TEXT[lang].account).fill(account);
  await page.getByLabel(TEXT[lang].password).fill(IDP_PASSWORD);
  const callback = page.waitForRequest((r) => r.url().includes('/api/oauth/social/callback'));
  await page.locator('button[type=submit]').click();
  return (await callback).url();
}

test('first third-party sign-in: the choice, register from the provider profile, signed in', async ({
  browser,
  tenant,
}) => {
  const { context, page } = await openConsole(browser, 'en');
  await startAtConsole(page, tenant, 'en', 'social-login-en');
  await signInAtProvider(page, 'alice', 'en', 'social-provider-en');
  const choice = page.getByTestId('social-choice');
  await expect(choice).toContainText('Signed in at Local demo identity as Alice Liu');
  // The one-time code has left the address bar.
  await expect(page).toHaveURL(/#\/social\/callback$/);
  await expectAccessible(page, 'bind or register');
  await screenshot(page, 'social-choice-en');
  await choice.getByRole('tab', { name: 'Register a new account' }).click();
  await expect(choice.getByLabel('Username')).toHaveValue('alice');
  await expect(choice.getByLabel('Name', { exact: true })).toHaveValue('Alice Liu');
  await choice.getByRole('button', { name: 'Register and sign in' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByTestId('greeting')).toBeVisible();
  await context.close();
});

test('a second identity binds to an existing account and signs in; the profile unbinds it', async ({
  browser,
  tenant,
}) => {
  const { context, page } = await openConsole(browser, 'zh');
  await startAtConsole(page, tenant, 'zh', 'social-login-zh');
  await signInAtProvider(page, 'bob', 'zh', 'social-provider-zh');
  const choice = page.getByTestId('social-choice');
  await expect(choice).toContainText('Bob Wang');
  await screenshot(page, 'social-choice-zh');
  await expect(choice.getByLabel('租户')).toHaveValue(tenant.code);
  await choice.getByLabel('用户名').fill(tenant.account);
  await choice.getByLabel('密码').fill('wrong-password');
  await choice.getByRole('button', { name: '绑定并登录' }).click();
  await expect(choice.getByTestId('social-failure')).toHaveText(/密码/);
  await choice.getByLabel('密码').fill(tenant.password);
  await choice.getByRole('button', { name: '绑定并登录' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/, { timeout: 15_000 });

  await page.goto('#/profile/index');
  await page.getByRole('tab', { name: '第三方账号' }).click();
  const list = page.getByTestId('bound-accounts');
  await expect(list).toContainText('本地演示身份');
  await expect(list).toContainText('Bob Wang');
  await screenshot(page, 'social-profile-zh');
  await list.getByRole('button', { name: '解绑本地演示身份' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '解绑' }).click();
  await expect(page.getByRole('tabpanel')).not.toContainText('Bob Wang');
  // Not bound any more: bound again from here (the provider remembers bob), back on the profile.
  await page
    .getByTestId('bind-providers')
    .getByRole('button', { name: /本地演示身份/ })
    .click();
  await expect(page).toHaveURL(/#\/profile\/index$/, { timeout: 15_000 });
  await expect(page.getByText('本地演示身份账号已绑定')).toBeVisible();
  await page.getByRole('tab', { name: '第三方账号' }).click();
  await expect(page.getByTestId('bound-accounts')).toContainText('Bob Wang');
  await context.close();
});

test('a replayed callback, a changed state and a replayed authorisation code are refused', async ({
  browser,
  tenant,
}) => {
  const { context, page } = await openConsole(browser, 'en');
  await startAtConsole(page, tenant, 'en');
  const callback = await signInAtProvider(page, 'carol', 'en');
  await expect(page.getByTestId('social-choice')).toBeVisible();

  // The same callback again: its state was used.
  await page.goto(callback);
  const error = page.getByTestId('social-error');
  await expect(error).toHaveText(/does not match one started here, or it was already used/);
  await screenshot(page, 'social-replay-en');

  // A state this server never issued.
  const changed = new URL(callback);
  changed.searchParams.set('state', 'changed-state');
  await page.goto(changed.toString());
  await expect(error).toHaveText(/does not match one started here/);

  // A fresh sign-in's state with the spent code: the provider refuses the code.
  const started = await page.request.post('/api/oauth/noToken/social/start', {
    headers: { ...clientHeaders(tenant.code), 'content-type': 'application/json' },
    data: { provider: 'LOCAL' },
  });
  const { data } = (await started.json()) as { data: { url: string } };
  const replay = new URL(callback);
  replay.searchParams.set('state', new URL(data.url).searchParams.get('state') ?? '');
  await page.goto(replay.toString());
  await expect(error).toHaveText(/refused the authorisation code/);
  await context.close();
});

test('the platform sees its providers: the local one ready, WeChat and GitHub waiting for credentials', async ({
  page,
  request,
}) => {
  const login = await apiSignIn(request, 'admin', 'pocket123456', '0000');
  await storeSession(page, login, 'en', '0000');
  await page.goto('#/system/socialProvider');
  await expect(page.getByRole('heading', { name: 'Third-party sign-in providers' })).toBeVisible({
    timeout: 15_000,
  });
  const table = page.getByTestId('social-provider-table');
  await expect(table.getByRole('row').filter({ hasText: 'LOCAL' })).toContainText('Ready');
  await expect(table.getByRole('row').filter({ hasText: 'GITHUB' })).toContainText('Needs credentials');
  await expectAccessible(page, 'sign-in providers');
  await screenshot(page, 'social-providers-admin-en');
  await page.getByRole('button', { name: 'Edit LOCAL' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Client ID')).toHaveValue('pocket-course');
  // The secret is stored but never shown.
  await expect(dialog.getByLabel('Client secret')).toHaveValue('');
  await expect(dialog.getByLabel('Client secret')).toHaveAttribute('placeholder', /Stored/);
  await screenshot(page, 'social-provider-edit-en');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});
