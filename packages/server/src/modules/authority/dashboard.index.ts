import { dashboardEndpoints } from '@pocket/contract';
import { defineModule } from '../../lib/context.ts';
import { dashboardHandlers } from './dashboard.handlers.ts';

/** Dashboard figures from the tenant's login log. */
export const dashboardModule = defineModule(dashboardEndpoints, dashboardHandlers);
