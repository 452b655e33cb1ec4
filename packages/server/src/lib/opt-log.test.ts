import { endpoints, isSecretName, secretKeysOf } from '@pocket/contract';
import type { EndpointDef, OptLog } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/server.ts';
import { logParams, MASK } from './opt-log.ts';

const { s, admin } = useTestServer({ loginLogDays: 1 }, ['admin']);

const SENTINEL = 'S3CRET-VALUE-42';

/** A value for an input schema with every secret field set to SENTINEL (other fields: "x"). */
function sample(schema: unknown, secrets: ReadonlySet<string>, depth = 0): unknown {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
  if (!def || depth > 6) return 'x';
  if (def.type === 'object') {
    return Object.fromEntries(
      Object.entries(def.shape as Record<string, unknown>).map(([k, v]) => [
        k,
        secrets.has(k) ? SENTINEL : sample(v, secrets, depth + 1),
      ]),
    );
  }
  if (def.type === 'array') return [sample(def.element, secrets, depth + 1)];
  for (const key of ['innerType', 'in']) if (def[key]) return sample(def[key], secrets, depth + 1);
  if (Array.isArray(def.options)) return sample(def.options[0], secrets, depth + 1);
  return 'x';
}

describe('operation log masking', () => {
  const all = Object.entries(endpoints as Record<string, EndpointDef>);

  it('finds the secrets of the contract by name and by mark', () => {
    const found = new Set(all.flatMap(([, d]) => [...secretKeysOf(d.body), ...secretKeysOf(d.query)]));
    for (const name of [
      'password',
      'oldPassword',
      'newPassword',
      'confirmPassword',
      'clientSecret',
      'refreshToken',
      'token',
      'code',
      'ticket',
      'sign',
      'sig',
    ])
      expect(found, name).toContain(name);
    expect(isSecretName('account')).toBe(false);
  });

  it('masks every secret field of every contract endpoint', () => {
    let checked = 0;
    for (const [name, def] of all) {
      const secrets = new Set([...secretKeysOf(def.body), ...secretKeysOf(def.query)]);
      if (secrets.size === 0) continue;
      const input = { body: sample(def.body, secrets), query: sample(def.query, secrets) };
      const logged = logParams(def, input) ?? '';
      expect(logged, name).not.toContain(SENTINEL);
      expect(logged, name).toContain(MASK);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('masks nested and unknown secret-named fields, and names files without reading them', () => {
    const def = {
      method: 'post',
      path: '/x',
      summary: 'x',
      auth: 'token',
      permission: null,
      body: z.object({}),
      response: { kind: 'file', contentType: 'x' },
    } as EndpointDef;
    const logged = logParams(def, {
      body: {
        user: { password: 'p1', nested: [{ apiKey: 'k' }] },
        file: new File(['abc'], 'a.xlsx'),
        name: 'kept',
      },
    });
    expect(logged).not.toMatch(/p1|"k"/);
    expect(logged).toContain('[file a.xlsx 3 B]');
    expect(logged).toContain('kept');
  });
});

describe('operation log by construction', () => {
  it('records every write with who, what, result and duration, passwords masked; never reads', async () => {
    const created = await s.call('/authority/user', {
      token: admin.token,
      lang: 'en',
      headers: { 'user-agent': 'LogTest/1.0' },
      body: { account: 'logged_1', name: 'Logged', password: 'secret99' },
    });
    expect(created.status).toBe(200);
    await s.call('/authority/user/me', { token: admin.token });
    await s.flushLog();
    const page = await s.page<OptLog>('/authority/optLog/page', {
      token: admin.token,
      body: { model: { requestUri: '/authority/user' } },
    });
    const row = page.body.data.records.find((r) => r.actionMethod === 'userCreate') as OptLog;
    expect(row).toMatchObject({
      type: 'OPT',
      httpMethod: 'POST',
      requestUri: '/api/authority/user',
      status: 200,
      classPath: '用户',
      // In the reader's language (zh unless the request asks for another).
      description: '新增用户',
      ua: 'LogTest/1.0',
    });
    const en = await s.call<OptLog>(`/authority/optLog/${row.id}`, { token: admin.token, lang: 'en' });
    expect(en.body.data.description).toBe('Create user');
    expect(en.body.data.classPath).toBe('User');
    // The filter finds the operation by the text the reader sees, in either language.
    for (const [lang, text] of [
      ['zh', '新增用户'],
      ['en', 'create user'],
    ] as const) {
      const found = await s.page<OptLog>('/authority/optLog/page', {
        token: admin.token,
        lang,
        body: { model: { description: text } },
      });
      expect(found.body.data.records.map((r) => r.id)).toContain(row.id);
    }
    expect(row.params).toContain('logged_1');
    expect(row.params).not.toContain('secret99');
    expect(row.params).toContain(MASK);
    expect(row.consumingTime).toBeGreaterThanOrEqual(0);
    expect(page.body.data.records.some((r) => r.httpMethod === 'GET')).toBe(false);
    expect((await s.call<OptLog>(`/authority/optLog/${row.id}`, { token: admin.token })).body.data.id).toBe(
      row.id,
    );
  });

  it('records sign-ins with the password masked, in the tenant signed into', async () => {
    await s.attemptLogin('admin', 'wrong-password-1');
    await s.flushLog();
    const page = await s.page<OptLog>('/authority/optLog/page', {
      token: admin.token,
      body: { model: { requestUri: 'login' } },
    });
    const row = page.body.data.records[0] as OptLog;
    expect(row.params).not.toContain('wrong-password-1');
    expect(row.type).toBe('EX');
  });

  it('records a refused request carrying NUL characters (stored replaced)', async () => {
    const r = await s.call('/authority/user/social/a%00b', { token: admin.token, method: 'DELETE' });
    expect(r.status).toBe(400);
    await s.flushLog();
    const page = await s.page<OptLog>('/authority/optLog/page', {
      token: admin.token,
      body: { model: { requestUri: 'social' } },
    });
    expect(page.body.data.records[0]?.requestUri).toBe('/api/authority/user/social/a\uFFFDb');
  });

  it('clears the log before a date, and a write never fails when the log cannot be written', async () => {
    const cleared = await s.call<{ deleted: number }>('/authority/optLog/clear', {
      token: admin.token,
      method: 'DELETE',
      body: { before: '2999-01-01' },
    });
    expect(cleared.body.data.deleted).toBeGreaterThan(0);
    // The log's table gone: the request is answered as ever, the entry is dropped with a warning.
    await s.sql(sql`alter table opt_log rename to opt_log_away`);
    try {
      const r = await s.call('/authority/org', { token: admin.token, body: { label: 'Still works' } });
      expect(r.status).toBe(200);
      await s.flushLog();
    } finally {
      await s.sql(sql`alter table opt_log_away rename to opt_log`);
    }
  });
});
