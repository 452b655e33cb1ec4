import { createGroupApi } from '@pocket/api-client';
import { optLogResource } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `optLog` calls on the console's client, bound when a screen that uses them loads. */
export const optLogApi = createGroupApi(client, optLogResource);
