import ExcelJS from 'exceljs';
import { endpoints, formatDate, userSchema } from '@pocket/contract';
import type { DashboardVisit, Org, PageResult, User, VisibleResource } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { xlsxFile as xlsx } from '../../test/files.ts';
import { expectContract, issueCodes, SEED, useTestServer } from '../../test/server.ts';

const { s, admin, staff } = useTestServer({ loginLogDays: 14 }, ['admin', 'staff']);

async function create(body: Record<string, unknown>) {
  return s.call<User>('/authority/user', { token: admin.token, body });
}

describe('user page and reads', () => {
  it('pages users with the contract shape, filters and sorting', async () => {
    const r = await s.call<PageResult<User>>('/authority/user/page', {
      token: admin.token,
      body: { size: 1, current: 1 },
    });
    const page = expectContract(endpoints.userPage, r.body).data;
    expect(page).toMatchObject({ size: '1', current: '1', total: '8', pages: '8' });
    const filtered = await s.call<PageResult<User>>('/authority/user/page', {
      token: admin.token,
      body: { model: { account: 'sta' }, sort: 'account', order: 'ascending' },
    });
    expect(filtered.body.data.records.map((u) => u.account)).toEqual(['staff']);
    expect(filtered.body.data.records[0]).toMatchObject({
      orgName: '教务处',
      sex: { code: 'W', desc: '女' },
    });
    const en = await s.call<PageResult<User>>('/authority/user/page', {
      token: admin.token,
      lang: 'en',
      body: { model: { sex: 'W' } },
    });
    expect(en.body.data.records[0]?.sex).toEqual({ code: 'W', desc: 'Female' });
    const none = await s.call<PageResult<User>>('/authority/user/page', {
      token: admin.token,
      body: { extra: { createTime_st: '2000-01-01 00:00:00', createTime_ed: '2000-01-02 00:00:00' } },
    });
    expect(none.body.data.total).toBe('0');
  });

  it('lists users by filter without paging (POST /query)', async () => {
    const r = await s.call<User[]>('/authority/user/query', { token: admin.token, body: { account: 'sta' } });
    expect(r.body.data.map((u) => u.account)).toEqual(['staff']);
    expect(r.res.headers.get('x-truncated')).toBeNull();
    const all = await s.call<User[]>('/authority/user/query', { token: admin.token, body: {} });
    expect(all.body.data.length).toBeGreaterThanOrEqual(2);
    expect((await s.call('/authority/user/query', { token: staff.token, body: {} })).status).toBe(200);
  });

  it('keeps 64-bit ids as strings beyond 2^53', async () => {
    const r = await s.call<User[]>('/authority/user/findAll', { token: admin.token });
    for (const u of r.body.data) {
      expect(typeof u.id).toBe('string');
      expect(BigInt(u.id) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    }
  });

  it('gets one user by id; unknown ids answer 404', async () => {
    const all = await s.call<User[]>('/authority/user/findAll', { token: admin.token });
    const one = all.body.data.find((u) => u.account === 'staff') as User;
    const r = await s.call<User>(`/authority/user/${one.id}`, { token: admin.token });
    expect(userSchema.parse(r.body.data).account).toBe('staff');
    expect((await s.call('/authority/user/123', { token: admin.token })).status).toBe(404);
    // The largest 64-bit id is a valid one: an honest 404, never a database error.
    expect((await s.call('/authority/user/9223372036854775807', { token: admin.token })).status).toBe(404);
  });

  it('checks account uniqueness case-insensitively', async () => {
    expect((await s.call('/authority/user/check?account=ADMIN', { token: admin.token })).body.data).toBe(
      true,
    );
    expect((await s.call('/authority/user/check?account=free_name', { token: admin.token })).body.data).toBe(
      false,
    );
  });
});

describe('user create and update', () => {
  it('creates a user with roles, using the initial password when none is given', async () => {
    const visible = await s.call<VisibleResource>('/oauth/resource/visible', { token: admin.token });
    expect(visible.body.data.roleList).toContain('SUPER_ADMIN');
    const [staffRole] = await s.sql<{ id: string }>(
      sql`select id::text from role where tenant_code = '1111' and code = 'STAFF'`,
    );
    const r = await create({
      account: 'teacher_1',
      name: '李老师',
      email: 'li@school.cn',
      mobile: '13912345678',
      sex: 'M',
      roleIds: [staffRole?.id],
    });
    expect(r.body.isSuccess, r.body.msg).toBe(true);
    expect(r.body.data).toMatchObject({ account: 'teacher_1', roleIds: [staffRole?.id], state: true });
    const login = await s.login('teacher_1', SEED.initialPassword);
    expect(login.account).toBe('teacher_1');
  });

  it('reports each field rule as a code', async () => {
    const r = await create({
      account: 'a!',
      name: '',
      email: 'not-mail',
      mobile: '12345',
      password: '123',
      sex: 'X',
      workDescribe: 'x'.repeat(256),
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(-9);
    expect(issueCodes(r.body)).toEqual(
      expect.arrayContaining([
        'account=length:3:20',
        'account=identifier',
        'name=required',
        'email=email',
        'mobile=phone',
        'password=length:6:20',
        'sex=invalid',
        'workDescribe=max:255',
      ]),
    );
    expect(r.body.msg).toMatch(/account/);
    const dup = await create({ account: 'Staff', name: 'x' });
    expect(issueCodes(dup.body)).toEqual(['account=exists']);
  });

  it('creates org users through saveOrgUser (orgId required and must exist)', async () => {
    const tree = await s.call<Org[]>('/authority/org/tree?state=true', { token: admin.token });
    const dept = tree.body.data[0]?.children?.[0] as Org;
    const ok = await s.call<User>('/authority/user/saveOrgUser', {
      token: admin.token,
      body: { account: 'org_user_1', name: '机构用户', orgId: dept.id },
    });
    expect(ok.body.data.orgId).toBe(dept.id);
    const missing = await s.call('/authority/user/saveOrgUser', {
      token: admin.token,
      body: { account: 'org_user_2', name: 'x' },
    });
    expect(issueCodes(missing.body)).toContain('orgId=invalid');
    const unknown = await s.call('/authority/user/saveOrgUser', {
      token: admin.token,
      body: { account: 'org_user_3', name: 'x', orgId: '42' },
    });
    expect(issueCodes(unknown.body)).toEqual(['orgId=invalid']);
  });

  it('updates only given fields and refuses built-in users', async () => {
    const u = (await create({ account: 'upd_1', name: '旧名', email: 'old@x.cn' })).body.data;
    const r = await s.call<User>('/authority/user', {
      method: 'PUT',
      token: admin.token,
      body: { id: u.id, name: '新名' },
    });
    expect(r.body.data).toMatchObject({ name: '新名', email: 'old@x.cn' });
    const cleared = await s.call<User>('/authority/user', {
      method: 'PUT',
      token: admin.token,
      body: { id: u.id, email: '' },
    });
    expect(cleared.body.data.email).toBeNull();
    const [adminRow] = await s.sql<{ id: string }>(
      sql`select id::text from "user" where tenant_code = '1111' and account = 'admin'`,
    );
    const ro = await s.call('/authority/user', {
      method: 'PUT',
      lang: 'en',
      token: admin.token,
      body: { id: adminRow?.id, name: 'x' },
    });
    expect(ro.body).toMatchObject({ isSuccess: false, msg: 'Readonly Data, Inoperable' });
  });

  it('lets a user without roles read and edit their own record (GET /authority/user/me)', async () => {
    const created = await create({ account: 'noroles_1', name: 'No Roles' });
    expect(created.body.isSuccess, created.body.msg).toBe(true);
    const session = await s.login('noroles_1', SEED.initialPassword);
    const me = await s.call<User>('/authority/user/me', { token: session.token });
    expect(me.status).toBe(200);
    expectContract(endpoints.userMe, me.body);
    expect(me.body.data).toMatchObject({ id: created.body.data.id, account: 'noroles_1', roleIds: [] });
    // Other users' records (and their own by id) still need the user-view permission.
    const byId = await s.call(`/authority/user/${created.body.data.id}`, { token: session.token });
    expect(byId.status).toBe(403);
    // The initial password is changed first (until then only reading oneself is answered).
    const changed = await s.call('/authority/user/password', {
      method: 'PUT',
      token: session.token,
      body: { oldPassword: SEED.initialPassword, newPassword: 'no-roles-1', confirmPassword: 'no-roles-1' },
    });
    expect(changed.body.isSuccess, changed.body.msg).toBe(true);
    const saved = await s.call<User>('/authority/user/base', {
      method: 'PUT',
      token: session.token,
      body: { name: 'Still No Roles' },
    });
    expect(saved.body.data.name).toBe('Still No Roles');
    expect((await s.call<User>('/authority/user/me', { token: session.token })).body.data.name).toBe(
      'Still No Roles',
    );
  });

  it('lets every user change their own base data and avatar', async () => {
    const base = await s.call<User>('/authority/user/base', {
      method: 'PUT',
      token: staff.token,
      body: { name: '张老师2', mobile: '13700000000' },
    });
    expect(base.body.data).toMatchObject({ account: 'staff', name: '张老师2', mobile: '13700000000' });
    const bad = await s.call('/authority/user/base', {
      method: 'PUT',
      token: staff.token,
      body: { mobile: '99' },
    });
    expect(issueCodes(bad.body)).toEqual(['mobile=phone']);
    const avatar = await s.call<User>('/authority/user/avatar', {
      method: 'PUT',
      token: staff.token,
      body: { avatar: 'https://cdn.example.com/a.png' },
    });
    expect(avatar.body.data.avatar).toBe('https://cdn.example.com/a.png');
    const local = await s.call<User>('/authority/user/avatar', {
      method: 'PUT',
      token: staff.token,
      body: { avatar: 'avatar-3.png' },
    });
    expect(local.body.data.avatar).toBe('avatar-3.png');
    expect(
      (
        await s.call('/authority/user/avatar', {
          method: 'PUT',
          token: staff.token,
          body: { avatar: 'javascript:alert(1)' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('profile fields of spec section 3', () => {
  it('stores logo, domain, userType, label, expirationTime and qrcodeUrl', async () => {
    const body = {
      account: 'fields_1',
      name: 'f',
      logo: 'https://cdn.example.org/logo.png',
      domain: 'fields.example.org',
      userType: 'TEACHER',
      label: 'math,grade-3',
      expirationTime: '2030-01-31 23:59:59',
      qrcodeUrl: 'https://example.org/qr/fields_1',
    };
    const created = await create(body);
    const user = expectContract(endpoints.userCreate, created.body).data as User;
    const { account: _a, name: _n, ...fields } = body;
    expect(user).toMatchObject({ ...fields, social: [] });
    const read = await s.call<User>(`/authority/user/${user.id}`, { token: admin.token });
    expect(read.body.data).toMatchObject(fields);
    const cleared = await s.call<User>('/authority/user', {
      token: admin.token,
      method: 'PUT',
      body: { id: user.id, logo: '', expirationTime: '', userType: 'MEMBER' },
    });
    expect(cleared.body.data).toMatchObject({
      logo: null,
      expirationTime: null,
      userType: 'MEMBER',
      label: 'math,grade-3',
    });
    const bad = await create({
      account: 'fields_2',
      name: 'f',
      userType: 'a b',
      qrcodeUrl: 'ftp://x',
      expirationTime: 'soon',
    });
    expect(issueCodes(bad.body).sort()).toEqual([
      'expirationTime=invalid',
      'qrcodeUrl=url',
      'userType=identifier',
    ]);
  });
});

describe('references and sessions', () => {
  it('refuses the organisation, station and roles of another tenant', async () => {
    await s.sql(sql`
      insert into station (id, tenant_code, name) values (660001, '1111', '教师'), (660002, '0000', '平台岗位')`);
    const mine = await create({ account: 'station_1', name: 's', stationId: '660001' });
    expect(mine.body.data).toMatchObject({ stationId: '660001', stationName: '教师' });
    const [platform] = await s.sql<{ org: string; role: string }>(sql`
      select (select id::text from org where tenant_code = '0000' limit 1) as org,
             (select id::text from role where tenant_code = '0000' limit 1) as role`);
    const other = await create({
      account: 'station_2',
      name: 's',
      stationId: '660002',
      orgId: platform?.org,
      roleIds: [platform?.role],
    });
    expect(issueCodes(other.body)).toEqual(['orgId=invalid', 'stationId=invalid', 'roleIds=invalid']);
    const missing = await s.call('/authority/user', {
      token: admin.token,
      method: 'PUT',
      body: { id: mine.body.data.id, stationId: '660003' },
    });
    expect(issueCodes(missing.body)).toEqual(['stationId=invalid']);
  });

  it("ends the user's other sessions (40009) when the password changes, keeping this one", async () => {
    await create({ account: 'sess_1', name: 's', password: 'first123' });
    const here = await s.login('sess_1', 'first123');
    const elsewhere = await s.login('sess_1', 'first123');
    const r = await s.call('/authority/user/password', {
      method: 'PUT',
      token: here.token,
      body: { oldPassword: 'first123', newPassword: 'second123', confirmPassword: 'second123' },
    });
    expect(r.body.isSuccess).toBe(true);
    const gone = await s.call('/oauth/resource/visible', { token: elsewhere.token, lang: 'en' });
    expect(gone.status).toBe(401);
    expect(gone.body).toMatchObject({ code: 40009, msg: 'Login timed out, please log in again' });
    const refresh = await s.call('/oauth/noToken/login', {
      body: { grantType: 'refresh_token', refreshToken: elsewhere.refreshToken },
    });
    expect(refresh.body.code).toBe(40009);
    expect((await s.call('/oauth/resource/visible', { token: here.token })).status).toBe(200);
  });
});

describe('role assignment never escalates privileges', () => {
  it('lets a user manager assign only roles they hold, and never their own', async () => {
    const roles = await s.sql<{ code: string; id: string }>(
      sql`select code, id::text from role where tenant_code = '1111'`,
    );
    const idOfRole = (code: string) => roles.find((r) => r.code === code)?.id as string;
    // A user manager of every user (data scope ALL): granted authority:user and nothing else.
    await s.sql(sql`
      insert into role (id, tenant_code, code, name, ds_type)
      values (888001, '1111', 'USER_MGR', 'user manager', 'ALL')`);
    await s.sql(sql`
      insert into role_permission (tenant_code, role_id, code) values ('1111', 888001, 'authority:user')`);
    const mgr = (await create({ account: 'mgr_1', name: 'm', password: 'manager1', roleIds: ['888001'] }))
      .body.data;
    const t = (await s.login('mgr_1', 'manager1')).token;
    const as = (path: string, body: unknown, method = 'POST') =>
      s.call<User>(path, { token: t, lang: 'en', method, body });

    const escalate = await as('/authority/user', {
      account: 'evil_1',
      name: 'e',
      roleIds: [idOfRole('SUPER_ADMIN')],
    });
    expect(escalate.status).toBe(403);
    expect(escalate.body).toMatchObject({
      code: -10,
      msg: 'You can only assign or remove roles that you hold yourself',
    });
    const orgUser = await as('/authority/user/saveOrgUser', {
      account: 'evil_2',
      name: 'e',
      orgId: (
        await s.sql<{ id: string }>(sql`select id::text from org where tenant_code = '1111' limit 1`)
      )[0]?.id,
      roleIds: [idOfRole('STAFF')],
    });
    expect(orgUser.status).toBe(403);
    const self = await as(
      '/authority/user',
      { id: mgr.id, roleIds: ['888001', idOfRole('SUPER_ADMIN')] },
      'PUT',
    );
    expect(self.status).toBe(403);
    expect(self.body.msg).toBe('You cannot change your own roles');
    const dropOwn = await as('/authority/user', { id: mgr.id, roleIds: [] }, 'PUT');
    expect(dropOwn.status).toBe(403);
    // Taking away a role the manager does not hold is refused too.
    const demote = await as('/authority/user', { id: staff.userId, roleIds: [] }, 'PUT');
    expect(demote.status).toBe(403);
    const [stillStaff] = await s.sql<{ n: number }>(
      sql`select count(*)::int as n from user_role where user_id = ${BigInt(staff.userId)}`,
    );
    expect(stillStaff?.n).toBe(1);
    const [noEvil] = await s.sql<{ n: number }>(
      sql`select count(*)::int as n from "user" where account like 'evil_%'`,
    );
    expect(noEvil?.n).toBe(0);

    // Within the rule: a held role, an unchanged own role set, other fields of oneself.
    const peer = await as('/authority/user', { account: 'peer_1', name: 'p', roleIds: ['888001'] });
    expect(peer.body.isSuccess, peer.body.msg).toBe(true);
    expect((await as('/authority/user', { id: peer.body.data.id, roleIds: [] }, 'PUT')).body.isSuccess).toBe(
      true,
    );
    const same = await as('/authority/user', { id: mgr.id, name: 'Manager', roleIds: ['888001'] }, 'PUT');
    expect(same.body.data).toMatchObject({ name: 'Manager', roleIds: ['888001'] });
    // A super admin may hand out any role, but not change their own.
    const promoted = await s.call<User>('/authority/user', {
      token: admin.token,
      method: 'PUT',
      body: { id: peer.body.data.id, roleIds: [idOfRole('STAFF')] },
    });
    expect(promoted.body.data.roleIds).toEqual([idOfRole('STAFF')]);
    await s.sql(sql`update role set state = false where id = 888001`);
    const disabled = await as('/authority/user', { account: 'peer_2', name: 'p' });
    expect(disabled.status).toBe(403);
  });
});

describe('passwords, reset, delete, reload', () => {
  it('changes the own password: confirm must match, the old one must be right', async () => {
    await create({ account: 'pw_1', name: 'pw', password: 'first123' });
    const u = await s.login('pw_1', 'first123');
    const mismatch = await s.call('/authority/user/password', {
      method: 'PUT',
      token: u.token,
      body: { oldPassword: 'first123', newPassword: 'second123', confirmPassword: 'other123' },
    });
    expect(issueCodes(mismatch.body)).toEqual(['confirmPassword=password_mismatch']);
    const wrongOld = await s.call('/authority/user/password', {
      method: 'PUT',
      lang: 'en',
      token: u.token,
      body: { oldPassword: 'nope', newPassword: 'second123', confirmPassword: 'second123' },
    });
    expect(issueCodes(wrongOld.body)).toEqual(['oldPassword=old_password_incorrect']);
    expect(wrongOld.body.extra?.issues?.[0]).toMatchObject({ message: 'Old password incorrect' });
    const short = await s.call('/authority/user/password', {
      method: 'PUT',
      token: u.token,
      body: { oldPassword: 'first123', newPassword: '123', confirmPassword: '123' },
    });
    expect(issueCodes(short.body)).toContain('newPassword=length:6:20');
    const ok = await s.call('/authority/user/password', {
      method: 'PUT',
      token: u.token,
      body: { oldPassword: 'first123', newPassword: 'second123', confirmPassword: 'second123' },
    });
    expect(ok.body.isSuccess).toBe(true);
    const again = await s.login('pw_1', 'second123');
    // The earlier field name `password` is gone: the spec's newPassword is required.
    const legacy = await s.call('/authority/user/password', {
      method: 'PUT',
      token: again.token,
      body: { oldPassword: 'second123', password: 'third123', confirmPassword: 'third123' },
    });
    expect(issueCodes(legacy.body)).toContain('newPassword=required');
    expect(again.account).toBe('pw_1');
  });

  it('resets passwords to the initial password parameter and announces it', async () => {
    const u = (await create({ account: 'reset_1', name: 'r', password: 'mine1234' })).body.data;
    const session = await s.login('reset_1', 'mine1234');
    const r = await s.call<{ count: number; initialPassword: string }>('/authority/user/reset', {
      token: admin.token,
      lang: 'en',
      body: { ids: [u.id] },
    });
    expect(r.body.data).toEqual({ count: 1, initialPassword: SEED.initialPassword });
    expect(r.body.msg).toBe(`Password reset successfully, the new password is: ${SEED.initialPassword}`);
    expect((await s.call('/oauth/menu/router', { token: session.token })).body.code).toBe(40009);
    expect((await s.login('reset_1', SEED.initialPassword)).account).toBe('reset_1');
    await s.db.execute(
      sql`update parameter set value = 'changed99' where tenant_code = '1111' and key = 'INITIAL_PASSWORD'`,
    );
    const again = await s.call<{ initialPassword: string }>('/authority/user/reset', {
      token: admin.token,
      body: { ids: [u.id] },
    });
    expect(again.body.data.initialPassword).toBe('changed99');
    expect(again.body.msg).toContain('changed99');
    await s.db.execute(
      sql`update parameter set value = ${SEED.initialPassword} where tenant_code = '1111' and key = 'INITIAL_PASSWORD'`,
    );
    const self = await s.call('/authority/user/reset', {
      token: admin.token,
      lang: 'en',
      body: { ids: [u.id, admin.userId] },
    });
    expect(self.body).toMatchObject({
      isSuccess: false,
      msg: 'The selection contains the signed-in user: the action was cancelled',
    });
    const empty = await s.call('/authority/user/reset', { token: admin.token, body: { ids: [] } });
    expect(issueCodes(empty.body)).toEqual(['ids=no_selection']);
  });

  it('deletes users but never the signed-in one or built-in ones', async () => {
    const u = (await create({ account: 'del_1', name: 'd' })).body.data;
    const ok = await s.call('/authority/user', { method: 'DELETE', token: admin.token, body: [u.id] });
    expect(ok.body.data).toBe(true);
    expect((await s.call(`/authority/user/${u.id}`, { token: admin.token })).status).toBe(404);
    const self = await s.call('/authority/user', {
      method: 'DELETE',
      token: admin.token,
      body: [admin.userId],
    });
    expect(self.body.isSuccess).toBe(false);
    const [adminRow] = await s.sql<{ id: string }>(
      sql`select id::text from "user" where tenant_code = '1111' and account = 'admin'`,
    );
    expect(self.body.msg).toBe('所选数据包含当前登录用户，操作已取消');
    const other = await s.login('staff');
    const ro = await s.call('/authority/user', {
      method: 'DELETE',
      lang: 'en',
      token: other.token,
      body: [adminRow?.id],
    });
    expect(ro.status).toBe(403);
    const [adminRole] = await s.sql<{ id: string }>(
      sql`select id::text from role where tenant_code = '1111' and code = 'SUPER_ADMIN'`,
    );
    const second = (
      await create({ account: 'admin_2', name: 'a2', password: 'second123', roleIds: [adminRole?.id] })
    ).body.data;
    const admin2 = await s.login('admin_2', 'second123');
    const readonly = await s.call('/authority/user', {
      method: 'DELETE',
      lang: 'en',
      token: admin2.token,
      body: [adminRow?.id],
    });
    expect(readonly.body).toMatchObject({ isSuccess: false, msg: 'Readonly Data, Inoperable' });
    expect((await s.call(`/authority/user/${adminRow?.id}`, { token: admin.token })).status).toBe(200);
    expect(second.account).toBe('admin_2');
    const empty = await s.call('/authority/user', { method: 'DELETE', token: admin.token, body: [] });
    expect(issueCodes(empty.body)).toEqual(['=no_selection']);
  });

  it("reloads a user's permission set", async () => {
    const r = await s.call<VisibleResource>('/authority/user/reload', {
      token: admin.token,
      form: { userId: staff.userId },
    });
    expect(r.body.data.roleList).toEqual(['STAFF']);
    expect(r.body.data.resourceList).toContain('msg:msg:view');
  });
});

describe('export, preview and import', () => {
  it('exports the filtered users as xlsx and previews the same as HTML', async () => {
    const r = await s.call('/authority/user/export', {
      token: admin.token,
      lang: 'en',
      body: { model: { account: 'staff' }, extra: { fileName: '用户' } },
    });
    expect(r.res.headers.get('content-type')).toContain('spreadsheetml');
    expect(r.res.headers.get('content-disposition')).toContain(encodeURIComponent('用户.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await r.res.arrayBuffer());
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(1).text).toBe('Account');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).text).toBe('staff');
    const preview = await s.call<string>('/authority/user/preview', {
      token: admin.token,
      body: { model: { account: 'staff' } },
    });
    expect(preview.body.data).toContain('<td>staff</td>');
    expect(preview.body.data).toContain('<th>账号</th>');
  });

  it('reads state as TRUE/FALSE/true/false/1/0/是/否 on import', async () => {
    const file = await xlsx([
      ['账号', '姓名', '状态'],
      ['bool_1', 'b1', 'FALSE'],
      ['bool_2', 'b2', '是'],
      ['bool_3', 'b3', '0'],
      ['bool_4', 'b4', 'True'],
      ['bool_5', 'b5', '否'],
    ]);
    const r = await s.call<{ count: number }>('/authority/user/import', {
      token: admin.token,
      form: { file },
    });
    expect(r.body.data, r.body.msg).toEqual({ count: 5 });
    const rows = await s.sql<{ account: string; state: boolean }>(
      sql`select account, state from "user" where account like 'bool_%' order by account`,
    );
    expect(rows.map((u) => u.state)).toEqual([false, true, false, true, false]);
    const bad = await xlsx([
      ['账号', '姓名', '状态'],
      ['bool_9', 'b9', 'maybe'],
    ]);
    const refused = await s.call('/authority/user/import', { token: admin.token, form: { file: bad } });
    expect(issueCodes(refused.body)).toEqual(['rows.2.state=invalid']);
  });

  it('refuses an import over the row limit with its own message', async () => {
    const rows: string[][] = [['账号', '姓名']];
    for (let i = 0; i < 5001; i++) rows.push([`many_${i}`, 'm']);
    const r = await s.call('/authority/user/import', {
      token: admin.token,
      lang: 'en',
      form: { file: await xlsx(rows) },
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('An import holds at most 5000 rows (this file has more): please split it');
    expect(r.body.msg).not.toMatch(/Xlsx/);
  });

  it('imports all rows in one transaction', async () => {
    const file = await xlsx([
      ['账号', '姓名', '邮箱', '手机', '性别'],
      ['imp_1', '导入一', 'imp1@x.cn', '13600000001', '男'],
      ['imp_2', '导入二', '', '', 'Female'],
    ]);
    const r = await s.call<{ count: number }>('/authority/user/import', {
      token: admin.token,
      form: { file },
    });
    expect(r.body.data, r.body.msg).toEqual({ count: 2 });
    const check = await s.call<PageResult<User>>('/authority/user/page', {
      token: admin.token,
      body: { model: { account: 'imp_' } },
    });
    expect(check.body.data.records.map((u) => u.sex?.code).sort()).toEqual(['M', 'W']);
    expect((await s.login('imp_1', SEED.initialPassword)).account).toBe('imp_1');
  });

  it('saves nothing when any row is invalid and reports row errors', async () => {
    const file = await xlsx([
      ['Account', 'Name', 'Email', 'Mobile'],
      ['imp_ok', 'fine', '', ''],
      ['imp_bad', '', 'nope', '123'],
      ['staff', 'dup', '', ''],
      ['imp_ok', 'twice', '', ''],
    ]);
    const r = await s.call('/authority/user/import', { token: admin.token, form: { file } });
    expect(r.status).toBe(400);
    expect(issueCodes(r.body)).toEqual(
      expect.arrayContaining([
        'rows.3.name=required',
        'rows.3.email=email',
        'rows.3.mobile=phone',
        'rows.4.account=exists',
        'rows.5.account=exists',
      ]),
    );
    const [n] = await s.sql<{ n: number }>(
      sql`select count(*)::int as n from "user" where account = 'imp_ok'`,
    );
    expect(n?.n).toBe(0);
  });

  it('accepts only xlsx files', async () => {
    const csv = new File(['account,name\nx,y'], 'users.csv', { type: 'text/csv' });
    const r = await s.call('/authority/user/import', { token: admin.token, lang: 'en', form: { file: csv } });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('Only supports Xlsx type files');
    expect(issueCodes(r.body)).toEqual(['file=xlsx_only']);
    const renamed = new File(['not a zip'], 'fake.xlsx');
    expect(
      issueCodes(
        (await s.call('/authority/user/import', { token: admin.token, form: { file: renamed } })).body,
      ),
    ).toEqual(['file=xlsx_only']);
    const noFile = await s.call('/authority/user/import', { token: admin.token, form: {} });
    expect(noFile.status).toBe(400);
  });
});

describe('permissions', () => {
  it('lets the staff user read users but not change them (403 "No permission")', async () => {
    expect((await s.call('/authority/user/page', { token: staff.token, body: {} })).status).toBe(200);
    const denied = [
      s.call('/authority/user', { token: staff.token, lang: 'en', body: { account: 'x_1', name: 'x' } }),
      s.call('/authority/user', { method: 'PUT', token: staff.token, body: { id: admin.userId, name: 'x' } }),
      s.call('/authority/user', { method: 'DELETE', token: staff.token, body: [admin.userId] }),
      s.call('/authority/user/reset', { token: staff.token, body: { ids: [admin.userId] } }),
      s.call('/authority/user/export', { token: staff.token, body: {} }),
      s.call('/authority/user/import', { token: staff.token, form: {} }),
      s.call('/msg/msg', { token: staff.token, body: { msgType: 'NOTIFY', title: 't', content: 'c' } }),
    ];
    for (const r of await Promise.all(denied)) {
      expect(r.status).toBe(403);
      expect(r.body.isSuccess).toBe(false);
    }
    expect((await denied[0])?.body.msg).toBe('No permission');
  });
});

describe('lookups and dashboard', () => {
  it('answers dictionaries, enums and the org tree in the request language', async () => {
    const dict = await s.call<Record<string, { code: string; name: string }[]>>('/oauth/dictionary/codes', {
      token: staff.token,
      lang: 'en',
      body: ['EDUCATION', 'UNKNOWN'],
    });
    expect(dict.body.data.EDUCATION?.[0]).toEqual({ code: 'DOCTOR', name: 'Doctorate' });
    expect(dict.body.data.UNKNOWN).toEqual([]);
    const enums = await s.call<Record<string, Record<string, string>>>('/oauth/enums', {
      token: staff.token,
      body: ['Sex', 'MsgType', 'Nope'],
    });
    expect(enums.body.data).toEqual({
      Sex: { M: '男', W: '女', N: '保密' },
      MsgType: { WAIT: '待办', NOTIFY: '通知', PUBLICITY: '公告', WARN: '预警' },
    });
    const tree = await s.call<Org[]>('/authority/org/tree', { token: staff.token });
    expect(tree.body.data).toHaveLength(1);
    expect(tree.body.data[0]?.children?.map((o) => o.label)).toEqual(['教务处', '信息中心']);
  });

  it('computes the dashboard from the login log (10 days, zero-filled, today included)', async () => {
    const before = (await s.call<DashboardVisit>('/authority/dashboard/visit', { token: admin.token })).body
      .data;
    expect(before.lastTenDays).toHaveLength(10);
    expect(before.lastTenDays.some((d) => d.count > 0)).toBe(true);
    expect(before.totalVisits).toBeGreaterThan(before.todayVisits);
    expect(before.firstLoginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await s.call('/oauth/noToken/login', {
      body: {
        grantType: 'password',
        account: 'admin',
        password: SEED.password,
        ...(await s.solvedCaptcha()),
      },
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    const after = (await s.call<DashboardVisit>('/authority/dashboard/visit', { token: admin.token })).body
      .data;
    expect(after.todayVisits).toBe(before.todayVisits + 1);
    expect(after.todayIp).toBe(before.todayIp + 1);
    expect(after.totalVisits).toBe(before.totalVisits + 1);
    expect(after.lastTenDays.at(-1)?.count).toBe((before.lastTenDays.at(-1)?.count ?? 0) + 1);
    expect(after.browsers.length).toBeGreaterThan(0);
  });

  it("counts the tenant's own log only, and ranks its browsers and systems", async () => {
    const visit = async () =>
      (await s.call<DashboardVisit>('/authority/dashboard/visit', { token: admin.token })).body.data;
    const day = formatDate(new Date());
    const before = await visit();
    await s.sql(sql`
      insert into login_log (id, tenant_code, login_date, request_ip, browser, operating_system) values
        (880001, '1111', ${day}, '203.0.113.1', 'Zeta', 'ZetaOS'),
        (880002, '1111', ${day}, '203.0.113.1', 'Zeta', null),
        (880003, '0000', ${day}, '203.0.113.9', 'Zeta', 'ZetaOS'),
        (880004, '0000', ${day}, '203.0.113.9', 'Zeta', 'ZetaOS')`);
    const after = await visit();
    expect(after.totalVisits).toBe(before.totalVisits + 2);
    expect(after.todayVisits).toBe(before.todayVisits + 2);
    expect(after.todayIp).toBe(before.todayIp + 1);
    expect(after.lastTenDays.at(-1)).toEqual({
      date: day,
      count: (before.lastTenDays.at(-1)?.count ?? 0) + 2,
    });
    expect(after.browsers).toContainEqual({ name: 'Zeta', count: 2 });
    expect(after.operatingSystems).toContainEqual({ name: 'ZetaOS', count: 1 });
    const other = (list: DashboardVisit['operatingSystems']) =>
      list.find((o) => o.name === 'Other')?.count ?? 0;
    expect(other(after.operatingSystems)).toBe(other(before.operatingSystems) + 1);
    for (const list of [after.browsers, after.operatingSystems]) {
      expect(list.map((e) => e.count)).toEqual(list.map((e) => e.count).sort((a, b) => b - a));
    }
    // Rows of no user leave the signed-in user's own first and last sign-in as they were.
    expect(after.firstLoginTime).toBe(before.firstLoginTime);
    expect(after.lastLoginTime).toBe(before.lastLoginTime);
    expect(after.lastLoginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(after.lastLoginTime! >= after.firstLoginTime!).toBe(true);
  });
});
