import { createGroupApi } from '@pocket/api-client';
import { orderResource } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `order` calls on the console's client, bound when a screen that uses them loads. */
export const orderApi = createGroupApi(client, orderResource);
