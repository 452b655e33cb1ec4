import { ErrorCode, formatDateTime, wfTaskResource } from '@pocket/contract';
import type { WfHistory, WfInstanceState, WfTask, WfTaskResult } from '@pocket/contract';
import { and, asc, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { idOf } from '../../db/ids.ts';
import { bizLeave, bizReimbursement, role, user, wfDefinition, wfInstance, wfTask } from '../../db/schema.ts';
import { crudModule, type Beside } from '../../lib/crud.ts';
import { ApiError } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import { containing } from '../../lib/search.ts';
import { wfDesc, wfValue } from './labels.ts';
import { completeTask } from './runtime.ts';

const assignee = alias(user, 'assignee');
const doneBy = alias(user, 'done_by');
const starter = alias(user, 'starter');
const candidate = alias(role, 'candidate');

const listing = (tx: Tx, beside: Beside = {}) =>
  tx
    .select({
      ...beside,
      task: wfTask,
      instance: wfInstance,
      assigneeName: assignee.name,
      roleName: candidate.name,
      doneByName: doneBy.name,
      starterName: starter.name,
      leaveType: bizLeave.type,
      leaveReason: bizLeave.reason,
      reimbursementType: bizReimbursement.type,
      reimbursementReason: bizReimbursement.reason,
    })
    .from(wfTask)
    .innerJoin(wfInstance, eq(wfInstance.id, wfTask.instanceId))
    .leftJoin(assignee, eq(assignee.id, wfTask.assigneeUserId))
    .leftJoin(candidate, eq(candidate.code, wfTask.candidateRole))
    .leftJoin(doneBy, eq(doneBy.id, wfTask.doneByUserId))
    .leftJoin(starter, eq(starter.id, wfInstance.startUserId))
    .leftJoin(bizLeave, eq(bizLeave.instanceId, wfInstance.id))
    .leftJoin(bizReimbursement, eq(bizReimbursement.instanceId, wfInstance.id));

type Listed = Awaited<ReturnType<ReturnType<typeof listing>['execute']>>[number];

/** Whom a task waits for, as the console shows it (`李四`, `角色：人事`). */
const assigneeText = (lang: Lang, r: Pick<Listed, 'assigneeName' | 'roleName' | 'task'>) =>
  r.assigneeName ??
  (r.task.candidateRole ? t(lang, 'wfRoleAssignee', { role: r.roleName ?? r.task.candidateRole }) : '');

function toRow(r: Listed, lang: Lang): WfTask {
  const { task, instance } = r;
  return {
    id: String(task.id),
    name: task.name,
    activityId: task.activityId,
    instanceId: String(instance.id),
    processDefinitionName: instance.definitionName,
    processDefinitionKey: instance.definitionKey,
    title: instance.title,
    bizType: wfValue(lang, 'bizType', instance.bizType as 'LEAVE' | 'REIMBURSEMENT' | 'NONE'),
    bizId: instance.bizId === null ? null : String(instance.bizId),
    type: r.leaveType ? wfDesc(lang, 'leaveType', r.leaveType) : '',
    reason: r.leaveReason ?? '',
    typeReimbursement: r.reimbursementType ? wfDesc(lang, 'reimbursementType', r.reimbursementType) : '',
    reasonReimbursement: r.reimbursementReason ?? '',
    assignee: assigneeText(lang, r),
    startUser: r.starterName ?? '',
    startTime: formatDateTime(instance.createTime),
    createTime: formatDateTime(task.createTime),
    endTime: task.endTime ? formatDateTime(task.endTime) : null,
    result: task.result ? wfValue(lang, 'taskResult', task.result as WfTaskResult) : null,
    comment: task.comment,
    doneBy: r.doneByName ?? null,
    instanceState: wfValue(lang, 'instanceState', instance.state as WfInstanceState),
  };
}

/** Tasks: to do (waiting for the caller, by name or role), done by the caller, or of processes
 * the caller started; approve / reject; an instance's history. */
export const wfTaskModule = crudModule(wfTaskResource).storedIn({
  table: wfTask,
  select: listing,
  toRow: (r, ctx) => toRow(r, ctx.lang),
  async filter(m, ctx) {
    const me = ctx.auth.userId;
    const view = m.view ?? 'TODO';
    let mine;
    if (view === 'TODO') {
      const roles = await ctx.auth.roles();
      mine = and(
        isNull(wfTask.endTime),
        eq(wfInstance.state, 'RUNNING'),
        or(eq(wfTask.assigneeUserId, me), roles.length ? inArray(wfTask.candidateRole, roles) : undefined),
      );
    } else if (view === 'DONE') mine = eq(wfTask.doneByUserId, me);
    else mine = eq(wfInstance.startUserId, me);
    return [
      mine,
      m.name ? ilike(wfInstance.title, containing(m.name)) : undefined,
      m.processDefinitionKey ? eq(wfInstance.definitionKey, m.processDefinitionKey) : undefined,
    ];
  },
  order: [desc(wfTask.createTime), desc(wfTask.id)],
  handlers: {
    async taskComplete(ctx, crud) {
      const id = idOf(ctx.params.id);
      await completeTask(ctx, id, { result: ctx.body.result, comment: ctx.body.comment ?? null });
      return crud.get(id);
    },
    async taskHistory(ctx) {
      const instanceId = idOf(ctx.params.instanceId);
      const [row] = await ctx.tx
        .select({ instance: wfInstance, xml: wfDefinition.xml, starterName: starter.name })
        .from(wfInstance)
        .leftJoin(wfDefinition, eq(wfDefinition.id, wfInstance.definitionId))
        .leftJoin(starter, eq(starter.id, wfInstance.startUserId))
        .where(eq(wfInstance.id, instanceId));
      if (!row) throw new ApiError(ErrorCode.OPERATION_FAILED, t(ctx.lang, 'notFound'), 404);
      const { instance } = row;
      const tasks = await listing(ctx.tx)
        .where(eq(wfTask.instanceId, instanceId))
        .orderBy(asc(wfTask.createTime), asc(wfTask.id));
      const history: WfHistory = {
        instanceId: String(instance.id),
        title: instance.title,
        processDefinitionName: instance.definitionName,
        state: wfValue(ctx.lang, 'instanceState', instance.state as WfInstanceState),
        startUser: row.starterName ?? '',
        startTime: formatDateTime(instance.createTime),
        finishTime: instance.finishTime ? formatDateTime(instance.finishTime) : null,
        xml: row.xml ?? '',
        completedIds: instance.completedIds,
        activeIds: tasks.filter((r) => r.task.endTime === null).map((r) => r.task.activityId),
        items: [
          {
            itemName: t(ctx.lang, 'wfStartItem'),
            itemRemake: null,
            result: null,
            createUser: row.starterName ?? '',
            createTime: formatDateTime(instance.createTime),
            done: true,
          },
          ...tasks.map((r) => {
            const done = r.task.endTime !== null;
            return {
              itemName: r.task.name,
              itemRemake: r.task.comment,
              result: r.task.result ? wfValue(ctx.lang, 'taskResult', r.task.result as WfTaskResult) : null,
              createUser: r.doneByName ?? assigneeText(ctx.lang, r),
              createTime: formatDateTime(r.task.endTime ?? r.task.createTime),
              done,
            };
          }),
        ],
      };
      return history;
    },
  },
});
