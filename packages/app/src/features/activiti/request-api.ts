import { createGroupApi } from '@pocket/api-client';
import { bizLeaveResource, bizReimbursementResource, wfTaskResource } from '@pocket/contract';
import { client } from '../../app/core-services.ts';

/* The request and task calls, bound when their screens open: the workflow group is not part of
 * the console's entry (like every group: src/app/api/<group>.ts). */

/** Leave requests (`/activiti/bizLeave`). */
export const leaveApi = createGroupApi(client, bizLeaveResource);
/** Reimbursements (`/activiti/bizReimbursement`). */
export const reimbursementApi = createGroupApi(client, bizReimbursementResource);
/** Tasks: pages, approve / reject, an instance's history (`/activiti/task`). */
export const taskApi = createGroupApi(client, wfTaskResource);
