import {
  CAMPUS_RANGE,
  CAMPUS_TRIAL_DAYS,
  CHECK_IN_MINUTES,
  ErrorCode,
  campusAuditGroup,
  campusPublicGroup,
  checkInResource,
  formatDateTime,
  toPage,
  userLocationResource,
} from '@pocket/contract';
import type { CampusAudit, CampusAuditRow, CheckIn, UserLocation } from '@pocket/contract';
import { and, desc, eq, ilike, isNotNull, like, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inTenant, switchTenant } from '../../db/client.ts';
import { enterTenant } from '../../db/tenant-data.ts';
import { idOf, newId, toId } from '../../db/ids.ts';
import { checkIn, parameter, tenant, user, userLocation } from '../../db/schema.ts';
import { defineModule } from '../../lib/context.ts';
import type { Deps } from '../../lib/context.ts';
import { PLATFORM_TENANT } from '../../lib/platform.ts';
import { blankToNull, crudModule, matchAny, type Beside } from '../../lib/crud.ts';
import { campusOwner } from '../../lib/owners.ts';
import type { Column } from '../../lib/excel.ts';
import { haversineMetres } from '../../lib/geo.ts';
import { ApiError, Failure, invalid, issue, Reply } from '../../lib/http.ts';
import { enumValue, t } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import { withinRate } from '../../lib/rate-limit.ts';
import { containing } from '../../lib/search.ts';
import { findTenantByDomain } from '../../lib/session.ts';
import { areaPathText, areaPaths } from '../authority/area.ts';
import { registerOrderEffect } from './order/order-effects.ts';
import { orderAnswer } from './order/order-row.ts';
import { createOrder } from './order/order-service.ts';

type CampusRow = typeof userLocation.$inferSelect;

const dt = (d: Date | null) => (d ? formatDateTime(d) : null);
const DAY_MS = 86_400_000;

/** The campus's area (any level of the area tree) must exist: a field issue on `city` otherwise. */
async function checkArea(main: Tx, code: string | null | undefined, lang: Lang) {
  if (!code) return;
  if (!(await areaPaths(main, [code])).has(code)) throw invalid(lang, [issue(lang, ['city'], 'invalid')]);
}

/** The code prefix every area inside an area shares (GB/T 2260: 440000 → 44, 440100 → 4401). */
const areaPrefix = (code: string) => code.replace(/(00)+$/, '') || code;

/** The names of the campuses' areas ("广东省 / 广州市 / 天河区"), one query for all. */
async function cityNames(main: Tx, codes: readonly (string | null)[]) {
  const paths = await areaPaths(main, codes);
  return (code: string | null) => areaPathText(code, paths);
}

/**
 * The one rule of whether a campus is open: approved by the platform, enabled by its tenant and
 * inside its service window. Only an open campus shows on the website and takes check-ins.
 */
export function campusOpen(
  row: Pick<CampusRow, 'isAudit' | 'state' | 'startTime' | 'endTime'>,
  now = new Date(),
): boolean {
  return (
    row.isAudit === 'APPROVED' &&
    row.state &&
    (row.startTime === null || row.startTime.getTime() <= now.getTime()) &&
    row.endTime !== null &&
    row.endTime.getTime() > now.getTime()
  );
}

function toCampus(
  row: CampusRow,
  lang: Lang,
  cityName: (code: string | null) => string | null,
): UserLocation {
  return {
    id: String(row.id),
    name: row.name,
    city: row.city,
    cityName: cityName(row.city),
    addr: row.addr,
    lat: row.lat,
    lng: row.lng,
    rangeDs: row.rangeDs,
    startTime: dt(row.startTime),
    endTime: dt(row.endTime),
    state: row.state,
    isTest: row.isTest,
    isAudit: enumValue(lang, 'CampusAudit', row.isAudit as CampusAudit),
    opinion: row.opinion,
    auditTime: dt(row.auditTime),
    open: campusOpen(row),
    createTime: formatDateTime(row.createTime),
    updateTime: formatDateTime(row.updateTime),
  };
}

