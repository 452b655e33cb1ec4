import { orgEndpoints } from '@pocket/contract';
import { defineModule } from '../../lib/context.ts';
import { orgHandlers } from './org.handlers.ts';

/** Organisations: create, change, delete with descendants. */
export const orgModule = defineModule(orgEndpoints, orgHandlers);
