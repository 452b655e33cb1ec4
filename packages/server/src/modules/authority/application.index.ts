import { applicationEndpoints } from '@pocket/contract';
import { defineModule } from '../../lib/context.ts';
import { applicationHandlers } from './application.handlers.ts';

/** Client applications (platform tenant only). */
export const applicationModule = defineModule(applicationEndpoints, applicationHandlers);
