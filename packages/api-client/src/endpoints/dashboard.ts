import { dashboardEndpoints } from '@pocket/contract';
import type { ApiClient } from '../create-client.ts';
import { bindEndpoints } from './call.ts';

/** The dashboard figures (`/authority/dashboard`), typed from the contract. */
export function createDashboardApi(client: ApiClient) {
  return bindEndpoints(client, dashboardEndpoints);
}
export type DashboardApi = ReturnType<typeof createDashboardApi>;
