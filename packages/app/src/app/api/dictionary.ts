import { createGroupApi } from '@pocket/api-client';
import { dictionaryResource } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `dictionary` calls on the console's client, bound when a screen that uses them loads. */
export const dictionaryApi = createGroupApi(client, dictionaryResource);
