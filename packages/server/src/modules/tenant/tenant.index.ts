import { tenantEndpoints } from '@pocket/contract';
import { defineModule } from '../../lib/context.ts';
import { tenantHandlers } from './tenant.handlers.ts';

/** Tenants, managed by the platform tenant 0000. */
export const tenantModule = defineModule(tenantEndpoints, tenantHandlers);
