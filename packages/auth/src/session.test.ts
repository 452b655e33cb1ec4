import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenRefresher } from './refresh.ts';
import { CLEAR_CACHE_RELOAD_MS, createSession, type SessionApi } from './session.ts';
import { createAuthStorage, memoryStorage } from './storage.ts';
import { loginResult, permissionSet, routerTree } from './test/fixtures.ts';

function setup(options: { signedIn?: boolean; confirm?: boolean; refreshFails?: boolean } = {}) {
  const storage = createAuthStorage(memoryStorage());
  storage.set('TENANT', '0001');
  if (options.signedIn ?? true) storage.saveLogin(loginResult());
  const api = {
    router: vi.fn<SessionApi['router']>().mockResolvedValue(routerTree),
    visibleResources: vi.fn<SessionApi['visibleResources']>().mockResolvedValue(permissionSet),
    logout: vi.fn<SessionApi['logout']>().mockResolvedValue(true),
  };
  const effects = {
    toLogin: vi.fn(),
    reload: vi.fn(),
    confirm: vi.fn(async () => options.confirm ?? true),
  };
  const refresh = vi.fn(async () => {
    if (options.refreshFails) throw new Error('revoked');
    return loginResult({ token: 'access-2', refreshToken: 'refresh-2' });
  });
  const onFailure = () => session.invalidate();
  const refresher = createTokenRefresher({ storage, refresh, onFailure });
  const session = createSession({ storage, api, refresher, effects, clientId: 'pocket_web' });
  return { storage, api, effects, refresh, session };
}

afterEach(() => vi.useRealTimers());

describe('session guard (spec section 4)', () => {
  it('lets public paths through without a session and without loading anything', async () => {
    const { session, api } = setup({ signedIn: false });
    for (const path of ['/', '/login', '/admin/login', '/website/about', '/loc/a']) {
      await expect(session.guard(path)).resolves.toEqual({ kind: 'allow', routes: null });
    }
    expect(api.router).not.toHaveBeenCalled();
  });

  it('sends every other path to /login without a token or user', async () => {
    const { session, storage } = setup({ signedIn: false });
    await expect(session.guard('/course/index')).resolves.toEqual({ kind: 'redirect', to: '/login' });
    await expect(session.guard('/website/down')).resolves.toEqual({ kind: 'redirect', to: '/login' });
    storage.set('TOKEN', 'token-without-user');
    await expect(session.guard('/website/user/profile')).resolves.toEqual({ kind: 'redirect', to: '/login' });
  });

  it('loads routes from the server once, saves them, and then uses the saved copy', async () => {
    const { session, api, storage } = setup();
    const [a, b] = await Promise.all([session.guard('/course/index'), session.guard('/dashboard')]);
    expect(a).toEqual({ kind: 'allow', routes: routerTree });
    expect(b).toEqual(a);
    expect(api.router).toHaveBeenCalledTimes(1);
    expect(storage.get('USER_ROUTER')).toEqual(routerTree);
    expect(storage.get('AUTHORITY_RESOURCE')).toEqual(permissionSet);
    await session.guard('/order/index');
    expect(api.router).toHaveBeenCalledTimes(1);
    // Both guards of the same moment shared one read of the permissions too.
    expect(api.visibleResources).toHaveBeenCalledTimes(1);
  });

  it('shares a permission read on its way, and reads again once it has answered', async () => {
    const { session, api } = setup();
    const [a, b] = await Promise.all([session.loadPermissions(), session.loadPermissions()]);
    expect(a).toEqual(permissionSet);
    expect(b).toBe(a);
    expect(api.visibleResources).toHaveBeenCalledTimes(1);
    await session.loadPermissions();
    expect(api.visibleResources).toHaveBeenCalledTimes(2);
  });

  it('uses a saved route copy without asking the server', async () => {
    const { session, api, storage } = setup();
    storage.set('USER_ROUTER', routerTree);
    storage.savePermissions(permissionSet);
    await expect(session.guard('/course/index')).resolves.toEqual({ kind: 'allow', routes: routerTree });
    expect(api.router).not.toHaveBeenCalled();
    expect(api.visibleResources).not.toHaveBeenCalled();
  });

  it('redirects when loading routes found the session invalid, reports other failures', async () => {
    const a = setup();
    a.api.router.mockImplementation(async () => {
      a.storage.clearSession(); // what the client does on a 401
      throw new Error('401');
    });
    await expect(a.session.guard('/course/index')).resolves.toEqual({ kind: 'redirect', to: '/login' });
    const b = setup();
    const failure = new Error('network');
    b.api.router.mockRejectedValueOnce(failure);
    await expect(b.session.guard('/course/index')).resolves.toEqual({ kind: 'error', error: failure });
    await expect(b.session.guard('/course/index')).resolves.toMatchObject({ kind: 'allow' });
  });
});

