import { randomBytes } from 'node:crypto';
import { blockListResource, endpoints, rateLimiterResource } from '@pocket/contract';
import type { BlockList, RateLimiter } from '@pocket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { memoryCounter, redisCounter } from '../../lib/rate-limit.ts';
import type { RateCounter } from '../../lib/rate-limit.ts';
import { SEED, createTestServer } from '../../test/server.ts';
import type { TestServer } from '../../test/server.ts';

const { blockListCreate, blockListUpdate, blockListDelete } = blockListResource.endpoints;
const { rateLimiterCreate, rateLimiterDelete } = rateLimiterResource.endpoints;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A rule applies on every instance within a second of its change; this leaves room for a
 * loaded machine. */
const TAKES_EFFECT_MS = 2_000;

type App = { request: TestServer['app']['request'] };

/** A bare request from an address (tests have no socket: the server reads X-Forwarded-For). */
async function from(
  app: App,
  ip: string,
  path: string,
  init: { method?: string; token?: string; lang?: 'zh' | 'en' } = {},
) {
  return await app.request(path, {
    method: init.method ?? 'GET',
    headers: {
      'x-forwarded-for': ip,
      'accept-language': init.lang === 'zh' ? 'zh-CN' : 'en',
      ...(init.token ? { token: `Bearer ${init.token}` } : {}),
    },
  });
}

/** Asks until `ok` holds or the time is up; answers the last response. */
async function until(ask: () => Promise<Response>, ok: (r: Response) => boolean, ms = TAKES_EFFECT_MS) {
  const end = Date.now() + ms;
  for (;;) {
    const r = await ask();
    if (ok(r) || Date.now() > end) return r;
    await new Promise((done) => setTimeout(done, 50));
  }
}

const is = (status: number) => (r: Response) => r.status === status;
const health = endpoints.health.path;

