import { ErrorCode, workerResource } from '@pocket/contract';
import type { User, Worker } from '@pocket/contract';
import { and, eq, desc, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idOf, idsOf, toId } from '../../db/ids.ts';
import { station, user, userLocation, workerCampus } from '../../db/schema.ts';
import { blankToNull, crudModule } from '../../lib/crud.ts';
import { userOwner } from '../../lib/owners.ts';
import type { Column } from '../../lib/excel.ts';
import { ApiError, Failure, invalid, issue } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import { containing } from '../../lib/search.ts';
import { hashPassword } from '../../lib/security.ts';
import { accountTaken } from '../../lib/session.ts';
import {
  accountFromSheet,
  checkRefs,
  checkRoleChange,
  initialPassword,
  passwordExpiry,
  resetPasswords,
  saveRoles,
  userColumns,
  userValues,
  withRelations,
} from '../authority/user.ts';
import type { UserRow } from '../authority/user.mapper.ts';

/** The user type of tenant staff. */
export const WORKER = 'WORKER';
const isWorker = eq(user.userType, WORKER);

/** Workers as the contract gives them: the user mapping plus station, campuses and lecturer data. */
async function toWorkers(tx: Tx, rows: UserRow[], lang: Lang): Promise<Worker[]> {
  const users = await withRelations(tx, rows, lang);
  if (users.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const stationIds = [...new Set(rows.map((r) => r.stationId).filter((v): v is bigint => v !== null))];
  const stations = stationIds.length
    ? await tx
        .select({ id: station.id, name: station.name })
        .from(station)
        .where(inArray(station.id, stationIds))
    : [];
  const campuses = await tx
    .select({ userId: workerCampus.userId, id: userLocation.id, name: userLocation.name })
    .from(workerCampus)
    .innerJoin(userLocation, eq(userLocation.id, workerCampus.campusId))
    .where(inArray(workerCampus.userId, ids));
  const stationName = new Map(stations.map((s) => [String(s.id), s.name]));
  return rows.map((r, i) => {
    const mine = campuses.filter((c) => c.userId === r.id);
    return {
      ...(users[i] as User),
      stationName: r.stationId === null ? null : (stationName.get(String(r.stationId)) ?? null),
      isLecturer: r.isLecturer,
      introduce: r.introduce,
      campusIds: mine.map((c) => String(c.id)),
      campusNames: mine.map((c) => c.name),
    };
  });
}

/** The campuses named by a body must be the tenant's (row-level security hides the others). */
async function checkCampuses(tx: Tx, lang: Lang, campusIds: string[] | undefined) {
  const ids = idsOf(campusIds ?? []);
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: userLocation.id })
    .from(userLocation)
    .where(inArray(userLocation.id, ids));
  if (found.length !== ids.length) throw invalid(lang, [issue(lang, ['campusIds'], 'invalid')]);
}

async function saveCampuses(tx: Tx, userId: bigint, campusIds: string[] | undefined, replace: boolean) {
  if (campusIds === undefined) return;
  if (replace) await tx.delete(workerCampus).where(eq(workerCampus.userId, userId));
  const ids = idsOf(campusIds);
  if (ids.length) await tx.insert(workerCampus).values(ids.map((campusId) => ({ userId, campusId })));
}

/** The stored worker (404 when the id is no worker of the tenant). */
async function storedWorker(tx: Tx, id: bigint, lang: Lang, scope: SQL | undefined): Promise<UserRow> {
  const [row] = await tx
    .select()
    .from(user)
    .where(and(eq(user.id, id), isWorker, scope))
    .limit(1);
  if (!row) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
  return row;
}

async function oneWorker(tx: Tx, id: bigint, lang: Lang, scope: SQL | undefined): Promise<Worker> {
  const [row] = await toWorkers(tx, [await storedWorker(tx, id, lang, scope)], lang);
  return row as Worker;
}

/** All the ids must be workers of the tenant in the caller's data scope (404 otherwise), never the
 * caller. */
async function workerIds(tx: Tx, raw: string[], self: bigint, lang: Lang, scope: SQL | undefined) {
  const ids = idsOf(raw);
  if (ids.includes(self)) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'selectionHasSelf'));
  const found = await tx
    .select({ id: user.id, readonly: user.readonly })
    .from(user)
    .where(and(inArray(user.id, ids), isWorker, scope));
  if (found.length !== ids.length) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
  if (found.some((r) => r.readonly)) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'readonly'));
  return ids;
}

const workerColumns: Column<Worker>[] = [
  ...(userColumns as unknown as Column<Worker>[]).filter((c) =>
    ['account', 'name', 'orgName', 'mobile', 'email', 'sex', 'state'].includes(c.key),
  ),
  { key: 'stationName', zh: '岗位', en: 'Station', value: (w) => w.stationName },
  { key: 'positionStatus', zh: '在职状态', en: 'Position', value: (w) => w.positionStatus?.desc ?? null },
  { key: 'isLecturer', zh: '讲师', en: 'Lecturer', value: (w) => (w.isLecturer ? 'true' : 'false') },
  { key: 'campusNames', zh: '校区', en: 'Campuses', width: 30, value: (w) => w.campusNames.join('，') },
  { key: 'createTime', zh: '创建时间', en: 'Created', width: 20, value: (w) => w.createTime },
];

