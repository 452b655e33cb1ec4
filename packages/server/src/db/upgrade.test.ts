import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TENANT_POLICY, tenantTableStates } from '../test/rls.ts';
import { createTestDatabase } from '../test/server.ts';
import { inTenant } from './client.ts';
import type { Database } from './client.ts';
import { newId } from './ids.ts';
import { applyMigrations, migrationsFolder, runMigrations } from './migrate.ts';
import { rolePermission, user } from './schema.ts';
import * as schema from './schema.ts';
import { SEED } from './seed.ts';

/** The last migration before foreign keys and the schema-declared policies (0007). */
const BEFORE = '0006_tenant_domain_unique';

/** A copy of drizzle/ holding the migrations up to and including `tag` only. */
function migrationsUpTo(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pocket-migrations-'));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag) + 1);
  if (entries.length === 0) throw new Error(`no migration ${tag}`);
  mkdirSync(path.join(dir, 'meta'));
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag: t } of entries)
    copyFileSync(path.join(migrationsFolder, `${t}.sql`), path.join(dir, `${t}.sql`));
  return dir;
}

const MISSING = 9_000_000_000_000_000_001n;
const DEMO = SEED.demoTenant;

let database: Database | undefined;
let drop = async () => {};
let folder = '';
// Opening PGlite (WASM) can take many seconds on a busy machine: prepare in the hook.
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase({ empty: true }));
  folder = migrationsUpTo(BEFORE);
  await applyMigrations(database, folder);
  // The data of a database seeded at 0006 (pg_dump --data-only of one), not today's seed, which
  // writes tables 0006 did not have.
  const dump = readFileSync(
    path.join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'seed-0006.sql'),
    'utf8',
  );
  for (const statement of dump.split(/;\n(?=INSERT|$)/)) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
});
afterAll(async () => {
  await database?.close();
  await drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database!.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: unknown }>(query))[0]?.n);

