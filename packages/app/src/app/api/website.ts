import { createGroupApi } from '@pocket/api-client';
import { websiteGroup } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `website` calls on the console's client, bound when a screen that uses them loads. */
export const websiteApi = createGroupApi(client, websiteGroup);
