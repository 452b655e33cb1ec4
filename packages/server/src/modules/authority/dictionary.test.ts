import { endpoints } from '@pocket/contract';
import type { Dictionary, DictionaryType } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContract, issueCodes, useTestServer } from '../../test/server.ts';

const { s, admin } = useTestServer({ loginLogDays: 1 }, ['admin']);

const page = (model: object = {}) =>
  s.page<Dictionary>('/authority/dictionary/page', { token: admin.token, body: { model } });

describe('dictionaries', () => {
  it('lists the types and the items of one type in order', async () => {
    const types = await s.call<DictionaryType[]>('/authority/dictionary/types', { token: admin.token });
    expectContract(endpoints.dictionaryTypes, types.body);
    expect(types.body.data.map((d) => d.type)).toEqual(expect.arrayContaining(['EDUCATION', 'NATION']));
    const education = await page({ type: 'EDUCATION' });
    expectContract(endpoints.dictionaryPage, education.body);
    const sorts = education.body.data.records.map((d) => d.sortValue);
    expect([...sorts].sort((a, b) => a - b)).toEqual(sorts);
    expect((await page({ name: 'bachelor' })).body.data.records.map((d) => d.code)).toEqual(['BACHELOR']);
  });

  it('creates items with a code unique within the type, and the lookup serves them', async () => {
    const bad = await s.call('/authority/dictionary', {
      token: admin.token,
      body: { type: 'x', label: '', code: 'a b', name: '' },
    });
    expect(issueCodes(bad.body)).toEqual(
      expect.arrayContaining(['type=length:2:64', 'label=required', 'code=identifier', 'name=required']),
    );
    const dup = await s.call('/authority/dictionary', {
      token: admin.token,
      body: { type: 'EDUCATION', label: '学历', code: 'MASTER', name: '硕士' },
    });
    expect(issueCodes(dup.body)).toEqual(['code=exists']);
    const made = await s.call<Dictionary>('/authority/dictionary', {
      token: admin.token,
      body: {
        type: 'EDUCATION',
        label: '学历',
        code: 'POSTDOC',
        name: '博士后',
        nameEn: 'Postdoc',
        sortValue: 0,
      },
    });
    expect(made.body.data).toMatchObject({ code: 'POSTDOC', nameEn: 'Postdoc', state: true });
    const lookup = await s.call<Record<string, { code: string; name: string }[]>>('/oauth/dictionary/codes', {
      token: admin.token,
      lang: 'en',
      body: ['EDUCATION'],
    });
    expect(lookup.body.data.EDUCATION).toContainEqual({ code: 'POSTDOC', name: 'Postdoc' });
  });

  it('changes and deletes items, never built-in ones', async () => {
    const item = (await page({ type: 'EDUCATION', name: 'postdoc' })).body.data.records[0] as Dictionary;
    const changed = await s.call<Dictionary>('/authority/dictionary', {
      method: 'PUT',
      token: admin.token,
      body: { ...item, name: '博士后研究', nameEn: 'Postdoctoral', describe: '' },
    });
    expect(changed.body.data).toMatchObject({ name: '博士后研究', nameEn: 'Postdoctoral', describe: null });
    await s.db.execute(
      sql`update dictionary set readonly = true where code = 'DOCTOR' and tenant_code = '1111'`,
    );
    const builtIn = (await page({ type: 'EDUCATION' })).body.data.records.find(
      (d) => d.code === 'DOCTOR',
    ) as Dictionary;
    const refused = await s.call('/authority/dictionary', {
      method: 'DELETE',
      token: admin.token,
      body: [item.id, builtIn.id],
    });
    expect(refused.body.isSuccess).toBe(false);
    expect((await page({ name: 'postdoc' })).body.data.total).toBe('1');
    const done = await s.call('/authority/dictionary', {
      method: 'DELETE',
      token: admin.token,
      body: [item.id],
    });
    expect(done.body.data).toBe(true);
    expect((await page({ name: 'postdoc' })).body.data.total).toBe('0');
  });
});
