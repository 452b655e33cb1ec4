import { createGroupApi } from '@pocket/api-client';
import { datasourceConfigResource } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `datasourceConfig` calls on the console's client, bound when a screen that uses them loads. */
export const datasourceConfigApi = createGroupApi(client, datasourceConfigResource);
