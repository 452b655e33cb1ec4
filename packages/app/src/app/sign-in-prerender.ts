import type { Locale } from '@pocket/i18n';

// The admin sign-in page, pre-rendered into index.html at build time in each language
// (vite-sign-in-prerender.ts), so it paints and takes input before the page's modules have
// arrived (issue 19). src/prelude.ts, the classic script index.html runs first, starts its captcha
// image and the markup's stylesheet, mounts the reader's language into #root and holds
// a submit or a button press until React has taken the page over; main.tsx then hydrates the same
// markup (the nodes stay: typed text, focus and the loaded captcha image are kept), and the page's
// first effect releases what was held. This module is what the two sides share.

/** What the user did on the pre-rendered page before React had it: done again once it has. */
export type HeldAction = { kind: 'submit'; form: HTMLFormElement } | { kind: 'press'; element: HTMLElement };

export type PrerenderedSignIn = {
  locale: Locale;
  /** The captcha key of its image, whose loading the prelude started. */
  key: string;
  /** That image: the markup's captcha image once mounted. */
  image: HTMLImageElement;
  /** Whether the markup's stylesheet was written into the head (not when the stored theme is
   * another than the default one the markup paints in). */
  styled: boolean;
  /** Set once its markup is in #root. */
  mounted: boolean;
  /** Set when React has the page (or renders it anew): the prelude's guard stands down. */
  released: boolean;
  /** The last submit or button press before then. */
  held: HeldAction | null;
};

/** The captcha key the pre-rendered markup carries; the prelude writes the page's own in its place. */
export const PRERENDER_CAPTCHA_KEY = '00000000000000000000000000000000';

/** The template element of each language's pre-rendered page: `template[data-sign-in="<locale>"]`. */
export const PRERENDER_TEMPLATE = 'data-sign-in';

/** The attribute of the prelude's script element in the head that gives the markup's stylesheet. */
export const PRERENDER_STYLESHEET = 'data-sign-in-stylesheet';

const GLOBAL = '__pocketSignIn';
type Holder = { [GLOBAL]?: PrerenderedSignIn };

/** The prelude's state of the sign-in page: its captcha, and its pre-rendered markup if mounted or mounting. */
export function prerenderedSignIn(): PrerenderedSignIn | undefined {
  return (globalThis as Holder)[GLOBAL];
}

export function publishPrerenderedSignIn(state: PrerenderedSignIn): void {
  (globalThis as Holder)[GLOBAL] = state;
}

/**
 * React has hydrated the pre-rendered page: the guard stands down and the held submit or press is
 * done again, now with React's handlers. Called by the page's first effect; once.
 */
export function releasePrerenderedSignIn(): void {
  const state = prerenderedSignIn();
  if (!state || state.released) return;
  state.released = true;
  const held = state.held;
  state.held = null;
  if (held?.kind === 'submit' && held.form.isConnected) held.form.requestSubmit();
  if (held?.kind === 'press' && held.element.isConnected) {
    // Radix's tab triggers select on mouse down, other buttons act on click.
    held.element.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
    held.element.click();
  }
}

/** React renders the page itself (the markup was not mounted, or not in the page's language): the
 * guard stands down, nothing held is done again, and a mount still pending does not happen. */
export function abandonPrerenderedSignIn(): void {
  const state = prerenderedSignIn();
  if (!state) return;
  state.released = true;
  state.held = null;
}