const campusColumns: Column<UserLocation>[] = [
  { key: 'name', zh: '校区名称', en: 'Campus', width: 24, value: (r) => r.name },
  { key: 'cityName', zh: '城市', en: 'City', value: (r) => r.cityName },
  { key: 'addr', zh: '地址', en: 'Address', width: 30, value: (r) => r.addr },
  { key: 'lat', zh: '纬度', en: 'Latitude', value: (r) => String(r.lat) },
  { key: 'lng', zh: '经度', en: 'Longitude', value: (r) => String(r.lng) },
  { key: 'rangeDs', zh: '签到半径（米）', en: 'Radius (m)', value: (r) => String(r.rangeDs) },
  { key: 'isAudit', zh: '审核状态', en: 'Audit', value: (r) => r.isAudit.desc },
  { key: 'startTime', zh: '服务开始', en: 'Service from', width: 20, value: (r) => r.startTime },
  { key: 'endTime', zh: '服务结束', en: 'Service until', width: 20, value: (r) => r.endTime },
  { key: 'state', zh: '状态', en: 'State', value: (r) => (r.state ? 'true' : 'false') },
];

/**
 * Extends a campus's service window by whole years (a paid CAMPUS_FEE order): from its end, or
 * from now when it has already ended. `tx` must be in the campus's tenant. Answers the new end.
 */
export async function extendCampusService(tx: Tx, campusId: bigint, years: number): Promise<Date> {
  if (!Number.isInteger(years) || years < 1) throw new Error(`extendCampusService: bad years ${years}`);
  const [row] = await tx
    .update(userLocation)
    .set({
      endTime: sql`greatest(coalesce(${userLocation.endTime}, now()), now()) + make_interval(years => ${years}::int)`,
      startTime: sql`coalesce(${userLocation.startTime}, now())`,
      updateTime: new Date(),
    })
    .where(eq(userLocation.id, campusId))
    .returning({ endTime: userLocation.endTime });
  if (!row?.endTime) throw new Error(`extendCampusService: campus ${campusId} not found`);
  return row.endTime;
}

/**
 * Takes whole years off a campus's service window (a refunded CAMPUS_FEE order reverses its
 * renewal). `tx` must be in the campus's tenant. Answers the new end.
 */
export async function shortenCampusService(tx: Tx, campusId: bigint, years: number): Promise<Date> {
  if (!Number.isInteger(years) || years < 1) throw new Error(`shortenCampusService: bad years ${years}`);
  const [row] = await tx
    .update(userLocation)
    .set({
      endTime: sql`${userLocation.endTime} - make_interval(years => ${years}::int)`,
      updateTime: new Date(),
    })
    .where(eq(userLocation.id, campusId))
    .returning({ endTime: userLocation.endTime });
  if (!row?.endTime) throw new Error(`shortenCampusService: campus ${campusId} not found`);
  return row.endTime;
}

/** The yearly service fee of a campus: the tenant parameter `campus_annual_fee` (cents), else 100000. */
export async function campusAnnualFee(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ value: parameter.value })
    .from(parameter)
    .where(and(eq(parameter.key, 'campus_annual_fee'), eq(parameter.state, true)))
    .limit(1);
  const fee = Number(row?.value);
  return Number.isInteger(fee) && fee > 0 ? fee : 100_000;
}

/** A campus of the caller's tenant that may be renewed: only one the platform approved. */
export async function renewableCampus(tx: Tx, lang: Lang, id: bigint) {
  const [campus] = await tx.select().from(userLocation).where(eq(userLocation.id, id)).limit(1);
  if (!campus) throw invalid(lang, [issue(lang, ['id'], 'invalid')]);
  if (campus.isAudit !== 'APPROVED')
    throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'campusRenewApproved'));
  return campus;
}

// A paid CAMPUS_FEE order extends the campus's service by its years; its refund takes them back.
registerOrderEffect('CAMPUS_FEE', {
  async apply(tx, order) {
    if (order.bizId !== null && order.years) await extendCampusService(tx, order.bizId, order.years);
  },
  async reverse(tx, order) {
    if (order.bizId !== null && order.years) await shortenCampusService(tx, order.bizId, order.years);
  },
});

/** Campuses of the tenant: created PENDING with a trial window; any edit of a decided campus
 * (approved or rejected) sends it back to PENDING for the platform. */
