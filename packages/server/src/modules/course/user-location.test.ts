import { userLocationResource } from '@pocket/contract';
import type {
  CampusAuditRow,
  CampusCard,
  CheckIn,
  CheckInResult,
  LoginResult,
  UserLocation,
} from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { expectContract, issueCodes, SEED, useTestServer } from '../../test/server.ts';
import type { CallOptions } from '../../test/server.ts';
import { extendCampusService, shortenCampusService } from './user-location.ts';

const { s, admin, platform } = useTestServer({ loginLogDays: 1 }, ['admin', 'platform']);
const asAdmin = () => ({ token: admin.token, tenant: SEED.demoTenant, lang: 'en' as const });
const asPlatform = () => ({ token: platform.token, tenant: SEED.platformTenant, lang: 'en' as const });

/** A campus of the demo school at Tianhe (23.1379, 113.3245). */
const HERE = { lat: 23.1379, lng: 113.3245 };
const createCampus = (body: Record<string, unknown>) =>
  s.call<UserLocation>('/course/userLocation', {
    ...asAdmin(),
    body: { lat: HERE.lat, lng: HERE.lng, ...body },
  });
const update = (body: Record<string, unknown>) =>
  s.call<UserLocation>('/course/userLocation', { ...asAdmin(), method: 'PUT', body });
const queue = () => s.page<CampusAuditRow>('/course/campusAudit/page', asPlatform());
const decide = (body: Record<string, unknown>, o: CallOptions = asPlatform()) =>
  s.call<boolean>('/course/campusAudit/decide', { ...o, body });
const auditOf = async (id: string) =>
  (
    await s.sql<{ is_audit: string; opinion: string | null }>(
      sql`select is_audit, opinion from user_location where id = ${id}`,
    )
  )[0];

let learners: LoginResult[] = [];
/** A signed-in user of the demo school with no grants at all (a learner). */
async function learner(account: string): Promise<LoginResult> {
  await s.sql(sql`
    insert into "user" (id, tenant_code, account, name, password, user_type)
    select (random() * 1e15)::bigint + 1000, tenant_code, ${account}, ${account}, password, 'LEARNER'
    from "user" where tenant_code = '1111' and account = 'staff'`);
  return s.login(account);
}

let approvedId: string;
beforeAll(async () => {
  // A third tenant with a pending and an approved campus, and a pending campus of the platform.
  await s.sql(sql`insert into tenant (id, code, name) values (880001, '2222', 'Second school')`);
  await s.sql(sql`insert into user_location (id, tenant_code, name, lat, lng, is_audit) values
    (880011, '2222', 'Second pending', 30, 120, 'PENDING'),
    (880012, '2222', 'Second approved', 30, 120, 'APPROVED'),
    (880013, '0000', 'Platform own', 30, 120, 'PENDING')`);
  const [row] = await s.sql<{ id: string }>(
    sql`select id::text as id from user_location where tenant_code = '1111' and is_audit = 'APPROVED'`,
  );
  approvedId = row!.id;
  learners = [await learner('learner1'), await learner('learner2'), await learner('learner3')];
});

describe('campuses of a tenant', () => {
  it('are created PENDING with a trial service window and the default radius', async () => {
    const r = await createCampus({ name: 'Pazhou', city: '440106', addr: 'Pazhou 1' });
    expect(r.body.isSuccess, r.body.msg).toBe(true);
    expectContract(userLocationResource.op.create, r.body);
    const c = r.body.data;
    expect(c.isAudit.code).toBe('PENDING');
    expect(c.rangeDs).toBe(200);
    // The area tree's names, from the province down.
    expect(c.cityName).toBe('广东省 / 广州市 / 天河区');
    expect(c.open).toBe(false);
    expect(c.endTime! > c.startTime!).toBe(true);
  });

  it('refuse a radius outside 50–5000 m, a latitude off the globe and an unknown city', async () => {
    for (const body of [
      { name: 'A', rangeDs: 49 },
      { name: 'B', rangeDs: 5001 },
      { name: 'C', lat: 91 },
      { name: 'D', city: '999999' },
    ]) {
      const r = await createCampus(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.msg).toMatch(/Invalid request/);
    }
    const unknown = await createCampus({ name: 'G', city: '999999' });
    expect(issueCodes(unknown.body)).toEqual(['city=invalid']);
    expect((await createCampus({ name: 'E', rangeDs: 50 })).body.isSuccess).toBe(true);
    expect((await createCampus({ name: 'F', rangeDs: 5000 })).body.isSuccess).toBe(true);
  });
});

