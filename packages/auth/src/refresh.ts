import type { LoginResult } from '@pocket/contract';
import type { AuthStorage } from './storage.ts';

/** Refresh when the access token expires in less than this (spec section 9: 5 minutes). */
export const REFRESH_THRESHOLD_MS = 5 * 60 * 1000;

export type TokenRefresherOptions = {
  storage: AuthStorage;
  /** The refresh-token login (api-client's `oauth.refreshLogin`). */
  refresh: (refreshToken: string) => Promise<LoginResult>;
  /** Called once when a refresh fails; auth's session logs out here. */
  onFailure: (error: unknown) => void | Promise<void>;
  now?: () => number;
  thresholdMs?: number;
};

/** Keeps the access token fresh; every caller waiting at the same time shares one refresh. */
export interface TokenRefresher {
  /** True when a refresh token exists and the access token expires within the threshold. */
  needsRefresh(): boolean;
  /** Refreshes first if needed; resolves when the stored token is usable, rejects when the refresh failed. */
  ensureFresh(): Promise<void>;
  /** Refreshes now (sharing a refresh already under way); the new result is stored. */
  refreshNow(): Promise<LoginResult>;
}

/** Creates the refresher that the second client's `beforeRequest` calls. */
export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  const now = options.now ?? Date.now;
  const threshold = options.thresholdMs ?? REFRESH_THRESHOLD_MS;
  let inFlight: Promise<LoginResult> | null = null;

  function refreshNow(): Promise<LoginResult> {
    if (inFlight) return inFlight;
    const refreshToken = options.storage.get('REFRESH_TOKEN');
    inFlight = (async () => {
      try {
        if (!refreshToken) throw new Error('No refresh token');
        const result = await options.refresh(refreshToken);
        options.storage.saveLogin(result);
        return result;
      } catch (error) {
        await options.onFailure(error);
        throw error;
      }
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  function needsRefresh(): boolean {
    const refreshToken = options.storage.get('REFRESH_TOKEN');
    const expiresAt = options.storage.get('EXPIRE_TIME');
    return refreshToken !== null && expiresAt !== null && expiresAt - now() < threshold;
  }

  async function ensureFresh(): Promise<void> {
    if (inFlight) await inFlight;
    else if (needsRefresh()) await refreshNow();
  }

  return { needsRefresh, ensureFresh, refreshNow };
}
