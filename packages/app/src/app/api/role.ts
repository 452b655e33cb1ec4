import { createGroupApi } from '@pocket/api-client';
import { roleResource } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `role` calls on the console's client, bound when a screen that uses them loads. */
export const roleApi = createGroupApi(client, roleResource);
