import type { LoginParams, LoginResult } from '@pocket/contract';
import type { BoundEndpoints, EndpointOptions } from './call.ts';
import type { oauthGroup } from '@pocket/contract';

type OauthEndpoints = BoundEndpoints<(typeof oauthGroup)['endpoints']>;

/** Shorthands of the sign-in endpoints every client needs. */
export function oauthHelpers(api: OauthEndpoints) {
  return {
    /** `POST /oauth/noToken/login` by captcha, password or refresh token. */
    signIn: (params: LoginParams, options?: EndpointOptions): Promise<LoginResult> =>
      api.login({ body: params }, options),
    /**
     * Refresh-token login. A refused refresh token ends the session like any session code: the
     * server's message as an alert, storage cleared, /login (spec section 8: "failure of the
     * refresh-token login logs the user out"); pass `silent` to handle it yourself.
     */
    refreshLogin: (refreshToken: string, options?: EndpointOptions): Promise<LoginResult> =>
      api.login({ body: { grantType: 'refresh_token', refreshToken } }, options),
  };
}
