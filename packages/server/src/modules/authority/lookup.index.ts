import { lookupEndpoints } from '@pocket/contract';
import { defineModule } from '../../lib/context.ts';
import { lookupHandlers } from './lookup.handlers.ts';

/** Dictionary items, enum descriptions and the organisation tree. */
export const lookupModule = defineModule(lookupEndpoints, lookupHandlers);
