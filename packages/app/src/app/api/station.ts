import { createGroupApi } from '@pocket/api-client';
import { stationResource } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `station` calls on the console's client, bound when a screen that uses them loads. */
export const stationApi = createGroupApi(client, stationResource);
