import type { MenuNode, OptLog, PageResult, Role, RoleGrant, User } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issueCodes, SEED, useTestServer } from '../../test/server.ts';

const { s, admin, platform } = useTestServer({ loginLogDays: 1 }, ['admin', 'platform']);

const as = <T>(path: string, body?: unknown, method?: string, token = admin.token, tenant?: string) =>
  s.call<T>(path, {
    token,
    lang: 'en',
    ...(tenant ? { tenant } : {}),
    ...(body === undefined ? {} : { body }),
    ...(method ? { method } : {}),
  });
const must = <T>(r: { status: number; body: { isSuccess: boolean; data: T } }) => {
  if (r.status !== 200 || !r.body.isSuccess) throw new Error(`${r.status}: ${JSON.stringify(r.body)}`);
  return r.body.data;
};
const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const buttonIds = async (codes: string[], tenant: string = SEED.demoTenant) =>
  (
    await s.sql<{ id: string }>(
      sql`select id::text from menu where tenant_code = ${tenant} and type = 'BUTTON' and code in ${codes}`,
    )
  ).map((r) => r.id);
const lastLog = async (token = admin.token) => {
  await s.flushLog();
  return must(await s.page<OptLog>('/authority/optLog/page', { token, body: { size: 1 } }))
    .records[0] as OptLog;
};

describe('roles', () => {
  it('keeps code and name unique and built-in roles read-only', async () => {
    must(await as<Role>('/authority/role', { code: 'AUDITOR', name: 'Auditor', describe: 'reads' }));
    const clash = await as('/authority/role', { code: 'auditor', name: 'Auditor' });
    expect(clash.status).toBe(400);
    expect(issueCodes(clash.body).sort()).toEqual(['code=exists', 'name=exists']);
    const roles = must(await s.page<Role>('/authority/role/page', { token: admin.token }));
    const superAdmin = roles.records.find((r) => r.code === 'SUPER_ADMIN') as Role;
    expect(superAdmin.readonly).toBe(true);
    expect(superAdmin.dsType.code).toBe('ALL');
    const edit = await as('/authority/role', { id: superAdmin.id, code: 'SUPER_ADMIN', name: 'x' }, 'PUT');
    expect(edit.body).toMatchObject({ isSuccess: false, msg: 'Readonly Data, Inoperable' });
    const grant = await as('/authority/role/saveResource', {
      roleId: superAdmin.id,
      menuIds: await buttonIds(['course:course:view']),
    });
    expect(grant.status).toBe(403);
    const del = await as('/authority/role', [superAdmin.id], 'DELETE');
    expect(del.body).toMatchObject({ isSuccess: false, msg: 'Readonly Data, Inoperable' });
  });

  it('grants menus and buttons as one tree: parents come along, buttons give the codes', async () => {
    const role = must(await as<Role>('/authority/role', { code: 'VIEWER', name: 'Viewer' }));
    const [button] = await buttonIds(['course:course:view']);
    const grants = must(
      await as<RoleGrant>('/authority/role/saveResource', { roleId: role.id, menuIds: [button] }),
    );
    expect(grants.codes).toEqual(['course:course:view']);
    const tree = flat(must(await as<MenuNode[]>('/authority/menu/tree?buttons=true')));
    const menu = tree.find((m) => m.id === button) as MenuNode;
    const page = tree.find((m) => m.id === menu.parentId) as MenuNode;
    // The button, its menu and that menu's group.
    expect(grants.menuIds.sort()).toEqual([button, page.id, page.parentId].sort());
    expect(must(await as<RoleGrant>(`/authority/role/grant/${role.id}`))).toEqual(grants);
  });

  it('assigns users to a role, never the caller, and changes the permission version', async () => {
    const role = must(await as<Role>('/authority/role', { code: 'HOLDERS', name: 'Holders' }));
    const staff = must(
      await s.page<User>('/authority/user/page', {
        token: admin.token,
        body: { model: { account: 'staff' } },
      }),
    ).records[0] as User;
    const before = (await as('/authority/user/me', undefined, 'GET')).res.headers.get('x-perm-version');
    expect(before).toMatch(/^\d+$/);
    expect(
      must(await as<string[]>('/authority/role/saveUserRole', { roleId: role.id, userIds: [staff.id] })),
    ).toEqual([staff.id]);
    expect(must(await as<string[]>(`/authority/role/users/${role.id}`))).toEqual([staff.id]);
    const after = (await as('/authority/user/me', undefined, 'GET')).res.headers.get('x-perm-version');
    expect(Number(after)).toBeGreaterThan(Number(before));
    const self = await as('/authority/role/saveUserRole', {
      roleId: role.id,
      userIds: [staff.id, admin.userId],
    });
    expect(self.status).toBe(403);
    expect(self.body.msg).toBe('You cannot change your own roles');
  });
});

