import { loginLogEndpoints } from '@pocket/contract';
import { defineModule } from '../../lib/context.ts';
import { loginLogHandlers } from './login-log.handlers.ts';

/** The tenant's login log: page, delete, export. */
export const loginLogModule = defineModule(loginLogEndpoints, loginLogHandlers);
