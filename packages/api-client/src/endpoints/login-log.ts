import { loginLogEndpoints } from '@pocket/contract';
import type { ApiClient } from '../create-client.ts';
import { bindEndpoints } from './call.ts';

/** The tenant's login log (`/authority/loginLog`: page, delete, export), typed from the contract. */
export function createLoginLogApi(client: ApiClient) {
  return bindEndpoints(client, loginLogEndpoints);
}
export type LoginLogApi = ReturnType<typeof createLoginLogApi>;
