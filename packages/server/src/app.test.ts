import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import type { Database } from './db/client.ts';
import { readEnv } from './env.ts';

describe('server app', () => {
  const staticDir = mkdtempSync(path.join(tmpdir(), 'pocket-static-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  // A hashed chunk with the `.gz` the app's build writes beside it.
  const chunk = `export const words = ${JSON.stringify('pocket course '.repeat(200))};`;
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'assets', 'entry-AbC123.js'), chunk);
  writeFileSync(path.join(staticDir, 'assets', 'entry-AbC123.js.gz'), gzipSync(chunk));
  writeFileSync(path.join(staticDir, 'assets', 'plain-XyZ789.css'), 'body{margin:0}');
  let database: Database;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    database = await openDatabase({});
    app = createApp({ db: database.db, env: { STATIC_DIR: staticDir, NODE_ENV: 'test' } });
  });
  afterAll(() => database.close());

  it('answers the health call in the R<T> envelope', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { code: number; timestamp: unknown };
    expect(body).toMatchObject({ code: 0, msg: 'ok', isSuccess: true, data: { status: 'UP' } });
    expect(typeof body.timestamp).toBe('number');
  });

  it('publishes the OpenAPI document and the docs page without a CDN', async () => {
    const res = await app.request('/api/openapi.json');
    const doc = (await res.json()) as { paths: Record<string, { get?: unknown }> };
    expect(doc.paths['/api/health']?.get).toBeDefined();
    const page = await (await app.request('/api/docs')).text();
    expect(page).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(page).not.toMatch(/https?:\/\//);
    const js = await app.request('/api/docs/assets/swagger-ui-bundle.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toContain('javascript');
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await app.request('/api/nothing/here', { headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ isSuccess: false, msg: 'Sorry, resource not found' });
  });

  it('serves the built console at /, asked again on every load (a new build shows at once)', async () => {
    const res = await app.request('/');
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it("sends the build's .gz of a file to a browser that accepts gzip, the file itself to one that does not", async () => {
    const packed = await app.request('/assets/entry-AbC123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(packed.status).toBe(200);
    expect(packed.headers.get('content-encoding')).toBe('gzip');
    expect(packed.headers.get('vary')).toContain('Accept-Encoding');
    expect(packed.headers.get('content-type')).toContain('javascript');
    const bytes = Buffer.from(await packed.arrayBuffer());
    expect(bytes.length).toBeLessThan(chunk.length / 4);
    expect(gunzipSync(bytes).toString()).toBe(chunk);

    const plain = await app.request('/assets/entry-AbC123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(chunk);

    // No .gz written (too small to gain): sent as it is, whatever the browser accepts.
    const css = await app.request('/assets/plain-XyZ789.css', { headers: { 'accept-encoding': 'gzip' } });
    expect(css.headers.get('content-encoding')).toBeNull();
    expect(await css.text()).toBe('body{margin:0}');
  });

  it('keeps a hashed build file in memory once read: later answers need no disk', async () => {
    const name = 'kept-Q1w2E3.js';
    const source = `export const kept = ${JSON.stringify('kept '.repeat(300))};`;
    writeFileSync(path.join(staticDir, 'assets', name), source);
    writeFileSync(path.join(staticDir, 'assets', `${name}.gz`), gzipSync(source));
    const first = await app.request(`/assets/${name}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await first.arrayBuffer())).toString()).toBe(source);
    rmSync(path.join(staticDir, 'assets', name));
    rmSync(path.join(staticDir, 'assets', `${name}.gz`));
    const packed = await app.request(`/assets/${name}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(packed.status).toBe(200);
    expect(packed.headers.get('content-encoding')).toBe('gzip');
    expect(packed.headers.get('vary')).toContain('Accept-Encoding');
    expect(packed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(packed.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(gunzipSync(Buffer.from(await packed.arrayBuffer())).toString()).toBe(source);
    const plain = await app.request(`/assets/${name}`);
    expect(plain.headers.get('content-type')).toContain('javascript');
    expect(plain.headers.get('content-length')).toBe(String(source.length));
    expect(await plain.text()).toBe(source);
    const head = await app.request(`/assets/${name}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers a range of a build file from the disk, and nothing outside the build by a crafted name', async () => {
    const part = await app.request('/assets/entry-AbC123.js', { headers: { range: 'bytes=0-5' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('export');
    const outside = path.basename(staticDir);
    writeFileSync(path.join(staticDir, '..', `${outside}.secret`), 'not for the browser');
    for (const crafted of [
      `/assets/..%2F..%2F${outside}.secret`,
      `/assets/%2e%2e/%2e%2e/${outside}.secret`,
      `/assets/..%5C..%5C${outside}.secret`,
    ]) {
      const res = await app.request(crafted);
      expect(await res.text()).not.toContain('not for the browser');
    }
    rmSync(path.join(staticDir, '..', `${outside}.secret`));
  });

  it('lets the browser keep hashed build files a year without asking again', async () => {
    const res = await app.request('/assets/entry-AbC123.js');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await app.request('/assets/gone-000000.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable');
  });
});

describe('readEnv', () => {
  it('defaults to 127.0.0.1 and the embedded database', () => {
    const env = readEnv({});
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/pglite$/);
    expect(env.DATABASE_POOL_SIZE).toBe(20);
    expect(env.DATABASE_PREPARED_STATEMENTS).toBe(500);
  });

  it('takes how many statements a connection keeps prepared from DATABASE_PREPARED_STATEMENTS (0 = off)', () => {
    expect(readEnv({ DATABASE_PREPARED_STATEMENTS: '0' }).DATABASE_PREPARED_STATEMENTS).toBe(0);
    expect(() => readEnv({ DATABASE_PREPARED_STATEMENTS: '-1' })).toThrow(/DATABASE_PREPARED_STATEMENTS/);
  });

  it('takes the PostgreSQL pool size from DATABASE_POOL_SIZE and refuses a size below 1', () => {
    expect(readEnv({ DATABASE_POOL_SIZE: '50' }).DATABASE_POOL_SIZE).toBe(50);
    expect(() => readEnv({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('rejects a malformed DATABASE_URL with a readable message', () => {
    expect(() => readEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
  });
});
