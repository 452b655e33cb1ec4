import { endpoints } from '@pocket/contract';
import type { Parameter } from '@pocket/contract';
import { describe, expect, it } from 'vitest';
import { expectContract, issueCodes, useTestServer } from '../../test/server.ts';

const { s, admin, platform } = useTestServer({ loginLogDays: 1 }, ['admin', 'platform']);

const page = (model: object = {}) =>
  s.page<Parameter>('/authority/parameter/page', { token: admin.token, body: { model } });
const byKey = async (key: string) => (await page()).body.data.records.find((p) => p.key === key) as Parameter;

describe('parameters', () => {
  it('pages the tenant parameters by key, with filters', async () => {
    const r = await page();
    expectContract(endpoints.parameterPage, r.body);
    const keys = r.body.data.records.map((p) => p.key);
    expect(keys).toEqual(expect.arrayContaining(['INITIAL_PASSWORD', 'LOGIN_POLICY']));
    expect([...keys].sort()).toEqual(keys);
    expect((await page({ key: 'initial' })).body.data.records.map((p) => p.key)).toEqual([
      'INITIAL_PASSWORD',
    ]);
    expect((await page({ state: 'false' })).body.data.total).toBe('0');
  });

  it('creates with a unique key and validates every field', async () => {
    const bad = await s.call('/authority/parameter', {
      token: admin.token,
      body: { key: 'a b', name: '', value: '' },
    });
    expect(bad.status).toBe(400);
    expect(issueCodes(bad.body)).toEqual(
      expect.arrayContaining(['key=identifier', 'name=required', 'value=required']),
    );
    const ok = await s.call<Parameter>('/authority/parameter', {
      token: admin.token,
      body: { key: 'SITE_TITLE', name: 'Site title', value: 'Pocket', describe: '' },
    });
    expect(ok.body.data).toMatchObject({ key: 'SITE_TITLE', value: 'Pocket', describe: null, state: true });
    const dup = await s.call('/authority/parameter', {
      token: admin.token,
      body: { key: 'site_title', name: 'Again', value: 'x' },
    });
    expect(issueCodes(dup.body)).toEqual(['key=exists']);
    // Keys are per tenant: the platform tenant may use the same one.
    const other = await s.call<Parameter>('/authority/parameter', {
      token: platform.token,
      tenant: '0000',
      body: { key: 'SITE_TITLE', name: 'Platform title', value: 'Platform' },
    });
    expect(other.body.isSuccess).toBe(true);
  });

  it('keeps the initial password a valid password, and new users get the changed value', async () => {
    const initial = await byKey('INITIAL_PASSWORD');
    const short = await s.call('/authority/parameter', {
      method: 'PUT',
      token: admin.token,
      body: { ...initial, value: '123' },
    });
    expect(issueCodes(short.body)).toEqual(['value=length:6:20']);
    const changed = await s.call('/authority/parameter', {
      method: 'PUT',
      token: admin.token,
      body: { id: initial.id, key: initial.key, name: initial.name, value: 'welcome2026' },
    });
    expect(changed.body.isSuccess).toBe(true);
    const created = await s.call('/authority/user', {
      token: admin.token,
      body: { account: 'param_user', name: 'Param' },
    });
    expect(created.body).toMatchObject({ isSuccess: true });
    expect((await s.login('param_user', 'welcome2026')).account).toBe('param_user');
  });

  it('refuses changing or deleting built-in parameters', async () => {
    const builtIn = await byKey('LOGIN_POLICY');
    expect(builtIn.readonly).toBe(true);
    const edit = await s.call('/authority/parameter', {
      method: 'PUT',
      token: admin.token,
      body: { id: builtIn.id, key: builtIn.key, name: 'x', value: 'y' },
    });
    expect(edit.body).toMatchObject({ isSuccess: false, msg: '只读数据，不可操作' });
    const site = await byKey('SITE_TITLE');
    const del = await s.call('/authority/parameter', {
      method: 'DELETE',
      token: admin.token,
      body: [site.id, builtIn.id],
    });
    expect(del.body.isSuccess).toBe(false);
    expect(await byKey('SITE_TITLE')).toBeDefined();
    const ok = await s.call('/authority/parameter', {
      method: 'DELETE',
      token: admin.token,
      body: [site.id],
    });
    expect(ok.body.data).toBe(true);
    expect(await byKey('SITE_TITLE')).toBeUndefined();
  });
});
