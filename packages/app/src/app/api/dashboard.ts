import { createGroupApi } from '@pocket/api-client';
import { dashboardGroup } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `dashboard` calls on the console's client, bound when a screen that uses them loads. */
export const dashboardApi = createGroupApi(client, dashboardGroup);
