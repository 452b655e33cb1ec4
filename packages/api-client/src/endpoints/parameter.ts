import { parameterEndpoints } from '@pocket/contract';
import type { ApiClient } from '../create-client.ts';
import { bindEndpoints } from './call.ts';

/** The tenant's parameters (`/authority/parameter`), typed from the contract. */
export function createParameterApi(client: ApiClient) {
  return bindEndpoints(client, parameterEndpoints);
}
export type ParameterApi = ReturnType<typeof createParameterApi>;
