import { createApi, type Api } from '@pocket/api-client';
import { client, oauthApi } from './core-services.ts';

// The clients, the session and navigation: what the sign-in page needs too (core-services.ts).
export * from './core-services.ts';

/** Typed endpoint functions of every console group bound to the second client (`api.oauth` is the
 * sign-in's `oauthApi`). */
export const api: Api = { ...createApi(client), oauth: oauthApi };
