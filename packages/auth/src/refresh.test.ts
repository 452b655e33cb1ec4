import { describe, expect, it, vi } from 'vitest';
import { createClient, fetchAdapter } from '@pocket/api-client';
import { createTokenRefresher, REFRESH_THRESHOLD_MS } from './refresh.ts';
import { createAuthStorage, memoryStorage } from './storage.ts';
import { loginResult } from './test/fixtures.ts';

const NOW = 1_800_000_000_000;

function setup(expiresIn: number | null, refreshToken: string | null = 'refresh-1') {
  const storage = createAuthStorage(memoryStorage());
  storage.saveLogin(loginResult({ expireMillis: NOW + (expiresIn ?? 0) }));
  if (expiresIn === null) storage.remove('EXPIRE_TIME');
  if (refreshToken === null) storage.remove('REFRESH_TOKEN');
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const refresh = vi.fn(async (token: string) => {
    await gate;
    return loginResult({
      token: `access-for-${token}`,
      refreshToken: 'refresh-2',
      expireMillis: NOW + 7_200_000,
    });
  });
  const onFailure = vi.fn();
  const refresher = createTokenRefresher({ storage, refresh, onFailure, now: () => NOW });
  return { storage, refresh, onFailure, refresher, release };
}

describe('token refresh', () => {
  it('refreshes when expiry is under 5 minutes away, not at exactly 5 minutes', () => {
    expect(setup(REFRESH_THRESHOLD_MS - 1).refresher.needsRefresh()).toBe(true);
    expect(setup(REFRESH_THRESHOLD_MS).refresher.needsRefresh()).toBe(false);
    expect(setup(-1000).refresher.needsRefresh()).toBe(true);
  });

  it('does nothing without a refresh token or an expiry', async () => {
    const a = setup(1000, null);
    expect(a.refresher.needsRefresh()).toBe(false);
    await a.refresher.ensureFresh();
    expect(a.refresh).not.toHaveBeenCalled();
    expect(setup(null).refresher.needsRefresh()).toBe(false);
  });

  it('stores the new access token, refresh token and expiry', async () => {
    const { refresher, storage, release } = setup(60_000);
    release();
    await refresher.ensureFresh();
    expect(storage.get('TOKEN')).toBe('access-for-refresh-1');
    expect(storage.get('REFRESH_TOKEN')).toBe('refresh-2');
    expect(storage.get('EXPIRE_TIME')).toBe(NOW + 7_200_000);
    expect(refresher.needsRefresh()).toBe(false);
  });

  it('after a website sign-in, a refresh replaces ACCESS_TOKEN too (no stale first-client token)', async () => {
    const { refresher, storage, release } = setup(60_000);
    storage.saveOAuthToken(
      {
        access_token: 'oauth-access',
        refresh_token: 'refresh-1',
        expires_in: 60,
        token_type: 'bearer',
        userId: '42',
        account: 'admin',
        name: 'Admin',
      },
      undefined,
      NOW,
    );
    expect(storage.get('ACCESS_TOKEN')).toBe('oauth-access');
    release();
    await refresher.ensureFresh();
    expect(storage.get('TOKEN')).toBe('access-for-refresh-1');
    expect(storage.get('ACCESS_TOKEN')).toBe('access-for-refresh-1');
  });

  it('concurrent callers share one refresh (single flight)', async () => {
    const { refresher, refresh, release } = setup(60_000);
    const waiting = Array.from({ length: 5 }, () => refresher.ensureFresh());
    const forced = refresher.refreshNow();
    release();
    await Promise.all([...waiting, forced]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh logs out once and rejects every waiting caller', async () => {
    const storage = createAuthStorage(memoryStorage());
    storage.saveLogin(loginResult({ expireMillis: NOW + 1000 }));
    const refresh = vi.fn().mockRejectedValue(new Error('refresh token revoked'));
    const onFailure = vi.fn();
    const refresher = createTokenRefresher({ storage, refresh, onFailure, now: () => NOW });
    const results = await Promise.allSettled([refresher.ensureFresh(), refresher.ensureFresh()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('plugged into the second client, three concurrent calls refresh once and all send the new token', async () => {
    const { storage, refresher, refresh, release } = setup(60_000);
    const seen: string[] = [];
    // The client's own fetch adapter over a fetch that answers at once.
    const fetchStub = async (input: string, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push(request.headers.get('token') ?? '');
      return Response.json({ code: 0, data: true, msg: 'ok', isSuccess: true, timestamp: 1 });
    };
    const client = createClient({
      baseURL: 'http://127.0.0.1:1/api',
      client: { id: 'pocket_web', secret: 's' },
      session: storage.source,
      beforeRequest: refresher.ensureFresh,
      adapter: fetchAdapter(fetchStub),
    });
    const calls = [client.get('/a'), client.get('/b'), client.get('/c')];
    release();
    await Promise.all(calls);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(Array(3).fill('Bearer access-for-refresh-1'));
  });
});
