import { ErrorCode, parseDateTime, userResource } from '@pocket/contract';
import type { User, ValidationIssue, userCreateSchema } from '@pocket/contract';
import type { z } from 'zod';
import { and, asc, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idOf, idsOf, toId } from '../../db/ids.ts';
import {
  membership,
  onlineSession,
  org,
  parameter,
  role,
  station,
  user,
  userRole,
  userSocial,
} from '../../db/schema.ts';
import type { Auth, TenantRow } from '../../lib/context.ts';
import { blankToNull, crudModule } from '../../lib/crud.ts';
import { SUPER_ADMIN } from '../../lib/grants.ts';
import { userOwner } from '../../lib/owners.ts';
import type { Column } from '../../lib/excel.ts';
import { ApiError, Failure, invalid, issue, Reply } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import { hashPassword } from '../../lib/security.ts';
import { accountTaken, bumpPermVersion, checkPasswordAttempt, loadGrants } from '../../lib/session.ts';
import { loadSocial, socialField, socialOf } from './social.ts';
import { toUser } from './user.mapper.ts';
import type { UserRow } from './user.mapper.ts';
import { containing } from '../../lib/search.ts';

/** The tenant's initial password (parameter INITIAL_PASSWORD), used by create, reset and import. */
export async function initialPassword(tx: Tx): Promise<string> {
  const [row] = await tx
    .select({ value: parameter.value })
    .from(parameter)
    .where(eq(parameter.key, 'INITIAL_PASSWORD'))
    .limit(1);
  return row?.value ?? '123456';
}

const blank = blankToNull;

export function passwordExpiry(tenant: TenantRow): Date | null {
  return tenant.passwordExpire > 0 ? new Date(Date.now() + tenant.passwordExpire * 86_400_000) : null;
}

// The outer row's columns are named with their table: drizzle leaves them bare in a one-table select.
const outer = (column: string) => sql.raw(`"user"."${column}"`);

/** What a user is answered with besides its columns (organisation, station, roles, membership,
 * bound accounts), as fields of a select on `user`: read in the statement that reads the users. */
export const userRelated = {
  orgName: sql<string | null>`(select ${org.label} from ${org} where ${org.id} = ${outer('org_id')})`,
  stationName: sql<
    string | null
  >`(select ${station.name} from ${station} where ${station.id} = ${outer('station_id')})`,
  roleIds: sql<
    string[] | null
  >`(select json_agg(${userRole.roleId}::text) from ${userRole} where ${userRole.userId} = ${outer('id')})`,
  membershipEnd:
    sql<Date | null>`(select ${membership.endTime} from ${membership} where ${membership.userId} = ${outer('id')} limit 1)`.mapWith(
      membership.endTime,
    ),
  social: socialField(outer('id')),
};
type UserRelated = { [K in keyof typeof userRelated]: (typeof userRelated)[K]['_']['type'] };

/** A user row read with `userRelated`, mapped to the contract. */
function toRelatedUser(row: UserRow & UserRelated, lang: Lang): User {
  return toUser(row, lang, {
    orgName: row.orgName,
    stationName: row.stationName,
    roleIds: row.roleIds ?? [],
    social: socialOf(row.social, lang),
    membershipEnd: row.membershipEnd,
  });
}

/** Users with their org names and role ids, mapped to the contract (one statement for all). */
export async function withRelations(tx: Tx, rows: UserRow[], lang: Lang): Promise<User[]> {
  if (rows.length === 0) return [];
  const related = await tx
    .select({ id: user.id, ...userRelated })
    .from(user)
    .where(
      inArray(
        user.id,
        rows.map((r) => r.id),
      ),
    );
  const byId = new Map(related.map((r) => [String(r.id), r]));
  return rows.map((r) => {
    const found = byId.get(String(r.id));
    return found
      ? toRelatedUser({ ...r, ...found, id: r.id }, lang)
      : toUser(r, lang, { orgName: null, stationName: null, roleIds: [], social: [], membershipEnd: null });
  });
}