it('upgrades a database with data at 0006, dangling references included, to the schema of today', async () => {
  if (!database) throw new Error('no database');

  // What rows could point at before there were foreign keys: deleted orgs, stations, users,
  // roles, menus, messages, and a whole deleted tenant.
  const [admin] = await rows<{ id: string }>(
    sql`select id::text from "user" where tenant_code = ${DEMO} and account = ${SEED.adminAccount}`,
  );
  const [staffRole] = await rows<{ id: string }>(
    sql`select id::text from role where tenant_code = ${DEMO} limit 1`,
  );
  const adminId = BigInt(admin!.id);
  const roleId = BigInt(staffRole!.id);
  const dangling = newId();
  const station = newId();
  const msgId = newId();
  const statements = [
    sql`insert into "user" (id, tenant_code, account, name, password, org_id, station_id, created_by)
        values (${dangling}, ${DEMO}, 'dangling', 'Dangling', 'x', ${MISSING}, ${MISSING}, ${MISSING})`,
    sql`insert into station (id, tenant_code, name, org_id) values (${station}, ${DEMO}, 'orphan', ${MISSING})`,
    sql`insert into user_role (tenant_code, user_id, role_id) values (${DEMO}, ${MISSING}, ${roleId}),
        (${DEMO}, ${adminId}, ${MISSING})`,
    sql`insert into role_menu (tenant_code, role_id, menu_id) values (${DEMO}, ${roleId}, ${MISSING})`,
    sql`insert into msg (id, tenant_code, msg_type, title, content, created_by)
        values (${msgId}, ${DEMO}, 'NOTIFY', 't', 'c', ${MISSING})`,
    sql`insert into msg_receive (tenant_code, msg_id, user_id) values (${DEMO}, ${MISSING}, ${adminId}),
        (${DEMO}, ${msgId}, ${MISSING}), (${DEMO}, ${msgId}, ${adminId})`,
    sql`insert into online_session (id, tenant_code, user_id, client_id, refresh_hash, refresh_expire_at,
        access_expire_at) values (${newId()}, ${DEMO}, ${MISSING}, 'c', 'orphan', now(), now())`,
    sql`insert into user_social (id, tenant_code, user_id, provider, open_id)
        values (${newId()}, ${DEMO}, ${MISSING}, 'GITHUB', 'orphan')`,
    sql`insert into login_log (id, tenant_code, user_id, account, login_date)
        values (${newId()}, ${DEMO}, ${MISSING}, 'gone', '2026-01-01')`,
    sql`insert into attachment (id, tenant_code, name, original_name, content_type, size, data, created_by)
        values (${newId()}, ${DEMO}, 'a.txt', 'a.txt', 'text/plain', 1, '\\x41', ${MISSING})`,
    sql`insert into qrcode_ticket (ticket, status, confirmed_tenant, confirmed_user_id, expire_at)
        values ('orphan', 'CONFIRMED', ${DEMO}, ${MISSING}, now() + interval '1 minute')`,
    sql`insert into org (id, tenant_code, label) values (${newId()}, 'GONE', 'of a deleted tenant')`,
    sql`insert into dictionary (id, tenant_code, type, label, code, name)
        values (${newId()}, 'GONE', 'T', 'T', 'C', 'N')`,
  ];
  for (const statement of statements) await database.db.execute(statement);
  const before = {
    users: await count(sql`select count(*) as n from "user"`),
    logs: await count(sql`select count(*) as n from login_log`),
    userRoles: await count(sql`select count(*) as n from user_role`),
    msgReceives: await count(sql`select count(*) as n from msg_receive`),
  };

  await runMigrations(database);

  // set null where the constraint sets null ...
  expect(await rows(sql`select org_id, station_id, created_by from "user" where id = ${dangling}`)).toEqual([
    { org_id: null, station_id: null, created_by: null },
  ]);
  expect(await rows(sql`select org_id from station where id = ${station}`)).toEqual([{ org_id: null }]);
  expect(await rows(sql`select created_by from msg where id = ${msgId}`)).toEqual([{ created_by: null }]);
  expect(
    await count(sql`select count(*) as n from login_log where account = 'gone' and user_id is null`),
  ).toBe(1);
  expect(await count(sql`select count(*) as n from attachment where created_by is null`)).toBe(1);
  // ... deleted where it cascades, and the rows of the deleted tenant are gone
  expect({
    users: await count(sql`select count(*) as n from "user"`),
    logs: await count(sql`select count(*) as n from login_log`),
    userRoles: await count(sql`select count(*) as n from user_role`),
    msgReceives: await count(sql`select count(*) as n from msg_receive`),
  }).toEqual({ ...before, userRoles: before.userRoles - 2, msgReceives: before.msgReceives - 2 });
  expect(await count(sql`select count(*) as n from role_menu where menu_id = ${MISSING}`)).toBe(0);
  expect(await count(sql`select count(*) as n from online_session where refresh_hash = 'orphan'`)).toBe(0);
  expect(await count(sql`select count(*) as n from user_social where open_id = 'orphan'`)).toBe(0);
  expect(await count(sql`select count(*) as n from qrcode_ticket where ticket = 'orphan'`)).toBe(0);
  expect(await count(sql`select count(*) as n from org where tenant_code = 'GONE'`)).toBe(0);
  expect(await count(sql`select count(*) as n from dictionary where tenant_code = 'GONE'`)).toBe(0);

  // Every foreign key of the schema is there, and every tenant table is bound to its tenant.
  const foreignKeys = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .reduce((n, table) => n + getTableConfig(table).foreignKeys.length, 0);
  expect(
    await count(sql`select count(*) as n from pg_constraint c join pg_namespace s on s.oid = c.connamespace
      where s.nspname = 'public' and c.contype = 'f'`),
  ).toBe(foreignKeys);
  const states = await tenantTableStates(database.db);
  expect(states.map((t) => t.name)).toContain('role_permission');
  for (const state of states) {
    expect(state, state.name).toMatchObject({
      enabled: true,
      forced: true,
      policies: TENANT_POLICY,
      granted: true,
    });
  }

  // The application's role works on the upgraded database, the new table included.
  const demoUsers = await count(sql`select count(*) as n from "user" where tenant_code = ${DEMO}`);
  const seen = await inTenant(database.db, DEMO, (tx) => tx.select({ id: user.id }).from(user));
  expect(seen.length).toBe(demoUsers);
  await inTenant(database.db, DEMO, (tx) =>
    tx.insert(rolePermission).values({ roleId, code: 'authority:station:add' }),
  );

  // Roles keep what their menus granted (0008): as grants now; every super admin holds '*'.
  const staffGrants = await rows<{ code: string }>(
    sql`select p.code from role_permission p join role r on r.id = p.role_id
        where r.tenant_code = ${DEMO} and r.code = 'STAFF' order by p.code`,
  );
  expect(staffGrants.map((g) => g.code)).toEqual(
    expect.arrayContaining(['authority:user:view', 'msg:msg:view']),
  );
  expect(
    await count(sql`select count(*) as n from role r join role_permission p on p.role_id = r.id and p.code = '*'
      where r.code = 'SUPER_ADMIN'`),
  ).toBe(2);

  // The platform gets the campus audit page (0014), shown to its super administrator; worker
  // position statuses are the new codes.
  expect(
    await count(sql`select count(*) as n from menu m join role_menu rm on rm.menu_id = m.id
      join role r on r.id = rm.role_id and r.code = 'SUPER_ADMIN'
      where m.tenant_code = '0000' and (m.path = '/userLocation/audit' or m.code like 'course:campusAudit:%')`),
  ).toBe(3);
  expect(
    await count(sql`select count(*) as n from "user" where position_status in ('WORKING', 'QUIT')`),
  ).toBe(0);
  expect(
    await count(sql`select count(*) as n from "user" where position_status = 'ON_DUTY'`),
  ).toBeGreaterThan(0);

  // Running the migrations again changes nothing.
  await runMigrations(database);
  expect(await tenantTableStates(database.db)).toEqual(states);
});
