import { msgEndpoints } from '@pocket/contract';
import type { ApiClient } from '../create-client.ts';
import { bindEndpoints } from './call.ts';

/** Every message endpoint of spec section 7 (`/msg/msg`, `/msg/anyone/myMsg`), typed from the contract. */
export function createMsgApi(client: ApiClient) {
  return bindEndpoints(client, msgEndpoints);
}
export type MsgApi = ReturnType<typeof createMsgApi>;