async function getUser(tx: Tx, id: bigint | string, lang: Lang): Promise<UserRow> {
  const key = typeof id === 'bigint' ? id : toId(id);
  const [row] = key === undefined ? [] : await tx.select().from(user).where(eq(user.id, key)).limit(1);
  if (!row) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
  return row;
}

async function oneUser(tx: Tx, id: bigint, lang: Lang): Promise<User> {
  const [mapped] = await withRelations(tx, [await getUser(tx, id, lang)], lang);
  return mapped as User;
}

/** Org and role ids must exist in this tenant (row-level security hides other tenants' rows). */
export async function checkRefs(
  tx: Tx,
  lang: Lang,
  refs: { orgId?: string | null | undefined; stationId?: string | null | undefined },
  roleIds: string[] | undefined,
  prefix: (string | number)[] = [],
) {
  const problems: ValidationIssue[] = [];
  const oid = toId(refs.orgId);
  if (oid !== undefined) {
    const [found] = await tx.select({ id: org.id }).from(org).where(eq(org.id, oid)).limit(1);
    if (!found) problems.push(issue(lang, [...prefix, 'orgId'], 'invalid'));
  }
  const sid = toId(refs.stationId);
  if (sid !== undefined) {
    const [found] = await tx.select({ id: station.id }).from(station).where(eq(station.id, sid)).limit(1);
    if (!found) problems.push(issue(lang, [...prefix, 'stationId'], 'invalid'));
  }
  const rids = idsOf(roleIds ?? []);
  if (rids.length) {
    const found = await tx.select({ id: role.id }).from(role).where(inArray(role.id, rids));
    if (found.length !== new Set(rids.map(String)).size)
      problems.push(issue(lang, [...prefix, 'roleIds'], 'invalid'));
  }
  return problems;
}

/**
 * Guards role assignment against privilege escalation: a caller may only give or take away roles
 * they hold themselves (enabled ones; a super admin may hand out any), and never change their own
 * roles. `targetId` is null for a user being created.
 */
export async function checkRoleChange(
  tx: Tx,
  auth: Auth,
  lang: Lang,
  targetId: bigint | null,
  roleIds: string[] | undefined,
) {
  if (roleIds === undefined) return;
  const current =
    targetId === null
      ? []
      : (
          await tx.select({ roleId: userRole.roleId }).from(userRole).where(eq(userRole.userId, targetId))
        ).map((r) => String(r.roleId));
  const next = new Set(idsOf(roleIds).map(String));
  const before = new Set(current);
  const changed = [...[...next].filter((id) => !before.has(id)), ...current.filter((id) => !next.has(id))];
  if (changed.length === 0) return;
  if (targetId === auth.userId) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'ownRoles'), 403);
  if ((await auth.roles()).includes(SUPER_ADMIN)) return;
  const held = await tx
    .select({ id: role.id })
    .from(userRole)
    .innerJoin(role, and(eq(role.id, userRole.roleId), eq(role.state, true)))
    .where(eq(userRole.userId, auth.userId));
  const mine = new Set(held.map((r) => String(r.id)));
  if (changed.some((id) => !mine.has(id)))
    throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'roleNotHeld'), 403);
}

type CreateInput = z.output<typeof userCreateSchema>;

export function userValues(body: Partial<CreateInput>) {
  return {
    name: body.name,
    orgId: body.orgId === '' ? null : body.orgId === undefined ? undefined : idOf(body.orgId),
    stationId: body.stationId === '' ? null : body.stationId === undefined ? undefined : idOf(body.stationId),
    email: blank(body.email),
    mobile: blank(body.mobile),
    sex: blank(body.sex),
    state: body.state,
    avatar: blank(body.avatar),
    workDescribe: blank(body.workDescribe),
    nation: blank(body.nation),
    education: blank(body.education),
    positionStatus: blank(body.positionStatus),
    logo: blank(body.logo),
    domain: blank(body.domain),
    userType: blank(body.userType),
    label: blank(body.label),
    expirationTime:
      body.expirationTime === undefined
        ? undefined
        : body.expirationTime === ''
          ? null
          : (parseDateTime(body.expirationTime) ?? null),
    qrcodeUrl: blank(body.qrcodeUrl),
  };
}

