import { dictionaryEndpoints } from '@pocket/contract';
import type { ApiClient } from '../create-client.ts';
import { bindEndpoints } from './call.ts';

/** Dictionary items (`/authority/dictionary`), typed from the contract. */
export function createDictionaryApi(client: ApiClient) {
  return bindEndpoints(client, dictionaryEndpoints);
}
export type DictionaryApi = ReturnType<typeof createDictionaryApi>;
