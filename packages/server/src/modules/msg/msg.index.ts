import { msgEndpoints } from '@pocket/contract';
import { defineModule } from '../../lib/context.ts';
import { msgHandlers } from './msg.handlers.ts';

/** Messages and the signed-in user's inbox. */
export const msgModule = defineModule(msgEndpoints, msgHandlers);
