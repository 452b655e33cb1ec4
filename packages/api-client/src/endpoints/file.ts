import { fileEndpoints } from '@pocket/contract';
import type { ApiClient } from '../create-client.ts';
import { bindEndpoints } from './call.ts';

/** File endpoints (`/file/anyone/attachment/upload`, the public file read), typed from the contract. */
export function createFileApi(client: ApiClient) {
  return bindEndpoints(client, fileEndpoints);
}
export type FileApi = ReturnType<typeof createFileApi>;
