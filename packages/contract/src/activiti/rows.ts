import { z } from 'zod';
import { enumValueSchema } from '../common/enums.ts';
import { dateTimeSchema } from '../common/formats.ts';

/** Where a model stands: never deployed, deployed as it is, or changed since its last deploy. */
export const WF_MODEL_STATUS = ['DRAFT', 'DEPLOYED', 'MODIFIED'] as const;
export type WfModelStatus = (typeof WF_MODEL_STATUS)[number];

/** A workflow model: an editable BPMN diagram (`/activiti/model`). */
export const wfModelSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The process key its deployments carry. */
  key: z.string(),
  /** Revision of the diagram: 1 when made, +1 on each save of the XML. */
  version: z.number().int(),
  description: z.string().nullable(),
  status: enumValueSchema(WF_MODEL_STATUS),
  /** The version of the latest definition deployed from it; null when never deployed. */
  deployedVersion: z.number().int().nullable(),
  createTime: dateTimeSchema,
  lastUpdateTime: dateTimeSchema,
});
export type WfModel = z.infer<typeof wfModelSchema>;

/** Whether a definition starts processes. */
export const WF_SUSPEND_STATE = ['ACTIVE', 'SUSPENDED'] as const;
export type WfSuspendState = (typeof WF_SUSPEND_STATE)[number];

/** A deployed, immutable version of a process (`/activiti/definition`). */
export const wfDefinitionSchema = z.object({
  id: z.string(),
  /** The tenant's code. */
  tenantId: z.string(),
  name: z.string(),
  /** What the deployment was called: the model's name and version at deploy time. */
  deploymentName: z.string(),
  key: z.string(),
  /** 1 for the first deployment of a key, +1 for each next. */
  version: z.number().int(),
  suspendState: enumValueSchema(WF_SUSPEND_STATE),
  /** The desc of `suspendState` (lamp's field). */
  suspendStateName: z.string(),
  /** The model it was deployed from, while that model exists. */
  modelId: z.string().nullable(),
  /** Processes of this version still running. */
  running: z.number().int(),
  deploymentTime: dateTimeSchema,
});
export type WfDefinition = z.infer<typeof wfDefinitionSchema>;

/** Where a process instance is: waiting on a step, approved to its end, rejected, or ended by an
 * administrator (its definition deleted). */
export const WF_INSTANCE_STATE = ['RUNNING', 'APPROVED', 'REJECTED', 'ENDED'] as const;
export type WfInstanceState = (typeof WF_INSTANCE_STATE)[number];

/** What a request (leave, reimbursement) shows of the process it started. */
export const wfRequestFields = {
  id: z.string(),
  /** The tenant's code. */
  tenantCode: z.string(),
  /** The title: who asks for what (`张三的请假申请`). */
  name: z.string(),
  instanceId: z.string(),
  state: enumValueSchema(WF_INSTANCE_STATE),
  /** The process has ended (any state but RUNNING). */
  isOver: z.boolean(),
  /** The desc of the definition's suspend state (lamp's field). */
  suspendStateName: z.string(),
  /** The step waiting now (`部门领导审批`), null when over. */
  currentTask: z.string().nullable(),
  startUserId: z.string(),
  startUser: z.string(),
  /** When it was submitted (the process started). */
  createTime: dateTimeSchema,
  /** When the process ended; null while running. */
  finishTime: dateTimeSchema.nullable(),
};

/** A task's outcome. */
export const WF_TASK_RESULT = ['APPROVE', 'REJECT'] as const;
export type WfTaskResult = (typeof WF_TASK_RESULT)[number];
