import { parameterEndpoints } from '@pocket/contract';
import { defineModule } from '../../lib/context.ts';
import { parameterHandlers } from './parameter.handlers.ts';

/** The tenant's parameters: page, create, update, delete. */
export const parameterModule = defineModule(parameterEndpoints, parameterHandlers);
