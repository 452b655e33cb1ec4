import { onlineEndpoints } from '@pocket/contract';
import { defineModule } from '../../lib/context.ts';
import { onlineHandlers } from './online.handlers.ts';

/** Online sessions and force logout. */
export const onlineModule = defineModule(onlineEndpoints, onlineHandlers);
