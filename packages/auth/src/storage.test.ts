import { describe, expect, it } from 'vitest';
import { createAuthStorage, memoryStorage, STORAGE_KEYS } from './storage.ts';
import { loginResult, permissionSet, routerTree } from './test/fixtures.ts';

describe('auth storage', () => {
  it('has exactly the ten persisted keys of spec section 3', () => {
    expect(STORAGE_KEYS).toEqual([
      'REFRESH_TOKEN',
      'TOKEN',
      'ACCESS_TOKEN',
      'TENANT',
      'EXPIRE_TIME',
      'USER',
      'PERMISSIONS',
      'AUTHORITY_RESOURCE',
      'USER_ROUTER',
      'MSG_REFRESH',
    ]);
  });

  it('stores JSON under the bare key names and reads it back', () => {
    const raw = memoryStorage();
    const storage = createAuthStorage(raw);
    storage.set('EXPIRE_TIME', 123);
    storage.set('MSG_REFRESH', false);
    storage.set('USER_ROUTER', routerTree);
    expect(raw.getItem('EXPIRE_TIME')).toBe('123');
    expect(raw.getItem('MSG_REFRESH')).toBe('false');
    expect(storage.get('MSG_REFRESH')).toBe(false);
    expect(storage.get('USER_ROUTER')).toEqual(routerTree);
  });

  it('reads broken or wrong-shaped values as absent instead of throwing', () => {
    const raw = memoryStorage();
    const storage = createAuthStorage(raw);
    raw.setItem('USER', '{not json');
    raw.setItem('EXPIRE_TIME', '"soon"');
    raw.setItem('PERMISSIONS', '[1,2]');
    raw.setItem('AUTHORITY_RESOURCE', '{"enabled":true}');
    raw.setItem('TOKEN', 'plain-text-not-json');
    for (const key of ['USER', 'EXPIRE_TIME', 'PERMISSIONS', 'AUTHORITY_RESOURCE', 'TOKEN'] as const) {
      expect(storage.get(key)).toBeNull();
    }
  });

  it('checks a stored value again once its text changes, and hands out a fresh copy each read', () => {
    const raw = memoryStorage();
    const storage = createAuthStorage(raw);
    storage.set('USER_ROUTER', routerTree);
    const first = storage.get('USER_ROUTER');
    expect(first).toEqual(routerTree);
    // Read again (the text already passed its check): equal, but not the same object.
    const second = storage.get('USER_ROUTER');
    expect(second).toEqual(routerTree);
    expect(second).not.toBe(first);
    // Another tab or a hand edit writes a wrong shape: it reads as absent, not as the old tree.
    raw.setItem('USER_ROUTER', '[{"path":42}]');
    expect(storage.get('USER_ROUTER')).toBeNull();
    raw.setItem('AUTHORITY_RESOURCE', JSON.stringify(permissionSet));
    expect(storage.get('AUTHORITY_RESOURCE')).toEqual(permissionSet);
    raw.setItem('AUTHORITY_RESOURCE', '{"enabled":true}');
    expect(storage.get('AUTHORITY_RESOURCE')).toBeNull();
    // Back to the checked text: valid again.
    raw.setItem('AUTHORITY_RESOURCE', JSON.stringify(permissionSet));
    expect(storage.get('AUTHORITY_RESOURCE')).toEqual(permissionSet);
  });

  it('saves a sign-in: token, refresh token, expiry, user and tenant', () => {
    const storage = createAuthStorage(memoryStorage());
    storage.saveLogin(loginResult(), '0001');
    expect(storage.get('TOKEN')).toBe('access-1');
    expect(storage.get('ACCESS_TOKEN')).toBe('access-1');
    expect(storage.get('REFRESH_TOKEN')).toBe('refresh-1');
    expect(storage.get('EXPIRE_TIME')).toBe(1_800_000_000_000);
    expect(storage.get('USER')).toEqual({
      id: '42',
      account: 'admin',
      name: 'Admin',
      avatar: null,
      workDescribe: null,
    });
    expect(storage.get('TENANT')).toBe('0001');
    expect(storage.hasSession()).toBe(true);
    expect(storage.source.getToken()).toBe('access-1');
    expect(storage.source.getTenant()).toBe('0001');
  });

  it("keeps the sign-in's balance in the session user", () => {
    const storage = createAuthStorage(memoryStorage());
    storage.saveLogin({ ...loginResult(), balance: '12.50' }, '0001');
    expect(storage.get('USER')).toMatchObject({ id: '42', balance: '12.50' });
  });

  it('saves a first-client OAuth sign-in as a session the second client can use', () => {
    const storage = createAuthStorage(memoryStorage());
    const token = {
      access_token: 'oauth-access',
      refresh_token: 'oauth-refresh',
      expires_in: 7200,
      token_type: 'bearer' as const,
      userId: '9',
      account: 'staff',
      name: 'Staff',
    };
    storage.saveOAuthToken(token, '1111', 1_000);
    expect(storage.get('ACCESS_TOKEN')).toBe('oauth-access');
    expect(storage.get('TOKEN')).toBe('oauth-access');
    expect(storage.get('REFRESH_TOKEN')).toBe('oauth-refresh');
    expect(storage.get('EXPIRE_TIME')).toBe(1_000 + 7_200_000);
    expect(storage.get('USER')).toMatchObject({ id: '9', account: 'staff' });
    expect(storage.hasSession()).toBe(true);
  });

  it('saves a permission set under AUTHORITY_RESOURCE and its codes under PERMISSIONS', () => {
    const storage = createAuthStorage(memoryStorage());
    storage.savePermissions(permissionSet);
    expect(storage.get('AUTHORITY_RESOURCE')).toEqual(permissionSet);
    expect(storage.get('PERMISSIONS')).toEqual(permissionSet.resourceList);
  });

  it('clearing the session keeps only the tenant and the message auto-refresh choice', () => {
    const raw = memoryStorage();
    const storage = createAuthStorage(raw);
    storage.saveLogin(loginResult(), '0001');
    storage.savePermissions(permissionSet);
    storage.set('ACCESS_TOKEN', 'oauth');
    storage.set('USER_ROUTER', routerTree);
    storage.set('MSG_REFRESH', true);
    raw.setItem('LANGUAGE', 'en');
    storage.source.clear();
    expect(storage.hasSession()).toBe(false);
    expect(STORAGE_KEYS.filter((key) => storage.get(key) !== null)).toEqual(['TENANT', 'MSG_REFRESH']);
    expect(raw.getItem('LANGUAGE')).toBe('en');
  });

  it('is not signed in with a token but no user', () => {
    const storage = createAuthStorage(memoryStorage());
    storage.set('TOKEN', 't');
    expect(storage.hasSession()).toBe(false);
  });

  it('tells subscribers which key changed, until they unsubscribe', () => {
    const store = createAuthStorage(memoryStorage());
    const seen: string[] = [];
    const stop = store.subscribe((key) => seen.push(key));
    store.set('USER', { id: '1', account: 'a', name: 'A', avatar: null, workDescribe: null });
    store.clearSession();
    expect(seen[0]).toBe('USER');
    expect(seen).toContain('TOKEN');
    expect(seen).not.toContain('TENANT');
    stop();
    store.set('TENANT', '1111');
    expect(seen).not.toContain('TENANT');
  });
});
