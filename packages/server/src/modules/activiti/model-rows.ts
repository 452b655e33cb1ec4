import { formatDateTime } from '@pocket/contract';
import type { WfModel } from '@pocket/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { wfModel } from '../../db/schema.ts';
import { wfDefinition } from '../../db/schema.ts';
import type { Lang } from '../../lib/i18n.ts';
import { wfValue } from './labels.ts';

type ModelRow = typeof wfModel.$inferSelect;

/**
 * Models as the contract's rows. `deployedVersion` is the newest definition deployed from the
 * model; the status is DRAFT while there is none, DEPLOYED while the model's version is the one
 * last deployed, MODIFIED after a save since.
 */
export async function modelRows(tx: Tx, lang: Lang, rows: ModelRow[]): Promise<WfModel[]> {
  const ids = rows.map((r) => r.id);
  const deployed = ids.length
    ? await tx
        .select({ id: wfDefinition.modelId, version: sql<number>`max(${wfDefinition.version})::int` })
        .from(wfDefinition)
        .where(inArray(wfDefinition.modelId, ids))
        .groupBy(wfDefinition.modelId)
    : [];
  const versions = new Map(deployed.map((d) => [d.id, Number(d.version)]));
  return rows.map((m) => {
    const deployedVersion = versions.get(m.id) ?? null;
    const status =
      deployedVersion === null ? 'DRAFT' : m.deployedModelVersion === m.version ? 'DEPLOYED' : 'MODIFIED';
    return {
      id: String(m.id),
      name: m.name,
      key: m.key,
      version: m.version,
      description: m.description,
      status: wfValue(lang, 'modelStatus', status),
      deployedVersion,
      createTime: formatDateTime(m.createTime),
      lastUpdateTime: formatDateTime(m.updateTime),
    };
  });
}
