/**
 * The console's stylesheet (styles.css: every utility the console and the kit use). The console
 * imports it with its code; the sign-in page paints with its own small sheet (sign-in.css) and
 * loads this one with what it loads later (its deferred services, the language menu, alerts),
 * so that what those render is styled when it appears. Once: the browser keeps the sheet.
 */
let loading: Promise<unknown> | undefined;

export function loadConsoleStyles(): Promise<unknown> {
  return (loading ??= import('../styles.css').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
}
