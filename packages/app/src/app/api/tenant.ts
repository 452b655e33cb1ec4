import { createGroupApi } from '@pocket/api-client';
import { tenantResource } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `tenant` calls on the console's client, bound when a screen that uses them loads. */
export const tenantApi = createGroupApi(client, tenantResource);
