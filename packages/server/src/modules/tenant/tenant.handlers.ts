import type { tenantEndpoints } from '@pocket/contract';
import { ErrorCode, parseDateTime, toPage } from '@pocket/contract';
import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { switchTenant } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
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
} from '../../db/schema.ts';
import { seedTenantBase } from '../../db/seed.ts';
import type { Auth, Handlers } from '../../lib/context.ts';
import { ApiError, Failure, invalid, issue } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import { hashPassword } from '../../lib/security.ts';
import { initialPassword } from '../authority/user.handlers.ts';
import { toTenant } from './tenant.mapper.ts';

type E = typeof tenantEndpoints;
export const PLATFORM_TENANT = '0000';

/** Tenants are managed from the platform tenant only (its menus hold the permission too). */
function platformOnly(auth: Auth, lang: Lang) {
  if (auth.tenantCode !== PLATFORM_TENANT)
    throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'platformOnly'), 403);
}

const like = (v: string) => `%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
const blank = <T>(v: T | '' | undefined): T | null | undefined => (v === '' ? null : v);
const expiry = (v: string | undefined) =>
  v === undefined ? undefined : v === '' ? null : (parseDateTime(v) ?? null);

/** Tenant-owned tables, children first, for deleting a tenant's data. */
const TENANT_TABLES = [
  attachment,
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

async function getTenant(tx: Tx, id: string, lang: Lang) {
  const [row] = await tx
    .select()
    .from(tenant)
    .where(eq(tenant.id, BigInt(id)))
    .limit(1);
  if (!row) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
  return row;
}

export const tenantHandlers: Handlers<E> = {
  async tenantPage({ tx, body, auth, lang }) {
    platformOnly(auth, lang);
    const m = body.model;
    const where = and(
      m.code ? ilike(tenant.code, like(m.code)) : undefined,
      m.name ? ilike(tenant.name, like(m.name)) : undefined,
      m.status ? eq(tenant.status, m.status) : undefined,
    );
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
    const [taken] = await tx
      .select({ id: tenant.id })
      .from(tenant)
      .where(sql`lower(${tenant.code}) = lower(${body.code})`);
    if (taken) throw invalid(lang, [issue(lang, ['code'], 'exists')]);
    const secret = await initialPassword(tx);
    const id = newId();
    await tx.insert(tenant).values({
      id,
      code: body.code,
      name: body.name,
      status: body.status || 'NORMAL',
      duty: blank(body.duty),
      expirationTime: expiry(body.expirationTime),
      logo: blank(body.logo),
      describe: blank(body.describe),
      domain: blank(body.domain),
      passwordExpire: body.passwordExpire,
      isMultipleLogin: body.isMultipleLogin,
      passwordErrorNum: body.passwordErrorNum,
      passwordErrorLockTime: body.passwordErrorLockTime,
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
    return toTenant(await getTenant(tx, String(id), lang), lang);
  },

  async tenantUpdate({ tx, body, auth, lang }) {
    platformOnly(auth, lang);
    const row = await getTenant(tx, body.id, lang);
    if (row.readonly) return new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'readonly'));
    await tx
      .update(tenant)
      .set({
        name: body.name,
        status: blank(body.status) ?? undefined,
        duty: blank(body.duty),
        expirationTime: expiry(body.expirationTime),
        logo: blank(body.logo),
        describe: blank(body.describe),
        domain: blank(body.domain),
        passwordExpire: body.passwordExpire,
        isMultipleLogin: body.isMultipleLogin,
        passwordErrorNum: body.passwordErrorNum,
        passwordErrorLockTime: body.passwordErrorLockTime,
        updateTime: new Date(),
      })
      .where(eq(tenant.id, row.id));
    return toTenant(await getTenant(tx, body.id, lang), lang);
  },

  async tenantDelete({ tx, body, auth, lang }) {
    platformOnly(auth, lang);
    const ids = [...new Set(body)].map((id) => BigInt(id));
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
