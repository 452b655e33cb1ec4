import { createGroupApi } from '@pocket/api-client';
import { lookupGroup } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `lookup` calls on the console's client, bound when a screen that uses them loads. */
export const lookupApi = createGroupApi(client, lookupGroup);
