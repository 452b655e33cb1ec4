import { applicationEndpoints } from '@pocket/contract';
import type { ApiClient } from '../create-client.ts';
import { bindEndpoints } from './call.ts';

/** Client applications (`/authority/application`), typed from the contract. */
export function createApplicationApi(client: ApiClient) {
  return bindEndpoints(client, applicationEndpoints);
}
export type ApplicationApi = ReturnType<typeof createApplicationApi>;