function refuseReadonly(rows: UserRow[], lang: Lang) {
  if (rows.some((r) => r.readonly)) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'readonly'));
  return undefined;
}

/** Replaces the roles of a user (when the body names them). */
export async function saveRoles(tx: Tx, userId: bigint, roleIds: string[] | undefined, replace: boolean) {
  if (roleIds === undefined) return;
  if (replace) await tx.delete(userRole).where(eq(userRole.userId, userId));
  if (roleIds.length) await tx.insert(userRole).values(idsOf(roleIds).map((roleId) => ({ userId, roleId })));
  // The user's open console picks up its new routes and permissions on its next request.
  if (replace || roleIds.length) await bumpPermVersion(tx);
}

/**
 * Resets the passwords of users to the tenant's initial password, which the answer announces; the
 * users must change it and their sessions end. A selection holding the caller is cancelled. `only`
 * narrows the rows that count as found (e.g. workers): any other id is a 404.
 */
export async function resetPasswords(
  tx: Tx,
  ids: bigint[],
  { lang, tenant, auth }: { lang: Lang; tenant: TenantRow; auth: Auth },
  only?: SQL,
) {
  // Spec: a bulk action whose selection holds the signed-in user is cancelled.
  if (ids.includes(auth.userId)) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'selectionHasSelf'));
  const rows = await tx
    .select()
    .from(user)
    .where(and(inArray(user.id, ids), only));
  if (rows.length !== ids.length) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
  const readonly = refuseReadonly(rows, lang);
  if (readonly) return readonly;
  const secret = await initialPassword(tx);
  const hashed = await hashPassword(secret);
  await tx
    .update(user)
    .set({
      password: hashed,
      passwordErrorNum: 0,
      passwordErrorLastTime: null,
      // The reset password is announced to the administrator: the user must replace it.
      mustChangePassword: true,
      passwordExpireTime: passwordExpiry(tenant),
      updateTime: new Date(),
    })
    .where(inArray(user.id, ids));
  // A reset ends the users' sessions: whoever knew the old password is signed out.
  await tx.delete(onlineSession).where(inArray(onlineSession.userId, ids));
  return new Reply({ count: rows.length, initialPassword: secret }, t(lang, 'resetDone', { secret }));
}

export const userColumns: Column<User>[] = [
  { key: 'account', zh: '账号', en: 'Account', value: (u) => u.account },
  { key: 'name', zh: '姓名', en: 'Name', value: (u) => u.name },
  { key: 'orgName', zh: '组织', en: 'Organisation', value: (u) => u.orgName },
  { key: 'stationName', zh: '岗位', en: 'Station', value: (u) => u.stationName },
  { key: 'email', zh: '邮箱', en: 'Email', width: 24, value: (u) => u.email },
  { key: 'mobile', zh: '手机', en: 'Mobile', value: (u) => u.mobile },
  { key: 'sex', zh: '性别', en: 'Sex', value: (u) => u.sex?.desc ?? null },
  { key: 'state', zh: '状态', en: 'State', value: (u) => (u.state ? 'true' : 'false') },
  { key: 'workDescribe', zh: '工作描述', en: 'Work description', width: 30, value: (u) => u.workDescribe },
  { key: 'userType', zh: '用户类型', en: 'User type', value: (u) => u.userType },
  { key: 'label', zh: '标签', en: 'Label', value: (u) => u.label },
  { key: 'expirationTime', zh: '账号到期', en: 'Account expires', width: 20, value: (u) => u.expirationTime },
  {
    key: 'membershipEnd',
    zh: '会员到期',
    en: 'Membership end',
    width: 20,
    value: (u) => u.membershipEnd ?? null,
  },
  { key: 'lastLoginTime', zh: '最后登录', en: 'Last sign-in', width: 20, value: (u) => u.lastLoginTime },
  { key: 'createTime', zh: '创建时间', en: 'Created', width: 20, value: (u) => u.createTime },
];

