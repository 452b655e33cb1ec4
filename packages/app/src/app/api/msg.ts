import { createGroupApi } from '@pocket/api-client';
import { msgResource } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `msg` calls on the console's client, bound when a screen that uses them loads. */
export const msgApi = createGroupApi(client, msgResource);
