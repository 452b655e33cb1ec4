import { createGroupApi } from '@pocket/api-client';
import { socialProviderResource } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `socialProvider` calls on the console's client, bound when a screen that uses them loads. */
export const socialProviderApi = createGroupApi(client, socialProviderResource);
