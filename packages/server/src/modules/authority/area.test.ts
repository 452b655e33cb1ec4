import type { Area, AreaHit, PageResult } from '@pocket/contract';
import { describe, expect, it } from 'vitest';
import { SEED, useTestServer } from '../../test/server.ts';

const { s, admin, platform } = useTestServer({ loginLogDays: 1 }, ['admin', 'platform']);
const asPlatform = <T>(path: string, body?: unknown, method?: string) =>
  s.call<T>(path, {
    token: platform.token,
    tenant: SEED.platformTenant,
    lang: 'en',
    ...(body === undefined ? {} : { body }),
    ...(method ? { method } : {}),
  });

describe('areas', () => {
  it('seeds all 34 provincial-level divisions from the data package, with cities and districts', async () => {
    const provinces = (await s.call<Area[]>('/authority/area/linkage', { token: admin.token })).body.data;
    expect(provinces).toHaveLength(34);
    const names = provinces.map((p) => p.label);
    for (const name of ['北京市', '广东省', '台湾省', '香港特别行政区', '澳门特别行政区'])
      expect(names).toContain(name);
    expect(provinces.every((p) => p.level === 'PROVINCE' && p.hasChildren)).toBe(true);
    const guangdong = provinces.find((p) => p.code === '440000') as Area;
    const cities = (
      await s.call<Area[]>(`/authority/area/linkage?parentId=${guangdong.id}`, { token: admin.token })
    ).body.data;
    const shenzhen = cities.find((c) => c.label === '深圳市') as Area;
    expect(shenzhen).toMatchObject({
      code: '440300',
      level: 'CITY',
      parentCode: '440000',
      source: 'china-area-data',
    });
    const districts = (
      await s.call<Area[]>(`/authority/area/linkage?parentId=${shenzhen.id}`, { token: admin.token })
    ).body.data;
    expect(districts.map((d) => d.label)).toContain('南山区');
    expect(districts.every((d) => d.level === 'COUNTY' && !d.hasChildren)).toBe(true);
  });

  it('finds a district by typing, with its path from the province, for any signed-in user', async () => {
    const staff = await s.login(SEED.staffAccount);
    const hits = (
      await s.call<AreaHit[]>(`/authority/area/search?keyword=${encodeURIComponent('南山')}`, {
        token: staff.token,
      })
    ).body.data;
    const nanshan = hits.find((h) => h.code === '440305') as AreaHit;
    expect(nanshan.path.map((p) => p.label)).toEqual(['广东省', '深圳市', '南山区']);
    const paths = (
      await s.call<AreaHit[]>('/authority/area/path?codes=440305,110101', { token: staff.token })
    ).body.data;
    expect(paths.map((p) => p.path.map((x) => x.label).join('/')).sort()).toEqual([
      '北京市/市辖区/东城区',
      '广东省/深圳市/南山区',
    ]);
  });

  it('lets only the platform change areas; levels must fit the parent', async () => {
    const tenantTry = await s.call('/authority/area', {
      token: admin.token,
      body: { code: '990000', label: 'x', level: 'PROVINCE' },
    });
    expect(tenantTry.status).toBe(403);
    const province = (
      await asPlatform<Area>('/authority/area', { code: '990000', label: '测试省', level: 'PROVINCE' })
    ).body.data;
    const bad = await asPlatform('/authority/area', {
      code: '990100',
      label: '错',
      level: 'PROVINCE',
      parentId: province.id,
    });
    expect(bad.status).toBe(400);
    const city = (
      await asPlatform<Area>('/authority/area', {
        code: '990100',
        label: '测试市',
        level: 'CITY',
        parentId: province.id,
        longitude: 116.4,
        latitude: 39.9,
      })
    ).body.data;
    expect(city).toMatchObject({
      fullName: '测试省测试市',
      parentCode: '990000',
      longitude: 116.4,
      latitude: 39.9,
    });
    const page = (
      await s.page<Area>('/authority/area/page', {
        token: platform.token,
        tenant: SEED.platformTenant,
        body: { model: { code: '99' } },
      })
    ).body.data as PageResult<Area>;
    expect(page.records.map((r) => r.code).sort()).toEqual(['990000', '990100']);
    expect(
      (await asPlatform<{ deleted: number }>('/authority/area', [province.id], 'DELETE')).body.data,
    ).toEqual({ deleted: 2 });
  });
});
