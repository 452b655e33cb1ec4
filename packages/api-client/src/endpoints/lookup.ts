import { lookupEndpoints } from '@pocket/contract';
import type { ApiClient } from '../create-client.ts';
import { bindEndpoints } from './call.ts';

/** Lookups every screen uses (dictionary codes, enum descriptions, the org tree), typed from the contract. */
export function createLookupApi(client: ApiClient) {
  return bindEndpoints(client, lookupEndpoints);
}
export type LookupApi = ReturnType<typeof createLookupApi>;
