import { createGroupApi } from '@pocket/api-client';
import { smsSendStatusResource } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `smsSendStatus` calls on the console's client, bound when a screen that uses them loads. */
export const smsSendStatusApi = createGroupApi(client, smsSendStatusResource);
