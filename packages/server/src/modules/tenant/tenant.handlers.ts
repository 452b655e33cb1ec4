import type { Tenant, ValidationIssue, tenantEndpoints } from '@pocket/contract';
import type { z } from 'zod';
import { ErrorCode, parseDateTime, QUERY_LIMIT, tenantCreateSchema, toPage } from '@pocket/contract';
import { and, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { switchTenant } from '../../db/client.ts';
import { idOf, idsOf, newId, toId } from '../../db/ids.ts';
import {
  attachment,
  dictionary,
  loginLog,
  menu,
  msg,
  msgReceive,
  onlineSession,
  org,
  parameter,
  role,
  roleMenu,
  station,
  tenant,
  user,
  userRole,
  userSocial,
} from '../../db/schema.ts';
import { seedTenantBase } from '../../db/seed.ts';
import type { Auth, Handlers } from '../../lib/context.ts';
import {
  EXPORT_LIMIT,
  exportAnswer,
  PREVIEW_LIMIT,
  previewAnswer,
  queryAnswer,
  readXlsx,
} from '../../lib/excel.ts';
import type { Column } from '../../lib/excel.ts';
import { ApiError, Failure, invalid, issue, validationFailure } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import { hashPassword } from '../../lib/security.ts';
import { initialPassword } from '../authority/user.handlers.ts';
import { toTenant } from './tenant.mapper.ts';
import { containing } from '../../lib/search.ts';
import { PLATFORM_TENANT, platformOnly } from '../../lib/platform.ts';

type E = typeof tenantEndpoints;

const blank = <T>(v: T | '' | undefined): T | null | undefined => (v === '' ? null : v);
const expiry = (v: string | undefined) =>
  v === undefined ? undefined : v === '' ? null : (parseDateTime(v) ?? null);

/** Tenant-owned tables, children first, for deleting a tenant's data. */
const TENANT_TABLES = [
  attachment,
  userSocial,
  msgReceive,
  msg,
  loginLog,
  onlineSession,
  userRole,
  roleMenu,
  role,
  menu,
  user,
  station,
  org,
  dictionary,
  parameter,
];

/** A domain already serving another tenant (case-insensitive) is refused with "already exists". */
async function checkDomain(tx: Tx, lang: Lang, domain: string | undefined, exceptId?: bigint) {
  if (domain && (await taken(tx, tenant.domain, domain, exceptId))) {
    throw invalid(lang, [issue(lang, ['domain'], 'exists')]);
  }
}

async function getTenant(tx: Tx, id: string, lang: Lang) {
  const [row] = await tx
    .select()
    .from(tenant)
    .where(eq(tenant.id, idOf(id)))
    .limit(1);
  if (!row) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
  return row;
}

type TenantInput = z.output<typeof tenantCreateSchema>;

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

type TenantModel = { code?: string | undefined; name?: string | undefined; status?: string | undefined };

function tenantWhere(m: TenantModel) {
  return and(
    m.code ? ilike(tenant.code, containing(m.code)) : undefined,
    m.name ? ilike(tenant.name, containing(m.name)) : undefined,
    m.status ? eq(tenant.status, m.status) : undefined,
  );
}

function findTenants(tx: Tx, m: TenantModel, limit: number) {
  return tx.select().from(tenant).where(tenantWhere(m)).orderBy(desc(tenant.id)).limit(limit);
}

/** True when another tenant (not `exceptId`) already has `value` in `column`, case-insensitively. */
async function taken(
  tx: Tx,
  column: typeof tenant.code | typeof tenant.domain,
  value: string,
  exceptId?: bigint,
): Promise<boolean> {
  const rows = await tx
    .select({ id: tenant.id })
    .from(tenant)
    .where(
      and(
        sql`lower(${column}) = lower(${value})`,
        exceptId === undefined ? undefined : ne(tenant.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

const codeTaken = (tx: Tx, code: string, exceptId?: bigint) => taken(tx, tenant.code, code, exceptId);

async function domainTaken(tx: Tx, domain: string): Promise<boolean> {
  const rows = await tx
    .select({ id: tenant.id })
    .from(tenant)
    .where(sql`lower(${tenant.domain}) = lower(${domain})`)
    .limit(1);
  return rows.length > 0;
}

/** Creates a tenant with its base data (roles, menus, an admin account with the initial password). */
/** The columns a create or an update body sets, mapped the same way for both. */
function settableColumns(body: Omit<TenantInput, 'code' | 'name' | 'status'>) {
  return {
    duty: blank(body.duty),
    expirationTime: expiry(body.expirationTime),
    logo: blank(body.logo),
    describe: blank(body.describe),
    domain: blank(body.domain),
    passwordExpire: body.passwordExpire,
    isMultipleLogin: body.isMultipleLogin,
    passwordErrorNum: body.passwordErrorNum,
    passwordErrorLockTime: body.passwordErrorLockTime,
  };
}

async function createTenant(tx: Tx, body: TenantInput, auth: Auth): Promise<bigint> {
  const secret = await initialPassword(tx);
  const id = newId();
  await tx.insert(tenant).values({
    id,
    code: body.code,
    name: body.name,
    status: body.status || 'NORMAL',
    ...settableColumns(body),
  });
  // The new tenant's base data is written under its own code (row-level security checks it).
  await seedTenantBase(tx, {
    code: body.code,
    name: body.name,
    platform: false,
    adminPasswordHash: await hashPassword(secret),
    initialPassword: secret,
  });
  await switchTenant(tx, auth.tenantCode);
  return id;
}

export const tenantHandlers: Handlers<E> = {
  async tenantPage({ tx, body, auth, lang }) {
    platformOnly(auth, lang);
    const where = tenantWhere(body.model);
    const [total] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(tenant)
      .where(where);
    const rows = await tx
      .select()
      .from(tenant)
      .where(where)
      .orderBy(desc(tenant.id))
      .limit(body.size)
      .offset((body.current - 1) * body.size);
    return toPage(
      rows.map((r) => toTenant(r, lang)),
      Number(total?.n ?? 0),
      body.size,
      body.current,
    );
  },

  async tenantCreate({ tx, body, auth, lang }) {
    platformOnly(auth, lang);
    if (await codeTaken(tx, body.code)) throw invalid(lang, [issue(lang, ['code'], 'exists')]);
    await checkDomain(tx, lang, body.domain);
    const id = await createTenant(tx, body, auth);
    return toTenant(await getTenant(tx, String(id), lang), lang);
  },

  async tenantQuery({ c, tx, body, auth, lang }) {
    platformOnly(auth, lang);
    const rows = await findTenants(tx, body, QUERY_LIMIT + 1);
    return queryAnswer(
      c,
      rows.map((r) => toTenant(r, lang)),
    );
  },

  async tenantCheck({ tx, query, auth, lang }) {
    platformOnly(auth, lang);
    return codeTaken(tx, query.code, toId(query.id));
  },

  async tenantPreview({ c, tx, body, auth, lang }) {
    platformOnly(auth, lang);
    const rows = (await findTenants(tx, body.model, PREVIEW_LIMIT + 1)).map((r) => toTenant(r, lang));
    return previewAnswer(c, tenantColumns, rows, lang);
  },

  async tenantExport({ tx, body, auth, lang }) {
    platformOnly(auth, lang);
    const rows = (await findTenants(tx, body.model, EXPORT_LIMIT + 1)).map((r) => toTenant(r, lang));
    const fileName = typeof body.extra.fileName === 'string' ? body.extra.fileName : 'tenants';
    return exportAnswer(tenantColumns, rows, lang, fileName);
  },

  async tenantImport({ tx, body, auth, lang }) {
    platformOnly(auth, lang);
    const records = await readXlsx(body.file, tenantColumns, lang);
    if (records.length === 0)
      throw new ApiError(ErrorCode.VALIDATION, t(lang, 'importEmpty'), 400, { issues: [] });
    const problems: ValidationIssue[] = [];
    const accepted: TenantInput[] = [];
    const codes = new Set<string>();
    const domains = new Set<string>();
    for (const { row, values } of records) {
      const parsed = tenantCreateSchema.safeParse({
        code: values.code ?? '',
        name: values.name ?? '',
        duty: values.duty,
        domain: values.domain,
        describe: values.describe,
      });
      if (!parsed.success) {
        problems.push(
          ...(validationFailure(lang, parsed.error.issues, ['rows', String(row)]).extra
            ?.issues as ValidationIssue[]),
        );
        continue;
      }
      const code = parsed.data.code.toLowerCase();
      if (codes.has(code) || (await codeTaken(tx, code))) {
        problems.push(issue(lang, ['rows', row, 'code'], 'exists'));
        continue;
      }
      const domain = parsed.data.domain?.toLowerCase();
      if (domain && (domains.has(domain) || (await domainTaken(tx, domain)))) {
        problems.push(issue(lang, ['rows', row, 'domain'], 'exists'));
        continue;
      }
      codes.add(code);
      if (domain) domains.add(domain);
      accepted.push(parsed.data);
    }
    if (problems.length) {
      throw new ApiError(
        ErrorCode.VALIDATION,
        t(lang, 'importRows', { count: new Set(problems.map((p) => p.path[1])).size }),
        400,
        { issues: problems },
      );
    }
    for (const item of accepted) await createTenant(tx, item, auth);
    return { count: accepted.length };
  },

  async tenantUpdate({ tx, body, auth, lang }) {
    platformOnly(auth, lang);
    const row = await getTenant(tx, body.id, lang);
    if (row.readonly) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'readonly'));
    await checkDomain(tx, lang, body.domain, row.id);
    await tx
      .update(tenant)
      .set({
        name: body.name,
        status: blank(body.status) ?? undefined,
        ...settableColumns(body),
        updateTime: new Date(),
      })
      .where(eq(tenant.id, row.id));
    return toTenant(await getTenant(tx, body.id, lang), lang);
  },

  async tenantDelete({ tx, body, auth, lang }) {
    platformOnly(auth, lang);
    const ids = idsOf(body);
    const rows = await tx.select().from(tenant).where(inArray(tenant.id, ids));
    if (rows.length !== ids.length) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
    if (rows.some((r) => r.readonly || r.code === PLATFORM_TENANT))
      return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'readonly'));
    for (const row of rows) {
      await switchTenant(tx, row.code);
      for (const table of TENANT_TABLES) await tx.delete(table);
    }
    await switchTenant(tx, auth.tenantCode);
    await tx.delete(tenant).where(inArray(tenant.id, ids));
    return true;
  },

  async tenantGet({ tx, params, auth, lang }) {
    platformOnly(auth, lang);
    return toTenant(await getTenant(tx, params.id, lang), lang);
  },
};
