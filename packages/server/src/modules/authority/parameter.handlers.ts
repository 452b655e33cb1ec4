import { ErrorCode, toPage } from '@pocket/contract';
import type { Parameter, parameterEndpoints } from '@pocket/contract';
import { and, asc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idOf, idsOf, newId } from '../../db/ids.ts';
import { parameter } from '../../db/schema.ts';
import type { Handlers } from '../../lib/context.ts';
import { ApiError, Failure, invalid, issue } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import { containing } from '../../lib/search.ts';

type E = typeof parameterEndpoints;
type ParameterRow = typeof parameter.$inferSelect;

const blank = (v: string | undefined) => (v === '' ? null : v);

function toParameter(row: ParameterRow): Parameter {
  return {
    id: String(row.id),
    key: row.key,
    name: row.name,
    value: row.value,
    describe: row.describe,
    state: row.state,
    readonly: row.readonly,
  };
}

/** True when another parameter of the tenant has the key (keys compare case-insensitively). */
async function keyTaken(tx: Tx, key: string, exceptId?: bigint): Promise<boolean> {
  const rows = await tx
    .select({ id: parameter.id })
    .from(parameter)
    .where(
      and(
        sql`lower(${parameter.key}) = lower(${key})`,
        exceptId === undefined ? undefined : ne(parameter.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

async function getParameter(tx: Tx, id: string, lang: Lang): Promise<ParameterRow> {
  const [row] = await tx
    .select()
    .from(parameter)
    .where(eq(parameter.id, idOf(id)))
    .limit(1);
  if (!row) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
  return row;
}

export const parameterHandlers: Handlers<E> = {
  async parameterPage({ tx, body }) {
    const m = body.model;
    const where = and(
      m.key ? ilike(parameter.key, containing(m.key)) : undefined,
      m.name ? ilike(parameter.name, containing(m.name)) : undefined,
      m.state === undefined ? undefined : eq(parameter.state, m.state),
    );
    const [total] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(parameter)
      .where(where);
    const rows = await tx
      .select()
      .from(parameter)
      .where(where)
      .orderBy(asc(parameter.key))
      .limit(body.size)
      .offset((body.current - 1) * body.size);
    return toPage(rows.map(toParameter), Number(total?.n ?? 0), body.size, body.current);
  },

  async parameterCreate({ tx, body, lang, tenant }) {
    if (await keyTaken(tx, body.key)) throw invalid(lang, [issue(lang, ['key'], 'exists')]);
    const [row] = await tx
      .insert(parameter)
      .values({
        id: newId(),
        tenantCode: tenant.code,
        key: body.key,
        name: body.name,
        value: body.value,
        describe: blank(body.describe),
        state: body.state ?? true,
      })
      .returning();
    return toParameter(row as ParameterRow);
  },

  async parameterUpdate({ tx, body, lang }) {
    const row = await getParameter(tx, body.id, lang);
    if (row.readonly) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'readonly'));
    if (await keyTaken(tx, body.key, row.id)) throw invalid(lang, [issue(lang, ['key'], 'exists')]);
    const [updated] = await tx
      .update(parameter)
      .set({
        key: body.key,
        name: body.name,
        value: body.value,
        describe: blank(body.describe),
        state: body.state ?? row.state,
      })
      .where(eq(parameter.id, row.id))
      .returning();
    return toParameter(updated as ParameterRow);
  },

  async parameterDelete({ tx, body, lang }) {
    const ids = idsOf(body);
    const rows = await tx.select().from(parameter).where(inArray(parameter.id, ids));
    if (rows.length !== new Set(ids).size)
      throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
    if (rows.some((r) => r.readonly)) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'readonly'));
    await tx.delete(parameter).where(inArray(parameter.id, ids));
    return true;
  },
};
