import { createGroupApi } from '@pocket/api-client';
import { wfDefinitionResource, wfModelResource } from '@pocket/contract';
import { client } from '../../app/core-services.ts';

/** The workflow's calls, bound when a workflow screen opens: the console's entry does not carry
 * the workflow groups (the contract's `activitiModule`). */
export const modelApi = createGroupApi(client, wfModelResource);
export const definitionApi = createGroupApi(client, wfDefinitionResource);
