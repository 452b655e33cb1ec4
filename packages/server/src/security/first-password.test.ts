import type { LoginResult } from '@pocket/contract';
import { describe, expect, it } from 'vitest';
import { SEED, useTestServer } from '../test/server.ts';

const { s, platform, admin } = useTestServer({}, ['platform', 'admin']);

type Flagged = LoginResult & { mustChangePassword?: boolean };

describe('forced password change', () => {
  it("makes a new tenant's admin change the initial password before anything else", async () => {
    const created = await s.call<{ id: string }>('/tenant/tenant', {
      tenant: '0000',
      token: platform.token,
      body: { code: 'fresh1', name: 'Fresh school' },
    });
    expect(created.body.isSuccess, created.body.msg).toBe(true);
    const first = (await s.login('admin', SEED.initialPassword, 'fresh1')) as Flagged;
    expect(first.mustChangePassword).toBe(true);

    // Every other call answers a clear 403 until the password is changed.
    for (const path of ['/oauth/menu/router', '/oauth/resource/visible']) {
      const r = await s.call(path, { token: first.token, tenant: 'fresh1', lang: 'en' });
      expect(r.status, path).toBe(403);
      expect(r.body).toMatchObject({ isSuccess: false, code: 40010 });
      expect(r.body.msg).toMatch(/change your initial password/);
    }
    const page = await s.call('/authority/user/page', { token: first.token, tenant: 'fresh1', body: {} });
    expect(page.status).toBe(403);
    // The own record may be read (the change-password page shows who is signed in).
    const me = await s.call(`/authority/user/${first.userId}`, { token: first.token, tenant: 'fresh1' });
    expect(me.status).toBe(200);

    const changed = await s.call('/authority/user/password', {
      method: 'PUT',
      token: first.token,
      tenant: 'fresh1',
      body: {
        oldPassword: SEED.initialPassword,
        newPassword: 'fresh-pass-1',
        confirmPassword: 'fresh-pass-1',
      },
    });
    expect(changed.body.isSuccess, changed.body.msg).toBe(true);
    expect((await s.call('/oauth/menu/router', { token: first.token, tenant: 'fresh1' })).status).toBe(200);
    const again = (await s.login('admin', 'fresh-pass-1', 'fresh1')) as Flagged;
    expect(again.mustChangePassword).toBe(false);
  });

  it('makes a user whose password an administrator reset change it too', async () => {
    const made = await s.call<{ id: string }>('/authority/user', {
      token: admin.token,
      body: { account: 'resetme_1', name: 'Reset me', password: 'secret123' },
    });
    expect(made.body.isSuccess, made.body.msg).toBe(true);
    expect(((await s.login('resetme_1', 'secret123')) as Flagged).mustChangePassword).toBe(false);
    const reset = await s.call<{ initialPassword: string }>('/authority/user/reset', {
      token: admin.token,
      body: { ids: [made.body.data.id] },
    });
    expect(reset.body.isSuccess, reset.body.msg).toBe(true);
    const after = (await s.login('resetme_1', reset.body.data.initialPassword)) as Flagged;
    expect(after.mustChangePassword).toBe(true);
    expect((await s.call('/oauth/menu/router', { token: after.token })).status).toBe(403);
  });

  it('leaves the seeded accounts alone', async () => {
    expect(((await s.login('admin')) as Flagged).mustChangePassword).toBe(false);
    expect(((await s.login('staff')) as Flagged).mustChangePassword).toBe(false);
  });
});
