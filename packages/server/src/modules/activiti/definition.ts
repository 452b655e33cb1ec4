import { ErrorCode, formatDateTime, wfDefinitionResource } from '@pocket/contract';
import type { WfDefinition } from '@pocket/contract';
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { idOf, idsOf, newId } from '../../db/ids.ts';
import { wfDefinition, wfInstance, wfModel } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import { crudModule } from '../../lib/crud.ts';
import { ApiError, Failure } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import { containing } from '../../lib/search.ts';
import { wfDesc, wfValue } from './labels.ts';
import { endInstances } from './runtime.ts';
import { modelRows } from './model-rows.ts';

type DefinitionRow = typeof wfDefinition.$inferSelect;

/** Definitions as the contract's rows, with how many of their processes run (one query). */
export async function definitionRows(tx: Tx, lang: Lang, rows: DefinitionRow[]): Promise<WfDefinition[]> {
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await tx
        .select({ id: wfInstance.definitionId, n: sql<number>`count(*)::int` })
        .from(wfInstance)
        .where(and(inArray(wfInstance.definitionId, ids), eq(wfInstance.state, 'RUNNING')))
        .groupBy(wfInstance.definitionId)
    : [];
  const running = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return rows.map((d) => {
    const state = d.suspended ? 'SUSPENDED' : 'ACTIVE';
    return {
      id: String(d.id),
      tenantId: d.tenantCode,
      name: d.name,
      deploymentName: d.deploymentName,
      key: d.key,
      version: d.version,
      suspendState: wfValue(lang, 'suspendState', state),
      suspendStateName: wfDesc(lang, 'suspendState', state),
      modelId: d.modelId === null ? null : String(d.modelId),
      running: running.get(d.id) ?? 0,
      deploymentTime: formatDateTime(d.deploymentTime),
    };
  });
}

/** The newest version of each key (`latest`). */
const newestOfKey = sql`${wfDefinition.version} = (select max(d2.version) from wf_definition d2 where d2.key = ${wfDefinition.key} and d2.tenant_code = ${wfDefinition.tenantCode})`;

/** Deployed versions: list, read with the diagram, suspend / activate, delete (ending running
 * processes when asked), and turn back into a model. */
export const wfDefinitionModule = crudModule(wfDefinitionResource).storedIn({
  table: wfDefinition,
  toRows: (rows, ctx) => definitionRows(ctx.tx, ctx.lang, rows),
  filter: (m) => [
    m.name ? ilike(wfDefinition.name, containing(m.name)) : undefined,
    m.key ? ilike(wfDefinition.key, containing(m.key)) : undefined,
    m.suspendState === undefined ? undefined : eq(wfDefinition.suspended, m.suspendState === 'SUSPENDED'),
    m.latest ? newestOfKey : undefined,
  ],
  sortable: { version: wfDefinition.version, deploymentTime: wfDefinition.deploymentTime },
  order: [asc(wfDefinition.key), desc(wfDefinition.version), desc(wfDefinition.id)],
  handlers: {
    async definitionGet(ctx, crud) {
      const row = await crud.get(idOf(ctx.params.id));
      const stored = await crud.stored(idOf(ctx.params.id));
      return { ...row, xml: stored.xml };
    },
    async definitionSetState(ctx, crud) {
      const id = idOf(ctx.params.id);
      await crud.stored(id);
      await ctx.tx.update(wfDefinition).set({ suspended: ctx.body.suspended }).where(eq(wfDefinition.id, id));
      return crud.get(id);
    },
    async definitionDelete(ctx) {
      const ids = [...new Set(idsOf(ctx.body.ids))];
      const found = await ctx.tx
        .select({ id: wfDefinition.id })
        .from(wfDefinition)
        .where(inArray(wfDefinition.id, ids))
        .for('update');
      if (found.length !== ids.length)
        throw new ApiError(ErrorCode.OPERATION_FAILED, t(ctx.lang, 'notFound'), 404);
      const running = await ctx.tx
        .select({ id: wfInstance.id })
        .from(wfInstance)
        .where(and(inArray(wfInstance.definitionId, ids), eq(wfInstance.state, 'RUNNING')))
        .for('update');
      if (running.length && !ctx.body.endRunning)
        return new Failure(
          ErrorCode.OPERATION_FAILED,
          t(ctx.lang, 'wfDefinitionRunning', { count: running.length }),
          400,
          { running: running.length },
        );
      const ended = await endInstances(
        ctx.tx,
        running.map((r) => r.id),
      );
      await ctx.tx.delete(wfDefinition).where(inArray(wfDefinition.id, ids));
      return { deleted: ids.length, ended };
    },
    async definitionMapping(ctx, crud) {
      const definition = await crud.stored(idOf(ctx.params.id));
      const [model] = await ctx.tx
        .select()
        .from(wfModel)
        .where(eq(wfModel.key, definition.key))
        .for('update');
      const now = new Date();
      let modelId: bigint;
      if (model) {
        modelId = model.id;
        const version = model.version + 1;
        await ctx.tx
          .update(wfModel)
          .set({ xml: definition.xml, version, updateTime: now, deployedModelVersion: version })
          .where(eq(wfModel.id, model.id));
      } else {
        modelId = newId();
        await ctx.tx.insert(wfModel).values({
          id: modelId,
          name: definition.name.slice(0, 50),
          key: definition.key,
          xml: definition.xml,
          version: 1,
          deployedModelVersion: 1,
        });
      }
      await ctx.tx.update(wfDefinition).set({ modelId }).where(eq(wfDefinition.id, definition.id));
      const [row] = await modelRows(
        ctx.tx,
        ctx.lang,
        await ctx.tx.select().from(wfModel).where(eq(wfModel.id, modelId)),
      );
      return row!;
    },
  },
});
