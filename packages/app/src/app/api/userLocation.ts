import { createGroupApi } from '@pocket/api-client';
import { userLocationResource } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `userLocation` calls on the console's client, bound when a screen that uses them loads. */
export const userLocationApi = createGroupApi(client, userLocationResource);