describe('escalation is refused and logged', () => {
  it('a tenant admin cannot declare nor grant a platform code', async () => {
    const [menuRow] = await s.sql<{ id: string }>(
      sql`select id::text from menu where tenant_code = ${SEED.demoTenant} and path = '/system/role'`,
    );
    const declare = await as('/authority/resource', {
      menuId: menuRow?.id,
      code: 'tenant:tenant:add',
      name: 'x',
    });
    // A field error of the code (400): a 403 would sign the tenant's admin out of the console.
    expect(declare.status).toBe(400);
    expect(issueCodes(declare.body)).toEqual(['code=platform_code']);
    expect(declare.body.msg).toContain('A platform permission code cannot be declared inside a tenant');
    expect(await lastLog()).toMatchObject({
      type: 'EX',
      status: 400,
      requestUri: '/api/authority/resource',
      httpMethod: 'POST',
      userName: '超级管理员',
    });
    // A platform code that got into the tenant's menus some other way is refused at the grant.
    await s.sql(sql`insert into menu (id, tenant_code, label, label_en, code, type, parent_id)
      values (990001, ${SEED.demoTenant}, 'legacy', 'legacy', 'tenant:tenant:delete', 'BUTTON', ${BigInt(menuRow?.id ?? 0)})`);
    const role = must(await as<Role>('/authority/role', { code: 'SNEAKY', name: 'Sneaky' }));
    const grant = await as('/authority/role/saveResource', { roleId: role.id, menuIds: ['990001'] });
    expect(grant.status).toBe(403);
    expect(grant.body.msg).toBe(
      'A platform permission code cannot be declared or granted inside a tenant: tenant:tenant:delete',
    );
    expect(await lastLog()).toMatchObject({ type: 'EX', status: 403, actionMethod: 'roleSaveResource' });
    // The platform may declare its own codes.
    const [platformMenu] = await s.sql<{ id: string }>(
      sql`select id::text from menu where tenant_code = ${SEED.platformTenant} and path = '/tenant/tenant'`,
    );
    const ok = await as(
      '/authority/resource',
      { menuId: platformMenu?.id, code: 'tenant:*', name: 'all of tenants' },
      'POST',
      platform.token,
      SEED.platformTenant,
    );
    expect(ok.status).toBe(200);
  });

  it('a user cannot edit their own roles, and a role edit needs the code', async () => {
    // A role manager holding role view/edit/config but not every code.
    const role = must(
      await as<Role>('/authority/role', { code: 'ROLE_MGR', name: 'Role manager', dsType: 'ALL' }),
    );
    must(
      await as('/authority/role/saveResource', {
        roleId: role.id,
        menuIds: await buttonIds(['authority:role:view', 'authority:role:edit', 'authority:role:config']),
      }),
    );
    must(
      await as('/authority/user', {
        account: 'role_mgr',
        name: 'RM',
        password: 'manager1',
        roleIds: [role.id],
      }),
    );
    const token = (await s.login('role_mgr', 'manager1')).token;
    // Widening the own role is refused...
    const own = await as(
      '/authority/role/saveResource',
      { roleId: role.id, menuIds: await buttonIds(['authority:user:delete']) },
      'POST',
      token,
    );
    expect(own.status).toBe(403);
    expect(own.body.msg).toBe('You cannot change the grants or data scope of a role you hold yourself');
    // ...and so is passing on a code the manager does not hold.
    const other = must(await as<Role>('/authority/role', { code: 'OTHER', name: 'Other' }));
    const pass = await as(
      '/authority/role/saveResource',
      { roleId: other.id, menuIds: await buttonIds(['authority:user:delete']) },
      'POST',
      token,
    );
    expect(pass.status).toBe(403);
    expect(pass.body.msg).toBe(
      'You can only grant permissions that you hold yourself: authority:user:delete',
    );
    // Within what they hold it works.
    expect(
      (
        await as(
          '/authority/role/saveResource',
          { roleId: other.id, menuIds: await buttonIds(['authority:role:view']) },
          'POST',
          token,
        )
      ).status,
    ).toBe(200);
    // A user's own roles: refused through the user endpoint.
    const me = must(await as<User>('/authority/user/me', undefined, 'GET', token));
    const mine = await as('/authority/user', { id: me.id, roleIds: [] }, 'PUT', token);
    expect(mine.status).toBe(403);
    // The staff user has no authority:role:edit: a role edit is refused.
    const staffToken = (await s.login(SEED.staffAccount, SEED.password)).token;
    const noCode = await as(
      '/authority/role',
      { id: other.id, code: 'OTHER', name: 'Renamed' },
      'PUT',
      staffToken,
    );
    expect(noCode.status).toBe(403);
    // Every refusal is in the log.
    await s.flushLog();
    const refused = must(
      await s.page<OptLog>('/authority/optLog/page', { token: admin.token, body: { model: { type: 'EX' } } }),
    ) as PageResult<OptLog>;
    const uris = refused.records.map((r) => `${r.httpMethod} ${r.requestUri} ${r.status}`);
    expect(uris).toContain('PUT /api/authority/role 403');
    expect(uris).toContain('PUT /api/authority/user 403');
    expect(
      uris.filter((u) => u === 'POST /api/authority/role/saveResource 403').length,
    ).toBeGreaterThanOrEqual(2);
  });
});

