import type { LoginResult } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/server.ts';

const { s, admin } = useTestServer({}, ['admin']);

async function createUser(account: string) {
  const r = await s.call<{ id: string }>('/authority/user', {
    token: admin.token,
    body: { account, name: account, password: 'secret123' },
  });
  expect(r.body.isSuccess, r.body.msg).toBe(true);
}

const WRONG = 'Wrong account or password';

describe('account lockout', () => {
  it('evaluates at most the limit of 50 concurrent wrong passwords, then refuses the right one', async () => {
    await createUser('racer_1');
    // Captchas are drawn first, so that the 50 sign-ins themselves run at once.
    const captchas = [];
    for (let i = 0; i < 50; i++) captchas.push(await s.solvedCaptcha());
    const answers = await Promise.all(
      captchas.map(({ key, code }) =>
        s.call<LoginResult>('/oauth/noToken/login', {
          lang: 'en',
          body: { grantType: 'captcha', account: 'racer_1', password: 'wrong-pass', key, code },
        }),
      ),
    );
    expect(answers.every((a) => a.status < 500 && !a.body.isSuccess)).toBe(true);
    const wrong = answers.filter((a) => a.body.msg === WRONG);
    const locked = answers.filter((a) => /locked/.test(a.body.msg));
    // The tenant's limit is 5: four answers "wrong", the fifth locks, every other one is refused.
    expect(wrong.length).toBe(4);
    expect(locked.length).toBe(46);
    const [row] = await s.sql<{ n: number }>(
      sql`select password_error_num as n from "user" where account = 'racer_1'`,
    );
    expect(row?.n).toBe(5);
    const right = await s.attemptLogin('racer_1', 'secret123');
    expect(right.body.isSuccess).toBe(false);
    expect(right.body.msg).toMatch(/locked/);
  });
});

describe('password change', () => {
  it('counts every wrong old password towards the lockout, and refuses the change while locked', async () => {
    await createUser('changer_1');
    const me = await s.login('changer_1', 'secret123');
    const change = (oldPassword: string) =>
      s.call('/authority/user/password', {
        method: 'PUT',
        token: me.token,
        lang: 'en',
        body: { oldPassword, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' },
      });
    for (let i = 0; i < 4; i++) {
      const r = await change('not-it-1');
      expect(r.status).toBe(400);
      expect(r.body.extra?.issues?.[0]?.path).toEqual(['oldPassword']);
    }
    const [row] = await s.sql<{ n: number }>(
      sql`select password_error_num as n from "user" where account = 'changer_1'`,
    );
    expect(row?.n).toBe(4);
    const fifth = await change('not-it-1');
    expect(fifth.body.msg).toMatch(/locked/);
    // Locked: the right old password changes nothing, and signing in is refused too.
    const right = await change('secret123');
    expect(right.body.isSuccess).toBe(false);
    expect(right.body.msg).toMatch(/locked/);
    expect((await s.attemptLogin('changer_1', 'secret123')).body.msg).toMatch(/locked/);
    expect((await s.attemptLogin('changer_1', 'brand-new-1')).body.msg).toMatch(/locked/);
  });
});
