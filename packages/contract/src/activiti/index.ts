import { wfDefinitionResource } from './definition.ts';
import { bizLeaveResource } from './leave.ts';
import { wfModelResource } from './model.ts';
import { bizReimbursementResource } from './reimbursement.ts';
import { wfTaskResource } from './task.ts';

export * from './definition.ts';
export * from './leave.ts';
export * from './model.ts';
export * from './reimbursement.ts';
export * from './rows.ts';
export * from './task.ts';

// Typed by name, so that the published declarations name each group instead of spelling it out
// again (api.ts).
/** Workflow (`/activiti/...`): BPMN models, definitions, requests and tasks. Its screens bind
 * this group themselves (`createGroupApi`), so the console's entry does not carry it. */
export const activitiModule: readonly [
  typeof wfModelResource,
  typeof wfDefinitionResource,
  typeof bizLeaveResource,
  typeof bizReimbursementResource,
  typeof wfTaskResource,
] = [wfModelResource, wfDefinitionResource, bizLeaveResource, bizReimbursementResource, wfTaskResource];
