import { ErrorCode } from '@pocket/contract';
import type { WfInstanceState, WfTaskResult } from '@pocket/contract';
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import {
  msg,
  msgReceive,
  org,
  role,
  user,
  userRole,
  wfDefinition,
  wfInstance,
  wfTask,
} from '../../db/schema.ts';
import type { HandlerCtx } from '../../lib/context.ts';
import { publish } from '../../lib/events.ts';
import { ApiError } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import type { EndpointDef } from '@pocket/contract';
import {
  EngineFailure,
  FALLBACK_ROLE,
  LEADER_ROLE,
  inspectBpmn,
  resumeEngine,
  startEngine,
} from './engine.ts';
import type { Assignment, ProcessInfo, Step } from './engine.ts';

/** What the runtime needs of a request: its tenant transaction, the main one (events), the
 * caller and the language. */
export type WfCtx = Pick<HandlerCtx<EndpointDef & { auth: 'token' }>, 'tx' | 'main' | 'auth' | 'lang'>;

const failed = (ctx: WfCtx, message: string, status: 400 | 403 | 404 = 400) =>
  new ApiError(ErrorCode.OPERATION_FAILED, message, status);

/** The variable a task's outcome is given to the engine as. */
export const DECISION = 'decision';

/** Parsed diagrams by their text: parsing is pure, so a cache only saves time (a new server
 * process reads them again from the database). */
const parsedCache = new Map<string, Promise<ProcessInfo>>();
function processInfo(xml: string): Promise<ProcessInfo> {
  let info = parsedCache.get(xml);
  if (!info) {
    info = inspectBpmn(xml);
    parsedCache.set(xml, info);
    info.catch(() => parsedCache.delete(xml));
    if (parsedCache.size > 200) parsedCache.delete(parsedCache.keys().next().value as string);
  }
  return info;
}

/**
 * The organisation leader of a user: an enabled user holding the role ORG_LEADER in the user's
 * organisation, or else in the nearest organisation above it (the user themself excepted).
 * Undefined when there is none.
 */
export async function leaderOf(tx: Tx, userId: bigint | null): Promise<bigint | undefined> {
  if (userId === null) return undefined;
  const [starter] = await tx.select({ orgId: user.orgId }).from(user).where(eq(user.id, userId));
  let orgId = starter?.orgId ?? null;
  const seen = new Set<bigint>();
  while (orgId !== null && orgId !== 0n && !seen.has(orgId)) {
    seen.add(orgId);
    const [leader] = await tx
      .select({ id: user.id })
      .from(user)
      .innerJoin(userRole, eq(userRole.userId, user.id))
      .innerJoin(role, and(eq(role.id, userRole.roleId), eq(role.state, true)))
      .where(
        and(eq(user.orgId, orgId), eq(role.code, LEADER_ROLE), eq(user.state, true), ne(user.id, userId)),
      )
      .orderBy(user.id)
      .limit(1);
    if (leader) return leader.id;
    const [current] = await tx.select({ parentId: org.parentId }).from(org).where(eq(org.id, orgId));
    orgId = current?.parentId ?? null;
  }
  return undefined;
}

/** Whom a task waits for: a user, or the holders of a role (SUPER_ADMIN when a leader or a
 * named account cannot be found). */
async function assign(
  tx: Tx,
  assignment: Assignment,
  starter: bigint | null,
): Promise<{ assigneeUserId: bigint | null; candidateRole: string | null }> {
  if (assignment.kind === 'role') return { assigneeUserId: null, candidateRole: assignment.role };
  if (assignment.kind === 'leader') {
    const leader = await leaderOf(tx, starter);
    return leader
      ? { assigneeUserId: leader, candidateRole: null }
      : { assigneeUserId: null, candidateRole: FALLBACK_ROLE };
  }
  const [named] = await tx
    .select({ id: user.id })
    .from(user)
    .where(eq(user.account, assignment.account))
    .limit(1);
  return named
    ? { assigneeUserId: named.id, candidateRole: null }
    : { assigneeUserId: null, candidateRole: FALLBACK_ROLE };
}

/** The users a task waits for (its assignee, or the enabled holders of its role). */
async function receiversOfTask(
  tx: Tx,
  task: { assigneeUserId: bigint | null; candidateRole: string | null },
): Promise<bigint[]> {
  if (task.assigneeUserId !== null) return [task.assigneeUserId];
  if (!task.candidateRole) return [];
  const rows = await tx
    .selectDistinct({ id: user.id })
    .from(user)
    .innerJoin(userRole, eq(userRole.userId, user.id))
    .innerJoin(role, and(eq(role.id, userRole.roleId), eq(role.state, true)))
    .where(and(eq(role.code, task.candidateRole), eq(user.state, true)));
  return rows.map((r) => r.id);
}

/** Puts a message in the inboxes of `users` (message centre) and rings their bells when the
 * request commits. Messages are written in the language of the request that caused them. */
