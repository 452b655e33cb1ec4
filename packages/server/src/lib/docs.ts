import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';

const require = createRequire(import.meta.url);

const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
};

const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Pocket Course API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/swagger-ui-standalone-preset.js"></script>
<script src="/api/docs/assets/init.js"></script>
</body></html>`;

const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui',
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout',
  validatorUrl: null, persistAuthorization: true });`;

/** The interactive API reference at /api/docs, served from swagger-ui-dist (no CDN). */
export function mountDocs(app: OpenAPIHono) {
  const dir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const cache = new Map<string, Buffer>();
  app.get('/api/docs', (c) => c.html(page));
  app.get('/api/docs/assets/init.js', (c) =>
    c.body(init, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  app.get('/api/docs/assets/:file', (c) => {
    const file = c.req.param('file');
    const type = assets[file];
    if (!type) return c.notFound();
    let body = cache.get(file);
    if (!body) {
      body = readFileSync(path.join(dir, file));
      cache.set(file, body);
    }
    return c.body(new Uint8Array(body), 200, {
      'content-type': type,
      'cache-control': 'public, max-age=86400',
    });
  });
}
