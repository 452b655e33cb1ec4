import { serveStatic } from '@hono/node-server/serve-static';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';

/** Hashed build output: its names change with its content, so a browser may keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built console under `root`. Files under `/assets/` (Vite's hashed output) are cached by the
 * browser for a year without asking again; everything else (index.html, which names them) is asked
 * again on every load, so a new build is picked up at once. A file the build wrote a `.gz` for
 * (packages/app/vite.config.ts: precompressPlugin) is sent gzip-encoded to a browser that accepts it
 * (`Vary: Accept-Encoding`), as it is on disk: no compression work per request.
 */
export function mountStaticFiles(app: OpenAPIHono, root: string): void {
  app.use('/*', cached(serveStatic({ root, precompressed: true })));
  app.get('/', cached(serveStatic({ path: `${root}/index.html`, precompressed: true })));
}

/** The file `serve` answers with its cache-control header (a file not found goes on untouched). */
function cached(serve: MiddlewareHandler): MiddlewareHandler {
  return async (c, next) => {
    const res = await serve(c, next);
    if (res instanceof Response && res.status < 400) {
      res.headers.set('cache-control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    }
    return res;
  };
}
