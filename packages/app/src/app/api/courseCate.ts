import { createGroupApi } from '@pocket/api-client';
import { courseCateResource } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `courseCate` calls on the console's client, bound when a screen that uses them loads. */
export const courseCateApi = createGroupApi(client, courseCateResource);
