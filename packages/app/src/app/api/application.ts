import { createGroupApi } from '@pocket/api-client';
import { applicationResource } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `application` calls on the console's client, bound when a screen that uses them loads. */
export const applicationApi = createGroupApi(client, applicationResource);
