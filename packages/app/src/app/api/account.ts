import { createGroupApi } from '@pocket/api-client';
import { accountGroup } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `account` calls on the console's client, bound when a screen that uses them loads. */
export const accountApi = createGroupApi(client, accountGroup);
