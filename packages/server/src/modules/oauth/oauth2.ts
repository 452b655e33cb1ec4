import type { LoginResult, TokenResult } from '@pocket/contract';
import { Failure } from '../../lib/http.ts';

/** The first client reads OAuth2 names, and treats any status but 200 as a failure. */
export function withOauth2Failure(result: LoginResult | Failure): TokenResult | Failure {
  if (result instanceof Failure) return new Failure(result.code, result.msg, 400, result.extra);
  return {
    access_token: result.token,
    refresh_token: result.refreshToken,
    expires_in: result.expire,
    token_type: 'bearer',
    userId: result.userId,
    account: result.account,
    name: result.name,
  };
}