/** The account columns every user sheet has (users, workers), as the create body takes them. */
export function accountFromSheet(values: Record<string, string | undefined>) {
  return {
    account: values.account ?? '',
    name: values.name ?? '',
    email: values.email,
    mobile: values.mobile,
    sex: sexCode(values.sex),
    state: values.state,
  };
}

/** Sex in an imported sheet may be the code or its description in either language. */
export function sexCode(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const map: Record<string, string> = {
    男: 'M',
    male: 'M',
    m: 'M',
    女: 'W',
    female: 'W',
    w: 'W',
    保密: 'N',
    secret: 'N',
    n: 'N',
  };
  return map[text.trim().toLowerCase()] ?? text;
}

/** A user's membership end (the membership table of the orders), for ranges and sorting. */
const membershipEndOf = sql`(select ${membership.endTime} from ${membership} where ${membership.userId} = ${user.id})`;

/** Users of the tenant: accounts unique (case-insensitively), org, station and roles checked
 * against the tenant, role changes guarded against escalation, built-in users read-only; and the
 * signed-in user's own account (base data, avatar, password, bound accounts). */
export const userModule = crudModule(userResource).storedIn({
  table: user,
  related: userRelated,
  toRow: (row, { lang }) => toRelatedUser(row, lang),
  filter: (m) => {
    const orgId = toId(m.orgId);
    return [
      m.account ? ilike(user.account, containing(m.account)) : undefined,
      m.name ? ilike(user.name, containing(m.name)) : undefined,
      m.email ? ilike(user.email, containing(m.email)) : undefined,
      m.mobile ? ilike(user.mobile, containing(m.mobile)) : undefined,
      orgId !== undefined ? eq(user.orgId, orgId) : undefined,
      m.sex ? eq(user.sex, m.sex) : undefined,
      m.state !== undefined ? eq(user.state, m.state) : undefined,
      m.userType ? eq(user.userType, m.userType) : undefined,
      m.label ? ilike(user.label, containing(m.label)) : undefined,
    ];
  },
  ranges: {
    createTime: user.createTime,
    expirationTime: user.expirationTime,
    membershipEnd: membershipEndOf,
    lastLoginTime: user.lastLoginTime,
  },
  sortable: {
    id: user.id,
    account: user.account,
    name: user.name,
    createTime: user.createTime,
    updateTime: user.updateTime,
    lastLoginTime: user.lastLoginTime,
    expirationTime: user.expirationTime,
    membershipEnd: membershipEndOf,
  },
  order: [desc(user.id)],
  owner: userOwner,
  unique: [{ field: 'account', column: user.account }],
  readonly: user.readonly,
  columns: userColumns,
  fromSheet: (values) => ({ ...accountFromSheet(values), workDescribe: values.workDescribe }),
  async create(body, { tx, lang, auth, tenant }) {
    const problems = await checkRefs(tx, lang, body, body.roleIds);
    if (problems.length) throw invalid(lang, problems);
    await checkRoleChange(tx, auth, lang, null, body.roleIds);
    return {
      ...userValues(body),
      account: body.account,
      name: body.name,
      password: await hashPassword(body.password || (await initialPassword(tx))),
      // The tenant's initial password is known to every administrator: changed at first sign-in.
      mustChangePassword: !body.password,
      passwordExpireTime: passwordExpiry(tenant),
      createdBy: auth.userId,
    };
  },
  afterCreate: (id, body, { tx }) => saveRoles(tx, id, body.roleIds, false),
  async update(body, current, { tx, lang, auth }) {
    const problems = await checkRefs(tx, lang, body, body.roleIds);
    if (problems.length) throw invalid(lang, problems);
    await checkRoleChange(tx, auth, lang, current.id, body.roleIds);
    await saveRoles(tx, current.id, body.roleIds, true);
    return { ...userValues(body), updateTime: new Date() };
  },
  // Spec: a bulk action whose selection holds the signed-in user is cancelled.
  deleteGuard: (ids, { auth, lang }) =>
    ids.includes(auth.userId)
      ? new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'selectionHasSelf'))
      : undefined,
  handlers: {
    async userSaveOrgUser({ body }, crud) {
      return crud.get(await crud.insert(body));
    },

    async userMe({ tx, auth, lang }) {
      return oneUser(tx, auth.userId, lang);
    },

    async userBase({ tx, body, auth, lang }) {
      await tx
        .update(user)
        .set({
          name: body.name,
          email: blank(body.email),
          mobile: blank(body.mobile),
          sex: blank(body.sex),
          workDescribe: blank(body.workDescribe),
          nation: blank(body.nation),
          education: blank(body.education),
          updateTime: new Date(),
        })
        .where(eq(user.id, auth.userId));
      return oneUser(tx, auth.userId, lang);
    },

    async userAvatar({ tx, body, auth, lang }) {
      await tx
        .update(user)
        .set({ avatar: body.avatar, updateTime: new Date() })
        .where(eq(user.id, auth.userId));
      return oneUser(tx, auth.userId, lang);
    },

    userReset: async ({ tx, body, lang, tenant, auth }, crud) =>
      resetPasswords(tx, idsOf(body.ids), { lang, tenant, auth }, await crud.scope()),

    async userPassword({ tx, body, auth, lang, tenant }) {
      const row = await getUser(tx, auth.userId, lang);
      // A wrong old password counts towards the lockout like a wrong sign-in (so a stolen session
      // cannot guess the password); the count is committed, hence a Failure rather than a throw.
      const checked = await checkPasswordAttempt(tx, row, body.oldPassword, tenant, lang);
      if (checked !== 'ok') {
        if (checked.locked) return new Failure(checked.code, checked.msg);
        const wrong = invalid(lang, [issue(lang, ['oldPassword'], 'old_password_incorrect')]);
        return new Failure(wrong.code, wrong.message, 400, wrong.extra);
      }
      await tx
        .update(user)
        .set({
          password: await hashPassword(body.newPassword),
          mustChangePassword: false,
          passwordExpireTime: passwordExpiry(tenant),
          updateTime: new Date(),
        })
        .where(eq(user.id, row.id));
      // Whoever signed in with the old password elsewhere is signed out: those sessions are gone, so
      // their next call answers 40009 (login timed out). This session stays.
      await tx
        .delete(onlineSession)
        .where(and(eq(onlineSession.userId, row.id), ne(onlineSession.id, auth.sessionId)));
      return true;
    },

    async userReload({ tx, body }, crud) {
      const row = await crud.stored(idOf(body.userId));
      const grants = await loadGrants(tx, row.id, row.tenantCode);
      return { enabled: true, caseSensitive: false, resourceList: grants.codes, roleList: grants.roles };
    },

    async userFindAll({ tx, lang }, crud) {
      const rows = await tx
        .select()
        .from(user)
        .where(await crud.scope())
        .orderBy(asc(user.account));
      return withRelations(tx, rows, lang);
    },

    async userCheck({ tx, query }) {
      return accountTaken(tx, query.account, toId(query.id));
    },

    async userSocial({ tx, auth, lang }) {
      return (await loadSocial(tx, [auth.userId], lang)).get(String(auth.userId)) ?? [];
    },

    async userSocialUnbind({ tx, auth, params, lang }) {
      // An account without a password signs in only through its providers: keep the last one.
      const [me] = await tx.select({ password: user.password }).from(user).where(eq(user.id, auth.userId));
      if (me && me.password === '') {
        const bound = await tx
          .select({ id: userSocial.id })
          .from(userSocial)
          .where(eq(userSocial.userId, auth.userId));
        if (bound.length <= 1) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'socialLastWay'));
      }
      const gone = await tx
        .delete(userSocial)
        .where(
          and(eq(userSocial.userId, auth.userId), eq(userSocial.provider, params.provider.toUpperCase())),
        )
        .returning({ id: userSocial.id });
      if (gone.length === 0) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'socialNotBound'));
      return new Reply(true, t(lang, 'unbindDone'));
    },
  },
});