async function sendMessage(
  ctx: WfCtx,
  users: bigint[],
  m: { type: 'WAIT' | 'NOTIFY'; title: string; content: string; bizId: bigint },
): Promise<void> {
  const receivers = [...new Set(users)];
  if (!receivers.length) return;
  const id = newId();
  await ctx.tx.insert(msg).values({
    id,
    msgType: m.type,
    title: m.title.slice(0, 255),
    content: m.content,
    bizType: 'WORKFLOW',
    bizId: String(m.bizId),
    author: ctx.auth.name,
    handlerUrl: '/activiti/task',
    createdBy: ctx.auth.userId,
  });
  await ctx.tx.insert(msgReceive).values(receivers.map((userId) => ({ msgId: id, userId })));
  await publish(ctx.main, { kind: 'inbox', tenant: ctx.auth.tenantCode, users: receivers.map(String) });
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type InstanceRow = typeof wfInstance.$inferSelect;

/** Opens a task row (and tells whom it waits for) for each user task now waiting that has no
 * open row yet. */
async function openTasks(ctx: WfCtx, instance: InstanceRow, info: ProcessInfo, waiting: string[]) {
  const open = await ctx.tx
    .select({ activityId: wfTask.activityId })
    .from(wfTask)
    .where(and(eq(wfTask.instanceId, instance.id), isNull(wfTask.endTime)));
  const have = new Set(open.map((o) => o.activityId));
  for (const activityId of waiting) {
    if (have.has(activityId)) continue;
    const task = info.userTasks.get(activityId);
    if (!task) throw failed(ctx, t(ctx.lang, 'wfEngineFailed', { detail: activityId }));
    const who = await assign(ctx.tx, task.assignment, instance.startUserId);
    const id = newId();
    await ctx.tx.insert(wfTask).values({ id, instanceId: instance.id, activityId, name: task.name, ...who });
    const title = t(ctx.lang, 'wfTodoTitle', { title: instance.title });
    const content = t(ctx.lang, 'wfTodoContent', {
      title: escapeHtml(instance.title),
      task: escapeHtml(task.name),
    });
    await sendMessage(ctx, await receiversOfTask(ctx.tx, who), { type: 'WAIT', title, content, bizId: id });
  }
}

/** The engine's step as an API error when it cannot run (a condition no flow satisfies…). */
async function run<T>(ctx: WfCtx, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof EngineFailure || (error instanceof Error && !(error instanceof ApiError)))
      throw failed(ctx, t(ctx.lang, 'wfEngineFailed', { detail: error.message }));
    throw error;
  }
}

/** The newest definition of a key (refused when none, or when it is suspended). */
export async function startableDefinition(ctx: WfCtx, key: string) {
  const [definition] = await ctx.tx
    .select()
    .from(wfDefinition)
    .where(eq(wfDefinition.key, key))
    .orderBy(desc(wfDefinition.version))
    .limit(1);
  if (!definition) throw failed(ctx, t(ctx.lang, 'wfNotDeployed', { key }));
  if (definition.suspended) throw failed(ctx, t(ctx.lang, 'wfDefinitionSuspended'));
  return definition;
}

/**
 * Starts an instance of the newest definition of `key` in the request's transaction: runs the
 * engine to the first user tasks, stores its state and opens the tasks. Answers the instance id.
 */
export async function startProcess(
  ctx: WfCtx,
  p: {
    key: string;
    bizType: 'LEAVE' | 'REIMBURSEMENT' | 'NONE';
    bizId: bigint | null;
    title: string;
    variables: Record<string, unknown>;
  },
): Promise<bigint> {
  const definition = await startableDefinition(ctx, p.key);
  const info = await processInfo(definition.xml);
  const id = newId();
  const variables = { ...p.variables, starter: ctx.auth.account, starterId: String(ctx.auth.userId) };
  const step = await run(ctx, () => startEngine(String(id), definition.xml, variables));
  const row: InstanceRow = {
    id,
    tenantCode: ctx.auth.tenantCode,
    definitionId: definition.id,
    definitionKey: definition.key,
    definitionName: definition.name,
    bizType: p.bizType,
    bizId: p.bizId,
    title: p.title.slice(0, 150),
    startUserId: ctx.auth.userId,
    state: step.ended ? 'APPROVED' : 'RUNNING',
    engineState: step.state,
    variables,
    completedIds: step.completed,
    createTime: new Date(),
    finishTime: step.ended ? new Date() : null,
  };
  await ctx.tx.insert(wfInstance).values(row);
  await openTasks(ctx, row, info, step.waiting);
  return id;
}

/** The state a process ends in: REJECTED when its last decision was REJECT or its end event's
 * id starts with `endReject`; APPROVED otherwise (docs/workflow.md "States"). */
export function endState(step: Step, lastDecision: WfTaskResult): WfInstanceState {
  if (lastDecision === 'REJECT' || /^endReject/i.test(step.endId ?? '')) return 'REJECTED';
  return 'APPROVED';
}