describe('sign-in and logout', () => {
  it('signing in stores the result and drops routes and permissions of an earlier user', () => {
    const { session, storage } = setup();
    storage.set('USER_ROUTER', routerTree);
    storage.savePermissions(permissionSet);
    const listener = vi.fn();
    session.subscribe(listener);
    session.signIn(loginResult({ token: 'other', userId: '7' }), '0002');
    expect(storage.get('TOKEN')).toBe('other');
    expect(storage.get('TENANT')).toBe('0002');
    expect(storage.get('USER_ROUTER')).toBeNull();
    expect(storage.get('AUTHORITY_RESOURCE')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('logout tells the server (token, user, client), clears storage and goes to /login', async () => {
    const { session, api, storage, effects } = setup();
    await session.logout();
    expect(api.logout).toHaveBeenCalledWith({ token: 'access-1', userId: '42', clientId: 'pocket_web' });
    expect(storage.hasSession()).toBe(false);
    expect(storage.get('TENANT')).toBe('0001');
    expect(effects.toLogin).toHaveBeenCalledTimes(1);
  });

  it('logout still clears and leaves when the server call fails', async () => {
    const { session, api, storage, effects } = setup();
    api.logout.mockRejectedValueOnce(new Error('down'));
    await session.logout();
    expect(storage.hasSession()).toBe(false);
    expect(effects.toLogin).toHaveBeenCalledTimes(1);
  });

  it('an invalid session clears storage and goes to /login without calling the server', () => {
    const { session, api, storage, effects } = setup();
    session.invalidate();
    expect(api.logout).not.toHaveBeenCalled();
    expect(storage.get('TOKEN')).toBeNull();
    expect(effects.toLogin).toHaveBeenCalledTimes(1);
    session.invalidate();
    expect(effects.toLogin).toHaveBeenCalledTimes(1);
  });
});

describe('clear cache', () => {
  it('does nothing when the user does not confirm', async () => {
    const { session, refresh, effects } = setup({ confirm: false });
    await expect(session.clearCache()).resolves.toBe('cancelled');
    expect(effects.confirm).toHaveBeenCalledWith('clearCache');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refresh-token login, reload permissions, then reload the page after 1 s', async () => {
    vi.useFakeTimers();
    const { session, refresh, api, storage, effects } = setup();
    storage.set('USER_ROUTER', routerTree);
    await expect(session.clearCache()).resolves.toBe('reloading');
    expect(refresh).toHaveBeenCalledWith('refresh-1');
    expect(storage.get('TOKEN')).toBe('access-2');
    expect(api.visibleResources).toHaveBeenCalledTimes(1);
    expect(storage.get('AUTHORITY_RESOURCE')).toEqual(permissionSet);
    expect(storage.get('USER_ROUTER')).toBeNull();
    vi.advanceTimersByTime(CLEAR_CACHE_RELOAD_MS - 1);
    expect(effects.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);
  });

  it('logs out when the refresh-token login fails', async () => {
    vi.useFakeTimers();
    const { session, storage, effects } = setup({ refreshFails: true });
    await expect(session.clearCache()).resolves.toBe('failed');
    expect(storage.hasSession()).toBe(false);
    expect(effects.toLogin).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(effects.reload).not.toHaveBeenCalled();
  });

  it('logs out when reloading the permissions fails', async () => {
    const { session, api, storage, effects } = setup();
    api.visibleResources.mockRejectedValueOnce(new Error('500'));
    await expect(session.clearCache()).resolves.toBe('failed');
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(storage.hasSession()).toBe(false);
    expect(effects.toLogin).toHaveBeenCalledTimes(1);
  });
});
