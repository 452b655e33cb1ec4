import { formatDateTime } from '@pocket/contract';
import type { Tenant } from '@pocket/contract';
import type { TenantRow } from '../../lib/context.ts';
import { enumValue } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';

type TenantType = 'CREATE' | 'REGISTER';
type ConnectType = 'LOCAL' | 'REMOTE';
type Status = 'NORMAL' | 'WAIT_INIT' | 'FORBIDDEN' | 'WAITING' | 'REFUSE' | 'DELETE';

/** The one mapping of a tenant row to the contract. */
export function toTenant(row: TenantRow, lang: Lang): Tenant {
  return {
    id: String(row.id),
    code: row.code,
    name: row.name,
    type: enumValue(lang, 'TenantType', row.type as TenantType),
    connectType: enumValue(lang, 'TenantConnectTypeEnum', row.connectType as ConnectType),
    status: enumValue(lang, 'TenantStatusEnum', row.status as Status),
    readonly: row.readonly,
    duty: row.duty,
    expirationTime: row.expirationTime ? formatDateTime(row.expirationTime) : null,
    logo: row.logo,
    describe: row.describe,
    domain: row.domain,
    passwordExpire: row.passwordExpire,
    isMultipleLogin: row.isMultipleLogin,
    passwordErrorNum: row.passwordErrorNum,
    passwordErrorLockTime: row.passwordErrorLockTime,
    createTime: formatDateTime(row.createTime),
  };
}
