export { isPublicPath, PUBLIC_PATHS, PUBLIC_PREFIXES } from './public-paths.ts';
export {
  createAuthStorage,
  memoryStorage,
  KEPT_ON_LOGOUT,
  STORAGE_KEYS,
  type AuthStorage,
  type SessionUser,
  type StorageKey,
  type StorageLike,
  type StoredValues,
} from './storage.ts';
export {
  createTokenRefresher,
  REFRESH_THRESHOLD_MS,
  type TokenRefresher,
  type TokenRefresherOptions,
} from './refresh.ts';
export {
  CLEAR_CACHE_RELOAD_MS,
  createSession,
  type ClearCacheOutcome,
  type GuardDecision,
  type Session,
  type SessionApi,
  type SessionEffects,
  type SessionOptions,
} from './session.ts';
export {
  buildRoutes,
  type AppRoute,
  type BuildRoutesOptions,
  type ScreenLoader,
  type ScreenRegistry,
} from './routes.ts';
export {
  createGatesCache,
  createPermissionGates,
  gateChecker,
  gatesFor,
  NO_PERMISSIONS,
  type Codes,
  type Compile,
  type GateMode,
  type PermissionGates,
  type PermissionSet,
} from './permission.ts';
export { CLICK_GUARD_MS, createClickGuard, type ClickGuard, type ClickGuardOptions } from './guard.ts';
