import {
  loginResultSchema,
  tokenResultSchema,
  type TokenResult,
  routerTreeSchema,
  visibleResourceSchema,
  type LoginResult,
  type RouterNode,
  type VisibleResource,
} from '@pocket/contract';

/** The signed-in user kept in storage (spec section 3, "User (session)"). */
export type SessionUser = {
  id: string;
  account: string;
  name: string;
  avatar: string | null;
  workDescribe: string | null;
  balance?: string | null;
};

/** What each of the ten persisted keys of spec section 3 holds. */
export type StoredValues = {
  /** Refresh token of the current session. */
  REFRESH_TOKEN: string;
  /** Access token the second client sends as `token: Bearer …`. */
  TOKEN: string;
  /**
   * The access token under the key the first client's OAuth sign-in (website) uses. Every
   * sign-in and refresh writes it with TOKEN, so it never holds a token the server has replaced.
   */
  ACCESS_TOKEN: string;
  /** Tenant code; kept on logout because the login call itself needs it. */
  TENANT: string;
  /** When the access token expires, epoch milliseconds. */
  EXPIRE_TIME: number;
  USER: SessionUser;
  /** Permission codes (the `resourceList` of the permission set). */
  PERMISSIONS: string[];
  /** The whole permission set: enabled, caseSensitive, resourceList, roleList. */
  AUTHORITY_RESOURCE: VisibleResource;
  /** Saved copy of the user's route tree. */
  USER_ROUTER: RouterNode[];
  /** Whether the message list refreshes itself every 15 s; kept on logout (a preference). */
  MSG_REFRESH: boolean;
};

export type StorageKey = keyof StoredValues;

/** The ten keys, in the order of spec section 3. */
export const STORAGE_KEYS: readonly StorageKey[] = [
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
];

/** Keys a logout or an invalid session leaves in place. */
export const KEPT_ON_LOGOUT: readonly StorageKey[] = ['TENANT', 'MSG_REFRESH'];

const isString = (v: unknown): v is string => typeof v === 'string';
const isUser = (v: unknown): v is SessionUser =>
  typeof v === 'object' &&
  v !== null &&
  isString((v as SessionUser).id) &&
  isString((v as SessionUser).account);

/** Checks applied when reading, so a hand-edited or outdated value reads as absent. */
const validators: { [K in StorageKey]: (value: unknown) => boolean } = {
  REFRESH_TOKEN: isString,
  TOKEN: isString,
  ACCESS_TOKEN: isString,
  TENANT: isString,
  EXPIRE_TIME: (v) => typeof v === 'number' && Number.isFinite(v),
  USER: isUser,
  PERMISSIONS: (v) => Array.isArray(v) && v.every(isString),
  AUTHORITY_RESOURCE: (v) => visibleResourceSchema.safeParse(v).success,
  USER_ROUTER: (v) => routerTreeSchema.safeParse(v).success,
  MSG_REFRESH: (v) => typeof v === 'boolean',
};

/** The part of the Web Storage API the module needs (localStorage, sessionStorage or a fake). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** An in-memory storage, for tests and for environments without localStorage. */
export function memoryStorage(): StorageLike & { readonly size: number } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    get size() {
      return map.size;
    },
  };
}

/** The one module over the persisted session keys. */
export interface AuthStorage {
  get<K extends StorageKey>(key: K): StoredValues[K] | null;
  set<K extends StorageKey>(key: K, value: StoredValues[K]): void;
  remove(key: StorageKey): void;
  /** Forgets the session (every key but TENANT and MSG_REFRESH). */
  clearSession(): void;
  /** Stores a sign-in or refresh result: the access token (TOKEN and ACCESS_TOKEN), refresh token, expiry and the user. */
  saveLogin(result: LoginResult, tenant?: string): void;
  /** Stores a first-client OAuth sign-in (website `/login`): ACCESS_TOKEN, and TOKEN for the second client. */
  saveOAuthToken(token: TokenResult, tenant?: string, now?: number): void;
  /** Stores the permission set under AUTHORITY_RESOURCE and its codes under PERMISSIONS. */
  savePermissions(set: VisibleResource): void;
  /** True when there is an access token and a user. */
  hasSession(): boolean;
  /** Calls `listener` with the key after every change made through this module; returns the unsubscribe. */
  subscribe(listener: (key: StorageKey) => void): () => void;
  /** Token and tenant for the api-client, and the way to clear them. */
  readonly source: { getToken(): string | null; getTenant(): string | null; clear(): void };
}

function defaultStorage(): StorageLike {
  return typeof globalThis.localStorage !== 'undefined' ? globalThis.localStorage : memoryStorage();
}

/** Creates the storage module over `localStorage` (or the storage given). Values are JSON. */
export function createAuthStorage(storage: StorageLike = defaultStorage()): AuthStorage {
  const listeners = new Set<(key: StorageKey) => void>();
  const changed = (key: StorageKey) => listeners.forEach((listener) => listener(key));
  // The stored text each key last passed its check with: the permission set and the route tree
  // are checked by their schemas, and every navigation reads them; the same text is not checked
  // again (each read still returns a fresh copy, and a changed text is checked anew).
  const checked = new Map<StorageKey, string>();
  const api: AuthStorage = {
    get(key) {
      const raw = storage.getItem(key);
      if (raw === null) return null;
      try {
        const value: unknown = JSON.parse(raw);
        if (checked.get(key) !== raw) {
          if (!validators[key](value)) return null;
          checked.set(key, raw);
        }
        return value as StoredValues[typeof key];
      } catch {
        return null;
      }
    },
    set(key, value) {
      storage.setItem(key, JSON.stringify(value));
      changed(key);
    },
    remove(key) {
      storage.removeItem(key);
      changed(key);
    },
    clearSession() {
      for (const key of STORAGE_KEYS) if (!KEPT_ON_LOGOUT.includes(key)) api.remove(key);
    },
    saveLogin(result, tenant) {
      const login = loginResultSchema.parse(result);
      api.set('TOKEN', login.token);
      api.set('ACCESS_TOKEN', login.token);
      api.set('REFRESH_TOKEN', login.refreshToken);
      api.set('EXPIRE_TIME', login.expireMillis);
      api.set('USER', {
        id: login.userId,
        account: login.account,
        name: login.name,
        avatar: login.avatar,
        workDescribe: login.workDescribe,
        ...(login.balance === undefined ? {} : { balance: login.balance }),
      });
      if (tenant) api.set('TENANT', tenant);
    },
    saveOAuthToken(token, tenant, now = Date.now()) {
      const result = tokenResultSchema.parse(token);
      api.set('ACCESS_TOKEN', result.access_token);
      api.set('TOKEN', result.access_token);
      api.set('REFRESH_TOKEN', result.refresh_token);
      api.set('EXPIRE_TIME', now + result.expires_in * 1000);
      api.set('USER', {
        id: result.userId,
        account: result.account,
        name: result.name,
        avatar: null,
        workDescribe: null,
      });
      if (tenant) api.set('TENANT', tenant);
    },
    savePermissions(set) {
      api.set('AUTHORITY_RESOURCE', set);
      api.set('PERMISSIONS', [...set.resourceList]);
    },
    hasSession() {
      return api.get('TOKEN') !== null && api.get('USER') !== null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    source: {
      getToken: () => api.get('TOKEN'),
      getTenant: () => api.get('TENANT'),
      clear: () => api.clearSession(),
    },
  };
  return api;
}
