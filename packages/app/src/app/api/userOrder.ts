import { createGroupApi } from '@pocket/api-client';
import { userOrderGroup } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `userOrder` calls on the console's client, bound when a screen that uses them loads. */
export const userOrderApi = createGroupApi(client, userOrderGroup);
