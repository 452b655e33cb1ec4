import type { Course, PageResult, Worker } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { xlsxFile } from '../../test/files.ts';
import { sheetText } from '../../test/rows.ts';
import { issueCodes, SEED, useTestServer } from '../../test/server.ts';

const { s, admin } = useTestServer({ loginLogDays: 1 }, ['admin']);
const asAdmin = () => ({ token: admin.token, tenant: SEED.demoTenant, lang: 'en' as const });
const page = (model: Record<string, unknown>) =>
  s.page<Worker>('/course/worker/page', { ...asAdmin(), body: { model } });
const names = (r: { body: { data: PageResult<Worker> } }) => r.body.data.records.map((w) => w.account).sort();

let orgId: string;
let campusId: string;
let otherCampusId: string;
beforeAll(async () => {
  const [org] = await s.sql<{ id: string }>(
    sql`select id::text as id from org where tenant_code = '1111' and label = '教务处'`,
  );
  orgId = org!.id;
  const campuses = await s.sql<{ id: string; name: string }>(
    sql`select id::text as id, name from user_location where tenant_code = '1111' order by name`,
  );
  campusId = campuses.find((c) => c.name === '天河校区')!.id;
  otherCampusId = campuses.find((c) => c.name === '南山校区')!.id;
});

describe('workers', () => {
  it('are created as users of type WORKER, on duty, with campuses and lecturer data', async () => {
    const r = await s.call<Worker>('/course/worker', {
      ...asAdmin(),
      body: {
        account: 'zhaolei',
        name: 'Zhao Lei',
        orgId,
        mobile: '13900000021',
        isLecturer: true,
        introduce: 'Ten years of Java',
        campusIds: [otherCampusId],
      },
    });
    expect(r.body.isSuccess, r.body.msg).toBe(true);
    expect(r.body.data).toMatchObject({
      userType: 'WORKER',
      positionStatus: { code: 'ON_DUTY', desc: 'On duty' },
      isLecturer: true,
      introduce: 'Ten years of Java',
      campusIds: [otherCampusId],
      campusNames: ['南山校区'],
    });
  });

  it('refuse a campus of another tenant and an account already taken', async () => {
    await s.sql(sql`insert into tenant (id, code, name) values (770001, '3333', 'Other')`);
    await s.sql(
      sql`insert into user_location (id, tenant_code, name, lat, lng) values (770011, '3333', 'Theirs', 1, 1)`,
    );
    const r = await s.call('/course/worker', {
      ...asAdmin(),
      body: { account: 'other1', name: 'O', orgId, campusIds: ['770011'] },
    });
    expect(r.status).toBe(400);
    expect(issueCodes(r.body)).toEqual(['campusIds=invalid']);
    const taken = await s.call('/course/worker', {
      ...asAdmin(),
      body: { account: 'staff', name: 'S', orgId },
    });
    expect(issueCodes(taken.body)).toEqual(['account=exists']);
  });

  it('are listed without other kinds of users, and filtered', async () => {
    const all = names(await page({}));
    expect(all).toEqual(['chenjing', 'finance', 'hr', 'leader', 'liwei', 'staff', 'wangfang', 'zhaolei']);
    expect(all).not.toContain('admin');
    expect(names(await page({ campusId }))).toEqual(['chenjing', 'liwei', 'wangfang']);
    expect(names(await page({ positionStatus: 'LEFT' }))).toEqual(['wangfang']);
    expect(names(await page({ name: '陈' }))).toEqual(['chenjing']);
    expect(names(await page({ mobile: '0000002' }))).toEqual(['zhaolei']);
    expect(names(await page({ isLecturer: true, positionStatus: 'ON_DUTY' }))).toEqual([
      'liwei',
      'staff',
      'zhaolei',
    ]);
  });

  it('never reach a user who is no worker (the admin) through the worker endpoints', async () => {
    const adminId = admin.userId;
    expect((await s.call(`/course/worker/${adminId}`, asAdmin())).status).toBe(404);
    const put = await s.call('/course/worker', {
      ...asAdmin(),
      method: 'PUT',
      body: { id: adminId, name: 'X' },
    });
    expect(put.status).toBe(404);
    const [learner] = await s.sql<{ id: string }>(sql`
      insert into "user" (id, tenant_code, account, name, password) values (770100, '1111', 'plain', 'Plain', 'x')
      returning id::text as id`);
    const del = await s.call('/course/worker', { ...asAdmin(), method: 'DELETE', body: [learner!.id] });
    expect(del.status).toBe(404);
    expect(
      (await s.call('/course/worker/state', { ...asAdmin(), body: { ids: [learner!.id], state: false } }))
        .status,
    ).toBe(404);
    expect((await s.sql(sql`select 1 from "user" where id = 770100 and state`)).length).toBe(1);
  });

  it('are enabled and disabled in bulk, never the caller', async () => {
    const ids = (await page({ name: 'zhaolei' })).body.data.records.map((w) => w.id);
    const off = await s.call<{ count: number }>('/course/worker/state', {
      ...asAdmin(),
      body: { ids, state: false },
    });
    expect(off.body.data).toEqual({ count: 1 });
    expect((await page({ state: false })).body.data.records.map((w) => w.account)).toEqual(['zhaolei']);
    await s.call('/course/worker/state', { ...asAdmin(), body: { ids, state: true } });
    const self = await s.call('/course/worker/state', {
      ...asAdmin(),
      body: { ids: [admin.userId], state: false },
    });
    expect(self.body.isSuccess).toBe(false);
  });
});

