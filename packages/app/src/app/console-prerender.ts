// The loading state every page but the admin sign-in shows first (the router's, app/route-loading.tsx),
// pre-rendered into index.html at build time in each language (vite-sign-in-prerender.ts). The
// prelude (src/prelude.ts) writes the console's stylesheet into the head and mounts the reader's
// language into #root, so the page paints at once instead of blank until its code has arrived
// (issue 19: the dashboard's first paint moved from ~430 ms to ~140 ms on the bench's machine).
// React then renders into #root, replacing it with the same loading state, then the page. Not
// with a stored theme other than the default one the markup paints in. What the two sides share:

/** The template element of each language's loading state: `template[data-console-loading="<locale>"]`. */
export const LOADING_TEMPLATE = 'data-console-loading';

/** The attribute of the prelude's script element in the head that gives the console's stylesheet. */
export const CONSOLE_STYLESHEET = 'data-console-stylesheet';

const GLOBAL = '__pocketConsoleStyled';
type Holder = { [GLOBAL]?: boolean };

/** Whether the prelude wrote the console's stylesheet into the head (its first run). */
export const consoleStyled = (): boolean => (globalThis as Holder)[GLOBAL] === true;

export function markConsoleStyled(): void {
  (globalThis as Holder)[GLOBAL] = true;
}
