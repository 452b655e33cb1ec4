import { oauthApi } from './core-services.ts';
import { userApi } from './api/user.ts';

// The clients, the session and navigation (core-services.ts): the console imports them from there.
export * from './core-services.ts';

/**
 * The calls of the pages outside the console's frame that still reach them through one object
 * (`api.oauth`, `api.user`): the change-password, QR-confirm and social-callback pages. Every
 * other module binds a group by importing its module under app/api/ (`userApi`, `msgApi`, …),
 * so a screen loads the contract schemas of its own groups only, not the whole endpoint table.
 */
export const api = { oauth: oauthApi, user: userApi };
