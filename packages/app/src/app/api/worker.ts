import { createGroupApi } from '@pocket/api-client';
import { workerResource } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `worker` calls on the console's client, bound when a screen that uses them loads. */
export const workerApi = createGroupApi(client, workerResource);
