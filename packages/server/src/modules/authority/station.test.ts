import { endpoints } from '@pocket/contract';
import type { Org, PageResult, Station } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectContract, issueCodes, useTestServer } from '../../test/server.ts';

const { s, admin, platform } = useTestServer({ loginLogDays: 1 }, ['admin', 'platform']);
let parent: Org;
let child: Org;

const page = (model: object = {}) =>
  s.page<Station>('/authority/station/page', { token: admin.token, body: { model } });

beforeAll(async () => {
  parent = (await s.call<Org>('/authority/org', { token: admin.token, body: { label: 'Station HQ' } })).body
    .data;
  child = (
    await s.call<Org>('/authority/org', {
      token: admin.token,
      body: { label: 'Station branch', parentId: parent.id },
    })
  ).body.data;
});

describe('stations', () => {
  it('creates, validates and lists them with their organisation', async () => {
    const bad = await s.call('/authority/station', {
      token: admin.token,
      body: { name: '', orgId: '999999999' },
    });
    expect(issueCodes(bad.body)).toEqual(expect.arrayContaining(['name=required']));
    const noOrg = await s.call('/authority/station', {
      token: admin.token,
      body: { name: 'Ghost', orgId: '999999999' },
    });
    expect(issueCodes(noOrg.body)).toEqual(['orgId=invalid']);
    const made = await s.call<Station>('/authority/station', {
      token: admin.token,
      body: { name: 'Teacher', orgId: child.id },
    });
    expectContract(endpoints.stationCreate, made.body);
    expect(made.body.data).toMatchObject({ name: 'Teacher', orgId: child.id, orgName: 'Station branch' });
    await s.call('/authority/station', { token: admin.token, body: { name: 'Free' } });
    // Filtering by an organisation finds the stations of the ones below it too.
    const underParent = await page({ orgId: parent.id });
    expect(underParent.body.data.records.map((r) => r.name)).toEqual(['Teacher']);
    expect((await page({ name: 'fre' })).body.data.records.map((r) => r.orgId)).toEqual([null]);
  });

  it('changes and deletes; the users holding a station keep their accounts', async () => {
    const st = (await page({ name: 'Teacher' })).body.data.records[0] as Station;
    const moved = await s.call<Station>('/authority/station', {
      method: 'PUT',
      token: admin.token,
      body: { id: st.id, name: 'Head teacher', orgId: '' },
    });
    expect(moved.body.data).toMatchObject({ name: 'Head teacher', orgId: null, orgName: null });
    const holder = await s.call<{ id: string }>('/authority/user/saveOrgUser', {
      token: admin.token,
      body: { account: 'st_holder', name: 'Holder', orgId: parent.id, stationId: st.id },
    });
    expect(holder.body.isSuccess).toBe(true);
    const del = await s.call('/authority/station', { method: 'DELETE', token: admin.token, body: [st.id] });
    expect(del.body.data).toBe(true);
    const [row] = await s.sql<{ station_id: string | null }>(
      sql`select station_id from "user" where account = 'st_holder' and tenant_code = '1111'`,
    );
    expect(row).toEqual({ station_id: null });
  });

  it('pages a joined listing with the count of every matching row, past its end too', async () => {
    for (const name of ['Paged A', 'Paged B', 'Paged C'])
      await s.call('/authority/station', { token: admin.token, body: { name, orgId: parent.id } });
    const at = async (current: number, model: object = { name: 'paged' }) =>
      (
        await s.call<PageResult<Station>>('/authority/station/page', {
          token: admin.token,
          body: { model, size: 2, current },
        })
      ).body.data;
    const first = await at(1);
    expect(first.records.map((r) => [r.name, r.orgName])).toEqual([
      ['Paged C', 'Station HQ'],
      ['Paged B', 'Station HQ'],
    ]);
    expect([first.total, first.pages]).toEqual(['3', '2']);
    const second = await at(2);
    expect(second.records.map((r) => r.name)).toEqual(['Paged A']);
    expect(second.total).toBe('3');
    const past = await at(3);
    expect([past.records, past.total]).toEqual([[], '3']);
    const none = await at(1, { name: 'no such station' });
    expect([none.records, none.total]).toEqual([[], '0']);
  });

  it("never links a station to another tenant's organisation", async () => {
    const linked = await s.call('/authority/station', {
      tenant: '0000',
      token: platform.token,
      body: { name: 'Sneaky', orgId: parent.id },
    });
    expect(issueCodes(linked.body)).toEqual(['orgId=invalid']);
  });
});
