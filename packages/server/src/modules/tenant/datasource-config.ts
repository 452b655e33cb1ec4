import { datasourceConfigResource, ErrorCode, formatDateTime } from '@pocket/contract';
import type { DatasourceDriver } from '@pocket/contract';
import { desc, eq, ilike, inArray } from 'drizzle-orm';
import { dbErrorText, bumpDatasourceVersion } from '../../db/datasources.ts';
import type { DatasourceSettings } from '../../db/datasources.ts';
import { idOf } from '../../db/ids.ts';
import { datasourceConfig, tenant } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import { blankToNull, crudModule } from '../../lib/crud.ts';
import type { CrudCtx } from '../../lib/crud.ts';
import { ApiError, Failure, Reply } from '../../lib/http.ts';
import { enumValue, t } from '../../lib/i18n.ts';
import { containing } from '../../lib/search.ts';

/** The codes of the tenants whose rows live in each of the datasources. */
async function tenantsOf(tx: Tx, ids: bigint[]): Promise<Map<string, string[]>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ code: tenant.code, datasourceId: tenant.datasourceId })
    .from(tenant)
    .where(inArray(tenant.datasourceId, ids))
    .orderBy(tenant.code);
  const by = new Map<string, string[]>();
  for (const r of rows) by.set(String(r.datasourceId), [...(by.get(String(r.datasourceId)) ?? []), r.code]);
  return by;
}

/** Refuses what a datasource in use must not go through: its deletion, or a new driver or URL
 * (the tenant's rows are in the database they name). */
async function refuseInUse(ctx: CrudCtx, id: bigint, message: 'datasourceInUse' | 'datasourceFixed') {
  const codes = (await tenantsOf(ctx.tx, [id])).get(String(id));
  if (codes?.length) {
    throw new ApiError(
      ErrorCode.OPERATION_FAILED,
      t(ctx.lang, message, { tenants: codes.join(t(ctx.lang, 'listSeparator')) }),
    );
  }
}

/**
 * Datasources (platform-wide): the databases tenants' rows may live in. Passwords are stored
 * sealed with a key derived from the server secret and never answered; a blank password keeps
 * the stored one. A datasource in use can neither be deleted nor pointed elsewhere. Every change
 * tells the instances, which reopen what changed. The connection test really connects.
 */
export const datasourceConfigModule = crudModule(datasourceConfigResource).storedIn({
  table: datasourceConfig,
  toRows: async (rows, { tx, lang }) => {
    const tenants = await tenantsOf(
      tx,
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({
      id: String(row.id),
      name: row.name,
      poolName: row.poolName,
      driverClassName: enumValue(lang, 'DatasourceDriver', row.driverClassName as DatasourceDriver),
      url: row.url,
      username: row.username,
      hasPassword: Boolean(row.passwordSealed),
      tenants: tenants.get(String(row.id)) ?? [],
      createTime: formatDateTime(row.createTime),
      updateTime: formatDateTime(row.updateTime),
    }));
  },
  filter: (m) => [
    m.name ? ilike(datasourceConfig.name, containing(m.name)) : undefined,
    m.driverClassName ? eq(datasourceConfig.driverClassName, m.driverClassName) : undefined,
  ],
  order: [desc(datasourceConfig.createTime), desc(datasourceConfig.id)],
  unique: [{ field: 'name', column: datasourceConfig.name }],
  create: async (body, { deps, tx }) => ({
    name: body.name,
    poolName: blankToNull(body.poolName) ?? null,
    driverClassName: body.driverClassName,
    url: body.url,
    username: blankToNull(body.username) ?? null,
    passwordSealed: body.password ? await deps.datasources.seal(body.password, tx) : null,
  }),
  async update(body, current, ctx) {
    if (body.driverClassName !== current.driverClassName || body.url !== current.url) {
      await refuseInUse(ctx, current.id, 'datasourceFixed');
    }
    await bumpDatasourceVersion(ctx.tx);
    return {
      name: body.name,
      poolName: blankToNull(body.poolName),
      driverClassName: body.driverClassName,
      url: body.url,
      username: blankToNull(body.username),
      // A blank password keeps the stored one (the form never shows it).
      passwordSealed: body.password ? await ctx.deps.datasources.seal(body.password, ctx.tx) : undefined,
      updateTime: new Date(),
    };
  },
  async beforeDelete(ids, ctx) {
    for (const id of ids) await refuseInUse(ctx, id, 'datasourceInUse');
    await bumpDatasourceVersion(ctx.tx);
    return undefined;
  },
  handlers: {
    async datasourceConfigTest({ tx, body, lang, deps }) {
      const id = body.id === undefined ? undefined : idOf(body.id);
      const [stored] =
        id === undefined ? [] : await tx.select().from(datasourceConfig).where(eq(datasourceConfig.id, id));
      if (id !== undefined && !stored)
        throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
      const settings: DatasourceSettings = {
        driver: body.driverClassName,
        url: body.url,
        username: blankToNull(body.username) ?? null,
        password: body.password || (stored ? (await deps.datasources.settingsOf(stored, tx)).password : null),
        poolName: stored?.poolName ?? null,
      };
      try {
        const result = await deps.datasources.test(settings, id);
        return new Reply(
          result,
          result.isNew
            ? t(lang, 'datasourceTestNew')
            : t(lang, 'datasourceTestOk', { version: result.version, ms: result.elapsedMs }),
        );
      } catch (error) {
        return new Failure(
          ErrorCode.OPERATION_FAILED,
          t(lang, 'datasourceTestFailed', { error: dbErrorText(error) }),
        );
      }
    },
  },
});
