import { createGroupApi } from '@pocket/api-client';
import { campusAuditGroup } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `campusAudit` calls on the console's client, bound when a screen that uses them loads. */
export const campusAuditApi = createGroupApi(client, campusAuditGroup);
