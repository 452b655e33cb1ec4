import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_POLICY, tenantTableStates } from '../test/rls.ts';
import { createTestServer, SEED, type TestServer } from '../test/server.ts';
import { inTenant } from './client.ts';
import { newId } from './ids.ts';
import { APP_ROLE, secureTenantTables, tenantTableNames } from './rls.ts';
import {
  loginLog,
  msg,
  msgReceive,
  onlineSession,
  org,
  role,
  rolePermission,
  station,
  tenant,
  user,
  userRole,
} from './schema.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ loginLogDays: 1 });
});
afterAll(() => s?.close());

const DEMO = SEED.demoTenant;

describe('every tenant table is bound to its tenant (pg_class, pg_policy)', () => {
  it('has row-level security enabled and forced, the tenant_isolation policy and the grants of pocket_app', async () => {
    const states = await tenantTableStates(s.db);
    expect(states.length).toBeGreaterThanOrEqual(16);
    for (const state of states) {
      expect(state, state.name).toEqual({
        name: state.name,
        enabled: true,
        forced: true,
        policies: TENANT_POLICY,
        granted: true,
      });
    }
  });

  it('covers exactly the tables of the drizzle schema that have tenantCode', async () => {
    const names = tenantTableNames();
    expect(names).toContain('role_permission');
    expect(names).toContain('attachment');
    expect(names).not.toContain('tenant');
    expect((await tenantTableStates(s.db)).map((t) => t.name)).toEqual(names);
  });

  it('leaves nothing to do on a second run, and restores FORCE and grants when they are lost', async () => {
    expect(await secureTenantTables(s.db)).toEqual([]);
    await s.sql(sql`alter table role_permission no force row level security`);
    await s.sql(sql.raw(`revoke delete on table role_permission from ${APP_ROLE}`));
    expect(await secureTenantTables(s.db)).toEqual(['role_permission']);
    const state = (await tenantTableStates(s.db)).find((t) => t.name === 'role_permission');
    expect(state).toMatchObject({ forced: true, granted: true });
  });

  it('keeps the grants of the global tables (no row-level security there)', async () => {
    const rows = await s.sql<{ name: string; rls: boolean; granted: boolean }>(sql`
      select c.relname as name, c.relrowsecurity as rls,
        has_table_privilege(${APP_ROLE}, c.oid, 'SELECT') and has_table_privilege(${APP_ROLE}, c.oid, 'INSERT')
          and has_table_privilege(${APP_ROLE}, c.oid, 'UPDATE')
          and has_table_privilege(${APP_ROLE}, c.oid, 'DELETE') as granted
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and not exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_code')
      order by 1`);
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(['application', 'captcha', 'qrcode_ticket', 'rate_limit', 'setting', 'tenant']),
    );
    for (const row of rows) expect(row, row.name).toEqual({ name: row.name, rls: false, granted: true });
  });

  it('limits a query without any tenant filter to the tenant of the transaction, as pocket_app', async () => {
    const superuserSees = await s.db.select({ t: user.tenantCode }).from(user);
    expect(new Set(superuserSees.map((r) => r.t))).toEqual(new Set([SEED.platformTenant, DEMO]));
    const demoSees = await inTenant(s.db, DEMO, (tx) => tx.select({ t: user.tenantCode }).from(user));
    expect(demoSees.length).toBeGreaterThan(0);
    expect(new Set(demoSees.map((r) => r.t))).toEqual(new Set([DEMO]));
    expect(await inTenant(s.db, null, (tx) => tx.select().from(user))).toEqual([]);
    const [current] = await inTenant(s.db, DEMO, (tx) =>
      tx
        .execute(sql`select current_user as u`)
        .then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows)),
    );
    expect(current).toEqual({ u: APP_ROLE });
  });

  it("refuses writing, changing or deleting another tenant's rows", async () => {
    await expect(
      inTenant(s.db, SEED.platformTenant, (tx) =>
        tx.insert(msg).values({ id: newId(), tenantCode: DEMO, msgType: 'WARN', title: 'x', content: 'x' }),
      ),
    ).rejects.toThrow();
    const changed = await inTenant(s.db, SEED.platformTenant, (tx) =>
      tx.update(user).set({ name: 'hacked' }).where(eq(user.account, 'staff')).returning(),
    );
    expect(changed).toEqual([]);
    expect(await inTenant(s.db, SEED.platformTenant, (tx) => tx.delete(msg).returning())).toEqual([]);
    const [left] = await s.sql<{ n: number }>(
      sql`select count(*)::int as n from msg where tenant_code = ${DEMO}`,
    );
    expect(left?.n).toBeGreaterThan(0);
  });

  it('keeps role_permission rows of one tenant away from another', async () => {
    const roleId = newId();
    await inTenant(s.db, DEMO, async (tx) => {
      await tx.insert(role).values({ id: roleId, code: 'RLS_GRANTS', name: 'grants' });
      await tx.insert(rolePermission).values({ roleId, code: 'authority:user:view' });
    });
    const platformSees = await inTenant(s.db, SEED.platformTenant, (tx) => tx.select().from(rolePermission));
    expect(platformSees.length).toBeGreaterThan(0);
    expect(platformSees.filter((r) => r.tenantCode !== SEED.platformTenant)).toEqual([]);
    await expect(
      inTenant(s.db, SEED.platformTenant, (tx) =>
        tx.insert(rolePermission).values({ tenantCode: DEMO, roleId, code: 'authority:user:add' }),
      ),
    ).rejects.toThrow();
    const own = await inTenant(s.db, DEMO, (tx) =>
      tx.select().from(rolePermission).where(eq(rolePermission.roleId, roleId)),
    );
    expect(own).toEqual([{ tenantCode: DEMO, roleId, code: 'authority:user:view' }]);
  });
});

