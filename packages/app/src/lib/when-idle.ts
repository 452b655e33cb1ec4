/**
 * Runs `run` once the page is idle (at the latest after `timeoutMs`); returns a cancel. For code
 * a page will likely want soon but not for its first paint: a screen's form dialog.
 */
export function whenIdle(run: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
}
