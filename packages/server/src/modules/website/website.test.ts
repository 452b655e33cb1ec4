import { websiteMediaPath, endpoints } from '@pocket/contract';
import type {
  LoginResult,
  WebsiteAbout,
  WebsiteCatePage,
  WebsiteDownPage,
  WebsiteHome,
  WebsiteView,
} from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectContract, SEED, useTestServer } from '../../test/server.ts';
import type { CallOptions } from '../../test/server.ts';

const { s, platform } = useTestServer({ loginLogDays: 1 }, ['platform']);

const A = { code: 'webA', domain: 'school-a.example.test' };
const B = { code: 'webB', domain: 'school-b.example.test' };

/** Every stored file address of the test courses holds this marker; no website answer may. */
const SECRET = 'storedsecret';
const stored = (name: string) => `/api/file/${SECRET}/${name}`;

let n = 0;
const nextId = () => 880_000 + ++n;

async function cate(
  tenant: string,
  label: string,
  o: { parent?: number; type?: 'COURSE' | 'DOWNLOAD'; state?: boolean; sort?: number } = {},
) {
  const id = nextId();
  await s.sql(sql`
    insert into course_cate (id, tenant_code, label, parent_id, type, sort_value, state)
    values (${id}, ${tenant}, ${label}, ${o.parent ?? 0}, ${o.type ?? 'COURSE'}, ${o.sort ?? 0}, ${o.state ?? true})`);
  return id;
}

type CourseSeed = {
  name: string;
  category: number;
  parent?: number;
  price?: number;
  putaway?: boolean;
  enabled?: boolean;
  sort?: number;
  buy?: number;
  study?: number;
  created?: string;
  trial?: boolean;
  video?: boolean;
  pdf?: boolean;
  ppt?: boolean;
  badge?: string;
  introduce?: string;
};

async function courseRow(tenant: string, c: CourseSeed) {
  const id = nextId();
  await s.sql(sql`
    insert into course (id, tenant_code, course_name, course_logo, category_id, category_parent, price,
      course_type, video_url, handle_url, video_test_url, pdf_url, ppt_url, is_putaway, status_id,
      course_sort, count_buy, count_study, create_time, label_activity, introduce)
    values (${id}, ${tenant}, ${c.name}, ${'/api/file/anno/attachment/1/' + 'a'.repeat(32) + '.png'},
      ${c.category}, ${c.parent ?? c.category}, ${c.price ?? 0}, 'VIDEO',
      ${c.video === false ? null : stored(`${id}-source.mp4`)}, ${c.video === false ? null : stored(`${id}-handled.mp4`)},
      ${c.trial === false ? null : stored(`${id}-trial.mp4`)},
      ${c.pdf ? stored(`${id}.pdf`) : null}, ${c.ppt ? stored(`${id}.pptx`) : null},
      ${c.putaway ?? true}, ${c.enabled ?? true}, ${c.sort ?? 0}, ${c.buy ?? 0}, ${c.study ?? 0},
      ${c.created ?? '2026-01-01 00:00:00+00'}, ${c.badge ?? null}, ${c.introduce ?? null})`);
  return String(id);
}

