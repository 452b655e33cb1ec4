import { createGroupApi } from '@pocket/api-client';
import { courseResource } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `course` calls on the console's client, bound when a screen that uses them loads. */
export const courseApi = createGroupApi(client, courseResource);