describe('the area of a campus', () => {
  it('is any area of the tree: a city too, and a province finds every campus inside it', async () => {
    const city = await createCampus({ name: 'Hangzhou campus', city: '330100' });
    expect(city.body.data.cityName).toBe('浙江省 / 杭州市');
    const district = await createCampus({ name: 'Xihu campus', city: '330106' });
    expect(district.body.data.cityName).toBe('浙江省 / 杭州市 / 西湖区');
    const moved = await update({ id: district.body.data.id, city: '440305' });
    expect(moved.body.data.cityName).toBe('广东省 / 深圳市 / 南山区');
    const inZhejiang = await s.page<UserLocation>('/course/userLocation/page', {
      ...asAdmin(),
      body: { model: { city: '330000' }, size: 50, current: 1 },
    });
    expect(inZhejiang.body.data.records.map((c) => c.name)).toEqual(['Hangzhou campus']);
    const inShenzhen = await s.page<UserLocation>('/course/userLocation/page', {
      ...asAdmin(),
      body: { model: { city: '440300' }, size: 50, current: 1 },
    });
    expect(inShenzhen.body.data.records.map((c) => c.name)).toContain('Xihu campus');
    expect(inShenzhen.body.data.records.map((c) => c.name)).not.toContain('Hangzhou campus');
  });
});

