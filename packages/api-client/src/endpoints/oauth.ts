import { oauthGroup, type LoginParams, type LoginResult } from '@pocket/contract';
import type { ApiClient } from '../create-client.ts';
import { bindEndpoints, type BoundEndpoints, type EndpointOptions } from './call.ts';

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

/** The sign-in group's calls with `signIn` and `refreshLogin` (the console's `api.oauth`). */
export type OauthApi = OauthEndpoints & ReturnType<typeof oauthHelpers>;

/**
 * Binds the contract's `oauth` group alone — sign-in, captcha, QR code, third-party sign-in, the
 * session's routes and logout — so a sign-in page does not load the rest of the contract (its own
 * module: `createApi` beside it would keep every group).
 * @example const oauth = createOauthApi(client); await oauth.signIn(params, { tenant });
 */
export function createOauthApi(client: ApiClient): OauthApi {
  const oauth = bindEndpoints(client, oauthGroup.endpoints);
  return { ...oauth, ...oauthHelpers(oauth) };
}
