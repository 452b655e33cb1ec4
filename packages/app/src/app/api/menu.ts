import { createGroupApi } from '@pocket/api-client';
import { menuResource } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `menu` calls on the console's client, bound when a screen that uses them loads. */
export const menuApi = createGroupApi(client, menuResource);
