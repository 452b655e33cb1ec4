import { oauthEndpoints, type LoginParams, type LoginResult } from '@pocket/contract';
import type { ApiClient } from '../create-client.ts';
import { bindEndpoints, type EndpointOptions } from './call.ts';

/**
 * Sign-in and session endpoints, typed from the contract: captcha, login, logout, register, the
 * menu router, visible resources, domain branding, QR-code sign-in and the first client's
 * `/authority/anno/login`. Dictionary codes, enums and the org tree are in `createLookupApi`.
 */
export function createOauthApi(client: ApiClient) {
  const api = bindEndpoints(client, oauthEndpoints);
  return {
    ...api,
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
export type OauthApi = ReturnType<typeof createOauthApi>;
