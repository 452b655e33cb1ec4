import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAY_STATUS } from '@pocket/contract';
import type { Account, Membership, Order, PayAnswer, PayStatus } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTenant } from '../../../db/client.ts';
import { migrationsFolder } from '../../../db/migrate.ts';
import { newId } from '../../../db/ids.ts';
import { courseOrder } from '../../../db/schema.ts';
import { useTestServer } from '../../../test/server.ts';
import { closeExpiredOrders, scheduleOrderSweep } from './order-service.ts';
import { moveOrder, TRANSITIONS } from './order-states.ts';
import { eq } from 'drizzle-orm';

const { s, admin } = useTestServer({ loginLogDays: 1 }, ['admin']);

let users = 0;
/** A new learner of the demo tenant, signed in. */
async function learner() {
  const account = `buyer_${++users}_${Date.now().toString(36)}`;
  const made = await s.call<{ id: string }>('/authority/user', {
    token: admin.token,
    body: { account, name: account, password: 'secret123' },
  });
  expect(made.body.isSuccess, made.body.msg).toBe(true);
  const session = await s.login(account, 'secret123');
  return { id: made.body.data.id, token: session.token };
}

/** A paid course on sale (no media: the entitlement is what these tests look at). */
async function paidCourse(price = 500) {
  const id = String(newId());
  await s.sql(sql`insert into course (id, tenant_code, course_name, price, is_putaway, status_id)
    values (${id}, '1111', ${`Paid course ${id}`}, ${price}, true, true)`);
  return id;
}

type Me = { token: string; id?: string };
const as = (me: Me) => ({ token: me.token, lang: 'en' as const });

const order = (me: Me, body: Record<string, unknown>) =>
  s.call<Order>('/course/userOrder', { ...as(me), body });
const pay = (me: Me, id: string, payType: string, back?: string) =>
  s.call<PayAnswer>('/course/userOrder/pay', { ...as(me), body: { id, payType, ...(back ? { back } : {}) } });
const balance = async (me: Me) => (await s.call<Account>('/course/account/me', as(me))).body.data.available;
const ledgerSum = async (userId: string) =>
  Number(
    (
      await s.sql<{ n: number }>(
        sql`select coalesce(sum(amount), 0)::int as n from account_ledger where user_id = ${userId}`,
      )
    )[0]?.n,
  );
const status = async (id: string) =>
  (await s.sql<{ s: string }>(sql`select pay_status as s from course_order where id = ${id}`))[0]?.s;

/** Credits a learner's balance through an offline RECHARGE the admin enters. */
async function credit(me: { id: string }, amount: number) {
  const r = await s.call<Order>('/course/order/offline', {
    token: admin.token,
    lang: 'en',
    body: { userId: me.id, type: 'RECHARGE', amount, remark: 'cash at the desk' },
  });
  expect(r.body.isSuccess, r.body.msg).toBe(true);
  return r.body.data;
}

