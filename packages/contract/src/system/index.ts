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

export const systemModule = [healthGroup] as const;
