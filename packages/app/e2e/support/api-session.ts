import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { captchaAnswer } from './captcha.ts';
import { DEMO } from './console.ts';

export { DEMO };

export { expectAccessible, screenshot } from './page-checks.ts';

const CLIENT = { id: 'pocket_web', secret: 'pocket_web_secret' };

const base64 = (text: string) => Buffer.from(text).toString('base64');

/** Headers the console's second client sends (wire contract). */
export function clientHeaders(tenant: string = DEMO.tenant): Record<string, string> {
  return { Authorization: `Basic ${base64(`${CLIENT.id}:${CLIENT.secret}`)}`, tenant: base64(tenant) };
}

type LoginResult = {
  token: string;
  refreshToken: string;
  expireMillis: number;
  userId: string;
  account: string;
  name: string;
  avatar: string | null;
  workDescribe: string | null;
};

/**
 * Signs in through the real captcha: the image is requested, its answer read as a person would
 * read it (from the e2e server's own database), then `/oauth/noToken/login` is called.
 */
export async function apiSignIn(
  request: APIRequestContext,
  account: string = DEMO.account,
  password: string = DEMO.password,
  tenant: string = DEMO.tenant,
): Promise<LoginResult> {
  const key = randomUUID();
  const image = await request.get(`api/oauth/anno/captcha?key=${key}`, { headers: clientHeaders(tenant) });
  expect(image.status()).toBe(200);
  const code = await captchaAnswer(key);
  const res = await request.post('api/oauth/noToken/login', {
    headers: clientHeaders(tenant),
    data: { account, password, key, code, grantType: 'captcha' },
  });
  const body = (await res.json()) as { isSuccess: boolean; msg: string; data: LoginResult };
  expect(body.isSuccess, body.msg).toBe(true);
  return body.data;
}

/**
 * Puts a sign-in result into the browser's storage under the auth package's keys (values are
 * JSON, as its storage module writes them), with the language to start in.
 */
export async function storeSession(
  page: Page,
  login: LoginResult,
  language: 'zh' | 'en',
  tenant: string = DEMO.tenant,
): Promise<void> {
  const values: Record<string, unknown> = {
    TOKEN: login.token,
    REFRESH_TOKEN: login.refreshToken,
    EXPIRE_TIME: login.expireMillis,
    TENANT: tenant,
    USER: {
      id: login.userId,
      account: login.account,
      name: login.name,
      avatar: login.avatar,
      workDescribe: login.workDescribe,
    },
  };
  await page.goto('#/404');
  await page.evaluate(
    ({ entries, lang }) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
      localStorage.setItem('LANGUAGE', lang);
    },
    { entries: values, lang: language },
  );
}

/** Switches the stored language and reloads. */
export async function setLanguage(page: Page, language: 'zh' | 'en'): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('LANGUAGE', lang), language);
  await page.reload();
}