export const userLocationModule = crudModule(userLocationResource).storedIn({
  table: userLocation,
  toRows: async (rows, { main, lang }) => {
    const names = await cityNames(
      main,
      rows.map((r) => r.city),
    );
    return rows.map((row) => toCampus(row, lang, names));
  },
  filter: (m) => [
    m.name ? ilike(userLocation.name, containing(m.name)) : undefined,
    // An area finds the campuses in it: a province's or city's code without its trailing zero pairs.
    m.city ? like(userLocation.city, `${areaPrefix(m.city)}%`) : undefined,
    m.state === undefined ? undefined : eq(userLocation.state, m.state),
    m.isTest === undefined ? undefined : eq(userLocation.isTest, m.isTest),
    m.isAudit ? eq(userLocation.isAudit, m.isAudit) : undefined,
  ],
  ranges: { selectTime: userLocation.createTime },
  sortable: { name: userLocation.name, createTime: userLocation.createTime, endTime: userLocation.endTime },
  order: [desc(userLocation.createTime), desc(userLocation.id)],
  owner: campusOwner,
  unique: [{ field: 'name', column: userLocation.name }],
  columns: campusColumns,
  create: async (b, { auth, main, lang }) => {
    await checkArea(main, blankToNull(b.city), lang);
    const now = new Date();
    return {
      name: b.name,
      city: blankToNull(b.city) ?? null,
      addr: blankToNull(b.addr) ?? null,
      lat: b.lat,
      lng: b.lng,
      rangeDs: b.rangeDs ?? CAMPUS_RANGE.initial,
      state: b.state ?? true,
      isTest: b.isTest ?? false,
      isAudit: 'PENDING',
      startTime: now,
      endTime: new Date(now.getTime() + CAMPUS_TRIAL_DAYS * DAY_MS),
      createdBy: auth.userId,
    };
  },
  update: async (b, current, { main, lang }) => {
    await checkArea(main, blankToNull(b.city), lang);
    return {
      name: b.name,
      city: blankToNull(b.city),
      addr: blankToNull(b.addr),
      lat: b.lat,
      lng: b.lng,
      rangeDs: b.rangeDs,
      state: b.state,
      isTest: b.isTest,
      // A changed campus is audited again: the platform's decision was on what it was.
      ...(current.isAudit === 'PENDING' ? {} : { isAudit: 'PENDING', opinion: null, auditTime: null }),
      updateTime: new Date(),
    };
  },
  handlers: {
    async userLocationRenew({ tx, lang, body, auth }, crud) {
      // Only a campus of the caller's data scope (404 otherwise).
      await crud.stored(idOf(body.id));
      const campus = await renewableCampus(tx, lang, idOf(body.id));
      const fee = await campusAnnualFee(tx);
      const order = await createOrder(tx, {
        userId: auth.userId,
        type: 'CAMPUS_FEE',
        name: t(lang, 'orderCampusFee', { name: campus.name, years: body.years }),
        amount: fee * body.years,
        bizId: campus.id,
        years: body.years,
        annualFee: fee,
        addr: campus.addr,
        createdBy: auth.userId,
      });
      return orderAnswer(tx, order.id);
    },
  },
});

type CheckInListed = {
  id: bigint;
  campusId: bigint;
  campusName: string | null;
  userId: bigint | null;
  userName: string | null;
  account: string | null;
  lat: number;
  lng: number;
  distance: number;
  inRange: boolean;
  checkTime: Date;
};

const checkInColumns: Column<CheckIn>[] = [
  { key: 'campusName', zh: '校区', en: 'Campus', width: 24, value: (r) => r.campusName },
  { key: 'userName', zh: '姓名', en: 'Name', value: (r) => r.userName },
  { key: 'account', zh: '账号', en: 'Account', value: (r) => r.account },
  { key: 'distance', zh: '距离（米）', en: 'Distance (m)', value: (r) => String(r.distance) },
  { key: 'inRange', zh: '范围内', en: 'In range', value: (r) => (r.inRange ? 'true' : 'false') },
  { key: 'lat', zh: '纬度', en: 'Latitude', value: (r) => String(r.lat) },
  { key: 'lng', zh: '经度', en: 'Longitude', value: (r) => String(r.lng) },
  { key: 'checkTime', zh: '签到时间', en: 'Checked in at', width: 20, value: (r) => r.checkTime },
];

