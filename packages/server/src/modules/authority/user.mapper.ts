import { formatDateTime } from '@pocket/contract';
import type { PositionStatus, User, UserSocial } from '@pocket/contract';
import type { user } from '../../db/schema.ts';
import { enumValue } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';

export type UserRow = typeof user.$inferSelect;
type Sex = 'M' | 'W' | 'N';

const dt = (d: Date | null) => (d ? formatDateTime(d) : null);

/** The one mapping of a user row to the contract (never the password hash). */
export function toUser(
  row: UserRow,
  lang: Lang,
  extra: {
    orgName?: string | null;
    stationName?: string | null;
    roleIds?: string[];
    social?: UserSocial[];
    membershipEnd?: Date | null;
  } = {},
): User {
  return {
    id: String(row.id),
    account: row.account,
    name: row.name,
    orgId: row.orgId === null ? null : String(row.orgId),
    orgName: extra.orgName ?? null,
    stationId: row.stationId === null ? null : String(row.stationId),
    stationName: extra.stationName ?? null,
    email: row.email,
    sex: enumValue(lang, 'Sex', row.sex as Sex | null),
    state: row.state,
    mobile: row.mobile,
    avatar: row.avatar,
    workDescribe: row.workDescribe,
    nation: row.nation,
    education: row.education,
    positionStatus: enumValue(lang, 'PositionStatus', row.positionStatus as PositionStatus | null),
    passwordErrorNum: row.passwordErrorNum,
    passwordErrorLastTime: dt(row.passwordErrorLastTime),
    passwordExpireTime: dt(row.passwordExpireTime),
    lastLoginTime: dt(row.lastLoginTime),
    balance: row.balance,
    logo: row.logo,
    domain: row.domain,
    userType: row.userType,
    label: row.label,
    expirationTime: dt(row.expirationTime),
    membershipEnd: dt(extra.membershipEnd ?? null),
    qrcodeUrl: row.qrcodeUrl,
    social: extra.social ?? [],
    readonly: row.readonly,
    roleIds: extra.roleIds ?? [],
    createTime: formatDateTime(row.createTime),
    updateTime: formatDateTime(row.updateTime),
  };
}