describe.each([
  ['in memory', () => Promise.resolve(memoryCounter())],
  ['in Redis', (prefix: string) => redisCounter(REDIS_URL, prefix)],
])('the gateway with counts %s', (store, counterFor) => {
  // Instances of one deployment share the Redis key space (a run of its own here).
  const prefix = `pocket:test:${randomBytes(4).toString('hex')}:`;
  const makeCounter = () => counterFor(prefix);
  let s: TestServer;
  let platform: string;
  let counter: RateCounter;
  let counters: RateCounter[] = [];
  const made: { block: string[]; rate: string[] } = { block: [], rate: [] };

  beforeAll(async () => {
    counter = await makeCounter();
    counters = [counter];
    s = await createTestServer({ rateCounter: counter });
    platform = (await s.login(SEED.adminAccount, SEED.password, SEED.platformTenant)).token;
  });
  afterAll(async () => {
    await Promise.all(counters.map((c) => c.close()));
    await s.close();
  });

  const asPlatform = { tenant: SEED.platformTenant, lang: 'en' as const };
  async function block(rule: Record<string, unknown>) {
    const r = await s.call<BlockList>(blockListCreate.path, { ...asPlatform, token: platform, body: rule });
    expect(r.body.isSuccess, r.body.msg).toBe(true);
    made.block.push(r.body.data.id);
    return r.body.data;
  }
  async function limit(rule: Record<string, unknown>) {
    const r = await s.call<RateLimiter>(rateLimiterCreate.path, {
      ...asPlatform,
      token: platform,
      body: rule,
    });
    expect(r.body.isSuccess, r.body.msg).toBe(true);
    made.rate.push(r.body.data.id);
    return r.body.data;
  }
  async function unblock(id: string) {
    await s.call(blockListDelete.path, { ...asPlatform, method: 'DELETE', token: platform, body: [id] });
  }

  it('refuses a blocked address with 403, a code and a message in the caller’s language, within a second', async () => {
    expect((await from(s.app, '10.9.9.9', `/api${health}`)).status).toBe(200);
    const rule = await block({ ip: '10.9.9.9', describe: 'a scraper' });
    const refused = await until(() => from(s.app, '10.9.9.9', `/api${health}`), is(403));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: -16,
      isSuccess: false,
      msg: 'This request is refused by the gateway’s block list',
    });
    const zh = await from(s.app, '10.9.9.9', `/api${health}`, { lang: 'zh' });
    expect(((await zh.json()) as { msg: string }).msg).toBe('请求已被网关拦截（黑名单）');
    // Before authentication: a sign-in from there is refused too, and other addresses pass.
    expect((await from(s.app, '10.9.9.9', '/api/oauth/noToken/login', { method: 'POST' })).status).toBe(403);
    expect((await from(s.app, '10.9.9.8', `/api${health}`)).status).toBe(200);
    await unblock(rule.id);
    expect((await until(() => from(s.app, '10.9.9.9', `/api${health}`), is(200))).status).toBe(200);
  });

  it('matches IPv4 and IPv6 ranges, methods and path patterns', async () => {
    const v4 = await block({ ip: '10.20.0.0/16', requestUri: '/api/health' });
    const v6 = await block({ ip: '2001:db8::/32', requestUri: '/api/health' });
    const del = await block({
      ip: '10.30.0.1',
      requestUri: '/api/authority/*/x/**',
      requestMethod: 'DELETE',
    });
    // The last rule made is there once it refuses: the others are loaded with it.
    await until(() => from(s.app, '10.30.0.1', '/api/authority/user/x', { method: 'DELETE' }), is(403));
    expect((await from(s.app, '10.20.255.1', `/api${health}`)).status).toBe(403);
    expect((await from(s.app, '10.21.0.1', `/api${health}`)).status).toBe(200);
    expect((await from(s.app, '2001:db8:1::5', `/api${health}`)).status).toBe(403);
    expect((await from(s.app, '2001:db9::5', `/api${health}`)).status).toBe(200);
    // Only the path the pattern names: another path from the range passes.
    expect((await from(s.app, '10.20.255.1', '/api/oauth/anno/providers')).status).toBe(200);
    // Method and pattern: one segment for '*', any number for '**'.
    expect((await from(s.app, '10.30.0.1', '/api/authority/user/x/1/2', { method: 'DELETE' })).status).toBe(
      403,
    );
    expect((await from(s.app, '10.30.0.1', '/api/authority/user/x', { method: 'DELETE' })).status).toBe(403);
    expect((await from(s.app, '10.30.0.1', '/api/authority/a/b/x/1', { method: 'DELETE' })).status).not.toBe(
      403,
    );
    expect((await from(s.app, '10.30.0.1', '/api/authority/user/x/1', { method: 'GET' })).status).not.toBe(
      403,
    );
    for (const id of [v4.id, v6.id, del.id]) await unblock(id);
  });

  it('applies a rule only within its daily window and while it is enabled', async () => {
    const now = new Date();
    const at = (minutes: number) => {
      const d = new Date(now.getTime() + minutes * 60_000);
      return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
    };
    const inside = await block({ ip: '10.40.0.1', limitStart: at(-5), limitEnd: at(5) });
    const outside = await block({ ip: '10.40.0.2', limitStart: at(10), limitEnd: at(20) });
    await until(() => from(s.app, '10.40.0.1', `/api${health}`), is(403));
    expect((await from(s.app, '10.40.0.1', `/api${health}`)).status).toBe(403);
    expect((await from(s.app, '10.40.0.2', `/api${health}`)).status).toBe(200);
    // Switched off: no longer applied, without a restart.
    const off = await s.call(blockListUpdate.path, {
      ...asPlatform,
      method: 'PUT',
      token: platform,
      body: { id: inside.id, ip: '10.40.0.1', state: false },
    });
    expect(off.body.isSuccess, off.body.msg).toBe(true);
    expect((await until(() => from(s.app, '10.40.0.1', `/api${health}`), is(200))).status).toBe(200);
    // A window needs both ends.
    const half = await s.call(blockListCreate.path, {
      ...asPlatform,
      token: platform,
      body: { ip: '10.40.0.3', limitStart: '08:00' },
    });
    expect(half.status).toBe(400);
    expect(half.body.extra?.issues?.map((i) => `${i.path.join('.')}=${i.code}`)).toEqual([
      'limitEnd=required',
    ]);
    for (const id of [inside.id, outside.id]) await unblock(id);
  });

  it('refuses a rule that would lock the platform administrator out of signing in from 127.0.0.1', async () => {
    for (const rule of [
      { ip: '0.0.0.0/0' },
      { ip: '127.0.0.0/8' },
      { ip: '0.0.0.0/0', requestUri: '/api/oauth/**' },
      { ip: '::1', requestUri: '/**' },
      { ip: '127.0.0.1', requestUri: '/', requestMethod: 'GET' },
    ]) {
      const r = await s.call(blockListCreate.path, { ...asPlatform, token: platform, body: rule });
      expect(r.body.isSuccess, JSON.stringify(rule)).toBe(false);
      expect(r.body.msg).toMatch(
        /^This rule would stop the platform administrator signing in from 127\.0\.0\.1 \(/,
      );
    }
    const zh = await s.call(blockListCreate.path, {
      ...asPlatform,
      lang: 'zh',
      token: platform,
      body: { ip: '127.0.0.1' },
    });
    expect(zh.body.msg).toMatch(/^该规则会阻止平台管理员从 127\.0\.0\.1 登录/);
    // Narrow enough: another path, another address, or switched off.
    const fine = await block({ ip: '127.0.0.1', requestUri: '/api/course/**' });
    const elsewhere = await block({ ip: '192.0.2.0/24' });
    const disabled = await block({ ip: '0.0.0.0/0', state: false });
    // Switching on a rule that would lock out is refused as well.
    const on = await s.call(blockListUpdate.path, {
      ...asPlatform,
      method: 'PUT',
      token: platform,
      body: { id: disabled.id, ip: '0.0.0.0/0', state: true },
    });
    expect(on.body.isSuccess).toBe(false);
    // A rate rule covering the sign-in must allow 30 requests per interval and per minute.
    for (const [count, intervalSec] of [
      [5, 60],
      [30, 120],
    ]) {
      const r = await s.call(rateLimiterCreate.path, {
        ...asPlatform,
        token: platform,
        body: { count, intervalSec },
      });
      expect(r.body.msg).toMatch(/must allow at least 30 requests per interval and per minute/);
    }
    const generous = await limit({ count: 600, intervalSec: 60 });
    await s.call(rateLimiterDelete.path, {
      ...asPlatform,
      method: 'DELETE',
      token: platform,
      body: [generous.id],
    });
    for (const id of [fine.id, elsewhere.id, disabled.id]) await unblock(id);
  });

  it('answers 429 with Retry-After past a rate rule, per address', async () => {
    const rule = await limit({ requestUri: '/api/health', count: 3, intervalSec: 60, ip: '10.50.0.0/24' });
    expect(rule.limitBy).toEqual({ code: 'IP', desc: 'Per address' });
    // The rule applies once every instance has it: wait for the first refusal, then count afresh
    // from another address of the range.
    await until(async () => from(s.app, '10.50.0.1', `/api${health}`), is(429));
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await from(s.app, '10.50.0.2', `/api${health}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await from(s.app, '10.50.0.2', `/api${health}`);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({
      code: -17,
      msg: expect.stringMatching(/^Too many requests: please try again in \d+ s$/),
    });
    // Another address has a window of its own.
    expect((await from(s.app, '10.50.0.3', `/api${health}`)).status).toBe(200);
    await s.call(rateLimiterDelete.path, {
      ...asPlatform,
      method: 'DELETE',
      token: platform,
      body: [rule.id],
    });
    expect((await until(() => from(s.app, '10.50.0.2', `/api${health}`), is(200))).status).toBe(200);
  });

  it('counts per signed-in user when the rule says so (callers without a token by address)', async () => {
    const admin = (await s.login()).token;
    const staff = (await s.login(SEED.staffAccount)).token;
    const rule = await limit({
      requestUri: '/api/oauth/resource/visible',
      count: 2,
      intervalSec: 60,
      limitBy: 'USER',
      ip: '10.60.0.0/24',
    });
    const visible = (token: string) => from(s.app, '10.60.0.1', '/api/oauth/resource/visible', { token });
    await until(() => visible(admin), is(429));
    // The admin's window is used up; the staff user, from the same address, has one of its own.
    expect((await visible(admin)).status).toBe(429);
    expect([
      (await visible(staff)).status,
      (await visible(staff)).status,
      (await visible(staff)).status,
    ]).toEqual([200, 200, 429]);
    await s.call(rateLimiterDelete.path, {
      ...asPlatform,
      method: 'DELETE',
      token: platform,
      body: [rule.id],
    });
  });

  it('holds on a second instance of the server on the same database (rules; counts when they are shared)', async () => {
    const second = await makeCounter();
    counters.push(second);
    const other = createApp({
      db: s.db,
      env: { STATIC_DIR: '/nonexistent', NODE_ENV: 'test' },
      rateCounter: second,
    });
    const rule = await block({ ip: '10.70.0.1' });
    expect((await until(() => from(other, '10.70.0.1', `/api${health}`), is(403))).status).toBe(403);
    await unblock(rule.id);
    expect((await until(() => from(other, '10.70.0.1', `/api${health}`), is(200))).status).toBe(200);

    const rate = await limit({ requestUri: '/api/health', ip: '10.71.0.0/24', count: 3, intervalSec: 60 });
    await until(() => from(s.app, '10.71.0.1', `/api${health}`), is(429));
    await until(() => from(other, '10.71.0.9', `/api${health}`), is(429));
    const statuses = [];
    for (const app of [s.app, other, s.app, other])
      statuses.push((await from(app, '10.71.0.2', `/api${health}`)).status);
    // Redis shares the windows between instances; memory counts each instance apart.
    const shared = store === 'in Redis';
    expect(statuses).toEqual(shared ? [200, 200, 200, 429] : [200, 200, 200, 200]);
    await s.call(rateLimiterDelete.path, {
      ...asPlatform,
      method: 'DELETE',
      token: platform,
      body: [rate.id],
    });
  });
});
