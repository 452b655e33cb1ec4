import type { LoginResult } from '@pocket/contract';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_PER_IP_PER_MINUTE, LOGIN_PER_IP_PER_MINUTE } from '../modules/oauth/login.service.ts';
import { SEED, useTestServer } from '../test/server.ts';

const { s } = useTestServer();
let seq = 0;
const key = () => `ip_${Date.now().toString(36)}_${seq++}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('captcha images', () => {
  it('are limited per caller IP, whatever key the caller makes up', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < CAPTCHA_PER_IP_PER_MINUTE; i++) {
      const r = await s.call(`/oauth/anno/captcha?key=${key()}`, { tenant: null, headers: from(ip) });
      expect(r.status, `image ${i + 1}`).toBe(200);
    }
    const over = await s.call(`/oauth/anno/captcha?key=${key()}`, {
      tenant: null,
      lang: 'en',
      headers: from(ip),
    });
    expect(over.status).toBe(429);
    expect(over.body.msg).toMatch(/too frequent/);
    // Another caller is not affected.
    const other = await s.call(`/oauth/anno/captcha?key=${key()}`, {
      tenant: null,
      headers: from('198.51.100.8'),
    });
    expect(other.status).toBe(200);
  });
});

describe('captcha images under parallel requests', () => {
  // One statement with no transaction around it counts and records each image: it must count
  // exactly when requests race, on PostgreSQL's many connections too.
  it('count each caller exactly', async () => {
    const ip = '198.51.100.9';
    const answers = await Promise.all(
      Array.from({ length: CAPTCHA_PER_IP_PER_MINUTE + 10 }, () =>
        s.call(`/oauth/anno/captcha?key=${key()}`, { tenant: null, headers: from(ip) }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(CAPTCHA_PER_IP_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('draw one key once', async () => {
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        s.call(`/oauth/anno/captcha?key=${k}`, { tenant: null, headers: from(`198.51.102.${i + 1}`) }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    expect(await s.captchaAnswer(k)).toHaveLength(4);
  });
});

describe('sign-in', () => {
  it('requires a solved captcha for the password grant too', async () => {
    const none = await s.call<LoginResult>('/oauth/noToken/login', {
      lang: 'en',
      body: { grantType: 'password', account: 'admin', password: SEED.password },
    });
    expect(none.status).toBe(400);
    expect(none.body.isSuccess).toBe(false);
    const k = key();
    await s.call(`/oauth/anno/captcha?key=${k}`, { tenant: null });
    const wrongCode = await s.call<LoginResult>('/oauth/noToken/login', {
      lang: 'en',
      body: { grantType: 'password', account: 'admin', password: SEED.password, key: k, code: 'zzzzz' },
    });
    expect(wrongCode.body).toMatchObject({ isSuccess: false, code: -12 });
    const solved = await s.solvedCaptcha();
    const right = await s.call<LoginResult>('/oauth/noToken/login', {
      body: { grantType: 'password', account: 'admin', password: SEED.password, ...solved },
    });
    expect(right.body.isSuccess, right.body.msg).toBe(true);
  });

  it('limits attempts per caller IP', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < LOGIN_PER_IP_PER_MINUTE; i++) {
      // The captcha is drawn elsewhere: only the sign-in attempts come from this address.
      const solved = await s.solvedCaptcha(from(`198.51.101.${(i % 250) + 1}`));
      const r = await s.call('/oauth/noToken/login', {
        headers: from(ip),
        body: { grantType: 'captcha', account: `nobody_${i}`, password: 'wrong-pass', ...solved },
      });
      expect(r.body.msg, `attempt ${i + 1}`).toBe('账号或密码错误');
    }
    const solved = await s.solvedCaptcha();
    const over = await s.call('/oauth/noToken/login', {
      headers: from(ip),
      lang: 'en',
      body: { grantType: 'captcha', account: 'admin', password: SEED.password, ...solved },
    });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ isSuccess: false });
    expect(over.body.msg).toMatch(/Too many sign-in attempts/);
  });
});
