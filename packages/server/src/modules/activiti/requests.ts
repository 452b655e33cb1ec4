import { formatDateTime } from '@pocket/contract';
import type { WfInstanceState } from '@pocket/contract';
import { and, eq, ilike, inArray, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { user, wfDefinition, wfInstance, wfTask } from '../../db/schema.ts';
import type { CrudCtx } from '../../lib/crud.ts';
import type { Lang } from '../../lib/i18n.ts';
import { containing } from '../../lib/search.ts';
import { wfDesc, wfValue } from './labels.ts';

/** What a request row shows of its process (the contract's `wfRequestFields`). */
export type RequestFacts = {
  tenantCode: string;
  name: string;
  instanceId: string;
  state: { code: WfInstanceState; desc: string };
  isOver: boolean;
  suspendStateName: string;
  currentTask: string | null;
  startUserId: string;
  startUser: string;
  createTime: string;
  finishTime: string | null;
};

/** The process facts of requests by their instance id (three queries for a page). */
export async function requestFacts(
  tx: Tx,
  lang: Lang,
  instanceIds: bigint[],
): Promise<Map<bigint, RequestFacts>> {
  if (!instanceIds.length) return new Map();
  const instances = await tx
    .select({
      instance: wfInstance,
      starter: user.name,
      suspended: wfDefinition.suspended,
    })
    .from(wfInstance)
    .leftJoin(user, eq(user.id, wfInstance.startUserId))
    .leftJoin(wfDefinition, eq(wfDefinition.id, wfInstance.definitionId))
    .where(inArray(wfInstance.id, instanceIds));
  const open = await tx
    .select({ instanceId: wfTask.instanceId, name: wfTask.name })
    .from(wfTask)
    .where(and(inArray(wfTask.instanceId, instanceIds), isNull(wfTask.endTime)))
    .orderBy(wfTask.createTime, wfTask.id);
  const tasks = new Map<bigint, string[]>();
  for (const o of open) tasks.set(o.instanceId, [...(tasks.get(o.instanceId) ?? []), o.name]);
  const facts = new Map<bigint, RequestFacts>();
  for (const { instance: i, starter, suspended } of instances) {
    const state = i.state as WfInstanceState;
    const suspendState = suspended ? 'SUSPENDED' : 'ACTIVE';
    facts.set(i.id, {
      tenantCode: i.tenantCode,
      name: i.title,
      instanceId: String(i.id),
      state: wfValue(lang, 'instanceState', state),
      isOver: state !== 'RUNNING',
      suspendStateName: wfDesc(lang, 'suspendState', suspendState),
      currentTask: state === 'RUNNING' ? (tasks.get(i.id)?.join(', ') ?? null) : null,
      startUserId: i.startUserId === null ? '' : String(i.startUserId),
      startUser: starter ?? '',
      createTime: formatDateTime(i.createTime),
      finishTime: i.finishTime ? formatDateTime(i.finishTime) : null,
    });
  }
  return facts;
}

/** The filters requests share: title, process state, the caller's own. The request tables'
 * lists join their instance (`select`), so its columns can be named. */
export function requestFilter(
  m: { name?: string | undefined; state?: WfInstanceState | undefined; mine?: boolean | undefined },
  ctx: CrudCtx,
  startUserId: PgColumn,
): (SQL | undefined)[] {
  return [
    m.name ? ilike(wfInstance.title, containing(m.name)) : undefined,
    m.state ? eq(wfInstance.state, m.state) : undefined,
    m.mine ? eq(startUserId, ctx.auth.userId) : undefined,
  ];
}