describe('a worker who has left', () => {
  it('cannot sign in, and a session of theirs ends (40007, a clear message)', async () => {
    const session = await s.login('zhaolei', '123456');
    const id = (await page({ name: 'zhaolei' })).body.data.records[0]!.id;
    const r = await s.call<Worker>('/course/worker', {
      ...asAdmin(),
      method: 'PUT',
      body: { id, positionStatus: 'LEFT' },
    });
    expect(r.body.data.positionStatus?.code).toBe('LEFT');
    const signIn = await s.attemptLogin('zhaolei', '123456', { lang: 'en' });
    expect(signIn.body.isSuccess).toBe(false);
    expect(signIn.body.code).toBe(40007);
    expect(signIn.body.msg).toBe(
      'This worker has left and can no longer sign in, please contact the administrator',
    );
    const zh = await s.attemptLogin('zhaolei', '123456', { lang: 'zh' });
    expect(zh.body.msg).toBe('该员工已离职，无法登录，请联系管理员');
    const me = await s.call('/authority/user/me', { token: session.token, tenant: SEED.demoTenant });
    expect(me.status).toBe(401);
    expect(me.body.code).toBe(40007);
  });

  it('cannot be chosen as lecturer and is not offered as one', async () => {
    const id = (await page({ name: 'zhaolei' })).body.data.records[0]!.id;
    const lecturers = await s.call<{ id: string }[]>('/course/course/lecturers', asAdmin());
    expect(lecturers.body.data.map((l) => l.id)).not.toContain(id);
    const r = await s.call<Course>('/course/course', {
      ...asAdmin(),
      body: { courseName: 'Left lecturer', courseType: 'VIDEO', lecturerUserNo: id },
    });
    expect(r.status).toBe(400);
    expect(issueCodes(r.body)).toEqual(['lecturerUserNo=invalid']);
  });

  it('signs in again once back on duty', async () => {
    const id = (await page({ name: 'zhaolei' })).body.data.records[0]!.id;
    await s.call('/course/worker', { ...asAdmin(), method: 'PUT', body: { id, positionStatus: 'ON_DUTY' } });
    expect((await s.attemptLogin('zhaolei', '123456')).body.isSuccess).toBe(true);
  });
});

describe('worker passwords', () => {
  it('are reset to the initial password, for workers only', async () => {
    const id = (await page({ name: 'liwei' })).body.data.records[0]!.id;
    const r = await s.call<{ count: number; initialPassword: string }>('/course/worker/reset', {
      ...asAdmin(),
      body: { ids: [id] },
    });
    expect(r.body.data).toEqual({ count: 1, initialPassword: '123456' });
    expect((await s.call('/course/worker/reset', { ...asAdmin(), body: { ids: ['770100'] } })).status).toBe(
      404,
    );
  });
});

describe('org users', () => {
  it('are filtered by user type and label, and a membership end range (from the membership orders)', async () => {
    await s.sql(sql`update "user" set label = 'VIP' where account = 'chenjing'`);
    await s.sql(sql`insert into membership (tenant_code, user_id, end_time)
      select tenant_code, id, now() + interval '30 days' from "user" where account = 'chenjing' and tenant_code = '1111'`);
    const byType = await s.page<{ account: string }>('/authority/user/page', {
      ...asAdmin(),
      body: { model: { userType: 'WORKER', label: 'vip' } },
    });
    expect(byType.body.data.records.map((u) => u.account)).toEqual(['chenjing']);
    const st = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const ranged = await s.page<{ account: string; membershipEnd: string | null }>('/authority/user/page', {
      ...asAdmin(),
      body: {
        model: {},
        extra: { membershipEnd_st: `${st} 00:00:00` },
        sort: 'membershipEnd',
        order: 'descending',
      },
    });
    expect(ranged.body.data.records.map((u) => u.account)).toEqual(['chenjing']);
    expect(ranged.body.data.records[0]?.membershipEnd).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The account's own expiry is another thing: it ends the sign-in, and has its own range.
    const expiring = await s.page<{ account: string }>('/authority/user/page', {
      ...asAdmin(),
      body: { model: {}, extra: { expirationTime_st: `${st} 00:00:00` } },
    });
    expect(expiring.body.data.records).toEqual([]);
  });
});

describe('worker sheets', () => {
  it('export the filtered workers and import new ones as workers (all rows or none)', async () => {
    const r = await s.call('/course/worker/export', { ...asAdmin(), body: { model: { campusId } } });
    expect(r.res.headers.get('content-type')).toContain('spreadsheetml');
    const text = await sheetText(r.res);
    expect(text).toContain('Position');
    expect(text).toContain('liwei');
    expect(text).not.toContain('zhaolei');
    const file = await xlsxFile([
      ['账号', '姓名', '手机', '在职状态', '讲师'],
      ['imported1', 'Imported One', '13900000031', '在职', '是'],
      ['imported2', 'Imported Two', '13900000032', 'Left', '0'],
    ]);
    const ok = await s.call<{ count: number }>('/course/worker/import', { ...asAdmin(), form: { file } });
    expect(ok.body.data, ok.body.msg).toEqual({ count: 2 });
    const rows = await s.sql<{
      account: string;
      user_type: string;
      position_status: string;
      is_lecturer: boolean;
    }>(
      sql`select account, user_type, position_status, is_lecturer from "user" where account like 'imported%' order by account`,
    );
    expect(rows).toEqual([
      { account: 'imported1', user_type: 'WORKER', position_status: 'ON_DUTY', is_lecturer: true },
      { account: 'imported2', user_type: 'WORKER', position_status: 'LEFT', is_lecturer: false },
    ]);
    const again = await s.call('/course/worker/import', { ...asAdmin(), form: { file } });
    expect(again.status).toBe(400);
    expect(issueCodes(again.body)).toContain('rows.2.account=exists');
  });
});
