import { createGroupApi } from '@pocket/api-client';
import { campusPublicGroup } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `campusPublic` calls on the console's client, bound when a screen that uses them loads. */
export const campusPublicApi = createGroupApi(client, campusPublicGroup);
