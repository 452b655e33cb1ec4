import type { LoginResult } from '@pocket/contract';
import { describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS } from '../modules/oauth/login.service.ts';
import { useTestServer } from '../test/server.ts';

const { s } = useTestServer();

const refresh = (refreshToken: string) =>
  s.call<LoginResult>('/oauth/noToken/login', {
    lang: 'en',
    body: { grantType: 'refresh_token', refreshToken },
  });

describe('refresh-token reuse', () => {
  it('ends the whole token family when a rotated refresh token comes back', async () => {
    const signIn = await s.login('staff');
    const second = await refresh(signIn.refreshToken);
    expect(second.body.isSuccess).toBe(true);
    const third = await refresh(second.body.data.refreshToken);
    expect(third.body.isSuccess).toBe(true);
    const latest = third.body.data;
    expect((await s.call('/oauth/resource/visible', { token: latest.token })).status).toBe(200);
    // Past the window in which racing tabs may present the same token, a spent one means a copy.
    await new Promise((r) => setTimeout(r, REFRESH_REUSE_GRACE_MS + 200));
    const replay = await refresh(signIn.refreshToken);
    expect(replay.body).toMatchObject({ isSuccess: false, code: 40009 });
    expect(replay.body.msg).toMatch(/sign in again/);
    // Neither the latest refresh token nor the latest access token works any more.
    expect((await refresh(latest.refreshToken)).body).toMatchObject({ isSuccess: false, code: 40009 });
    const call = await s.call('/oauth/resource/visible', { token: latest.token });
    expect(call.status).toBe(401);
    expect(call.body.code).toBe(40009);
    // The user's other sign-ins are other families: they go on.
    const other = await s.login('staff');
    expect((await s.call('/oauth/resource/visible', { token: other.token })).status).toBe(200);
  });
});