describe('menus and resources', () => {
  it('adds a menu with every route field, lists its resources, and deletes it with them', async () => {
    const menu = must(
      await as<MenuNode>('/authority/menu', {
        label: '报表',
        labelEn: 'Reports',
        path: '/reports',
        icon: 'chart',
        hidden: false,
        alwaysShow: true,
        affix: false,
        noCache: true,
        breadcrumb: false,
        sortValue: 50,
      }),
    );
    expect(menu).toMatchObject({
      component: 'Layout',
      noCache: true,
      breadcrumb: false,
      type: { code: 'MENU' },
    });
    const child = must(
      await as<MenuNode>('/authority/menu', {
        label: '日报',
        path: 'daily',
        component: 'reports/daily/index',
        parentId: menu.id,
      }),
    );
    const res = must(
      await as<{ id: string }>('/authority/resource', {
        menuId: child.id,
        code: 'course:course:view',
        name: 'See',
      }),
    );
    const listed = must(
      await s.page<{ id: string }>('/authority/resource/page', {
        token: admin.token,
        body: { model: { menuId: child.id } },
      }),
    );
    expect(listed.records.map((r) => r.id)).toEqual([res.id]);
    const bad = await as('/authority/menu', { label: 'x', path: '/x', parentId: res.id });
    expect(issueCodes(bad.body)).toEqual(['parentId=invalid']);
    expect(must(await as<{ deleted: number }>('/authority/menu', [menu.id], 'DELETE'))).toEqual({
      deleted: 3,
    });
  });

  it('refuses to change the code of a granted resource and to edit built-in menus', async () => {
    const [built] = await s.sql<{ id: string; parent: string }>(
      sql`select id::text, parent_id::text as parent from menu where tenant_code = ${SEED.demoTenant} and code = 'course:course:view'`,
    );
    const edit = await as(
      '/authority/resource',
      { id: built?.id, menuId: built?.parent, code: '*', name: 'all' },
      'PUT',
    );
    expect(edit.body).toMatchObject({ isSuccess: false, msg: 'Readonly Data, Inoperable' });
    const menu = must(await as<MenuNode>('/authority/menu', { label: 'Tmp', path: '/tmp' }));
    const res = must(
      await as<{ id: string }>('/authority/resource', {
        menuId: menu.id,
        code: 'course:course:view',
        name: 'See',
      }),
    );
    const role = must(await as<Role>('/authority/role', { code: 'TMP', name: 'Tmp' }));
    must(await as('/authority/role/saveResource', { roleId: role.id, menuIds: [res.id] }));
    const widen = await as(
      '/authority/resource',
      { id: res.id, menuId: menu.id, code: 'authority:user:delete', name: 'See' },
      'PUT',
    );
    expect(issueCodes(widen.body)).toEqual(['code=invalid']);
    expect(must(await as<RoleGrant>(`/authority/role/grant/${role.id}`)).codes).toEqual([
      'course:course:view',
    ]);
  });
});