const get = <T>(path: string, query: Record<string, string | number>, o: CallOptions = {}) =>
  s.call<T>(
    `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    {
      tenant: null,
      basic: null,
      lang: 'en',
      ...o,
    },
  );

const home = (domain: string) => get<WebsiteHome>('/website/anno/home', { domain });
const catePage = (query: Record<string, string | number>) =>
  get<WebsiteCatePage>('/website/anno/cate', query);
const view = (domain: string, id: string, o: CallOptions = {}) =>
  get<WebsiteView>('/website/anno/view', { domain, id }, o);
const down = (query: Record<string, string | number>, o: CallOptions = {}) =>
  get<WebsiteDownPage>('/website/anno/down', query, o);

/** Every answer the tests received, to look for stored file addresses at the end. */
const answers: string[] = [];
const keep = <T extends { body: unknown }>(r: T) => {
  answers.push(JSON.stringify(r.body));
  return r;
};

const ids: Record<string, string> = {};
const cates: Record<string, number> = {};
let adminA: LoginResult;
let adminB: LoginResult;

beforeAll(async () => {
  for (const t of [A, B]) {
    const r = await s.call('/tenant/tenant', {
      tenant: SEED.platformTenant,
      token: platform.token,
      body: { code: t.code, name: `School ${t.code}`, domain: t.domain, describe: `About ${t.code}` },
    });
    expect(r.body.isSuccess, r.body.msg).toBe(true);
  }
  adminA = await s.login('admin', SEED.initialPassword, A.code);
  adminB = await s.login('admin', SEED.initialPassword, B.code);
  await s.sql(
    sql`update parameter set value = '#11A983' where tenant_code = ${A.code} and key = 'WEBSITE_THEME_COLOR'`,
  );

  cates.music = await cate(A.code, 'Music', { sort: 1 });
  cates.piano = await cate(A.code, 'Piano', { parent: cates.music, sort: 1 });
  cates.violin = await cate(A.code, 'Violin', { parent: cates.music, sort: 2 });
  cates.art = await cate(A.code, 'Art', { sort: 2 });
  cates.hidden = await cate(A.code, 'Hidden', { sort: 3, state: false });
  cates.hiddenChild = await cate(A.code, 'Under hidden', { parent: cates.hidden });
  cates.handouts = await cate(A.code, 'Handouts', { type: 'DOWNLOAD' });
  cates.week1 = await cate(A.code, 'Week 1', { type: 'DOWNLOAD', parent: cates.handouts });
  cates.bMusic = await cate(B.code, 'B music');

  const music = cates.music;
  ids.freePiano = await courseRow(A.code, {
    name: 'Free piano',
    category: cates.piano!,
    parent: music,
    sort: 1,
    buy: 1,
    study: 1,
    created: '2026-03-01 00:00:00+00',
    badge: '限时免费',
    introduce: '<p>Learn <b>piano</b></p><script>alert(1)</script><img src=x onerror=alert(2)>',
  });
  ids.paidPiano = await courseRow(A.code, {
    name: 'Paid piano',
    category: cates.piano!,
    parent: music,
    price: 9900,
    sort: 2,
    buy: 50,
    study: 10,
    created: '2026-02-01 00:00:00+00',
    pdf: true,
  });
  ids.paidViolin = await courseRow(A.code, {
    name: 'Paid violin',
    category: cates.violin!,
    parent: music,
    price: 100,
    sort: 3,
    buy: 5,
    created: '2026-04-01 00:00:00+00',
    trial: false,
  });
  ids.art = await courseRow(A.code, {
    name: 'Free art',
    category: cates.art!,
    sort: 4,
    created: '2026-01-15 00:00:00+00',
  });
  ids.offShelf = await courseRow(A.code, {
    name: 'Off shelf',
    category: cates.piano!,
    parent: music,
    putaway: false,
  });
  ids.disabled = await courseRow(A.code, {
    name: 'Disabled',
    category: cates.piano!,
    parent: music,
    enabled: false,
  });
  ids.inHidden = await courseRow(A.code, {
    name: 'In hidden',
    category: cates.hiddenChild!,
    parent: cates.hidden,
  });
  ids.freeHandout = await courseRow(A.code, {
    name: 'Free handout',
    category: cates.week1!,
    parent: cates.handouts,
    pdf: true,
    ppt: true,
    video: false,
    trial: false,
  });
  ids.paidHandout = await courseRow(A.code, {
    name: 'Paid handout',
    category: cates.handouts!,
    price: 500,
    pdf: true,
    video: false,
    trial: false,
  });
  ids.b = await courseRow(B.code, { name: 'B secret course', category: cates.bMusic!, pdf: true });
});

describe('the website of a domain', () => {
  it('shows the home of the domain’s tenant: brand, level-1 categories, on-sale courses in website order', async () => {
    const r = keep(await home(A.domain.toUpperCase()));
    const data = expectContract(endpoints.websiteHome, r.body).data as WebsiteHome;
    expect(data.brand).toEqual({
      tenantCode: A.code,
      name: `School ${A.code}`,
      logo: null,
      themeColor: '#11A983',
    });
    expect(data.categories.map((c) => c.label)).toEqual(['Music', 'Art']);
    expect(data.courses.map((c) => c.courseName)).toEqual([
      'Free piano',
      'Paid piano',
      'Paid violin',
      'Free art',
    ]);
    expect(data.banner.map((c) => c.courseName)).toEqual([
      'Free piano',
      'Paid piano',
      'Paid violin',
      'Free art',
    ]);
    expect(data.courses[0]).toMatchObject({ labelActivity: '限时免费', isFree: true, categoryName: 'Piano' });
    expect(data.courses[1]).toMatchObject({ price: 9900, isFree: false });
  });

  it('never shows another tenant’s courses or categories, also when asked by id', async () => {
    const a = keep(await home(A.domain));
    expect(JSON.stringify(a.body)).not.toContain('B secret');
    expect(JSON.stringify(a.body)).not.toContain('B music');
    const b = keep(await home(B.domain));
    expect(b.body.data.courses.map((c) => c.courseName)).toEqual(['B secret course']);
    expect(JSON.stringify(b.body)).not.toContain('piano');
    // B's course and category through A's domain: not found.
    expect(keep(await view(A.domain, ids.b!)).status).toBe(404);
    expect(keep(await catePage({ domain: A.domain, categoryId: cates.bMusic! })).status).toBe(404);
    expect(keep(await view(B.domain, ids.freePiano!)).status).toBe(404);
    // A signed-in user of B on A's site is nobody there: no downloads.
    expect(keep(await down({ domain: A.domain }, { token: adminB.token })).status).toBe(401);
  });

  it('answers an unknown domain with 404', async () => {
    const r = keep(await home('nobody.example.test'));
    expect(r.status).toBe(404);
    expect(r.body.msg).toBe('No tenant serves this domain');
  });

  it('shows only on-sale, enabled courses of enabled categories', async () => {
    const all = keep(await catePage({ domain: A.domain, size: 48 }));
    const names = all.body.data.page.records.map((c) => c.courseName);
    expect(names).toEqual(['Free piano', 'Paid piano', 'Paid violin', 'Free art']);
    for (const hidden of [ids.offShelf!, ids.disabled!, ids.inHidden!]) {
      expect(keep(await view(A.domain, hidden)).status).toBe(404);
    }
    expect(keep(await catePage({ domain: A.domain, categoryId: cates.hidden! })).status).toBe(404);
  });

  it('filters a category by level-2 tab and price, sorts by newest or popularity, and pages', async () => {
    const music = keep(await catePage({ domain: A.domain, categoryId: cates.music! }));
    const data = expectContract(endpoints.websiteCate, music.body).data as WebsiteCatePage;
    expect(data.category?.label).toBe('Music');
    expect(data.tabs.map((t) => t.label)).toEqual(['Piano', 'Violin']);
    expect(data.categories.map((c) => c.label)).toEqual(['Music', 'Art']);
    expect(data.page.records.map((c) => c.courseName)).toEqual(['Free piano', 'Paid piano', 'Paid violin']);
    const names = async (q: Record<string, string | number>) =>
      keep(await catePage({ domain: A.domain, categoryId: cates.music!, ...q })).body.data.page.records.map(
        (c) => c.courseName,
      );
    expect(await names({ subId: cates.piano! })).toEqual(['Free piano', 'Paid piano']);
    expect(await names({ price: 'paid' })).toEqual(['Paid piano', 'Paid violin']);
    expect(await names({ price: 'free' })).toEqual(['Free piano']);
    expect(await names({ sort: 'newest' })).toEqual(['Paid violin', 'Free piano', 'Paid piano']);
    expect(await names({ sort: 'popular' })).toEqual(['Paid piano', 'Paid violin', 'Free piano']);
    const second = keep(await catePage({ domain: A.domain, categoryId: cates.music!, size: 2, current: 2 }));
    expect(second.body.data.page).toMatchObject({ total: '3', size: '2', current: '2', pages: '2' });
    expect(second.body.data.page.records.map((c) => c.courseName)).toEqual(['Paid violin']);
    // A tab of another category is no tab here.
    expect(
      keep(await catePage({ domain: A.domain, categoryId: cates.art!, subId: cates.piano! })).status,
    ).toBe(404);
  });

  it('gives the full video of a free course to anyone, of a paid one to nobody yet; trial to all', async () => {
    const free = keep(await view(A.domain, ids.freePiano!));
    const data = expectContract(endpoints.websiteView, free.body).data as WebsiteView;
    expect(data.mayWatch).toBe(true);
    expect(data.signedIn).toBe(false);
    expect(data.media).toEqual({
      trial: websiteMediaPath(ids.freePiano!, 'trial'),
      video: websiteMediaPath(ids.freePiano!, 'video'),
      pdf: null,
      ppt: null,
    });
    expect(data.course.introduce).toContain('<b>piano</b>');
    expect(data.course.introduce).not.toMatch(/script|onerror/);

    const paid = keep(await view(A.domain, ids.paidPiano!)).body.data;
    expect(paid.mayWatch).toBe(false);
    expect(paid.media).toEqual({
      trial: websiteMediaPath(ids.paidPiano!, 'trial'),
      video: null,
      pdf: null,
      ppt: null,
    });
    // Signed in, without a paid order or a membership, changes nothing for a paid course.
    const signedIn = keep(await view(A.domain, ids.paidPiano!, { token: adminA.token })).body.data;
    expect(signedIn).toMatchObject({ signedIn: true, mayWatch: false, media: { video: null, pdf: null } });
    // No trial clip stored: no trial path.
    expect(keep(await view(A.domain, ids.paidViolin!)).body.data.media.trial).toBeNull();
    // A garbage token is no session: the page still answers, anonymously.
    const garbage = keep(await view(A.domain, ids.freePiano!, { token: 'not.a.jwt' }));
    expect(garbage.body.data).toMatchObject({ signedIn: false, mayWatch: true });
  });

  it('lists downloads only to a signed-in user of the tenant, with paths only where allowed', async () => {
    const anonymous = keep(await down({ domain: A.domain }));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(40003);
    expect(keep(await down({ domain: A.domain }, { token: 'not.a.jwt' })).status).toBe(401);
    const r = keep(await down({ domain: A.domain }, { token: adminA.token }));
    const data = expectContract(endpoints.websiteDown, r.body).data as WebsiteDownPage;
    expect(data.categories).toEqual([
      expect.objectContaining({
        label: 'Handouts',
        children: [expect.objectContaining({ label: 'Week 1' })],
      }),
    ]);
    const byName = Object.fromEntries(data.page.records.map((i) => [i.courseName, i]));
    expect(Object.keys(byName).sort()).toEqual(['Free handout', 'Paid handout']);
    expect(byName['Free handout']!.media).toEqual({
      pdf: websiteMediaPath(ids.freeHandout!, 'pdf'),
      ppt: websiteMediaPath(ids.freeHandout!, 'ppt'),
    });
    expect(byName['Paid handout']).toMatchObject({ mayWatch: false, media: { pdf: null, ppt: null } });
    const week1 = keep(await down({ domain: A.domain, categoryId: cates.week1! }, { token: adminA.token }));
    expect(week1.body.data.page.records.map((i) => i.courseName)).toEqual(['Free handout']);
    // A course category is no download category; and downloads never list on the home.
    expect(
      keep(await down({ domain: A.domain, categoryId: cates.music! }, { token: adminA.token })).status,
    ).toBe(404);
    expect(JSON.stringify(keep(await home(A.domain)).body)).not.toContain('handout');
    // The detail of a download for a signed-in user: its PDF path, no video.
    const detail = keep(await view(A.domain, ids.freeHandout!, { token: adminA.token })).body.data;
    expect(detail.media).toEqual({
      trial: null,
      video: null,
      pdf: websiteMediaPath(ids.freeHandout!, 'pdf'),
      ppt: websiteMediaPath(ids.freeHandout!, 'ppt'),
    });
    expect(keep(await view(A.domain, ids.freeHandout!)).body.data.media.pdf).toBeNull();
  });

  it('tells about the tenant', async () => {
    const r = keep(await get<WebsiteAbout>('/website/anno/about', { domain: A.domain }));
    const data = expectContract(endpoints.websiteAbout, r.body).data as WebsiteAbout;
    expect(data).toMatchObject({ describe: `About ${A.code}`, brand: { name: `School ${A.code}` } });
  });

  it('refuses bad input with a 400 and unknown rows with a 404', async () => {
    const bad = async (path: string, query: Record<string, string | number>) => {
      const r = keep(await get(path, query));
      expect(r.status, `${path} ${JSON.stringify(query)}`).toBe(400);
      expect(r.body.code).toBe(-9);
    };
    await bad('/website/anno/home', { domain: 'a\0b' });
    await bad('/website/anno/home', { domain: 'bad domain/x' });
    await bad('/website/anno/home', { domain: 'x'.repeat(101) });
    await bad('/website/anno/cate', { domain: A.domain, current: 99_999_999 });
    await bad('/website/anno/cate', { domain: A.domain, current: 0 });
    await bad('/website/anno/cate', { domain: A.domain, size: 1000 });
    await bad('/website/anno/cate', { domain: A.domain, sort: 'price' });
    await bad('/website/anno/cate', { domain: A.domain, categoryId: '99999999999999999999999' });
    await bad('/website/anno/view', { domain: A.domain, id: 'abc' });
    await bad('/website/anno/down', { domain: A.domain, current: 1e12 });
    expect(keep(await view(A.domain, '123456789')).status).toBe(404);
    expect(keep(await catePage({ domain: A.domain, categoryId: '123456789' })).status).toBe(404);
    // A page beyond the last is empty, not an error.
    const far = keep(await catePage({ domain: A.domain, current: 1000 }));
    expect(far.body.data.page.records).toEqual([]);
  });

  it('never put a stored file address in any answer above', () => {
    expect(answers.length).toBeGreaterThan(30);
    expect(answers.filter((a) => a.includes(SECRET) || a.includes('.mp4'))).toEqual([]);
  });
});
