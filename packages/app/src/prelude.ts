// The classic script index.html runs twice before the page's modules: at the end of its head and
// at the end of its body. Built into one small file by vite-sign-in-prerender.ts (under the CSP, a
// file: no inline script); the second run is a cache hit.
//
// In the head:
// - zod without its `new Function` probe (jitless): under the CSP that probe would be refused and
//   reported as a violation (README, "Tokens in localStorage");
// - on the admin sign-in page, its captcha image starts at once, and the stylesheet of its
//   pre-rendered markup (app/sign-in-prerender.ts) is written into the head, where it holds the
//   first paint and the page's modules until it has loaded: the markup never paints unstyled,
//   and paints before the modules take the main thread.
// - on every other page (in the default theme), the console's stylesheet is written into the head,
//   for its loading state (app/console-prerender.ts).
// At the end of the body: the markup, in the reader's language, goes into #root (the sign-in
// page's, or the loading state).
import { initialLocale, type Locale } from '@pocket/i18n/detect';
import { DEFAULT_THEME_COLOR } from '@pocket/ui';
import { currentPath, isSignInPath } from './app/address.ts';
import {
  CONSOLE_STYLESHEET,
  consoleStyled,
  LOADING_TEMPLATE,
  markConsoleStyled,
} from './app/console-prerender.ts';
import {
  PRERENDER_STYLESHEET,
  PRERENDER_TEMPLATE,
  prerenderedSignIn,
  publishPrerenderedSignIn,
} from './app/sign-in-prerender.ts';
import { captchaUrl, newCaptchaKey } from './features/login/first-captcha.ts';
import { SETTINGS_STORAGE_KEY } from './lib/stored-settings.ts';

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

if (!document.body) inHead();
else inBody();

function inHead(): void {
  globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
  if (!isSignInPath(currentPath())) {
    // The console's stylesheet, for its loading state mounted at the end of the body.
    if (writeStylesheet(CONSOLE_STYLESHEET)) markConsoleStyled();
    return;
  }
  const key = newCaptchaKey();
  const image = new Image();
  // The page is usable once this image is there.
  image.fetchPriority = 'high';
  image.src = captchaUrl(key);
  publishPrerenderedSignIn({
    locale: initialLocale(),
    key,
    image,
    styled: writeStylesheet(PRERENDER_STYLESHEET),
    mounted: false,
    released: false,
    held: null,
  });
}

/**
 * Writes the stylesheet the head's tag names in `attribute` into the head, in the default theme
 * only (the pre-rendered markup paints in it); whether it did. Parsed as if it were in the file:
 * it blocks the first paint and the page's modules until loaded.
 */
function writeStylesheet(attribute: string): boolean {
  const stylesheet = defaultTheme() ? document.currentScript?.getAttribute(attribute) : null;
  if (stylesheet) document.write(`<link rel="stylesheet" href="${stylesheet}">`);
  return !!stylesheet;
}

/**
 * Whether the stored settings surely keep the default theme, which the pre-rendered page paints in
 * until main.tsx applies the stored one. Read loosely (lib/stored-settings.ts validates them, at
 * a cost in bytes this script does without): a value the settings would refuse counts as another theme.
 */
function defaultTheme(): boolean {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}');
    const { pageStyle = 'light', themeColor = DEFAULT_THEME_COLOR } = (stored ?? {}) as Record<
      string,
      unknown
    >;
    return pageStyle === 'light' && String(themeColor).toUpperCase() === DEFAULT_THEME_COLOR;
  } catch {
    return false;
  }
}

/**
 * Mounts the pre-rendered sign-in page into #root, its captcha the image started in the head.
 * Until React has the page, a submit and a button press are held (sign-in-prerender.ts releases
 * them); typing, focus and links work as they do without script.
 */
function inBody(): void {
  if (!isSignInPath(currentPath())) {
    mountConsoleLoading();
    return;
  }
  const state = prerenderedSignIn();
  const page = state?.styled ? preRendered(PRERENDER_TEMPLATE, state.locale) : null;
  if (!state || !page) return;
  const captcha = page.querySelector<HTMLElement>('[data-captcha-key]');
  const placeholder = captcha?.querySelector('img');
  if (!captcha || !placeholder) return;
  captcha.dataset.captchaKey = state.key;
  // The image already on its way, with the markup's attributes.
  for (const { name, value } of placeholder.attributes)
    if (name !== 'src') state.image.setAttribute(name, value);
  placeholder.replaceWith(state.image);
  mount(page, state.locale);
  state.mounted = true;

  const root = document.getElementById('root')!;
  const onPage = (target: EventTarget | null): target is Element =>
    !state.released && target instanceof Element && root.contains(target);
  document.addEventListener(
    'submit',
    (event) => {
      if (!onPage(event.target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      state.held = { kind: 'submit', form: event.target as HTMLFormElement };
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      if (!onPage(event.target)) return;
      const button = event.target.closest('button');
      // A submit button's click submits its form: that submit is what is held.
      if (!button || button.type === 'submit') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      state.held = { kind: 'press', element: button };
    },
    true,
  );
}

/** The console's loading state, pre-rendered in the reader's language (app/console-prerender.ts):
 * what React renders first there, painted before its code has arrived. */
function mountConsoleLoading(): void {
  const locale = initialLocale();
  const page = consoleStyled() ? preRendered(LOADING_TEMPLATE, locale) : null;
  if (page) mount(page, locale);
}

/** A copy of the markup pre-rendered in `locale` into `template[attribute]`, while #root is empty. */
function preRendered(attribute: string, locale: Locale): DocumentFragment | null {
  const template = document.querySelector<HTMLTemplateElement>(`template[${attribute}="${locale}"]`);
  if (!template || document.getElementById('root')?.firstChild !== null) return null;
  return document.importNode(template.content, true);
}

/** Puts `page` into #root, with `<html lang>` in `locale`. */
function mount(page: DocumentFragment, locale: Locale): void {
  document.getElementById('root')!.replaceChildren(page);
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
}
