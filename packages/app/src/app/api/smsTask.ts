import { createGroupApi } from '@pocket/api-client';
import { smsTaskResource } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `smsTask` calls on the console's client, bound when a screen that uses them loads. */
export const smsTaskApi = createGroupApi(client, smsTaskResource);