/** Check-ins at the tenant's campuses, with campus and user names. */
export const checkInModule = crudModule(checkInResource).storedIn({
  table: checkIn,
  select: (tx: Tx, beside: Beside) =>
    tx
      .select({
        ...beside,
        id: checkIn.id,
        campusId: checkIn.campusId,
        campusName: userLocation.name,
        userId: checkIn.userId,
        userName: user.name,
        account: user.account,
        lat: checkIn.lat,
        lng: checkIn.lng,
        distance: checkIn.distance,
        inRange: checkIn.inRange,
        checkTime: checkIn.checkTime,
      })
      .from(checkIn)
      .leftJoin(userLocation, eq(userLocation.id, checkIn.campusId))
      .leftJoin(user, eq(user.id, checkIn.userId)),
  toRow: (r: CheckInListed) => ({
    id: String(r.id),
    campusId: String(r.campusId),
    campusName: r.campusName,
    userId: r.userId === null ? null : String(r.userId),
    userName: r.userName,
    account: r.account,
    lat: r.lat,
    lng: r.lng,
    distance: r.distance,
    inRange: r.inRange,
    checkTime: formatDateTime(r.checkTime),
  }),
  filter: (m) => {
    const campusId = toId(m.campusId);
    return [
      campusId === undefined ? undefined : eq(checkIn.campusId, campusId),
      m.userName ? ilike(user.name, containing(m.userName)) : undefined,
      m.inRange === undefined ? undefined : eq(checkIn.inRange, m.inRange),
    ];
  },
  ranges: { checkTime: checkIn.checkTime },
  order: [desc(checkIn.checkTime), desc(checkIn.id)],
  columns: checkInColumns,
  handlers: {},
});

type QueueRow = {
  id: string;
  tenant_code: string;
  tenant_name: string | null;
  name: string;
  city: string | null;
  addr: string | null;
  lat: number;
  lng: number;
  range_ds: number;
  is_test: boolean;
  create_time: string | Date;
  update_time: string | Date;
};

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
const asDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

/**
 * The platform's audit queue reads across tenants through one narrow door: the database function
 * `campus_audit_queue()` (drizzle/0014), run with its owner's rights, answers only PENDING campuses
 * of tenants other than the platform, and only to a transaction of the platform tenant. Nothing
 * else of another tenant is readable; a decision is written under that tenant's code.
 */
async function queue(tx: Tx, where: SQL | undefined, limit: number, offset = 0): Promise<QueueRow[]> {
  return rowsOf<QueueRow>(
    await tx.execute(sql`select id::text as id, tenant_code, tenant_name, name, city, addr, lat, lng, range_ds,
      is_test, create_time, update_time from campus_audit_queue() q
      ${where ? sql`where ${where}` : sql``}
      order by q.update_time asc, q.id asc limit ${limit} offset ${offset}`),
  );
}

async function queueCount(tx: Tx, where: SQL | undefined): Promise<number> {
  const [count] = rowsOf<{ n: number }>(
    await tx.execute(
      sql`select count(*)::int as n from campus_audit_queue() q ${where ? sql`where ${where}` : sql``}`,
    ),
  );
  return Number(count?.n ?? 0);
}

/**
 * Asks every database that holds tenants' campuses: the main one (the request's own transaction,
 * of the platform) and each datasource some tenant's rows live in, as the platform there too.
 */
async function everyDatabase<T>(ctx: { tx: Tx; deps: Deps }, ask: (tx: Tx) => Promise<T>): Promise<T[]> {
  const used = await ctx.tx
    .selectDistinct({ id: tenant.datasourceId })
    .from(tenant)
    .where(isNotNull(tenant.datasourceId));
  const answers = [await ask(ctx.tx)];
  for (const { id } of used) {
    const database = await ctx.deps.datasources.database(id!, ctx.tx);
    answers.push(await inTenant(database.db, PLATFORM_TENANT, ask));
  }
  return answers;
}

const byQueueOrder = (a: QueueRow, b: QueueRow) =>
  asDate(a.update_time).getTime() - asDate(b.update_time).getTime() || (BigInt(a.id) < BigInt(b.id) ? -1 : 1);

