import { ATTACHMENT_MAX_BYTES, ErrorCode, PROCESS_KEY, wfModelResource } from '@pocket/contract';
import { desc, eq, ilike, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idOf, newId } from '../../db/ids.ts';
import { user, wfDefinition, wfModel } from '../../db/schema.ts';
import { blankToNull, crudModule } from '../../lib/crud.ts';
import { ApiError, invalid, issue } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import { containing } from '../../lib/search.ts';
import { definitionRows } from './definition.ts';
import { BpmnInvalid, blankDiagram, bpmnFailure, inspectBpmn, withProcessKey } from './engine.ts';
import type { ProcessInfo } from './engine.ts';
import { modelRows } from './model-rows.ts';

/**
 * Checks a diagram (docs/workflow.md) with its process id set to `key`, named accounts looked up
 * in the tenant; answers the XML to store. Refused diagrams are a 400 with `bpmn_*` issues on
 * `field`.
 */
export async function checkedXml(
  tx: Tx,
  lang: Lang,
  xml: string,
  key: string,
  field = 'xml',
): Promise<{ xml: string; info: ProcessInfo }> {
  try {
    const keyed = await withProcessKey(xml, key);
    const info = await inspectBpmn(keyed, async (account) => {
      const [found] = await tx.select({ id: user.id }).from(user).where(eq(user.account, account)).limit(1);
      return Boolean(found);
    });
    return { xml: keyed, info };
  } catch (error) {
    if (error instanceof BpmnInvalid) throw bpmnFailure(lang, error, field);
    throw error;
  }
}

/** Models: draw (the modeler saves the XML), import, export and deploy BPMN processes. */
export const wfModelModule = crudModule(wfModelResource).storedIn({
  table: wfModel,
  toRows: (rows, ctx) => modelRows(ctx.tx, ctx.lang, rows),
  filter: (m) => [
    m.name ? ilike(wfModel.name, containing(m.name)) : undefined,
    m.key ? ilike(wfModel.key, containing(m.key)) : undefined,
  ],
  sortable: { createTime: wfModel.createTime, lastUpdateTime: wfModel.updateTime },
  order: [desc(wfModel.updateTime), desc(wfModel.id)],
  unique: [{ field: 'key', column: wfModel.key }],
  async create(body, ctx) {
    const xml = body.xml
      ? (await checkedXml(ctx.tx, ctx.lang, body.xml, body.key)).xml
      : blankDiagram(body.key, body.name);
    return {
      name: body.name,
      key: body.key,
      description: blankToNull(body.description) ?? null,
      xml,
      version: 1,
    };
  },
  update: (body) => ({
    name: body.name,
    description: blankToNull(body.description),
    updateTime: new Date(),
  }),
  handlers: {
    async modelGet(ctx, crud) {
      const id = idOf(ctx.params.id);
      const row = await crud.get(id);
      return { ...row, xml: (await crud.stored(id)).xml };
    },
    async modelSaveXml(ctx, crud) {
      const model = await crud.stored(idOf(ctx.params.id));
      const { xml } = await checkedXml(ctx.tx, ctx.lang, ctx.body.xml, model.key);
      await ctx.tx
        .update(wfModel)
        .set({ xml, version: sql`${wfModel.version} + 1`, updateTime: new Date() })
        .where(eq(wfModel.id, model.id));
      return crud.get(model.id);
    },
    async modelDeploy(ctx, crud) {
      const id = idOf(ctx.params.id);
      await crud.stored(id);
      // The model is locked so two deploys of one key queue up for their version numbers.
      const [model] = await ctx.tx.select().from(wfModel).where(eq(wfModel.id, id)).for('update');
      if (!model) throw new ApiError(ErrorCode.OPERATION_FAILED, t(ctx.lang, 'notFound'), 404);
      const { xml } = await checkedXml(ctx.tx, ctx.lang, model.xml, model.key);
      const [latest] = await ctx.tx
        .select({ version: wfDefinition.version })
        .from(wfDefinition)
        .where(eq(wfDefinition.key, model.key))
        .orderBy(desc(wfDefinition.version))
        .limit(1)
        .for('update');
      const definitionId = newId();
      await ctx.tx.insert(wfDefinition).values({
        id: definitionId,
        key: model.key,
        name: model.name,
        version: (latest?.version ?? 0) + 1,
        deploymentName: `${model.name} v${model.version}`,
        xml,
        modelId: model.id,
      });
      await ctx.tx
        .update(wfModel)
        .set({ deployedModelVersion: model.version, xml })
        .where(eq(wfModel.id, model.id));
      const rows = await ctx.tx.select().from(wfDefinition).where(eq(wfDefinition.id, definitionId));
      const [row] = await definitionRows(ctx.tx, ctx.lang, rows);
      return row!;
    },
    async modelExportXml(ctx, crud) {
      const model = await crud.stored(idOf(ctx.params.id));
      const name = `${model.key}.bpmn`;
      return new Response(model.xml, {
        headers: {
          'content-type': 'application/xml; charset=utf-8',
          'content-disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        },
      });
    },
    async modelImportXml(ctx, crud) {
      const file = ctx.body.file;
      if (file.size > ATTACHMENT_MAX_BYTES)
        throw new ApiError(ErrorCode.VALIDATION, t(ctx.lang, 'fileTooLarge', { max: '2 MiB' }), 400);
      const text = await file.text();
      let processId: string;
      let processName: string | null;
      try {
        ({ processId, processName } = await inspectBpmn(text));
      } catch (error) {
        // Unreadable: the file's issue. A readable diagram with problems is checked again below
        // (with the tenant's accounts) and answered on `file` too.
        if (error instanceof BpmnInvalid && error.codes.includes('bpmn_xml'))
          throw bpmnFailure(ctx.lang, error, 'file');
        const head = /<(?:\w+:)?process\b[^>]*\bid="([^"]+)"(?:[^>]*\bname="([^"]*)")?/.exec(text);
        if (!head) throw bpmnFailure(ctx.lang, new BpmnInvalid(['bpmn_xml']), 'file');
        processId = head[1]!;
        processName = head[2] ?? null;
      }
      if (!PROCESS_KEY.test(processId)) throw invalid(ctx.lang, [issue(ctx.lang, ['key'], 'identifier')]);
      const { xml } = await checkedXml(ctx.tx, ctx.lang, text, processId, 'file');
      const name = (processName?.trim() || processId).slice(0, 50);
      // The imported diagram replaces the blank one the create would draw.
      const id = await crud.insert({ name, key: processId, description: '' }, { xml });
      return crud.get(id);
    },
  },
});

/** Inserts a model and its first definition (the seed of every tenant). */
export async function seedModel(
  tx: Tx,
  tenantCode: string,
  p: { key: string; name: string; description: string; xml: string },
): Promise<void> {
  const modelId = newId();
  await tx.insert(wfModel).values({
    id: modelId,
    tenantCode,
    name: p.name,
    key: p.key,
    description: p.description,
    xml: p.xml,
    version: 1,
    deployedModelVersion: 1,
  });
  await tx.insert(wfDefinition).values({
    id: newId(),
    tenantCode,
    key: p.key,
    name: p.name,
    version: 1,
    deploymentName: `${p.name} v1`,
    xml: p.xml,
    modelId,
  });
}
