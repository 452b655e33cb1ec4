import type { MiddlewareHandler } from 'hono';

/**
 * The Content-Security-Policy of every answer (console, website, API docs, API). Scripts load only
 * from this origin as files — no inline script, no eval, no other host — so injected markup (a
 * message's HTML, a crafted name) cannot run code that would read the tokens the console keeps in
 * localStorage, and `connect-src 'self'` keeps a script that did run from sending them elsewhere.
 * Styles may be inline: a message's HTML keeps the sanitiser's allow-listed styles (colour, weight),
 * and a style cannot run code. Images may be data: URLs (the favicon) and blobs (previews).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  // For browsers that predate frame-ancestors.
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

/** Sets SECURITY_HEADERS on every answer the app gives: success, error, file, static asset. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    try {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    } catch {
      // A response with immutable headers (one made by fetch) is copied once.
      c.res = new Response(c.res.body, c.res);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    }
  };
}
