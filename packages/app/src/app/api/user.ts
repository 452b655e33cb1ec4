import { createGroupApi } from '@pocket/api-client';
import { userResource } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `user` calls on the console's client, bound when a screen that uses them loads. */
export const userApi = createGroupApi(client, userResource);
