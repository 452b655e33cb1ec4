import { userEndpoints } from '@pocket/contract';
import { defineModule } from '../../lib/context.ts';
import { userHandlers } from './user.handlers.ts';

/** Users: page, CRUD, own profile, passwords, export / import. */
export const userModule = defineModule(userEndpoints, userHandlers);