describe('the platform audit', () => {
  it("queue shows every other tenant's PENDING campuses and nothing else of theirs", async () => {
    const r = await queue();
    expect(r.status).toBe(200);
    const names = r.body.data.records.map((c) => c.name);
    expect(names).toContain('Second pending');
    expect(names).toContain('南山校区');
    expect(names).toContain('Pazhou');
    expect(names).not.toContain('Second approved');
    expect(names).not.toContain('天河校区');
    expect(names).not.toContain('Platform own');
    expect(r.body.data.records.find((c) => c.name === 'Second pending')?.tenantName).toBe('Second school');
  });

  it("is the platform tenant's only: a school gets 403 for the queue and the decision", async () => {
    expect((await s.page('/course/campusAudit/page', asAdmin())).status).toBe(403);
    const [pending] = await s.sql<{ id: string }>(
      sql`select id::text as id from user_location where tenant_code = '1111' and is_audit = 'PENDING' limit 1`,
    );
    // Even with the code granted, a school cannot approve (its own) campus.
    await s.sql(sql`insert into role_permission (tenant_code, role_id, code)
      select tenant_code, id, 'course:campusAudit:edit' from role where tenant_code = '1111' and code = 'SUPER_ADMIN'
      on conflict do nothing`);
    const r = await decide({ id: pending!.id, decision: 'APPROVED' }, asAdmin());
    expect(r.status).toBe(403);
    expect((await auditOf(pending!.id))?.is_audit).toBe('PENDING');
  });

  it('refuses to decide a campus of the platform tenant itself', async () => {
    const r = await decide({ id: '880013', decision: 'APPROVED' });
    expect(r.body.isSuccess).toBe(false);
    expect(r.body.msg).toBe('A tenant cannot audit its own campus');
    expect((await auditOf('880013'))?.is_audit).toBe('PENDING');
  });

  it('approves PENDING → APPROVED, and a decided campus cannot be decided again', async () => {
    const ok = await decide({ id: '880011', decision: 'APPROVED', opinion: 'Fine' });
    expect(ok.body.isSuccess, ok.body.msg).toBe(true);
    expect(await auditOf('880011')).toEqual({ is_audit: 'APPROVED', opinion: 'Fine' });
    for (const decision of ['APPROVED', 'REJECTED']) {
      const again = await decide({ id: '880011', decision, opinion: 'again' });
      expect(again.body.isSuccess).toBe(false);
      expect(again.body.msg).toMatch(/not in the audit queue/);
    }
    expect((await auditOf('880011'))?.is_audit).toBe('APPROVED');
    // An approved campus of another tenant is not reachable either.
    expect((await decide({ id: '880012', decision: 'REJECTED', opinion: 'x' })).body.isSuccess).toBe(false);
    expect((await decide({ id: '12345', decision: 'APPROVED' })).body.isSuccess).toBe(false);
  });

  it('rejects PENDING → REJECTED only with an opinion', async () => {
    const c = (await createCampus({ name: 'To reject' })).body.data;
    const bare = await decide({ id: c.id, decision: 'REJECTED' });
    expect(bare.status).toBe(400);
    expect(issueCodes(bare.body)).toEqual(['opinion=required']);
    const r = await decide({ id: c.id, decision: 'REJECTED', opinion: 'No address' });
    expect(r.body.isSuccess, r.body.msg).toBe(true);
    expect(await auditOf(c.id)).toEqual({ is_audit: 'REJECTED', opinion: 'No address' });
    for (const decision of ['APPROVED', 'REJECTED'])
      expect((await decide({ id: c.id, decision, opinion: 'again' })).body.isSuccess).toBe(false);
    expect(await auditOf(c.id)).toEqual({ is_audit: 'REJECTED', opinion: 'No address' });
  });

  it('an edit of an APPROVED or REJECTED campus sends it back to PENDING; a PENDING one stays', async () => {
    const c = (await createCampus({ name: 'Edited' })).body.data;
    expect((await update({ id: c.id, addr: 'New road' })).body.data.isAudit.code).toBe('PENDING');
    await decide({ id: c.id, decision: 'APPROVED', opinion: 'ok' });
    const edited = (await update({ id: c.id, rangeDs: 300 })).body.data;
    expect(edited.isAudit.code).toBe('PENDING');
    expect(edited.opinion).toBeNull();
    expect((await queue()).body.data.records.map((r) => r.id)).toContain(c.id);
    await decide({ id: c.id, decision: 'REJECTED', opinion: 'no' });
    expect((await update({ id: c.id, addr: 'Fixed' })).body.data.isAudit.code).toBe('PENDING');
  });
});

