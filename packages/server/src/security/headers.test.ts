// Security headers on every kind of answer (issue 20, item 9): the console's HTML and assets,
// the API docs, API successes, business failures, 4xx and 404s, files, and the transport's 413.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { runMigrations } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { serverRoot } from '../env.ts';
import { CONTENT_SECURITY_POLICY } from '../lib/headers.ts';
import { BASIC, createTestDatabase, SEED, tenantHeader } from '../test/server.ts';

const staticDir = mkdtempSync(path.join(tmpdir(), 'pocket-static-'));
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
mkdirSync(path.join(staticDir, 'assets'));
writeFileSync(path.join(staticDir, 'assets', 'index.js'), 'console.log(1)');

let app: ReturnType<typeof createApp>;
let close: () => Promise<void>;
beforeAll(async () => {
  const { database, drop } = await createTestDatabase();
  await runMigrations(database);
  await seed(database.db, { loginLogDays: 1 });
  app = createApp({ db: database.db, env: { STATIC_DIR: staticDir, NODE_ENV: 'test' } });
  close = async () => {
    await database.close();
    await drop();
  };
});
afterAll(() => close?.());

const anon = { authorization: BASIC, tenant: tenantHeader(SEED.demoTenant) };
const json = { 'content-type': 'application/json' };

/** One request of each kind of answer the server gives, and the status it answers. */
const answers: [string, () => Response | Promise<Response>, number][] = [
  ['the console page', () => app.request('/'), 200],
  ['the console index.html', () => app.request('/index.html'), 200],
  ['a console asset', () => app.request('/assets/index.js'), 200],
  ['a missing static file', () => app.request('/nothing-here.js'), 404],
  ['the API docs page', () => app.request('/api/docs'), 200],
  ['the OpenAPI document', () => app.request('/api/openapi.json'), 200],
  ['the health call', () => app.request('/api/health'), 200],
  ['a captcha image (a file answer)', () => app.request('/api/oauth/anno/captcha?key=headers1'), 200],
  [
    'a business failure (a wrong captcha)',
    () =>
      app.request('/api/oauth/noToken/login', {
        method: 'POST',
        headers: { ...anon, ...json },
        body: JSON.stringify({
          grantType: 'password',
          account: 'admin',
          password: 'wrong-password',
          key: 'headers-business',
          code: 'nope',
        }),
      }),
    200,
  ],
  ['a call without token (401)', () => app.request('/api/authority/user/page', { method: 'POST' }), 401],
  [
    'malformed JSON (400)',
    () =>
      app.request('/api/oauth/noToken/login', { method: 'POST', headers: { ...anon, ...json }, body: '{' }),
    400,
  ],
  [
    'a body past its limit (413)',
    () =>
      app.request('/api/oauth/noToken/login', {
        method: 'POST',
        headers: { ...anon, ...json },
        body: ' '.repeat(2 * 1024 * 1024),
      }),
    413,
  ],
  ['an unknown API path (404)', () => app.request('/api/no/such/thing'), 404],
  [
    'a missing file (404)',
    () => app.request('/api/file/anno/attachment/1/0123456789abcdef0123456789abcdef.png'),
    404,
  ],
];

describe('security headers', () => {
  it.each(answers)('are sent on %s', async (_name, send, status) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('allow no inline script, no eval, no other origin, and no framing', () => {
    const directives = new Map(
      CONTENT_SECURITY_POLICY.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('fit the console: its HTML (source and build) loads every script from a file', () => {
    const pages = [
      path.resolve(serverRoot, '../app/index.html'),
      path.resolve(serverRoot, '../app/dist/index.html'),
    ];
    for (const page of pages.filter((p) => existsSync(p))) {
      const html = readFileSync(page, 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, content] of scripts) {
        expect(attributes).toMatch(/\bsrc=/);
        expect(content?.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+=/i);
    }
  });
});