export const campusAuditModule = defineModule(campusAuditGroup.endpoints, {
  async campusAuditPage(ctx) {
    const { body } = ctx;
    const where = await matchAny(ctx.lang, body.model, (m) => [
      m.name ? sql`q.name ilike ${containing(m.name)}` : undefined,
      m.tenantCode ? sql`q.tenant_code = ${m.tenantCode}` : undefined,
    ]);
    const offset = (body.current - 1) * body.size;
    // Each database's first offset + size rows, merged in the queue's order.
    const counts = await everyDatabase(ctx, (tx) => queueCount(tx, where));
    const lists = await everyDatabase(ctx, (tx) => queue(tx, where, offset + body.size));
    const rows = lists
      .flat()
      .sort(byQueueOrder)
      .slice(offset, offset + body.size);
    const cityName = await cityNames(
      ctx.main,
      rows.map((r) => r.city),
    );
    const records: CampusAuditRow[] = rows.map((r) => ({
      id: String(r.id),
      tenantCode: r.tenant_code,
      tenantName: r.tenant_name,
      name: r.name,
      cityName: cityName(r.city),
      addr: r.addr,
      lat: Number(r.lat),
      lng: Number(r.lng),
      rangeDs: Number(r.range_ds),
      isTest: r.is_test,
      createTime: formatDateTime(asDate(r.create_time)),
      updateTime: formatDateTime(asDate(r.update_time)),
    }));
    const total = counts.reduce((sum, n) => sum + n, 0);
    return toPage(records, total, body.size, body.current);
  },

  async campusAuditDecide(ctx) {
    const { tx, deps, body, lang, auth } = ctx;
    const id = idOf(body.id);
    // The caller's own tenant's campus is visible to it (row-level security): never its own audit.
    const [own] = await tx.select({ id: userLocation.id }).from(userLocation).where(eq(userLocation.id, id));
    if (own) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'campusOwnAudit'));
    const [pending] = (await everyDatabase(ctx, (q) => queue(q, sql`q.id = ${id}`, 1))).flat();
    if (!pending) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'campusNotPending'));
    // Conditional on PENDING: of two operators deciding at once, the second changes nothing. It
    // is written under the campus's tenant, in the database its rows live in.
    const decided = await enterTenant(deps, tx, pending.tenant_code, (campusTx) =>
      campusTx
        .update(userLocation)
        .set({
          isAudit: body.decision,
          opinion: blankToNull(body.opinion)?.trim() || null,
          auditTime: new Date(),
        })
        .where(and(eq(userLocation.id, id), eq(userLocation.isAudit, 'PENDING')))
        .returning({ id: userLocation.id }),
    );
    await switchTenant(tx, auth.tenantCode);
    if (decided.length === 0) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'campusNotPending'));
    return new Reply(true, t(lang, 'auditDone'));
  },
});

/** The rate key of one user's check-ins at one campus (the rate table is shared by tenants). */
const checkInKey = (tenantCode: string, campusId: bigint, userId: bigint) =>
  `checkin:${tenantCode}:${campusId}:${userId}`;

export const campusPublicModule = defineModule(campusPublicGroup.endpoints, {
  async campusCard({ main, deps, params, query, lang }) {
    const site = await findTenantByDomain(main, query.domain);
    if (!site) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'domainUnknown'), 404);
    const [row] = await enterTenant(deps, main, site.code, (tx) =>
      tx
        .select()
        .from(userLocation)
        .where(eq(userLocation.id, idOf(params.id))),
    );
    if (!row || !campusOpen(row))
      throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'campusUnknown'), 404);
    return {
      id: String(row.id),
      name: row.name,
      tenantName: site.name,
      cityName: (await cityNames(main, [row.city]))(row.city),
      addr: row.addr,
      lat: row.lat,
      lng: row.lng,
      rangeDs: row.rangeDs,
      endTime: dt(row.endTime),
    };
  },

  async campusCheckIn({ tx, main, params, body, auth, lang }) {
    const [row] = await tx
      .select()
      .from(userLocation)
      .where(eq(userLocation.id, idOf(params.id)));
    if (!row) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'campusUnknown'), 404);
    if (!campusOpen(row)) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'campusClosed'));
    // One atomic upsert decides, so parallel check-ins of one user at one campus count exactly.
    const allowed = await withinRate(
      main,
      checkInKey(auth.tenantCode, row.id, auth.userId),
      1,
      CHECK_IN_MINUTES * 60_000,
    );
    if (!allowed)
      return new Failure(
        ErrorCode.OPERATION_FAILED,
        t(lang, 'checkInTooSoon', { minutes: CHECK_IN_MINUTES }),
      );
    const distance = Math.round(haversineMetres(row, body));
    const inRange = distance <= row.rangeDs;
    const checkTime = new Date();
    await tx.insert(checkIn).values({
      id: newId(),
      campusId: row.id,
      userId: auth.userId,
      lat: body.lat,
      lng: body.lng,
      distance,
      inRange,
      checkTime,
    });
    const answer = { distance, inRange, rangeDs: row.rangeDs, checkTime: formatDateTime(checkTime) };
    return new Reply(
      answer,
      t(lang, inRange ? 'checkInInRange' : 'checkInOutOfRange', { distance, range: row.rangeDs }),
    );
  },
});
