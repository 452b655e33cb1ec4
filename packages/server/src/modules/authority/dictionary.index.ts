import { dictionaryEndpoints } from '@pocket/contract';
import { defineModule } from '../../lib/context.ts';
import { dictionaryHandlers } from './dictionary.handlers.ts';

/** Dictionary items: page, types, create, change, delete. */
export const dictionaryModule = defineModule(dictionaryEndpoints, dictionaryHandlers);