describe('the check-in page', () => {
  const card = (id: string) =>
    s.call<CampusCard>(`/course/anno/campus/${id}?domain=localhost`, {
      tenant: null,
      basic: null,
      lang: 'en',
    });
  const checkIn = (id: string, who: LoginResult, at: { lat: number; lng: number }) =>
    s.call<CheckInResult>(`/course/anyone/campus/${id}/checkIn`, {
      token: who.token,
      tenant: SEED.demoTenant,
      lang: 'en',
      body: at,
    });

  it('shows the card of an approved campus in service, and no other', async () => {
    const r = await card(approvedId);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ name: '天河校区', tenantName: '演示学校', rangeDs: 300 });
    const [pending] = await s.sql<{ id: string }>(
      sql`select id::text as id from user_location where name = '南山校区'`,
    );
    expect((await card(pending!.id)).status).toBe(404);
    // Another tenant's approved campus is not the domain's.
    expect((await card('880012')).status).toBe(404);
  });

  it('records an in-range check-in with its distance, then refuses a second within 10 minutes', async () => {
    const [first] = learners;
    const r = await checkIn(approvedId, first!, { lat: HERE.lat + 0.001, lng: HERE.lng });
    expect(r.body.isSuccess, r.body.msg).toBe(true);
    expect(r.body.data.inRange).toBe(true);
    expect(r.body.data.distance).toBeGreaterThan(100);
    expect(r.body.data.distance).toBeLessThan(120);
    expect(r.body.msg).toMatch(/^Checked in: 11\d m from the campus, inside/);
    const again = await checkIn(approvedId, first!, HERE);
    expect(again.body.isSuccess).toBe(false);
    expect(again.body.msg).toBe('You can check in only once every 10 minutes: please try again later');
  });

  it('records an out-of-range check-in and says so', async () => {
    const r = await checkIn(approvedId, learners[1]!, { lat: HERE.lat + 0.01, lng: HERE.lng });
    expect(r.body.isSuccess, r.body.msg).toBe(true);
    expect(r.body.data).toMatchObject({ inRange: false, rangeDs: 300 });
    expect(r.body.data.distance).toBe(1112);
    expect(r.body.msg).toMatch(/outside the check-in radius \(300 m\)/);
  });

  it('allows the next check-in once 10 minutes have passed', async () => {
    await s.sql(sql`update rate_limit set window_start = window_start - interval '11 minutes'
      where key like ${`checkin:1111:${approvedId}:%`}`);
    const r = await checkIn(approvedId, learners[0]!, HERE);
    expect(r.body.isSuccess, r.body.msg).toBe(true);
    expect(r.body.data.distance).toBe(0);
  });

  it('takes one of many parallel check-ins of a user', async () => {
    const who = await learner('parallel');
    const results = await Promise.all(Array.from({ length: 8 }, () => checkIn(approvedId, who, HERE)));
    expect(results.filter((r) => r.body.isSuccess)).toHaveLength(1);
    const [n] = await s.sql<{
      n: number;
    }>(sql`select count(*)::int as n from check_in c join "user" u on u.id = c.user_id
      where u.account = 'parallel'`);
    expect(n?.n).toBe(1);
  });

  it('refuses check-ins at a pending, disabled or expired campus', async () => {
    const [pending] = await s.sql<{ id: string }>(
      sql`select id::text as id from user_location where name = '南山校区'`,
    );
    const who = learners[2]!;
    const refused = await checkIn(pending!.id, who, HERE);
    expect(refused.body.isSuccess).toBe(false);
    expect(refused.body.msg).toMatch(/not approved, disabled or out of service/);
    await s.sql(sql`update user_location set end_time = now() - interval '1 day' where id = ${approvedId}`);
    expect((await checkIn(approvedId, who, HERE)).body.isSuccess).toBe(false);
    expect((await card(approvedId)).status).toBe(404);
    await s.sql(
      sql`update user_location set end_time = now() + interval '300 days', state = false where id = ${approvedId}`,
    );
    expect((await checkIn(approvedId, who, HERE)).body.isSuccess).toBe(false);
    await s.sql(sql`update user_location set state = true where id = ${approvedId}`);
    expect((await checkIn(approvedId, who, HERE)).body.isSuccess).toBe(true);
  });

  it('lists the check-ins on the campus screen, with names, and exports them', async () => {
    const r = await s.page<CheckIn>('/course/checkIn/page', {
      ...asAdmin(),
      body: { model: { campusId: approvedId } },
    });
    expect(r.status).toBe(200);
    expect(r.body.data.records.length).toBeGreaterThanOrEqual(4);
    expect(r.body.data.records.map((c) => c.userName)).toContain('learner2');
    const out = await s.page('/course/checkIn/page', { ...asAdmin(), body: { model: { inRange: false } } });
    expect((out.body.data as { records: CheckIn[] }).records.every((c) => !c.inRange)).toBe(true);
    const file = await s.call('/course/checkIn/export', { ...asAdmin(), body: { model: {} } });
    expect(file.status).toBe(200);
    expect(file.res.headers.get('content-type')).toMatch(/spreadsheetml/);
  });
});

