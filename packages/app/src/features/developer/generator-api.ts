import { createGroupApi } from '@pocket/api-client';
import { genTableResource } from '@pocket/contract';
import { client } from '../../app/core-services.ts';

/** The code generator's calls, bound when its screen opens: not part of the console's entry
 * (like every group: src/app/api/<group>.ts). */
export const generatorApi = createGroupApi(client, genTableResource);