/** Position status in a sheet: the code, or its description in either language. */
function positionCode(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const map: Record<string, string> = { 在职: 'ON_DUTY', 'on duty': 'ON_DUTY', 离职: 'LEFT', left: 'LEFT' };
  return map[text.trim().toLowerCase()] ?? text.trim();
}

/**
 * Workers (`/course/worker`): users of type WORKER, kept by the user module's rules (accounts
 * unique in the tenant, org, station and roles checked, role changes guarded, the initial
 * password) plus their campuses and lecturer data. Every id is checked to be a worker: this
 * endpoint never reaches another kind of user.
 */
export const workerModule = crudModule(workerResource).storedIn({
  table: user,
  toRows: (rows, { tx, lang }) => toWorkers(tx, rows, lang),
  filter: (m) => {
    const orgId = toId(m.orgId);
    const stationId = toId(m.stationId);
    const campusId = toId(m.campusId);
    return [
      isWorker,
      m.name ? or(ilike(user.name, containing(m.name)), ilike(user.account, containing(m.name))) : undefined,
      m.mobile ? ilike(user.mobile, containing(m.mobile)) : undefined,
      orgId === undefined ? undefined : eq(user.orgId, orgId),
      stationId === undefined ? undefined : eq(user.stationId, stationId),
      campusId === undefined
        ? undefined
        : sql`exists (select 1 from ${workerCampus} where ${workerCampus.userId} = ${user.id}
            and ${workerCampus.campusId} = ${campusId})`,
      m.positionStatus ? eq(user.positionStatus, m.positionStatus) : undefined,
      m.isLecturer === undefined ? undefined : eq(user.isLecturer, m.isLecturer),
      m.state === undefined ? undefined : eq(user.state, m.state),
    ];
  },
  ranges: { createTime: user.createTime },
  sortable: { account: user.account, name: user.name, createTime: user.createTime },
  order: [desc(user.id)],
  owner: userOwner,
  unique: [{ field: 'account', column: user.account }],
  readonly: user.readonly,
  columns: workerColumns,
  fromSheet: (values) => ({
    ...accountFromSheet(values),
    positionStatus: positionCode(values.positionStatus),
    isLecturer: values.isLecturer,
  }),
  async create(body, { tx, lang, auth, tenant }) {
    const problems = await checkRefs(tx, lang, body, body.roleIds);
    if (problems.length) throw invalid(lang, problems);
    await checkCampuses(tx, lang, body.campusIds);
    await checkRoleChange(tx, auth, lang, null, body.roleIds);
    return {
      ...userValues(body),
      account: body.account,
      name: body.name,
      userType: WORKER,
      positionStatus: blankToNull(body.positionStatus) ?? 'ON_DUTY',
      isLecturer: body.isLecturer ?? false,
      introduce: blankToNull(body.introduce) ?? null,
      password: await hashPassword(body.password || (await initialPassword(tx))),
      mustChangePassword: !body.password,
      passwordExpireTime: passwordExpiry(tenant),
      createdBy: auth.userId,
    };
  },
  async afterCreate(id, body, { tx }) {
    await saveRoles(tx, id, body.roleIds, false);
    await saveCampuses(tx, id, body.campusIds, false);
  },
  update: () => ({}),
  handlers: {
    workerGet: async ({ tx, params, lang }, crud) => oneWorker(tx, idOf(params.id), lang, await crud.scope()),

    async workerUpdate({ tx, body, lang, auth }, crud) {
      const scope = await crud.scope();
      const current = await storedWorker(tx, idOf(body.id), lang, scope);
      if (current.readonly) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'readonly'));
      const problems = await checkRefs(tx, lang, body, body.roleIds);
      if (problems.length) throw invalid(lang, problems);
      await checkCampuses(tx, lang, body.campusIds);
      await checkRoleChange(tx, auth, lang, current.id, body.roleIds);
      await saveRoles(tx, current.id, body.roleIds, true);
      await saveCampuses(tx, current.id, body.campusIds, true);
      await tx
        .update(user)
        .set({
          ...userValues(body),
          // A worker stays a worker: the type is this screen's, not the body's.
          userType: WORKER,
          isLecturer: body.isLecturer,
          introduce: blankToNull(body.introduce),
          updateTime: new Date(),
        })
        .where(eq(user.id, current.id));
      return oneWorker(tx, current.id, lang, scope);
    },

    async workerDelete({ tx, body, auth, lang }, crud) {
      const ids = await workerIds(tx, body, auth.userId, lang, await crud.scope());
      if (ids instanceof Failure) return ids;
      await tx.delete(user).where(inArray(user.id, ids));
      return true;
    },

    async workerState({ tx, body, auth, lang }, crud) {
      const ids = await workerIds(tx, body.ids, auth.userId, lang, await crud.scope());
      if (ids instanceof Failure) return ids;
      await tx.update(user).set({ state: body.state, updateTime: new Date() }).where(inArray(user.id, ids));
      return { count: ids.length };
    },

    workerReset: async ({ tx, body, lang, tenant, auth }, crud) =>
      resetPasswords(tx, idsOf(body.ids), { lang, tenant, auth }, and(isWorker, await crud.scope())),

    workerCheck: ({ tx, query }) => accountTaken(tx, query.account, toId(query.id)),
  },
});
