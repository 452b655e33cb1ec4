import { wfDefinitionModule } from './definition.ts';
import { bizLeaveModule } from './leave.ts';
import { wfModelModule } from './model.ts';
import { bizReimbursementModule } from './reimbursement.ts';
import { wfTaskModule } from './task.ts';

/** Workflow (docs/workflow.md): models, definitions, leave and reimbursement requests, tasks. */
export const activitiModules = [
  wfModelModule,
  wfDefinitionModule,
  bizLeaveModule,
  bizReimbursementModule,
  wfTaskModule,
];
