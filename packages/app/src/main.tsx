import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { activateLocale, initialLocale, loadCatalogs, withCatalogs } from '@pocket/i18n';
import { currentPath, isSignInPath } from './app/address.ts';
import { App } from './app/app.tsx';
import { warmClassMerger } from './app/class-merger.ts';
import { registerSignInCatalog } from './app/sign-in-catalog.ts';
import { loadToasts } from './app/toasts.ts';
import { abandonPrerenderedSignIn, prerenderedSignIn } from './app/sign-in-prerender.ts';
import { adoptCaptchaKey } from './features/login/first-captcha.ts';
import { settingsStore } from './lib/settings.ts';

// The entry holds only what every page needs (React, the language); the page the
// address names brings its own module graph: the admin sign-in page alone (no router, no console
// shell, only the contract's sign-in group), or the console with its router.

settingsStore.apply();

const consoleCode = () => import('./app/console.tsx');
/** The console's catalog (the kit's console labels), beside its code: not on the sign-in page. */
const consoleCatalog = async () => {
  const { CONSOLE_CATALOG, registerConsoleCatalog } = await import('./app/console-catalog.ts');
  registerConsoleCatalog();
  await loadCatalogs(CONSOLE_CATALOG);
};
/** The console with its catalog; its first page's code and data start as soon as its code has
 * arrived, not after the catalog, which only its render waits for. */
const loadConsole = Object.assign(
  async (): Promise<ComponentType> => {
    loadToasts();
    const catalog = consoleCatalog();
    catalog.catch(() => undefined); // awaited below, unless the code fails first
    const [{ Console, startConsole }] = await Promise.all([consoleCode(), requestLanguage]);
    startConsole(currentPath());
    await catalog;
    return Console;
  },
  { code: consoleCode },
);

const signIn = isSignInPath(currentPath());
// Core loads now; each feature's catalog loads with its route or screen (router.tsx,
// screens/registry.ts), registered by the console's code; the sign-in page alone has its own.
if (signIn) registerSignInCatalog();
const locale = initialLocale();
// The sign-in page is usable once its captcha image is there: the prelude started it (src/prelude.ts),
// and mounted the page pre-rendered if it could (app/sign-in-prerender.ts).
const prerendered = signIn ? prerenderedSignIn() : undefined;
if (prerendered) adoptCaptchaKey(prerendered.key);
// The clients answer in the page's language from the console's first call. The sign-in page's
// first load has no clients (nor zod and the contract): it sets their language when it loads them
// (features/login/sign-in-services.ts), and a language switch sets it again (lib/language.ts).
const requestLanguage: Promise<void> = signIn
  ? Promise.resolve()
  : import('./lib/language.ts').then(({ applyRequestLanguage }) => applyRequestLanguage(locale));
// The first page's code and catalogs start now, beside the core catalog.
const screen = signIn
  ? withCatalogs(
      async () => (await import('./features/login/admin-login-page.tsx')).AdminLoginPage,
      'login',
    )()
  : loadConsole();
warmClassMerger();
await activateLocale(locale);

const app = <App first={{ screen: await screen, signIn }} loadConsole={loadConsole} />;
const root = document.getElementById('root')!;
// React takes over the pre-rendered page's nodes (the page's first effect releases what the
// prelude held); else it renders the page itself.
if (prerendered?.mounted && !prerendered.released && prerendered.locale === locale) hydrateRoot(root, app);
else {
  abandonPrerenderedSignIn();
  createRoot(root).render(app);
}
