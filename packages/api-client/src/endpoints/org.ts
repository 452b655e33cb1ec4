import { orgEndpoints } from '@pocket/contract';
import type { ApiClient } from '../create-client.ts';
import { bindEndpoints } from './call.ts';

/** Organisations (`/authority/org`: create, change, delete), typed from the contract. */
export function createOrgApi(client: ApiClient) {
  return bindEndpoints(client, orgEndpoints);
}
export type OrgApi = ReturnType<typeof createOrgApi>;
