import type { LoginResult, RouterNode, VisibleResource } from '@pocket/contract';
import { isPublicPath } from './public-paths.ts';
import type { TokenRefresher } from './refresh.ts';
import type { AuthStorage } from './storage.ts';

/** Reload delay after clearing the cache (spec section 9: 1 s). */
export const CLEAR_CACHE_RELOAD_MS = 1000;

/** The server calls a session needs (api-client's oauth endpoints provide them). */
export type SessionApi = {
  router(): Promise<RouterNode[]>;
  visibleResources(): Promise<VisibleResource>;
  logout(params: { token: string; userId?: string; clientId?: string }): Promise<unknown>;
};

/** Side effects, injected so the rules can be tested without a browser. */
export type SessionEffects = {
  toLogin(): void;
  reload(): void;
  /** Asks the user; resolves true to go on. */
  confirm(question: 'clearCache'): Promise<boolean>;
  /** Timer for the delayed reload; default setTimeout. */
  schedule?: (run: () => void, ms: number) => void;
};

export type SessionOptions = {
  storage: AuthStorage;
  api: SessionApi;
  refresher: TokenRefresher;
  effects: SessionEffects;
  /** The web client's id, sent with logout. */
  clientId: string;
};

/** What the router should do for a path. */
export type GuardDecision =
  | { kind: 'allow'; routes: RouterNode[] | null }
  | { kind: 'redirect'; to: '/login' }
  | { kind: 'error'; error: unknown };

export type ClearCacheOutcome = 'cancelled' | 'reloading' | 'failed';

/** The session of spec section 4: guard, routes, permissions, logout and clear cache. */
export interface Session {
  isSignedIn(): boolean;
  /** Public paths pass; otherwise a session is needed and its routes are loaded. */
  guard(path: string): Promise<GuardDecision>;
  /** The route tree: saved copy, else the server's (then saved). One load is shared. */
  loadRoutes(): Promise<RouterNode[]>;
  /** The permission set from the server, stored. */
  loadPermissions(): Promise<VisibleResource>;
  /** The stored permission set, if any. */
  permissions(): VisibleResource | null;
  signIn(result: LoginResult, tenant?: string): void;
  /** Ends the session on the server (best effort), clears storage and goes to /login. */
  logout(): Promise<void>;
  /** Clears storage and goes to /login (the session is already gone); nothing when already cleared. */
  invalidate(): void;
  /** Confirm → refresh-token login → reload permissions → reload the page after 1 s; failure logs out. */
  clearCache(): Promise<ClearCacheOutcome>;
  /** Called after every change of the signed-in state or permissions. */
  subscribe(listener: () => void): () => void;
}

/** Creates the session over storage, the server calls and the injected effects. */
export function createSession(options: SessionOptions): Session {
  const { storage, api, refresher, effects } = options;
  const schedule = effects.schedule ?? ((run, ms) => void setTimeout(run, ms));
  const listeners = new Set<() => void>();
  let routesLoad: Promise<RouterNode[]> | null = null;
  let permissionsLoad: Promise<VisibleResource> | null = null;
  const notify = () => listeners.forEach((listener) => listener());

  function forget(): void {
    routesLoad = null;
    permissionsLoad = null;
    storage.clearSession();
    notify();
    effects.toLogin();
  }

  async function logout(): Promise<void> {
    const token = storage.get('TOKEN');
    const user = storage.get('USER');
    if (token) {
      await api
        .logout({ token, clientId: options.clientId, ...(user ? { userId: user.id } : {}) })
        .catch(() => undefined);
    }
    forget();
  }

  function loadRoutes(): Promise<RouterNode[]> {
    const saved = storage.get('USER_ROUTER');
    if (saved) return Promise.resolve(saved);
    routesLoad ??= api.router().then(
      (routes) => {
        storage.set('USER_ROUTER', routes);
        return routes;
      },
      (error: unknown) => {
        routesLoad = null;
        throw error;
      },
    );
    return routesLoad;
  }

  function loadPermissions(): Promise<VisibleResource> {
    // A read already on its way is shared (the first page starts one before the router's guard).
    permissionsLoad ??= api
      .visibleResources()
      .then((set) => {
        storage.savePermissions(set);
        notify();
        return set;
      })
      .finally(() => {
        permissionsLoad = null;
      });
    return permissionsLoad;
  }

  return {
    isSignedIn: () => storage.hasSession(),
    async guard(path) {
      if (isPublicPath(path)) return { kind: 'allow', routes: null };
      if (!storage.hasSession()) return { kind: 'redirect', to: '/login' };
      try {
        const [routes] = await Promise.all([
          loadRoutes(),
          storage.get('AUTHORITY_RESOURCE') ? undefined : loadPermissions(),
        ]);
        return { kind: 'allow', routes };
      } catch (error) {
        // The client has already handled an invalid session (alert, clear, /login).
        if (!storage.hasSession()) return { kind: 'redirect', to: '/login' };
        return { kind: 'error', error };
      }
    },
    loadRoutes,
    loadPermissions,
    permissions: () => storage.get('AUTHORITY_RESOURCE'),
    signIn(result, tenant) {
      routesLoad = null;
      permissionsLoad = null;
      storage.remove('USER_ROUTER');
      storage.remove('AUTHORITY_RESOURCE');
      storage.remove('PERMISSIONS');
      storage.saveLogin(result, tenant);
      notify();
    },
    logout,
    invalidate() {
      // The client may have cleared the session and left already (a 401 during the refresh).
      if (storage.hasSession()) forget();
    },
    async clearCache() {
      if (!(await effects.confirm('clearCache'))) return 'cancelled';
      try {
        await refresher.refreshNow();
        storage.remove('USER_ROUTER');
        routesLoad = null;
        await loadPermissions();
      } catch {
        // A failed refresh has usually logged out already (the refresher's onFailure).
        if (storage.hasSession()) await logout();
        return 'failed';
      }
      schedule(() => effects.reload(), CLEAR_CACHE_RELOAD_MS);
      return 'reloading';
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
