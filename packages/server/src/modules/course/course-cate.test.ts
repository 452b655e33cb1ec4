import type { CourseCate, LoginResult } from '@pocket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../../test/server.ts';
import type { TestServer } from '../../test/server.ts';

let s: TestServer;
let admin: LoginResult;

const create = (body: object, lang: 'zh' | 'en' = 'en') =>
  s.call<CourseCate>('/course/courseCate', { token: admin.token, body, lang });
const update = (body: object) =>
  s.call<CourseCate>('/course/courseCate', { method: 'PUT', token: admin.token, body, lang: 'en' });
const tree = async (query = '') =>
  (await s.call<CourseCate[]>(`/course/courseCate/tree${query}`, { token: admin.token })).body.data;

beforeAll(async () => {
  s = await createTestServer({ loginLogDays: 1 });
  admin = await s.login();
});
afterAll(() => s.close());

describe('course categories', () => {
  it('keeps two levels: a third is refused with a clear message, in the request language', async () => {
    const top = (await create({ label: 'Music', type: 'COURSE' })).body.data;
    const child = (await create({ label: 'Piano', type: 'COURSE', parentId: top.id })).body.data;
    expect(child.parentId).toBe(top.id);
    const third = await create({ label: 'Scales', type: 'COURSE', parentId: child.id });
    expect(third.body).toMatchObject({ isSuccess: false, code: -10 });
    expect(third.body.msg).toMatch(/two levels at most/);
    const zh = await create({ label: '音阶', type: 'COURSE', parentId: child.id }, 'zh');
    expect(zh.body.msg).toMatch(/最多两级/);
    // A category with children stays at the top; none moves under itself.
    const other = (await create({ label: 'Art', type: 'COURSE' })).body.data;
    expect(
      (await update({ id: top.id, label: top.label, type: 'COURSE', parentId: other.id })).body.msg,
    ).toMatch(/two levels at most/);
    expect(
      (await update({ id: other.id, label: other.label, type: 'COURSE', parentId: other.id })).body.msg,
    ).toMatch(/two levels at most/);
    const node = (await tree()).find((n) => n.id === top.id);
    expect(node?.children?.map((c) => c.label)).toEqual(['Piano']);
    expect(node?.children?.[0]?.children).toBeUndefined();
  });

  it('gives a child its parent’s type, lists by type, and validates', async () => {
    const downloads = (await create({ label: 'Handouts', type: 'DOWNLOAD' })).body.data;
    const child = (await create({ label: 'Week 1', type: 'COURSE', parentId: downloads.id })).body.data;
    expect(child.type).toBe('DOWNLOAD');
    const onlyDownloads = await tree('?type=DOWNLOAD');
    expect(onlyDownloads.every((n) => n.type === 'DOWNLOAD')).toBe(true);
    expect(onlyDownloads.map((n) => n.label)).toContain('Handouts');
    const bad = await create({ label: '', type: 'VIDEO', logo: 'not a url', sortValue: -1 });
    expect(bad.status).toBe(400);
    expect((bad.body.extra?.issues ?? []).map((i) => i.path.join('.')).sort()).toEqual([
      'label',
      'logo',
      'sortValue',
      'type',
    ]);
  });

  it('deletes a category with its children and says how many went', async () => {
    const top = (await create({ label: 'Sports', type: 'COURSE' })).body.data;
    await create({ label: 'Football', type: 'COURSE', parentId: top.id });
    await create({ label: 'Tennis', type: 'COURSE', parentId: top.id });
    const gone = await s.call<{ deleted: number }>('/course/courseCate', {
      method: 'DELETE',
      token: admin.token,
      body: [top.id],
    });
    expect(gone.body.data).toEqual({ deleted: 3 });
    expect((await tree()).some((n) => n.label === 'Sports')).toBe(false);
    const again = await s.call('/course/courseCate', {
      method: 'DELETE',
      token: admin.token,
      body: [top.id],
    });
    expect(again.status).toBe(404);
  });

  it('seeds categories of both types for the demo tenant', async () => {
    const seeded = await tree();
    expect(seeded.map((n) => n.type)).toEqual(expect.arrayContaining(['COURSE', 'DOWNLOAD']));
    expect(seeded.some((n) => (n.children ?? []).length > 0)).toBe(true);
  });
});
