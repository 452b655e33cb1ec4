import { lookupGroup, oauthGroup } from './endpoints.ts';

export * from './endpoints.ts';
export * from './login.ts';
export * from './router.ts';
export * from './social.ts';

/** Sign-in, sessions and the lookups every screen uses. */
export const oauthModule = [oauthGroup, lookupGroup] as const;
