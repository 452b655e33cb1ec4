// Serves the static Storybook build (storybook-static) on 127.0.0.1 for the visual tests and for
// reviewing it by hand: `node packages/ui/visual/serve-static.mjs [port]` then open the address.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

// STORYBOOK_DIR serves another build, e.g. one with a deliberate change to see the suite fail.
const root = path.resolve(
  process.env.STORYBOOK_DIR ?? path.join(import.meta.dirname, '../../../storybook-static'),
);
const port = Number(process.argv[2] ?? process.env.STORYBOOK_PORT ?? 6030);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

if (!existsSync(path.join(root, 'index.json'))) {
  console.error(`No Storybook build in ${root}: run 'pnpm run build-storybook -o storybook-static' first.`);
  process.exit(1);
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let file = path.join(root, decodeURIComponent(url.pathname));
  if (!file.startsWith(root)) return void res.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!existsSync(file)) return void res.writeHead(404).end('Not found');
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`Storybook build on http://127.0.0.1:${port}/`));
