import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';

/** Hashed build output: its names change with its content, so a browser may keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built console under `root`. Files under `/assets/` (Vite's hashed output) are cached by the
 * browser for a year without asking again; everything else (index.html, which names them) is asked
 * again on every load, so a new build is picked up at once. A file the build wrote a `.gz` for
 * (packages/app/vite.config.ts: precompressPlugin) is sent gzip-encoded to a browser that accepts it
 * (`Vary: Accept-Encoding`), as it is on disk: no compression work per request. The hashed files
 * are kept in memory once read (`assetsFromMemory`).
 */
export function mountStaticFiles(app: OpenAPIHono, root: string): void {
  app.use('/assets/*', assetsFromMemory(root));
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

/** A hashed file with the encodings the build wrote for it. */
type Asset = { type: string; modified: string; identity: Buffer; gzip?: Buffer; br?: Buffer };

/** What the memory may hold, and the largest file it keeps (larger ones stream from disk). */
const ASSET_MEMORY = { total: 64 * 1024 * 1024, file: 4 * 1024 * 1024 };

/** A name Vite writes under assets/: no directory, no dot first. */
const ASSET_NAME = /^[\w-][\w.-]*$/;

/**
 * Serves `/assets/<name>` from memory after its first read: a console's cold load asks for dozens
 * of these at once, and reading each from disk again (stat, encodings, stream) cost ~0.5 ms of the
 * server's one thread per file. The names change with the content, so what is kept never goes
 * stale. Anything else (a range request, a file not there, past the memory's limits) goes on to
 * the disk-reading handler.
 */
function assetsFromMemory(root: string): MiddlewareHandler {
  const dir = path.join(root, 'assets');
  const kept = new Map<string, Asset>();
  let held = 0;
  const read = async (name: string): Promise<Asset | undefined> => {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || info.size > ASSET_MEMORY.file) return undefined;
    const [identity, gzip, br] = await Promise.all([
      readFile(file),
      readFile(`${file}.gz`).catch(() => undefined),
      readFile(`${file}.br`).catch(() => undefined),
    ]);
    const size = identity.length + (gzip?.length ?? 0) + (br?.length ?? 0);
    const asset: Asset = {
      type: getMimeType(name) ?? 'application/octet-stream',
      modified: info.mtime.toUTCString(),
      identity,
      ...(gzip ? { gzip } : {}),
      ...(br ? { br } : {}),
    };
    // Past the memory's limit the file streams from disk, one encoding per request.
    if (held + size > ASSET_MEMORY.total) return undefined;
    if (!kept.has(name)) {
      kept.set(name, asset);
      held += size;
    }
    return asset;
  };
  return async (c, next) => {
    const method = c.req.method;
    const name = c.req.path.slice('/assets/'.length);
    if ((method !== 'GET' && method !== 'HEAD') || c.req.header('range') || !ASSET_NAME.test(name)) {
      return next();
    }
    const asset = kept.get(name) ?? (await read(name));
    if (!asset) return next();
    const accepts = c.req.header('accept-encoding') ?? '';
    const [encoding, body] =
      asset.br && /\bbr\b/.test(accepts)
        ? ['br', asset.br]
        : asset.gzip && /\bgzip\b/.test(accepts)
          ? ['gzip', asset.gzip]
          : [undefined, asset.identity];
    const headers: Record<string, string> = {
      'content-type': asset.type,
      'content-length': String(body.length),
      'cache-control': IMMUTABLE,
      'last-modified': asset.modified,
    };
    if (asset.gzip || asset.br) headers.vary = 'Accept-Encoding';
    if (encoding) headers['content-encoding'] = encoding;
    if (method === 'HEAD') return c.body(null, 200, headers);
    // Buffers read from a file own their memory (an ArrayBuffer, never a shared one).
    return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), 200, headers);
  };
}
