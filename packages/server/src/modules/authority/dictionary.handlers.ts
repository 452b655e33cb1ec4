import { ErrorCode, toPage } from '@pocket/contract';
import type { Dictionary, dictionaryEndpoints } from '@pocket/contract';
import { and, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idOf, idsOf, newId } from '../../db/ids.ts';
import { dictionary } from '../../db/schema.ts';
import type { Handlers } from '../../lib/context.ts';
import { ApiError, Failure, invalid, issue } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import { containing } from '../../lib/search.ts';

type E = typeof dictionaryEndpoints;
type Row = typeof dictionary.$inferSelect;

const blank = (v: string | undefined) => (v === '' ? null : v);

function toDictionary(row: Row): Dictionary {
  return {
    id: String(row.id),
    type: row.type,
    label: row.label,
    code: row.code,
    name: row.name,
    nameEn: row.nameEn,
    describe: row.describe,
    sortValue: row.sortValue,
    state: row.state,
    icon: row.icon,
    cssStyle: row.cssStyle,
    cssClass: row.cssClass,
    readonly: row.readonly,
  };
}

/** True when another item of the type has the code. */
async function codeTaken(tx: Tx, type: string, code: string, exceptId?: bigint): Promise<boolean> {
  const rows = await tx
    .select({ id: dictionary.id })
    .from(dictionary)
    .where(
      and(
        eq(dictionary.type, type),
        eq(dictionary.code, code),
        exceptId === undefined ? undefined : ne(dictionary.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export const dictionaryHandlers: Handlers<E> = {
  async dictionaryPage({ tx, body }) {
    const m = body.model;
    const where = and(
      m.type ? eq(dictionary.type, m.type) : undefined,
      m.name
        ? or(ilike(dictionary.name, containing(m.name)), ilike(dictionary.nameEn, containing(m.name)))
        : undefined,
      m.state === undefined ? undefined : eq(dictionary.state, m.state),
    );
    const [total] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(dictionary)
      .where(where);
    const rows = await tx
      .select()
      .from(dictionary)
      .where(where)
      .orderBy(asc(dictionary.type), asc(dictionary.sortValue), asc(dictionary.id))
      .limit(body.size)
      .offset((body.current - 1) * body.size);
    return toPage(rows.map(toDictionary), Number(total?.n ?? 0), body.size, body.current);
  },

  async dictionaryTypes({ tx }) {
    const rows = await tx
      .selectDistinctOn([dictionary.type], { type: dictionary.type, label: dictionary.label })
      .from(dictionary)
      .orderBy(asc(dictionary.type), asc(dictionary.id));
    return rows;
  },

  async dictionaryCreate({ tx, body, lang, tenant }) {
    if (await codeTaken(tx, body.type, body.code)) throw invalid(lang, [issue(lang, ['code'], 'exists')]);
    const [row] = await tx
      .insert(dictionary)
      .values({
        id: newId(),
        tenantCode: tenant.code,
        type: body.type,
        label: body.label,
        code: body.code,
        name: body.name,
        nameEn: blank(body.nameEn),
        describe: blank(body.describe),
        sortValue: body.sortValue ?? 0,
        state: body.state ?? true,
      })
      .returning();
    return toDictionary(row as Row);
  },

  async dictionaryUpdate({ tx, body, lang }) {
    const [row] = await tx
      .select()
      .from(dictionary)
      .where(eq(dictionary.id, idOf(body.id)))
      .limit(1);
    if (!row) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
    if (row.readonly) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'readonly'));
    if (await codeTaken(tx, body.type, body.code, row.id)) {
      throw invalid(lang, [issue(lang, ['code'], 'exists')]);
    }
    const [updated] = await tx
      .update(dictionary)
      .set({
        type: body.type,
        label: body.label,
        code: body.code,
        name: body.name,
        nameEn: blank(body.nameEn),
        describe: blank(body.describe),
        sortValue: body.sortValue ?? row.sortValue,
        state: body.state ?? row.state,
      })
      .where(eq(dictionary.id, row.id))
      .returning();
    return toDictionary(updated as Row);
  },

  async dictionaryDelete({ tx, body, lang }) {
    const ids = idsOf(body);
    const rows = await tx.select().from(dictionary).where(inArray(dictionary.id, ids));
    if (rows.length !== new Set(ids).size)
      throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
    if (rows.some((r) => r.readonly)) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'readonly'));
    await tx.delete(dictionary).where(inArray(dictionary.id, ids));
    return true;
  },
};
