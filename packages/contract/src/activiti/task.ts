import { z } from 'zod';
import { enumValueSchema } from '../common/enums.ts';
import { dateTimeSchema, idSchema } from '../common/formats.ts';
import { defineResource } from '../common/resource.ts';
import { blankable } from '../common/schema-helpers.ts';
import { ValidationCode, maxLen } from '../common/validation.ts';
import { endpoint, envelope } from '../endpoint.ts';
import { WF_INSTANCE_STATE, WF_TASK_RESULT } from './rows.ts';

/** What a request of a process is (the business object that started it). */
export const WF_BIZ_TYPE = ['LEAVE', 'REIMBURSEMENT', 'NONE'] as const;
/** Which tasks a list shows: waiting for the caller, done by the caller, or of processes the
 * caller started. */
export const WF_TASK_VIEW = ['TODO', 'DONE', 'STARTED'] as const;
export type WfTaskView = (typeof WF_TASK_VIEW)[number];

/** A task (a user-task step of a process instance). */
export const wfTaskSchema = z.object({
  id: z.string(),
  /** The step's name (`部门领导审批`). */
  name: z.string(),
  /** The BPMN element id of the step. */
  activityId: z.string(),
  instanceId: z.string(),
  processDefinitionName: z.string(),
  processDefinitionKey: z.string(),
  /** The request's title. */
  title: z.string(),
  bizType: enumValueSchema(WF_BIZ_TYPE),
  bizId: z.string().nullable(),
  /** A leave request's type desc and reason (empty for other requests). */
  type: z.string(),
  reason: z.string(),
  /** A reimbursement's type desc and reason. */
  typeReimbursement: z.string(),
  reasonReimbursement: z.string(),
  /** Whom it waits for, as the console shows it (`李四`, `角色：人事`). */
  assignee: z.string(),
  startUser: z.string(),
  /** When the process started. */
  startTime: dateTimeSchema,
  /** When the task was created. */
  createTime: dateTimeSchema,
  /** When it was done; null while waiting. */
  endTime: dateTimeSchema.nullable(),
  result: enumValueSchema(WF_TASK_RESULT).nullable(),
  comment: z.string().nullable(),
  /** Who did it (name); null while waiting. */
  doneBy: z.string().nullable(),
  instanceState: enumValueSchema(WF_INSTANCE_STATE),
});
export type WfTask = z.infer<typeof wfTaskSchema>;

export const wfTaskQuerySchema = z.object({
  view: z.enum(WF_TASK_VIEW).optional(),
  name: z.string().max(100).optional(),
  processDefinitionKey: z.string().max(50).optional(),
});

/** Approve or reject a task; a rejection needs a comment. */
export const wfTaskCompleteSchema = z
  .object({
    result: z.enum(WF_TASK_RESULT, { error: ValidationCode.required }),
    comment: blankable(maxLen(255)),
  })
  .superRefine((v, ctx) => {
    if (v.result === 'REJECT' && !v.comment?.trim())
      ctx.addIssue({ code: 'custom', path: ['comment'], message: ValidationCode.required });
  });
export type WfTaskComplete = z.input<typeof wfTaskCompleteSchema>;

/** One step of an instance's history ("task item"). */
export const wfTaskItemSchema = z.object({
  /** The step's name; the first item is the start (`提交申请`). */
  itemName: z.string(),
  /** The comment given. */
  itemRemake: z.string().nullable(),
  /** APPROVE / REJECT; null for the start and for a step still waiting. */
  result: enumValueSchema(WF_TASK_RESULT).nullable(),
  /** Who did it (the starter for the start; whom it waits for while waiting). */
  createUser: z.string(),
  /** When it was done (waiting: when it was created). */
  createTime: dateTimeSchema,
  /** Done or still waiting. */
  done: z.boolean(),
});
export type WfTaskItem = z.infer<typeof wfTaskItemSchema>;

/** An instance's history: its steps, and its diagram with the path taken marked. */
export const wfHistorySchema = z.object({
  instanceId: z.string(),
  title: z.string(),
  processDefinitionName: z.string(),
  state: enumValueSchema(WF_INSTANCE_STATE),
  startUser: z.string(),
  startTime: dateTimeSchema,
  finishTime: dateTimeSchema.nullable(),
  /** The BPMN XML of the version the instance runs. */
  xml: z.string(),
  /** Element ids the process has passed (events, tasks, gateways and sequence flows). */
  completedIds: z.array(z.string()),
  /** Element ids waiting now. */
  activeIds: z.array(z.string()),
  items: z.array(wfTaskItemSchema),
});
export type WfHistory = z.infer<typeof wfHistorySchema>;

/** Tasks (`/activiti/task`): my to-do, done and started; approve, reject, history. */
export const wfTaskResource = defineResource({
  service: 'activiti',
  key: 'task',
  scope: 'tenant',
  label: ['task', 'tasks'],
  schemas: { row: wfTaskSchema, filter: wfTaskQuerySchema },
  ops: ['page'],
  actions: ['edit'],
}).extend((can) => ({
  taskComplete: endpoint({
    method: 'post',
    path: '/activiti/task/{id}/complete',
    auth: 'token',
    permission: can.edit,
    summary: 'Approve or reject a task waiting for the caller',
    params: z.object({ id: idSchema }),
    body: wfTaskCompleteSchema,
    response: envelope(wfTaskSchema),
  }),
  taskHistory: endpoint({
    method: 'get',
    path: '/activiti/task/history/{instanceId}',
    auth: 'token',
    permission: can.view,
    summary: 'The history and diagram of a process instance',
    params: z.object({ instanceId: idSchema }),
    response: envelope(wfHistorySchema),
  }),
}));
