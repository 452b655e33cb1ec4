import ExcelJS from 'exceljs';
import { endpoints } from '@pocket/contract';
import type { PageResult, Tenant } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { xlsxFile } from '../../test/files.ts';
import { expectContract, issueCodes, SEED, useTestServer } from '../../test/server.ts';

const { s, platform } = useTestServer({ loginLogDays: 1 }, ['platform']);
const P = { tenant: '0000' } as const;

describe('tenants', () => {
  it('pages tenants for the platform tenant', async () => {
    const r = await s.call<PageResult<Tenant>>('/tenant/tenant/page', {
      ...P,
      token: platform.token,
      lang: 'en',
      body: {},
    });
    const page = expectContract(endpoints.tenantPage, r.body).data as PageResult<Tenant>;
    expect(page.records.map((t) => t.code).sort()).toEqual(['0000', '1111']);
    expect(page.records.find((t) => t.code === '1111')?.status).toEqual({ code: 'NORMAL', desc: 'Normal' });
  });

  it('creates a tenant with base data whose admin signs in with the initial password', async () => {
    const r = await s.call<Tenant>('/tenant/tenant', {
      ...P,
      token: platform.token,
      body: {
        code: 'school2',
        name: '第二学校',
        passwordErrorNum: 3,
        passwordErrorLockTime: 10,
        isMultipleLogin: false,
        expirationTime: '2099-12-31 00:00:00',
      },
    });
    expect(r.body.isSuccess, r.body.msg).toBe(true);
    expect(r.body.data).toMatchObject({
      code: 'school2',
      passwordErrorNum: 3,
      isMultipleLogin: false,
      expirationTime: '2099-12-31 00:00:00',
    });
    const login = await s.login('admin', SEED.initialPassword, 'school2');
    // The new admin must first replace the initial password (security/first-password.test.ts).
    expect(login.mustChangePassword).toBe(true);
    const changed = await s.call('/authority/user/password', {
      method: 'PUT',
      tenant: 'school2',
      token: login.token,
      body: {
        oldPassword: SEED.initialPassword,
        newPassword: 'school2-pass',
        confirmPassword: 'school2-pass',
      },
    });
    expect(changed.body.isSuccess, changed.body.msg).toBe(true);
    const users = await s.call<PageResult<{ account: string }>>('/authority/user/page', {
      tenant: 'school2',
      token: login.token,
      body: {},
    });
    expect(users.body.data.records.map((u) => u.account)).toEqual(['admin']);
    const got = await s.call<Tenant>(`/tenant/tenant/${r.body.data.id}`, { ...P, token: platform.token });
    expect(got.body.data.name).toBe('第二学校');
  });

  it('validates the tenant code (identifier, 4–10, unique) and numbers', async () => {
    const bad = await s.call('/tenant/tenant', {
      ...P,
      token: platform.token,
      body: {
        code: 'a-b',
        name: '',
        passwordErrorLockTime: 0,
        passwordErrorNum: -1,
        passwordExpire: 1e12,
      },
    });
    expect(bad.status).toBe(400);
    expect(issueCodes(bad.body)).toEqual(
      expect.arrayContaining([
        'code=length:4:10',
        'code=identifier',
        'name=required',
        'passwordErrorLockTime=int_positive',
        'passwordErrorNum=invalid',
        'passwordExpire=invalid',
      ]),
    );
    const dup = await s.call('/tenant/tenant', {
      ...P,
      token: platform.token,
      body: { code: '1111', name: 'dup' },
    });
    expect(issueCodes(dup.body)).toEqual(['code=exists']);
  });

  it('updates a tenant; refuses the built-in platform tenant', async () => {
    const page = await s.call<PageResult<Tenant>>('/tenant/tenant/page', {
      ...P,
      token: platform.token,
      body: {},
    });
    const demo = page.body.data.records.find((t) => t.code === '1111') as Tenant;
    const zero = page.body.data.records.find((t) => t.code === '0000') as Tenant;
    const r = await s.call<Tenant>('/tenant/tenant', {
      ...P,
      method: 'PUT',
      token: platform.token,
      body: { id: demo.id, duty: '新校长' },
    });
    expect(r.body.data).toMatchObject({ duty: '新校长', name: demo.name });
    const ro = await s.call('/tenant/tenant', {
      ...P,
      method: 'PUT',
      lang: 'en',
      token: platform.token,
      body: { id: zero.id, name: 'x' },
    });
    expect(ro.body).toMatchObject({ isSuccess: false, msg: 'Readonly Data, Inoperable' });
    const ghost = await s.call('/tenant/tenant', {
      ...P,
      method: 'PUT',
      token: platform.token,
      body: { id: '99', name: 'x' },
    });
    expect(ghost.status).toBe(404);
  });

  it('a disabled or deleted tenant cannot sign in; deleting removes all its rows', async () => {
    const created = await s.call<Tenant>('/tenant/tenant', {
      ...P,
      token: platform.token,
      body: { code: 'temp9', name: '临时' },
    });
    const id = created.body.data.id;
    const session = await s.login('admin', SEED.initialPassword, 'temp9');
    await s.call('/tenant/tenant', {
      ...P,
      method: 'PUT',
      token: platform.token,
      body: { id, status: 'FORBIDDEN' },
    });
    // The refusal is logged with what the request read: the row, in its status.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const refused = await s.call('/oauth/menu/router', {
        tenant: 'temp9',
        token: session.token,
        lang: 'en',
      });
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ code: 40009, msg: 'The tenant does not exist or is unavailable' });
      expect(warn).toHaveBeenCalledWith('token of tenant temp9 refused: status FORBIDDEN, expires never');
      await expect(s.login('admin', SEED.initialPassword, 'temp9')).rejects.toThrow(/login failed/);
      const del = await s.call('/tenant/tenant', {
        ...P,
        method: 'DELETE',
        token: platform.token,
        body: [id],
      });
      expect(del.body.data).toBe(true);
      // Deleted: no row, whichever way the request read it (in its opening read on PostgreSQL).
      expect((await s.call('/oauth/menu/router', { tenant: 'temp9', token: session.token })).status).toBe(
        401,
      );
      expect(warn).toHaveBeenLastCalledWith(
        expect.stringMatching(
          /^token of tenant temp9 refused: no tenant row \(opening read: (1 rows|none)\)$/,
        ),
      );
    } finally {
      warn.mockRestore();
    }
    const [left] = await s.sql<{ n: number }>(
      sql`select (select count(*) from "user" where tenant_code = 'temp9') + (select count(*) from menu where tenant_code = 'temp9') + (select count(*) from tenant where code = 'temp9') as n`,
    );
    expect(Number(left?.n)).toBe(0);
    const zero = (
      await s.call<PageResult<Tenant>>('/tenant/tenant/page', {
        ...P,
        token: platform.token,
        body: { model: { code: '0000' } },
      })
    ).body.data.records[0];
    const ro = await s.call('/tenant/tenant', {
      ...P,
      method: 'DELETE',
      token: platform.token,
      body: [zero?.id],
    });
    expect(ro.body.isSuccess).toBe(false);
  });
});

