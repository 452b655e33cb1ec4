import { defineGroup } from '../common/resource.ts';
import { endpoint, envelope } from '../endpoint.ts';
import { healthSchema } from './health.ts';

export * from './health.ts';

/** Liveness check: public, touches no tenant data (load balancers and start-up scripts poll it). */
export const healthGroup = defineGroup('health', {
  health: endpoint({
    method: 'get',
    path: '/health',
    auth: 'anno',
    permission: null,
    summary: 'Liveness check',
    response: envelope(healthSchema),
  }),
});

// Typed by name, so that the published declarations name each group instead of spelling it out
// again (api.ts).
export const systemModule: readonly [typeof healthGroup] = [healthGroup];