/** The hidden fields of the sandbox page's form for an outcome. */
async function sandboxForm(payUrl: string, outcome: 'PAID' | 'FAILED') {
  const res = await s.app.request(payUrl, { headers: { 'accept-language': 'en' } });
  expect(res.status).toBe(200);
  const html = await res.text();
  const forms = html.split('<form').slice(1);
  const form = forms.find((f) => f.includes(`name="outcome" value="${outcome}"`));
  if (!form) throw new Error(`no ${outcome} form in ${html.slice(0, 200)}`);
  return Object.fromEntries(
    [...form.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&#47;/g, '/')]),
  );
}

/** Posts a notification as the sandbox page's form does (url-encoded). */
const notify = (fields: Record<string, string>) =>
  s.call<{ payStatus: PayStatus; changed: boolean }>('/course/anno/pay/notify', {
    tenant: null,
    basic: null,
    lang: 'en',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    text: new URLSearchParams(fields).toString(),
  });

describe('the order state machine', () => {
  it('moves an order exactly along the transition table, and refuses every other move readably', async () => {
    const me = await learner();
    for (const from of PAY_STATUS) {
      for (const to of PAY_STATUS) {
        const id = newId();
        await s.sql(sql`insert into course_order (id, tenant_code, order_no, user_id, name, type, amount, pay_status)
          values (${String(id)}, '1111', ${`T${id}`}, ${me.id}, 'x', 'RECHARGE', 100, ${from})`);
        const moved = await inTenant(s.db, '1111', async (tx) => {
          const [row] = await tx.select().from(courseOrder).where(eq(courseOrder.id, id));
          return moveOrder(tx, 'en', row!, to).then(
            (r) => r.payStatus,
            (e: Error) => e.message,
          );
        });
        if (TRANSITIONS[from].includes(to)) expect(moved, `${from} → ${to}`).toBe(to);
        else expect(moved, `${from} → ${to}`).toMatch(/^The order is \w+: it cannot become \w+$/);
        expect(await status(String(id))).toBe(TRANSITIONS[from].includes(to) ? to : from);
      }
    }
  });

  it('lets the admin close unpaid and failed orders, and refuses closing or refunding what may not be', async () => {
    const me = await learner();
    const unpaid = (await order(me, { type: 'RECHARGE', amount: 300 })).body.data;
    const close = (id: string) =>
      s.call<Order>('/course/order/close', { token: admin.token, lang: 'en', body: { id } });
    const refund = (id: string) =>
      s.call<Order>('/course/order/refund', { token: admin.token, lang: 'en', body: { id } });

    expect((await refund(unpaid.id)).body.msg).toBe('The order is unpaid: it cannot become refunding');
    expect((await close(unpaid.id)).body.data.payStatus).toBe('CLOSED');
    expect((await close(unpaid.id)).body.msg).toBe('The order is closed: it cannot become closed');
    expect((await refund(unpaid.id)).body.msg).toBe('The order is closed: it cannot become refunding');
    expect((await pay(me, unpaid.id, 'WECHAT')).body.msg).toBe('The order is closed: it cannot become paid');

    const paid = await credit(me, 200);
    expect(paid.payStatus).toBe('PAID');
    expect(paid.payType).toBe('OFFLINE');
    expect(paid.remark).toBe('cash at the desk');
    expect((await close(paid.id)).body.msg).toBe('The order is paid: it cannot become closed');
    expect((await pay(me, paid.id, 'WECHAT')).body.msg).toBe('The order is paid: it cannot become paid');
    expect((await refund(paid.id)).body.data.payStatus).toBe('REFUNDED');
    expect((await refund(paid.id)).body.msg).toBe('The order is refunded: it cannot become refunding');
    expect(await balance(me)).toBe(0);
  });

  it('keeps one user out of another user’s orders', async () => {
    const [a, b] = [await learner(), await learner()];
    const mine = (await order(a, { type: 'RECHARGE', amount: 100 })).body.data;
    expect((await pay(b, mine.id, 'BALANCE')).status).toBe(404);
    const list = await s.page<Order>('/course/userOrder/page', as(b));
    expect(list.body.data.records.map((o) => o.id)).not.toContain(mine.id);
  });
});

describe('the balance', () => {
  it('lets exactly 10 of 20 concurrent spends through a balance covering 10, and the ledger sums to it', async () => {
    await s.sql(sql`insert into parameter (id, tenant_code, key, name, value)
      values (${String(newId())}, '1111', 'membership_price', 'Membership price', '100')
      on conflict (tenant_code, key) do update set value = '100'`);
    const me = await learner();
    await credit(me, 1000);
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push((await order(me, { type: 'MEMBERSHIP' })).body.data);
    expect(orders.every((o) => o.amount === 100)).toBe(true);
    const answers = await Promise.all(orders.map((o) => pay(me, o.id, 'BALANCE')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const ok = answers.filter((a) => a.body.isSuccess);
    const refused = answers.filter((a) => !a.body.isSuccess);
    expect(ok.length).toBe(10);
    expect(refused.map((a) => a.body.msg)).toEqual(Array(10).fill('The balance is too low'));
    expect(await balance(me)).toBe(0);
    expect(await ledgerSum(me.id)).toBe(0);
    const [paidCount] = await s.sql<{ n: number }>(
      sql`select count(*)::int as n from course_order where user_id = ${me.id} and type = 'MEMBERSHIP' and pay_status = 'PAID'`,
    );
    expect(paidCount?.n).toBe(10);
    // Ten purchases of 365 days each, every one counted.
    const m = (await s.call<Membership>('/course/userOrder/membership', as(me))).body.data;
    const days = (new Date(m.membershipEnd!.replace(' ', 'T')).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(3650);
    await s.sql(sql`delete from parameter where key = 'membership_price'`);
  });

  it('refuses a recharge paid with the balance', async () => {
    const me = await learner();
    const o = (await order(me, { type: 'RECHARGE', amount: 100 })).body.data;
    expect((await pay(me, o.id, 'BALANCE')).body.msg).toBe('A recharge cannot be paid with the balance');
  });
});

describe('payment notifications', () => {
  it('credits a sandbox recharge once: a replayed or forged notification changes nothing', async () => {
    const me = await learner();
    const o = (await order(me, { type: 'RECHARGE', amount: 2500 })).body.data;
    const started = (await pay(me, o.id, 'ALIPAY', '/#/course/balance')).body.data;
    expect(started.order.payNo).toMatch(/^P\d+$/);
    const fields = await sandboxForm(started.payUrl!, 'PAID');

    const forged = await notify({ ...fields, amount: '250000' });
    expect([forged.status, forged.body.msg]).toEqual([400, 'The payment signature is invalid']);
    const otherTenant = await notify({ ...fields, tenant: '0000' });
    expect(otherTenant.status).toBe(400);
    expect(await status(o.id)).toBe('UNPAID');

    const first = await notify(fields);
    expect(first.status).toBe(303);
    expect(first.res.headers.get('location')).toBe('/#/course/balance');
    expect(await status(o.id)).toBe('PAID');
    expect(await balance(me)).toBe(2500);

    const { back: _, ...serverToServer } = fields;
    void _;
    const replay = await notify(serverToServer);
    expect(replay.status).toBe(400); // the signature covered `back`: without it, it is not the same message
    const again = await notify(fields);
    expect(again.status).toBe(303);
    expect(await balance(me)).toBe(2500);
    expect(await ledgerSum(me.id)).toBe(2500);
    const [row] = await s.sql<{ n: number }>(
      sql`select count(*)::int as n from account_ledger where user_id = ${me.id}`,
    );
    expect(row?.n).toBe(1);
  });

  it('leaves a failed attempt retryable with a new payNo; the old attempt’s notification is stale', async () => {
    const me = await learner();
    const o = (await order(me, { type: 'RECHARGE', amount: 700 })).body.data;
    const first = (await pay(me, o.id, 'WECHAT')).body.data;
    const failed = await sandboxForm(first.payUrl!, 'FAILED');
    const stalePaid = await sandboxForm(first.payUrl!, 'PAID');
    expect((await notify({ ...failed, back: '' })).status).toBe(400); // `back` is signed
    const r = await notify(failed);
    expect(r.status).toBe(303);
    expect(await status(o.id)).toBe('FAILED');

    const retry = (await pay(me, o.id, 'WECHAT')).body.data;
    expect(retry.order.payStatus).toBe('UNPAID');
    expect(retry.order.payNo).not.toBe(first.order.payNo);
    await notify(stalePaid);
    expect(await status(o.id)).toBe('UNPAID');
    await notify(await sandboxForm(retry.payUrl!, 'PAID'));
    expect(await status(o.id)).toBe('PAID');
    expect(await balance(me)).toBe(700);
  });
});

describe('entitlement and refunds', () => {
  it('opens a paid course to its buyer and to members; a refund takes access, days and money back', async () => {
    const courseId = await paidCourse(500);
    const buyer = await learner();
    const mediaUrl = (me: Me) =>
      s.call<{ url: string; expireMillis: number }>(`/course/userOrder/mediaUrl/${courseId}/video`, as(me));
    expect((await mediaUrl(buyer)).status).toBe(403);

    await credit(buyer, 1000);
    const bought = (await order(buyer, { type: 'COURSE', bizId: courseId })).body.data;
    expect([bought.amount, bought.name]).toEqual([500, `Paid course ${courseId}`]);
    expect((await pay(buyer, bought.id, 'BALANCE')).body.data.order.payStatus).toBe('PAID');
    expect(await balance(buyer)).toBe(500);
    expect((await mediaUrl(buyer)).status).toBe(200);
    expect((await order(buyer, { type: 'COURSE', bizId: courseId })).body.msg).toBe(
      'You can already watch this course',
    );
    const [count] = await s.sql<{ n: number }>(sql`select count_buy as n from course where id = ${courseId}`);
    expect(count?.n).toBe(1);

    const refunded = await s.call<Order>('/course/order/refund', {
      token: admin.token,
      body: { id: bought.id, remark: 'asked for it' },
    });
    expect(refunded.body.data.payStatus).toBe('REFUNDED');
    expect((await mediaUrl(buyer)).status).toBe(403);
    expect(await balance(buyer)).toBe(1000);
    expect(await ledgerSum(buyer.id)).toBe(1000);
    const [after] = await s.sql<{ n: number }>(sql`select count_buy as n from course where id = ${courseId}`);
    expect(after?.n).toBe(0);

    const member = await learner();
    await credit(member, 9900);
    const m = (await order(member, { type: 'MEMBERSHIP' })).body.data;
    expect([m.amount, m.days]).toEqual([9900, 365]);
    await pay(member, m.id, 'BALANCE');
    const active = (await s.call<Membership>('/course/userOrder/membership', as(member))).body.data;
    expect(active.active).toBe(true);
    expect((await mediaUrl(member)).status).toBe(200);
    await s.call('/course/order/refund', { token: admin.token, body: { id: m.id } });
    const lapsed = (await s.call<Membership>('/course/userOrder/membership', as(member))).body.data;
    expect(lapsed.active).toBe(false);
    expect((await mediaUrl(member)).status).toBe(403);
    expect(await balance(member)).toBe(9900);
  });

  it('refuses refunding a recharge that was spent, and takes back one that was not', async () => {
    await s.sql(sql`insert into parameter (id, tenant_code, key, name, value)
      values (${String(newId())}, '1111', 'membership_price', 'Membership price', '600')
      on conflict (tenant_code, key) do update set value = '600'`);
    const me = await learner();
    const recharge = await credit(me, 1000);
    const m = (await order(me, { type: 'MEMBERSHIP' })).body.data;
    await pay(me, m.id, 'BALANCE');
    const refund = (id: string) =>
      s.call<Order>('/course/order/refund', { token: admin.token, lang: 'en', body: { id } });
    expect((await refund(recharge.id)).body.msg).toBe('The balance is too low');
    expect(await status(recharge.id)).toBe('PAID');
    expect(await balance(me)).toBe(400);
    expect((await refund(m.id)).body.data.payStatus).toBe('REFUNDED');
    expect((await refund(recharge.id)).body.data.payStatus).toBe('REFUNDED');
    expect(await balance(me)).toBe(0);
    expect(await ledgerSum(me.id)).toBe(0);
    await s.sql(sql`delete from parameter where key = 'membership_price'`);
  });

  it('serves a signed media address only while it is intact and fresh', async () => {
    const courseId = await paidCourse(300);
    const me = await learner();
    await credit(me, 300);
    const o = (await order(me, { type: 'COURSE', bizId: courseId })).body.data;
    await pay(me, o.id, 'BALANCE');
    const { url } = (await s.call<{ url: string }>(`/course/userOrder/mediaUrl/${courseId}/video`, as(me)))
      .body.data;
    const get = (u: string) => s.app.request(u, { headers: { 'accept-language': 'en' } });
    // Intact: past the signature, the course has no stored video to serve.
    expect((await get(url)).status).toBe(404);
    const altered = url.replace(/uid=\d+/, `uid=${admin.userId}`);
    const bad = await get(altered);
    expect(bad.status).toBe(403);
    expect(((await bad.json()) as { msg: string }).msg).toBe(
      'The media link has expired or is invalid: reload the page',
    );
    const otherKind = url.replace('/video?', '/pdf?');
    expect((await get(otherKind)).status).toBe(403);
    const expired = url.replace(/exp=\d+/, `exp=${Date.now() - 1000}`);
    expect((await get(expired)).status).toBe(403);
  });
});

describe('unpaid orders', () => {
  it('close after 30 minutes through the sweep, the younger ones stay', async () => {
    const me = await learner();
    const old = (await order(me, { type: 'RECHARGE', amount: 100 })).body.data;
    const young = (await order(me, { type: 'RECHARGE', amount: 100 })).body.data;
    await s.sql(
      sql`update course_order set create_time = now() - interval '31 minutes' where id = ${old.id}`,
    );
    expect(await closeExpiredOrders(s.places)).toBeGreaterThanOrEqual(1);
    expect(await status(old.id)).toBe('CLOSED');
    expect(await status(young.id)).toBe('UNPAID');
  });

  it('are swept as soon as the schedule starts (a server that was down closes what expired meanwhile)', async () => {
    const me = await learner();
    const old = (await order(me, { type: 'RECHARGE', amount: 100 })).body.data;
    await s.sql(sql`update course_order set create_time = now() - interval '2 hours' where id = ${old.id}`);
    const stop = scheduleOrderSweep(s.places, 3_600_000);
    try {
      await expect.poll(() => status(old.id), { timeout: 10_000 }).toBe('CLOSED');
    } finally {
      stop();
    }
  });
});

describe('the admin order list', () => {
  it('filters by number, user, type, status and date, and exports', async () => {
    const me = await learner();
    const o = (await order(me, { type: 'RECHARGE', amount: 123 })).body.data;
    const list = (model: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      s.page<Order>('/course/order/page', { token: admin.token, body: { model, extra } });
    expect((await list({ keyword: o.orderNo.slice(-8) })).body.data.records.map((r) => r.id)).toEqual([o.id]);
    const byUser = (await list({ userId: me.id })).body.data.records;
    expect(byUser.map((r) => [r.id, r.userId])).toEqual([[o.id, me.id]]);
    expect((await list({ userId: me.id, type: 'COURSE' })).body.data.records).toEqual([]);
    expect((await list({ userId: me.id, payStatus: 'UNPAID' })).body.data.records.length).toBe(1);
    expect(
      (await list({ userId: me.id }, { createTime_ed: '2000-01-01 00:00:00' })).body.data.records,
    ).toEqual([]);
    const remark = await s.call<Order>('/course/order/remark', {
      method: 'PUT',
      token: admin.token,
      body: { id: o.id, remark: 'called the buyer' },
    });
    expect(remark.body.data.remark).toBe('called the buyer');
    const sheet = await s.call('/course/order/export', {
      token: admin.token,
      body: { model: { userId: me.id } },
    });
    expect(sheet.status).toBe(200);
  });
});

describe('migration 0014 (orders)', () => {
  it('gives tenants made before it the hidden Balance and My orders menus, once', async () => {
    const file = readFileSync(path.join(migrationsFolder, '0014_orders_balance.sql'), 'utf8');
    const insert = file.split('--> statement-breakpoint').at(-1)!;
    const menus = async () =>
      (
        await s.sql<{ path: string; parent: string }>(sql`select m.path, p.path as parent from menu m
          join menu p on p.id = m.parent_id and p.tenant_code = m.tenant_code
          where m.tenant_code = '1111' and m.path in ('/course/userOrder', '/course/balance') and m.hidden and m.is_general
          order by m.path`)
      ).map((r) => `${r.parent} > ${r.path}`);
    expect(await menus()).toEqual(['/home > /course/balance', '/home > /course/userOrder']);
    await s.sql(
      sql`delete from menu where tenant_code = '1111' and path in ('/course/userOrder', '/course/balance')`,
    );
    await s.sql(sql.raw(insert));
    expect(await menus()).toEqual(['/home > /course/balance', '/home > /course/userOrder']);
    await s.sql(sql.raw(insert));
    expect(await menus()).toEqual(['/home > /course/balance', '/home > /course/userOrder']);
  });
});
