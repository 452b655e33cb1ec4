import { createGroupApi } from '@pocket/api-client';
import { attachmentResource } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `attachment` calls on the console's client, bound when a screen that uses them loads. */
export const attachmentApi = createGroupApi(client, attachmentResource);
