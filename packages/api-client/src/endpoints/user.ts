import { userEndpoints } from '@pocket/contract';
import type { ApiClient } from '../create-client.ts';
import { bindEndpoints } from './call.ts';

/** Every `/authority/user` endpoint of spec section 7, typed from the contract. */
export function createUserApi(client: ApiClient) {
  return bindEndpoints(client, userEndpoints);
}
export type UserApi = ReturnType<typeof createUserApi>;
