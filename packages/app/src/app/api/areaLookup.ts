import { createGroupApi } from '@pocket/api-client';
import { areaLookupGroup } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `areaLookup` calls on the console's client, bound when a screen that uses them loads. */
export const areaLookupApi = createGroupApi(client, areaLookupGroup);
