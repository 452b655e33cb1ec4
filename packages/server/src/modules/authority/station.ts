import { formatDateTime, stationResource } from '@pocket/contract';
import { desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idOf } from '../../db/ids.ts';
import { org, station } from '../../db/schema.ts';
import { blankToNull, crudModule, reference, type Beside } from '../../lib/crud.ts';
import { containing } from '../../lib/search.ts';
import { subtreeOf } from './org.ts';

/** Stations: posts inside organisations; an organisation filter takes its descendants too. */
export const stationModule = crudModule(stationResource).storedIn({
  table: station,
  select: (tx: Tx, beside: Beside) =>
    tx
      .select({ station, orgName: org.label, ...beside })
      .from(station)
      .leftJoin(org, eq(org.id, station.orgId)),
  toRow: ({ station: s, orgName }) => ({
    id: String(s.id),
    name: s.name,
    describe: s.describe,
    orgId: s.orgId === null ? null : String(s.orgId),
    orgName,
    state: s.state,
    createTime: formatDateTime(s.createTime),
  }),
  filter: async (m, { tx }) => [
    m.name ? ilike(station.name, containing(m.name)) : undefined,
    m.orgId ? inArray(station.orgId, [...(await subtreeOf(tx, [idOf(m.orgId)]))]) : undefined,
    m.state === undefined ? undefined : eq(station.state, m.state),
  ],
  order: [desc(station.createTime), desc(station.id)],
  create: async (body, ctx) => ({
    name: body.name,
    describe: blankToNull(body.describe),
    orgId: (await reference(ctx, org, body.orgId, 'orgId')) ?? null,
    state: body.state ?? true,
  }),
  update: async (body, current, ctx) => ({
    name: body.name,
    describe: blankToNull(body.describe),
    orgId: body.orgId === undefined ? current.orgId : await reference(ctx, org, body.orgId, 'orgId'),
    state: body.state ?? current.state,
  }),
  handlers: {},
});
