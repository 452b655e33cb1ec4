import { oauthGroup } from '@pocket/contract';
import { defineModule } from '../../lib/context.ts';
import { oauthHandlers } from './oauth.handlers.ts';

/** Sign-in, sessions, captcha, QR-code login, routes and visible resources. */
export const oauthModule = defineModule(oauthGroup.endpoints, oauthHandlers);