describe('foreign keys decide what happens to the rows that point at a deleted row', () => {
  it('deleting an org leaves its stations and users without an org; deleting a station, users without one', async () => {
    const ids = { org: newId(), station: newId(), user: newId() };
    await inTenant(s.db, DEMO, async (tx) => {
      await tx.insert(org).values({ id: ids.org, label: 'FK org' });
      await tx.insert(station).values({ id: ids.station, name: 'FK station', orgId: ids.org });
      await tx.insert(user).values({
        id: ids.user,
        account: 'fk-user',
        name: 'FK',
        password: 'x',
        orgId: ids.org,
        stationId: ids.station,
      });
      await tx.delete(org).where(eq(org.id, ids.org));
    });
    const after = await inTenant(s.db, DEMO, async (tx) => ({
      station: await tx.select({ orgId: station.orgId }).from(station).where(eq(station.id, ids.station)),
      user: await tx
        .select({ orgId: user.orgId, stationId: user.stationId })
        .from(user)
        .where(eq(user.id, ids.user)),
    }));
    expect(after).toEqual({ station: [{ orgId: null }], user: [{ orgId: null, stationId: ids.station }] });
    await inTenant(s.db, DEMO, (tx) => tx.delete(station).where(eq(station.id, ids.station)));
    const [u] = await inTenant(s.db, DEMO, (tx) =>
      tx.select({ stationId: user.stationId }).from(user).where(eq(user.id, ids.user)),
    );
    expect(u).toEqual({ stationId: null });
  });

  it('deleting a role deletes its role_permission and user_role rows', async () => {
    const roleId = newId();
    const [admin] = await inTenant(s.db, DEMO, async (tx) => {
      await tx.insert(role).values({ id: roleId, code: 'FK_ROLE', name: 'FK role' });
      await tx.insert(rolePermission).values([
        { roleId, code: 'authority:user:view' },
        { roleId, code: 'authority:user:add' },
      ]);
      const rows = await tx.select({ id: user.id }).from(user).where(eq(user.account, SEED.adminAccount));
      await tx.insert(userRole).values({ userId: rows[0]!.id, roleId });
      return rows;
    });
    const count = () =>
      inTenant(s.db, DEMO, async (tx) => ({
        permissions: (await tx.select().from(rolePermission).where(eq(rolePermission.roleId, roleId))).length,
        users: (await tx.select().from(userRole).where(eq(userRole.roleId, roleId))).length,
      }));
    expect(await count()).toEqual({ permissions: 2, users: 1 });
    await inTenant(s.db, DEMO, (tx) => tx.delete(role).where(eq(role.id, roleId)));
    expect(await count()).toEqual({ permissions: 0, users: 0 });
    // the user stays, with the roles it had before
    const roles = await inTenant(s.db, DEMO, (tx) =>
      tx.select().from(userRole).where(eq(userRole.userId, admin!.id)),
    );
    expect(roles.length).toBeGreaterThan(0);
  });

  it("deleting a user deletes its roles, sessions and inboxes and keeps its sign-ins and messages' authorship as null", async () => {
    const userId = newId();
    const msgId = newId();
    const roleIds = await inTenant(s.db, DEMO, async (tx) => {
      await tx.insert(user).values({ id: userId, account: 'fk-gone', name: 'Gone', password: 'x' });
      const roles = await tx.select({ id: role.id }).from(role).limit(1);
      await tx.insert(userRole).values({ userId, roleId: roles[0]!.id });
      await tx
        .insert(msg)
        .values({ id: msgId, msgType: 'NOTIFY', title: 't', content: 'c', createdBy: userId });
      await tx.insert(msgReceive).values({ msgId, userId });
      await tx.insert(onlineSession).values({
        id: newId(),
        userId,
        clientId: SEED.clientId,
        refreshHash: `fk-${userId}`,
        refreshExpireAt: new Date(),
        accessExpireAt: new Date(),
      });
      await tx.insert(loginLog).values({ id: newId(), userId, account: 'fk-gone', loginDate: '2026-01-01' });
      await tx.delete(user).where(eq(user.id, userId));
      return roles.map((r) => r.id);
    });
    const left = await inTenant(s.db, DEMO, async (tx) => ({
      userRole: (await tx.select().from(userRole).where(eq(userRole.userId, userId))).length,
      msgReceive: (await tx.select().from(msgReceive).where(eq(msgReceive.userId, userId))).length,
      sessions: (await tx.select().from(onlineSession).where(eq(onlineSession.userId, userId))).length,
      logs: await tx
        .select({ userId: loginLog.userId })
        .from(loginLog)
        .where(eq(loginLog.account, 'fk-gone')),
      msg: await tx.select({ createdBy: msg.createdBy }).from(msg).where(eq(msg.id, msgId)),
      roles: (await tx.select().from(role).where(inArray(role.id, roleIds))).length,
    }));
    expect(left).toEqual({
      userRole: 0,
      msgReceive: 0,
      sessions: 0,
      logs: [{ userId: null }],
      msg: [{ createdBy: null }],
      roles: 1,
    });
  });

  it("deleting a tenant deletes every row of that tenant and nobody else's", async () => {
    const code = 'FK01';
    const before = await s.sql<{ n: number }>(sql`select count(*)::int as n from "user"`);
    await inTenant(s.db, SEED.platformTenant, (tx) =>
      tx.insert(tenant).values({ id: newId(), code, name: 'FK tenant' }),
    );
    await inTenant(s.db, code, async (tx) => {
      const orgId = newId();
      const roleId = newId();
      const userId = newId();
      await tx.insert(org).values({ id: orgId, label: 'FK' });
      await tx.insert(role).values({ id: roleId, code: 'R', name: 'R' });
      await tx.insert(rolePermission).values({ roleId, code: 'authority:user:view' });
      await tx.insert(user).values({ id: userId, account: 'a', name: 'a', password: 'x', orgId });
      await tx.insert(userRole).values({ userId, roleId });
    });
    await inTenant(s.db, SEED.platformTenant, (tx) => tx.delete(tenant).where(eq(tenant.code, code)));
    const [left] = await s.sql<{ n: number }>(sql`
      select (select count(*) from org where tenant_code = ${code})
        + (select count(*) from role where tenant_code = ${code})
        + (select count(*) from role_permission where tenant_code = ${code})
        + (select count(*) from "user" where tenant_code = ${code})
        + (select count(*) from user_role where tenant_code = ${code}) as n`);
    expect(Number(left?.n)).toBe(0);
    expect(await s.sql<{ n: number }>(sql`select count(*)::int as n from "user"`)).toEqual(before);
  });
});