describe('tenant query, check, preview, export and import', () => {
  it('lists tenants by filter and checks code uniqueness', async () => {
    const q = await s.call<Tenant[]>('/tenant/tenant/query', {
      ...P,
      token: platform.token,
      body: { code: '111' },
    });
    expect(q.body.data.map((t) => t.code)).toEqual(['1111']);
    const taken = await s.call('/tenant/tenant/check?code=1111', { ...P, token: platform.token });
    expect(taken.body.data).toBe(true);
    const free = await s.call('/tenant/tenant/check?code=9999', { ...P, token: platform.token });
    expect(free.body.data).toBe(false);
    const self = await s.call(`/tenant/tenant/check?code=1111&id=${q.body.data[0]?.id}`, {
      ...P,
      token: platform.token,
    });
    expect(self.body.data).toBe(false);
  });

  it('exports and previews tenants, and imports them all or none', async () => {
    const preview = await s.call<string>('/tenant/tenant/preview', {
      ...P,
      token: platform.token,
      lang: 'en',
      body: {},
    });
    expect(preview.body.data).toContain('<th>Code</th>');
    expect(preview.body.data).toContain('<td>1111</td>');
    const exported = await s.call('/tenant/tenant/export', { ...P, token: platform.token, body: {} });
    expect(exported.res.headers.get('content-type')).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await exported.res.arrayBuffer());
    expect(book.worksheets[0]?.getRow(2).getCell(1).text).toMatch(/^\w+$/);

    const bad = await xlsxFile([
      ['编码', '名称', '域名'],
      ['imp1', '导入学校一', 'imp1.example.org'],
      ['1111', '重复', ''],
      ['imp3', '域名重复', 'LOCALHOST'],
    ]);
    const refused = await s.call('/tenant/tenant/import', {
      ...P,
      token: platform.token,
      form: { file: bad },
    });
    expect(refused.status).toBe(400);
    expect(issueCodes(refused.body)).toEqual(['rows.3.code=exists', 'rows.4.domain=exists']);
    expect((await s.call('/tenant/tenant/check?code=imp1', { ...P, token: platform.token })).body.data).toBe(
      false,
    );

    const good = await xlsxFile([
      ['Code', 'Name', 'Domain'],
      ['imp1', '导入学校一', 'imp1.example.org'],
      ['imp2', '导入学校二', ''],
    ]);
    const ok = await s.call('/tenant/tenant/import', { ...P, token: platform.token, form: { file: good } });
    expect(ok.body.data, ok.body.msg).toEqual({ count: 2 });
    const admin = await s.login('admin', SEED.initialPassword, 'imp2');
    expect(admin.account).toBe('admin');
  });
});

describe('tenant domains are unique', () => {
  it('refuses a domain another tenant serves, whatever its case', async () => {
    const dup = await s.call('/tenant/tenant', {
      ...P,
      token: platform.token,
      lang: 'en',
      body: { code: 'dom_1', name: 'dom', domain: 'LocalHost' },
    });
    expect(dup.status).toBe(400);
    expect(issueCodes(dup.body)).toEqual(['domain=exists']);
    expect(dup.body.msg).toMatch(/already exists/);
    const made = await s.call<Tenant>('/tenant/tenant', {
      ...P,
      token: platform.token,
      body: { code: 'dom_2', name: 'dom', domain: 'dom2.example.org' },
    });
    expect(made.body.isSuccess, made.body.msg).toBe(true);
    const steal = await s.call('/tenant/tenant', {
      ...P,
      token: platform.token,
      method: 'PUT',
      body: { id: made.body.data.id, domain: 'LOCALHOST' },
    });
    expect(issueCodes(steal.body)).toEqual(['domain=exists']);
    const same = await s.call('/tenant/tenant', {
      ...P,
      token: platform.token,
      method: 'PUT',
      body: { id: made.body.data.id, domain: 'DOM2.example.org' },
    });
    expect(same.body.isSuccess).toBe(true);
    // The database holds the rule too.
    await expect(s.sql(sql`update tenant set domain = 'localhost' where code = 'dom_2'`)).rejects.toThrow();
  });
});
