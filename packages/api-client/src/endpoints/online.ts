import { onlineEndpoints } from '@pocket/contract';
import type { ApiClient } from '../create-client.ts';
import { bindEndpoints } from './call.ts';

/** Online sessions (`/authority/online`: page, force logout), typed from the contract. */
export function createOnlineApi(client: ApiClient) {
  return bindEndpoints(client, onlineEndpoints);
}
export type OnlineApi = ReturnType<typeof createOnlineApi>;
