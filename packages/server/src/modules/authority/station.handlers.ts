import { ErrorCode, formatDateTime, toPage } from '@pocket/contract';
import type { Station, stationEndpoints } from '@pocket/contract';
import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idOf, idsOf, newId } from '../../db/ids.ts';
import { org, station, user } from '../../db/schema.ts';
import type { Handlers } from '../../lib/context.ts';
import { ApiError, invalid, issue } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import { containing } from '../../lib/search.ts';
import { subtreeOf } from './org.handlers.ts';

type E = typeof stationEndpoints;
type Row = { station: typeof station.$inferSelect; orgName: string | null };

const blank = (v: string | undefined) => (v === '' ? null : v);

function toStation({ station: s, orgName }: Row): Station {
  return {
    id: String(s.id),
    name: s.name,
    describe: s.describe,
    orgId: s.orgId === null ? null : String(s.orgId),
    orgName,
    state: s.state,
    createTime: formatDateTime(s.createTime),
  };
}

const withOrg = (tx: Tx) =>
  tx.select({ station, orgName: org.label }).from(station).leftJoin(org, eq(org.id, station.orgId));

async function getStation(tx: Tx, id: bigint, lang: Lang): Promise<Row> {
  const [row] = await withOrg(tx).where(eq(station.id, id)).limit(1);
  if (!row) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
  return row;
}

/** The organisation as stored; it must be one of the tenant's. */
async function orgOf(tx: Tx, lang: Lang, orgId: string | undefined): Promise<bigint | null | undefined> {
  if (orgId === undefined) return undefined;
  if (orgId === '') return null;
  const id = idOf(orgId);
  const [row] = await tx.select({ id: org.id }).from(org).where(eq(org.id, id)).limit(1);
  if (!row) throw invalid(lang, [issue(lang, ['orgId'], 'invalid')]);
  return id;
}

export const stationHandlers: Handlers<E> = {
  async stationPage({ tx, body }) {
    const m = body.model;
    const orgIds = m.orgId ? [...(await subtreeOf(tx, [idOf(m.orgId)]))] : undefined;
    const where = and(
      m.name ? ilike(station.name, containing(m.name)) : undefined,
      orgIds ? inArray(station.orgId, orgIds) : undefined,
      m.state === undefined ? undefined : eq(station.state, m.state),
    );
    const [total] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(station)
      .where(where);
    const rows = await withOrg(tx)
      .where(where)
      .orderBy(desc(station.createTime), desc(station.id))
      .limit(body.size)
      .offset((body.current - 1) * body.size);
    return toPage(rows.map(toStation), Number(total?.n ?? 0), body.size, body.current);
  },

  async stationCreate({ tx, body, lang, tenant }) {
    const orgId = await orgOf(tx, lang, body.orgId);
    const id = newId();
    await tx.insert(station).values({
      id,
      tenantCode: tenant.code,
      name: body.name,
      describe: blank(body.describe),
      orgId: orgId ?? null,
      state: body.state ?? true,
    });
    return toStation(await getStation(tx, id, lang));
  },

  async stationUpdate({ tx, body, lang }) {
    const current = await getStation(tx, idOf(body.id), lang);
    const orgId = await orgOf(tx, lang, body.orgId);
    await tx
      .update(station)
      .set({
        name: body.name,
        describe: blank(body.describe),
        orgId: orgId === undefined ? current.station.orgId : orgId,
        state: body.state ?? current.station.state,
      })
      .where(eq(station.id, current.station.id));
    return toStation(await getStation(tx, current.station.id, lang));
  },

  async stationDelete({ tx, body, lang }) {
    const ids = idsOf(body);
    const found = await tx.select({ id: station.id }).from(station).where(inArray(station.id, ids));
    if (found.length !== new Set(ids).size) {
      throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
    }
    // Users keep their accounts; they no longer hold the station.
    await tx.update(user).set({ stationId: null }).where(inArray(user.stationId, ids));
    await tx.delete(station).where(inArray(station.id, ids));
    return true;
  },
};