describe('the service window', () => {
  it('renews an approved campus by a CAMPUS_FEE order paid with the balance; its refund takes the years back', async () => {
    const endOf = async (id: string) =>
      new Date(
        (
          await s.sql<{ end_time: Date | string }>(sql`select end_time from user_location where id = ${id}`)
        )[0]!.end_time,
      );
    const available = async () =>
      (await s.call<{ available: number }>('/course/account/me', asAdmin())).body.data.available;
    const credited = await s.call('/course/order/offline', {
      ...asAdmin(),
      body: { userId: admin.userId, type: 'RECHARGE', amount: 250_000, remark: 'campus budget' },
    });
    expect(credited.body.isSuccess, credited.body.msg).toBe(true);
    const before = await endOf(approvedId);
    const funds = await available();
    const made = await s.call<{ id: string; amount: number; name: string; years: number | null }>(
      '/course/userLocation/renew',
      { ...asAdmin(), body: { id: approvedId, years: 2 } },
    );
    expect(made.body.isSuccess, made.body.msg).toBe(true);
    // Two years at the default annual fee of 100000 cents.
    expect(made.body.data).toMatchObject({ amount: 200_000, years: 2 });
    expect(made.body.data.name).toMatch(/^Campus renewal: .+, 2 year\(s\)$/);
    const paid = await s.call('/course/userOrder/pay', {
      ...asAdmin(),
      body: { id: made.body.data.id, payType: 'BALANCE' },
    });
    expect(paid.body.isSuccess, paid.body.msg).toBe(true);
    const renewed = await endOf(approvedId);
    expect(await available()).toBe(funds - 200_000);
    // From its end, or from now when it had ended.
    expect(renewed.getFullYear()).toBe(new Date(Math.max(before.getTime(), Date.now())).getFullYear() + 2);
    const refunded = await s.call('/course/order/refund', { ...asAdmin(), body: { id: made.body.data.id } });
    expect(refunded.body.isSuccess, refunded.body.msg).toBe(true);
    expect((await endOf(approvedId)).getFullYear()).toBe(renewed.getFullYear() - 2);
    expect(await available()).toBe(funds);

    // Only an approved campus, only with years, only for someone who may edit campuses.
    const pending = (await createCampus({ name: 'Not yet approved' })).body.data;
    const refused = await s.call('/course/userLocation/renew', {
      ...asAdmin(),
      body: { id: pending.id, years: 1 },
    });
    expect(refused.body.msg).toBe('Only a campus the platform approved can be renewed');
    const noYears = await s.call('/course/userLocation/renew', { ...asAdmin(), body: { id: approvedId } });
    expect(noYears.status).toBe(400);
    for (const years of [0, 11, 1.5]) {
      const bad = await s.call('/course/userLocation/renew', {
        ...asAdmin(),
        body: { id: approvedId, years },
      });
      expect(bad.status, String(years)).toBe(400);
    }
    const byLearner = await s.call('/course/userLocation/renew', {
      token: learners[0]!.token,
      lang: 'en',
      body: { id: approvedId, years: 1 },
    });
    expect(byLearner.status).toBe(403);
  });

  it('is extended by whole years and shortened back (renewal and its refund)', async () => {
    const before = (
      await s.sql<{ end_time: Date | string }>(
        sql`select end_time from user_location where id = ${approvedId}`,
      )
    )[0]!;
    const end = new Date(before.end_time);
    const extended = await inTenant(s.db, SEED.demoTenant, (tx) =>
      extendCampusService(tx, BigInt(approvedId), 2),
    );
    expect(extended.getFullYear()).toBe(end.getFullYear() + 2);
    const back = await inTenant(s.db, SEED.demoTenant, (tx) =>
      shortenCampusService(tx, BigInt(approvedId), 2),
    );
    expect(back.getTime()).toBe(end.getTime());
    // An expired window is extended from now.
    await s.sql(sql`update user_location set end_time = now() - interval '3 years' where id = ${approvedId}`);
    const renewed = await inTenant(s.db, SEED.demoTenant, (tx) =>
      extendCampusService(tx, BigInt(approvedId), 1),
    );
    expect(renewed.getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    // Another tenant's campus is out of reach.
    await expect(
      inTenant(s.db, SEED.demoTenant, (tx) => extendCampusService(tx, 880012n, 1)),
    ).rejects.toThrow(/not found/);
  });
});