/** Whether the caller may do a task: its assignee, or a holder of its role. */
export async function mayDo(
  ctx: WfCtx,
  task: { assigneeUserId: bigint | null; candidateRole: string | null },
): Promise<boolean> {
  if (task.assigneeUserId !== null) return task.assigneeUserId === ctx.auth.userId;
  return task.candidateRole !== null && (await ctx.auth.roles()).includes(task.candidateRole);
}

/**
 * Approves or rejects a task in the request's transaction: locks its instance (FOR UPDATE, so
 * two completions of one task queue up and the second finds it done), recovers the engine from
 * the stored state, signals the task with `decision`, runs to the next tasks or the end, stores
 * the new state, and tells whom it concerns.
 */
export async function completeTask(
  ctx: WfCtx,
  taskId: bigint,
  body: { result: WfTaskResult; comment?: string | null },
): Promise<void> {
  const [peek] = await ctx.tx
    .select({ instanceId: wfTask.instanceId })
    .from(wfTask)
    .where(eq(wfTask.id, taskId));
  if (!peek) throw new ApiError(ErrorCode.OPERATION_FAILED, t(ctx.lang, 'notFound'), 404);
  const [instance] = await ctx.tx
    .select()
    .from(wfInstance)
    .where(eq(wfInstance.id, peek.instanceId))
    .for('update');
  const [task] = await ctx.tx.select().from(wfTask).where(eq(wfTask.id, taskId)).for('update');
  if (!instance || !task) throw new ApiError(ErrorCode.OPERATION_FAILED, t(ctx.lang, 'notFound'), 404);
  if (task.endTime !== null || instance.state !== 'RUNNING') throw failed(ctx, t(ctx.lang, 'wfTaskHandled'));
  if (!(await mayDo(ctx, task))) throw failed(ctx, t(ctx.lang, 'wfTaskNotYours'), 403);
  const [definition] = instance.definitionId
    ? await ctx.tx.select().from(wfDefinition).where(eq(wfDefinition.id, instance.definitionId))
    : [];
  if (!definition || !instance.engineState) throw failed(ctx, t(ctx.lang, 'wfTaskHandled'));
  const info = await processInfo(definition.xml);
  const comment = body.comment?.trim() || null;
  const now = new Date();
  await ctx.tx
    .update(wfTask)
    .set({ endTime: now, result: body.result, comment, doneByUserId: ctx.auth.userId })
    .where(eq(wfTask.id, task.id));
  const variables = { ...instance.variables, [DECISION]: body.result };
  const step = await run(ctx, () =>
    resumeEngine(String(instance.id), instance.engineState, task.activityId, { [DECISION]: body.result }),
  );
  const state = step.ended ? endState(step, body.result) : 'RUNNING';
  const updated: InstanceRow = {
    ...instance,
    state,
    engineState: step.state,
    variables,
    completedIds: [...new Set([...instance.completedIds, ...step.completed])],
    finishTime: step.ended ? now : null,
  };
  await ctx.tx
    .update(wfInstance)
    .set({
      state: updated.state,
      engineState: updated.engineState,
      variables: updated.variables,
      completedIds: updated.completedIds,
      finishTime: updated.finishTime,
    })
    .where(eq(wfInstance.id, instance.id));
  if (step.ended) {
    // Tasks still open on other branches (a parallel gateway) end with the process.
    await ctx.tx
      .update(wfTask)
      .set({ endTime: now })
      .where(and(eq(wfTask.instanceId, instance.id), isNull(wfTask.endTime)));
  } else {
    await openTasks(ctx, updated, info, step.waiting);
  }
  const starter = instance.startUserId === null ? [] : [instance.startUserId];
  const title = escapeHtml(instance.title);
  if (body.result === 'REJECT') {
    await sendMessage(ctx, starter, {
      type: 'NOTIFY',
      title: t(ctx.lang, 'wfRejectedTitle', { title: instance.title }),
      content: t(ctx.lang, 'wfRejectedContent', {
        name: escapeHtml(ctx.auth.name),
        title,
        comment: escapeHtml(comment ?? ''),
      }),
      bizId: instance.id,
    });
  } else if (state === 'APPROVED') {
    await sendMessage(ctx, starter, {
      type: 'NOTIFY',
      title: t(ctx.lang, 'wfApprovedTitle', { title: instance.title }),
      content: t(ctx.lang, 'wfApprovedContent', { title }),
      bizId: instance.id,
    });
  }
}

/** Ends running instances (an administrator deletes their definition): state ENDED, open tasks
 * closed. Answers how many. */
export async function endInstances(tx: Tx, ids: bigint[]): Promise<number> {
  if (!ids.length) return 0;
  const now = new Date();
  await tx
    .update(wfTask)
    .set({ endTime: now })
    .where(and(inArray(wfTask.instanceId, ids), isNull(wfTask.endTime)));
  await tx
    .update(wfInstance)
    .set({ state: 'ENDED', finishTime: now, engineState: null })
    .where(inArray(wfInstance.id, ids));
  return ids.length;
}
