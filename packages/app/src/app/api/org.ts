import { createGroupApi } from '@pocket/api-client';
import { orgResource } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `org` calls on the console's client, bound when a screen that uses them loads. */
export const orgApi = createGroupApi(client, orgResource);
