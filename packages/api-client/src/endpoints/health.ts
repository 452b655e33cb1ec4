import { healthEndpoints } from '@pocket/contract';
import type { ApiClient } from '../create-client.ts';
import { bindEndpoints } from './call.ts';

/** The public liveness check (`GET /api/health`), typed from the contract. */
export function createHealthApi(client: ApiClient) {
  return bindEndpoints(client, healthEndpoints);
}
export type HealthApi = ReturnType<typeof createHealthApi>;
