import { tenantEndpoints } from '@pocket/contract';
import type { ApiClient } from '../create-client.ts';
import { bindEndpoints } from './call.ts';

/** Tenant administration (`/tenant/tenant`, platform tenant only), typed from the contract. */
export function createTenantApi(client: ApiClient) {
  return bindEndpoints(client, tenantEndpoints);
}
export type TenantApi = ReturnType<typeof createTenantApi>;
