import { lookupGroup, oauthGroup } from './endpoints.ts';

export * from './endpoints.ts';
export * from './login.ts';
export * from './router.ts';
export * from './social.ts';

// Typed by name, so that the published declarations name each group instead of spelling it out
// again (api.ts).
/** Sign-in, sessions and the lookups every screen uses. */
export const oauthModule: readonly [typeof oauthGroup, typeof lookupGroup] = [oauthGroup, lookupGroup];
