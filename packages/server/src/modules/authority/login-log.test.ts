import ExcelJS from 'exceljs';
import { endpoints } from '@pocket/contract';
import type { LoginLog } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContract, useTestServer } from '../../test/server.ts';

const { s, admin } = useTestServer({ loginLogDays: 3 }, ['admin', 'staff', 'platform']);

const page = (token: string, body: object = {}) =>
  s.page<LoginLog>('/authority/loginLog/page', { token, body: { size: 50, ...body } });

describe('login log', () => {
  it('pages the tenant sign-ins newest first, with the sign-ins just made on top', async () => {
    const r = await page(admin.token);
    expect(r.status).toBe(200);
    expectContract(endpoints.loginLogPage, r.body);
    const rows = r.body.data.records;
    expect(Number(r.body.data.total)).toBeGreaterThan(3);
    expect(rows[0]).toMatchObject({ account: 'staff', requestIp: expect.any(String) });
    const times = rows.map((row) => row.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    // Only the demo tenant's rows: the platform admin's own sign-in is not among them.
    const [own] = await s.sql<{ n: number }>(
      sql`select count(*)::int as n from login_log where tenant_code = '1111'`,
    );
    expect(Number(r.body.data.total)).toBe(Number(own?.n));
  });

  it('filters by account, IP and created time (whole bounds)', async () => {
    const byAccount = await page(admin.token, { model: { account: 'STAF' } });
    expect(byAccount.body.data.records.length).toBeGreaterThan(0);
    expect(byAccount.body.data.records.every((row) => row.account === 'staff')).toBe(true);
    const none = await page(admin.token, { model: { requestIp: '%' } });
    expect(none.body.data.total).toBe('0');
    const today = new Date().toISOString().slice(0, 10);
    const future = await page(admin.token, { extra: { createTime_st: '2999-01-01 00:00:00' } });
    expect(future.body.data.total).toBe('0');
    const upToNow = await page(admin.token, { extra: { createTime_ed: `${today} 23:59:59` } });
    expect(Number(upToNow.body.data.total)).toBeGreaterThan(0);
  });

  it('exports the filtered rows as xlsx', async () => {
    const all = await page(admin.token, { model: { account: 'admin' } });
    const file = await s.call('/authority/loginLog/export', {
      token: admin.token,
      body: { model: { account: 'admin' } },
    });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.res.arrayBuffer());
    expect(book.worksheets[0]?.rowCount).toBe(1 + all.body.data.records.length);
  });

  it('deletes its own rows, all or nothing', async () => {
    const rows = (await page(admin.token)).body.data.records;
    const [a, b] = rows.map((row) => row.id);
    const mixed = await s.call('/authority/loginLog', {
      method: 'DELETE',
      token: admin.token,
      body: [a, '999999999999'],
    });
    expect(mixed.status).toBe(404);
    const kept = await s.sql<{ n: number }>(sql`select count(*)::int as n from login_log where id = ${a}`);
    expect(Number(kept[0]?.n)).toBe(1);
    const done = await s.call('/authority/loginLog', { method: 'DELETE', token: admin.token, body: [a, b] });
    expect(done.body).toMatchObject({ isSuccess: true, data: true });
    const ids = (await page(admin.token)).body.data.records.map((row) => row.id);
    expect(ids).not.toContain(a);
    expect(ids).not.toContain(b);
  });
});
