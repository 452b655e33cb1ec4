import { renderToString } from 'react-dom/server';
import { activateLocale, loadCatalogs, type Locale } from '@pocket/i18n';
import { AdminLoginPage } from '../features/login/admin-login-page.tsx';
import { adoptCaptchaKey } from '../features/login/first-captcha.ts';
import { App } from './app.tsx';
import { RouteLoading } from './route-loading.tsx';
import { PRERENDER_CAPTCHA_KEY } from './sign-in-prerender.ts';
import { registerSignInCatalog } from './sign-in-catalog.ts';

// Rendered at build time (vite-sign-in-prerender.ts), not in the browser: markup for index.html.
// The sign-in page's, which main.tsx hydrates (app/sign-in-prerender.ts); and the loading state
// every other page shows first, which React replaces (app/console-prerender.ts).

const unavailable = () => Promise.reject(new Error('no console at build time'));
const noConsole = Object.assign(unavailable, { code: unavailable });

let registered = false;

/** The admin sign-in page as main.tsx renders it first, in `locale`, as HTML. */
export async function renderSignIn(locale: Locale): Promise<string> {
  if (!registered) registerSignInCatalog();
  registered = true;
  await activateLocale(locale);
  await loadCatalogs('login');
  adoptCaptchaKey(PRERENDER_CAPTCHA_KEY);
  return renderToString(<App first={{ screen: AdminLoginPage, signIn: true }} loadConsole={noConsole} />);
}

/** The router's loading state (what the console renders first, before its route is ready), in
 * `locale`, as HTML. */
export async function renderConsoleLoading(locale: Locale): Promise<string> {
  await activateLocale(locale);
  return renderToString(<App first={{ screen: RouteLoading, signIn: false }} loadConsole={noConsole} />);
}
