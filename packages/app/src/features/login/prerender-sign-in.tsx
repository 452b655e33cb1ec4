import { renderToString } from 'react-dom/server';
import { activateLocale, loadCatalogs, type Locale } from '@pocket/i18n';
import { App } from '../../app/app.tsx';
import { PRERENDER_CAPTCHA_KEY } from '../../app/sign-in-prerender.ts';
import { registerSignInCatalog } from '../../app/sign-in-catalog.ts';
import { AdminLoginPage } from './admin-login-page.tsx';
import { adoptCaptchaKey } from './first-captcha.ts';

// Rendered at build time (vite-sign-in-prerender.ts), not in the browser: the sign-in page's
// markup for index.html, which main.tsx hydrates (app/sign-in-prerender.ts).

let registered = false;

/** The admin sign-in page as main.tsx renders it first, in `locale`, as HTML. */
export async function renderSignIn(locale: Locale): Promise<string> {
  if (!registered) registerSignInCatalog();
  registered = true;
  await activateLocale(locale);
  await loadCatalogs('login');
  adoptCaptchaKey(PRERENDER_CAPTCHA_KEY);
  const unavailable = () => Promise.reject(new Error('no console at build time'));
  return renderToString(
    <App
      first={{ screen: AdminLoginPage, signIn: true }}
      loadConsole={Object.assign(unavailable, { code: unavailable })}
    />,
  );
}
