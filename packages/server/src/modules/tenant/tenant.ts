import { ErrorCode, formatDateTime, parseDateTime, tenantResource } from '@pocket/contract';
import type { Tenant } from '@pocket/contract';
import { and, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { switchTenant } from '../../db/client.ts';
import type { Tx } from '../../db/client.ts';
import { dbErrorText } from '../../db/datasources.ts';
import { idOf, toId } from '../../db/ids.ts';
import { dropTenantRows, moveTenant } from '../../db/tenant-move.ts';
import { datasourceConfig, tenant } from '../../db/schema.ts';
import { seedTenantBase } from '../../db/seed.ts';
import { blankToNull, crudModule, type Beside } from '../../lib/crud.ts';
import type { Column } from '../../lib/excel.ts';
import { ApiError, Failure, Reply, invalid, issue } from '../../lib/http.ts';
import { enumValue, t } from '../../lib/i18n.ts';
import { PLATFORM_TENANT } from '../../lib/platform.ts';
import { containing } from '../../lib/search.ts';
import { hashPassword } from '../../lib/security.ts';
import { initialPassword } from '../authority/user.ts';

type TenantType = 'CREATE' | 'REGISTER';
type ConnectType = 'LOCAL' | 'REMOTE';
type Status = 'NORMAL' | 'WAIT_INIT' | 'FORBIDDEN' | 'WAITING' | 'REFUSE' | 'DELETE';

const expiry = (v: string | undefined) =>
  v === undefined ? undefined : v === '' ? null : (parseDateTime(v) ?? null);

export const tenantColumns: Column<Tenant>[] = [
  { key: 'code', zh: '编码', en: 'Code', value: (r) => r.code },
  { key: 'name', zh: '名称', en: 'Name', width: 24, value: (r) => r.name },
  { key: 'status', zh: '状态', en: 'Status', value: (r) => r.status.code },
  { key: 'duty', zh: '责任人', en: 'Person in charge', value: (r) => r.duty },
  { key: 'domain', zh: '域名', en: 'Domain', width: 24, value: (r) => r.domain },
  { key: 'describe', zh: '描述', en: 'Description', width: 30, value: (r) => r.describe },
  { key: 'expirationTime', zh: '有效期', en: 'Expires', width: 20, value: (r) => r.expirationTime },
  { key: 'createTime', zh: '创建时间', en: 'Created', width: 20, value: (r) => r.createTime },
];

/** The columns a create or an update body sets, mapped the same way for both. */
function settableColumns(body: {
  duty?: string | undefined;
  expirationTime?: string | undefined;
  logo?: string | undefined;
  describe?: string | undefined;
  domain?: string | undefined;
  passwordExpire?: number | undefined;
  isMultipleLogin?: boolean | undefined;
  allowRegister?: boolean | undefined;
  passwordErrorNum?: number | undefined;
  passwordErrorLockTime?: number | undefined;
}) {
  return {
    duty: blankToNull(body.duty),
    expirationTime: expiry(body.expirationTime),
    logo: blankToNull(body.logo),
    describe: blankToNull(body.describe),
    domain: blankToNull(body.domain),
    passwordExpire: body.passwordExpire,
    isMultipleLogin: body.isMultipleLogin,
    allowRegister: body.allowRegister,
    passwordErrorNum: body.passwordErrorNum,
    passwordErrorLockTime: body.passwordErrorLockTime,
  };
}

/** Tenants, run by the platform tenant (scope `platform`): a new one gets its base data (roles,
 * menus, an admin account with the initial password); codes and domains are unique; deleting a
 * tenant deletes all its data; built-in tenants are read-only. */
export const tenantModule = crudModule(tenantResource).storedIn({
  table: tenant,
  select: (tx: Tx, beside: Beside) =>
    tx
      .select({ tenant, datasourceName: datasourceConfig.name, ...beside })
      .from(tenant)
      .leftJoin(datasourceConfig, eq(datasourceConfig.id, tenant.datasourceId)),
  toRow: ({ tenant: row, datasourceName }, { lang }) => ({
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
    allowRegister: row.allowRegister,
    passwordErrorNum: row.passwordErrorNum,
    passwordErrorLockTime: row.passwordErrorLockTime,
    datasourceId: row.datasourceId === null ? null : String(row.datasourceId),
    datasourceName,
    createTime: formatDateTime(row.createTime),
  }),
  filter: (m) => [
    m.code ? ilike(tenant.code, containing(m.code)) : undefined,
    m.name ? ilike(tenant.name, containing(m.name)) : undefined,
    m.status ? eq(tenant.status, m.status) : undefined,
  ],
  order: [desc(tenant.id)],
  unique: [
    { field: 'code', column: tenant.code },
    { field: 'domain', column: tenant.domain },
  ],
  readonly: tenant.readonly,
  columns: tenantColumns,
  fromSheet: (values) => ({
    code: values.code ?? '',
    name: values.name ?? '',
    duty: values.duty,
    domain: values.domain,
    describe: values.describe,
  }),
  create: (body) => ({
    code: body.code,
    name: body.name,
    status: body.status || 'NORMAL',
    ...settableColumns(body),
  }),
  // The new tenant's base data is written under its own code (row-level security checks it).
  async afterCreate(_id, body, { tx, auth }) {
    const secret = await initialPassword(tx);
    await seedTenantBase(tx, {
      code: body.code,
      name: body.name,
      platform: false,
      adminPasswordHash: await hashPassword(secret),
      initialPassword: secret,
      // Everyone who may create tenants knows the initial password: the new admin changes it first.
      adminMustChangePassword: true,
    });
    await switchTenant(tx, auth.tenantCode);
  },
  update: (body) => ({
    name: body.name,
    status: blankToNull(body.status) ?? undefined,
    ...settableColumns(body),
    updateTime: new Date(),
  }),
  // A tenant's rows go with it: every tenant table's tenant_code cascades from tenant.code, in
  // the main database and in its datasource (where its copy of the tenant row goes).
  async beforeDelete(ids, { tx, lang, deps }) {
    const rows = await tx.select().from(tenant).where(inArray(tenant.id, ids));
    if (rows.some((r) => r.code === PLATFORM_TENANT))
      return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'readonly'));
    for (const row of rows) await dropTenantRows(deps, tx, row);
    return undefined;
  },
  handlers: {
    async tenantDatasource({ tx, body, lang, deps, auth }, crud) {
      const current = await crud.stored(idOf(body.id));
      const toId = body.datasourceId === '' ? null : idOf(body.datasourceId);
      if (toId !== null) {
        const [found] = await tx
          .select({ id: datasourceConfig.id })
          .from(datasourceConfig)
          .where(eq(datasourceConfig.id, toId));
        if (!found) throw invalid(lang, [issue(lang, ['datasourceId'], 'invalid')]);
      }
      let moved;
      try {
        moved = await moveTenant(deps, tx, current.code, toId, auth.tenantCode);
      } catch (error) {
        throw new ApiError(
          ErrorCode.OPERATION_FAILED,
          t(lang, 'tenantMoveFailed', { error: dbErrorText(error) }),
        );
      }
      if (moved === 'platform') return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'tenantMovePlatform'));
      if (moved === 'sameDatabase') return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'tenantMoveSame'));
      const row = await crud.get(current.id);
      const where = row.datasourceName ?? t(lang, 'mainDatabase');
      return new Reply(row, t(lang, 'tenantMoved', { code: current.code, count: moved.moved, where }));
    },

    async tenantCheck({ tx, query }) {
      const exceptId = toId(query.id);
      const rows = await tx
        .select({ id: tenant.id })
        .from(tenant)
        .where(
          and(
            sql`lower(${tenant.code}) = lower(${query.code})`,
            exceptId === undefined ? undefined : ne(tenant.id, exceptId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  },
});
