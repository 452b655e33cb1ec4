import { MEDIA_MAX_BYTES } from '@pocket/contract';
import type { Attachment, Course, CourseCate, LoginResult } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngFile } from '../../test/files.ts';
import { createTestServer, SEED, tenantHeader } from '../../test/server.ts';
import type { CallOptions, TestServer } from '../../test/server.ts';

let s: TestServer;
let admin: LoginResult;
let platform: LoginResult;
let staff: LoginResult;
let learner: LoginResult;

/** Bytes that sniff as mp4 (a `ftyp` box), then a pattern that tells every offset apart. */
function mp4Bytes(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 7 + (i >> 8)) & 0xff;
  bytes.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d], 0);
  return bytes;
}
const mp4 = (size = 4096, name = 'clip.mp4') => new File([mp4Bytes(size)], name, { type: 'video/mp4' });
const pdf = (name = 'notes.pdf') =>
  new File([Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')], name, {
    type: 'application/pdf',
  });

const as = (who: LoginResult, tenant: string = SEED.demoTenant): CallOptions => ({
  token: who.token,
  tenant,
});

async function upload(kind: 'video' | 'pdf' | 'ppt', file: File, o: CallOptions = as(admin)) {
  return s.call<Attachment>('/file/attachment/media', { ...o, form: { file, kind } });
}
async function uploaded(kind: 'video' | 'pdf' | 'ppt', file: File, o: CallOptions = as(admin)) {
  const r = await upload(kind, file, o);
  expect(r.body.isSuccess, r.body.msg).toBe(true);
  return r.body.data.url;
}
async function cover(o: CallOptions = as(admin)) {
  const r = await s.call<Attachment>('/file/anyone/attachment/upload', { ...o, form: { file: pngFile() } });
  return r.body.data.url;
}
async function category(label: string, type: 'COURSE' | 'DOWNLOAD' = 'COURSE', o: CallOptions = as(admin)) {
  return (await s.call<CourseCate>('/course/courseCate', { ...o, body: { label, type } })).body.data.id;
}
const create = (body: object, lang: 'zh' | 'en' = 'en', o: CallOptions = as(admin)) =>
  s.call<Course>('/course/course', { ...o, body, lang });
const update = (body: object, lang: 'zh' | 'en' = 'en') =>
  s.call<Course>('/course/course', { ...as(admin), method: 'PUT', body, lang });
const courseCount = async () =>
  Number((await s.sql<{ n: number }>(sql`select count(*)::int as n from course`))[0]?.n);

/** Whether two byte arrays are equal (a failing deep-equal of megabytes would print for minutes). */
const same = (a: Uint8Array, b: Uint8Array) => Buffer.compare(Buffer.from(a), Buffer.from(b)) === 0;

/** A media request as a browser sends it: no client header; the tenant and token as given. */
const media = (id: string, kind: string, headers: Record<string, string> = {}, query = '') =>
  s.app.request(`/api/course/anno/media/${id}/${kind}${query}`, { headers });

let video: string;
let trial: string;
let notes: string;
let logo: string;
let cateId: string;

beforeAll(async () => {
  s = await createTestServer({ loginLogDays: 1 });
  admin = await s.login();
  platform = await s.login(SEED.adminAccount, SEED.password, SEED.platformTenant);
  staff = await s.login(SEED.staffAccount);
  // A learner: signed in, no grants (no course:course:view, so no staff preview).
  await s.sql(sql`
    insert into "user" (id, tenant_code, account, name, password)
    select 990102, tenant_code, 'learner', 'Learner', password from "user" where tenant_code = '1111' and account = 'staff'`);
  learner = await s.login('learner');
  video = await uploaded('video', mp4(3 * 1024 * 1024 + 123));
  trial = await uploaded('video', mp4(2048, 'trial.mp4'));
  notes = await uploaded('pdf', pdf());
  logo = await cover();
  cateId = await category('Programming');
});
afterAll(() => s.close());

describe('putting a course on sale', () => {
  it('needs a category, a cover and a video or a PDF: each missing piece is named, zh and en, nothing saved', async () => {
    const before = await courseCount();
    const bare = await create({ courseName: 'Rust', courseType: 'VIDEO', isPutaway: true });
    expect(bare.status).toBe(400);
    expect(bare.body.msg).toBe(
      'The course "Rust" cannot go on sale: missing a category, a cover, a video or a PDF',
    );
    const zh = await create({ courseName: 'Rust', courseType: 'VIDEO', isPutaway: true }, 'zh');
    expect(zh.body.msg).toBe('课程“Rust”无法上架，缺少：分类、封面、视频或 PDF');
    const cases: [object, string, string][] = [
      [{ courseLogo: logo, videoUrl: video }, 'a category', '分类'],
      [{ categoryId: cateId, videoUrl: video }, 'a cover', '封面'],
      [{ categoryId: cateId, courseLogo: logo }, 'a video or a PDF', '视频或 PDF'],
    ];
    for (const [fields, en, zhPart] of cases) {
      const body = { courseName: 'Rust', courseType: 'VIDEO', isPutaway: true, ...fields };
      expect((await create(body)).body.msg).toBe(`The course "Rust" cannot go on sale: missing ${en}`);
      expect((await create(body, 'zh')).body.msg).toBe(`课程“Rust”无法上架，缺少：${zhPart}`);
    }
    expect(await courseCount()).toBe(before);
    // A PDF is enough to read; with everything it goes on sale.
    const ok = await create({
      courseName: 'Rust',
      courseType: 'DOCUMENT',
      categoryId: cateId,
      courseLogo: logo,
      pdfUrl: notes,
      isPutaway: true,
    });
    expect(ok.body.data).toMatchObject({ isPutaway: true, isFree: true, categoryParent: cateId });
  });

  it('refuses an update that would put a course without media on sale, and keeps the stored row', async () => {
    const draft = (
      await create({ courseName: 'Go', courseType: 'VIDEO', categoryId: cateId, courseLogo: logo })
    ).body.data;
    const r = await update({
      id: draft.id,
      courseName: 'Go',
      courseType: 'VIDEO',
      categoryId: cateId,
      courseLogo: logo,
      isPutaway: true,
      label: 'changed',
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/missing a video or a PDF/);
    const [row] = await s.sql<{ is_putaway: boolean; label: string | null }>(
      sql`select is_putaway, label from course where id = ${draft.id}`,
    );
    expect(row).toEqual({ is_putaway: false, label: null });
  });

  it('bulk on sale checks every course, all or none, naming the failing one; off shelf, enable and sort work', async () => {
    const ready = (
      await create({
        courseName: 'Ready',
        courseType: 'VIDEO',
        categoryId: cateId,
        courseLogo: logo,
        videoUrl: video,
      })
    ).body.data;
    const lacking = (await create({ courseName: 'Lacking cover', courseType: 'VIDEO', categoryId: cateId }))
      .body.data;
    const both = await s.call('/course/course/putaway', {
      ...as(admin),
      lang: 'en',
      body: { ids: [ready.id, lacking.id], isPutaway: true },
    });
    expect(both.status).toBe(400);
    expect(both.body.msg).toBe(
      'The course "Lacking cover" cannot go on sale: missing a cover, a video or a PDF',
    );
    const onSale = await s.sql<{ n: number }>(
      sql`select count(*)::int as n from course where id in (${ready.id}, ${lacking.id}) and is_putaway`,
    );
    expect(onSale[0]?.n).toBe(0);
    const one = await s.call<{ count: number }>('/course/course/putaway', {
      ...as(admin),
      body: { ids: [ready.id], isPutaway: true },
    });
    expect(one.body.data.count).toBe(1);
    await s.call('/course/course/state', {
      ...as(admin),
      body: { ids: [ready.id, lacking.id], statusId: false },
    });
    await s.call('/course/course/sort', {
      ...as(admin),
      body: { items: [{ id: ready.id, sort: 7, courseSort: 3 }] },
    });
    const got = (await s.call<Course>(`/course/course/${ready.id}`, as(admin))).body.data;
    expect(got).toMatchObject({ isPutaway: true, statusId: false, sort: 7, courseSort: 3 });
    const off = await s.call('/course/course/putaway', {
      ...as(admin),
      body: { ids: [lacking.id], isPutaway: false },
    });
    expect(off.body.isSuccess).toBe(true);
  });
});

describe('course rules', () => {
  it('takes a lecturer only among users marked as lecturer who have not left', async () => {
    const [u] = await s.sql<{ id: string }>(sql`select id::text from "user" where account = 'learner'`);
    const body = { courseName: 'Vue', courseType: 'VIDEO', lecturerUserNo: u!.id };
    const notMarked = await create(body);
    expect(notMarked.status).toBe(400);
    expect(notMarked.body.extra?.issues?.[0]).toMatchObject({
      path: ['lecturerUserNo'],
      message: 'The chosen user is not a lecturer, or has left',
    });
    expect((await create(body, 'zh')).body.extra?.issues?.[0]?.message).toBe('所选用户不是讲师，或已离职');
    await s.sql(sql`update "user" set is_lecturer = true where id = ${u!.id}`);
    const ok = await create(body);
    expect(ok.body.data.lecturerName).toBe('Learner');
    await s.sql(sql`update "user" set position_status = 'LEFT' where id = ${u!.id}`);
    expect((await create(body)).status).toBe(400);
    await s.sql(sql`update "user" set position_status = 'ON_DUTY', is_lecturer = false where id = ${u!.id}`);
  });

  it('keeps DOWNLOAD categories for courseware; derives isFree and the level-1 category, never from the body', async () => {
    const handouts = await category('Handouts', 'DOWNLOAD');
    const asVideo = await create({ courseName: 'Slides', courseType: 'VIDEO', categoryId: handouts });
    expect(asVideo.status).toBe(400);
    expect(asVideo.body.extra?.issues?.[0]?.path).toEqual(['categoryId']);
    const child = (
      await s.call<CourseCate>('/course/courseCate', {
        ...as(admin),
        body: { label: 'Week 1', type: 'DOWNLOAD', parentId: handouts },
      })
    ).body.data.id;
    const doc = await create({
      courseName: 'Week 1 slides',
      courseType: 'DOCUMENT',
      categoryId: child,
      price: 990,
      isFree: true,
      categoryParent: child,
      countBuy: 99,
    });
    expect(doc.body.data).toMatchObject({ categoryParent: handouts, isFree: false, price: 990, countBuy: 0 });
    // The list's category filter (a cascader): a parent covers its children's courses.
    const listed = async (categoryId: string) =>
      (
        await s.call<{ records: Course[] }>('/course/course/page', {
          ...as(admin),
          body: { model: { categoryId }, current: 1, size: 50 },
        })
      ).body.data.records.map((c) => c.courseName);
    expect(await listed(handouts)).toEqual(['Week 1 slides']);
    expect(await listed(child)).toEqual(['Week 1 slides']);
    expect(await listed(await category('Elsewhere', 'DOWNLOAD'))).toEqual([]);
    // On sale, courseware needs a PDF or a PPT, not a video.
    const r = await create({
      courseName: 'Week 2',
      courseType: 'DOCUMENT',
      categoryId: child,
      courseLogo: logo,
      isPutaway: true,
    });
    expect(r.body.msg).toMatch(/missing a PDF or a PPT/);
  });

  it('sanitises the introduction on the server with the project sanitiser', async () => {
    const r = await create({
      courseName: 'Safe',
      courseType: 'VIDEO',
      introduce:
        '<p onclick="steal()">Hello <b>world</b><script>alert(1)</script><a href="javascript:x()">x</a></p>',
    });
    expect(r.body.data.introduce).toBe('<p>Hello <b>world</b><a>x</a></p>');
    const empty = await create({ courseName: 'Empty', courseType: 'VIDEO', introduce: '<script>x</script>' });
    expect(empty.body.data.introduce).toBeNull();
  });

  it('takes only media stored in the tenant, of the field’s kind', async () => {
    const platformVideo = await uploaded('video', mp4(), as(platform, SEED.platformTenant));
    const r = await create({
      courseName: 'Borrowed',
      courseType: 'VIDEO',
      videoUrl: platformVideo,
      pdfUrl: video,
    });
    expect(r.status).toBe(400);
    expect(r.body.extra?.issues?.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['videoUrl', 'Not a video file uploaded to this tenant'],
      ['pdfUrl', 'Not a PDF file uploaded to this tenant'],
    ]);
    const external = await create({
      courseName: 'External',
      courseType: 'VIDEO',
      videoUrl: 'https://cdn.example/v.mp4',
    });
    expect(external.status).toBe(400);
  });

  it('refuses to delete a category that still holds courses, naming how many; an empty one goes', async () => {
    const parent = await category('Holding');
    const child = (
      await s.call<CourseCate>('/course/courseCate', {
        ...as(admin),
        body: { label: 'Inner', type: 'COURSE', parentId: parent },
      })
    ).body.data.id;
    await create({ courseName: 'A', courseType: 'VIDEO', categoryId: child });
    await create({ courseName: 'B', courseType: 'VIDEO', categoryId: child });
    const r = await s.call('/course/courseCate', {
      ...as(admin),
      method: 'DELETE',
      body: [parent],
      lang: 'en',
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(
      'The chosen categories (with their children) still hold 2 courses and cannot be deleted: move or delete those courses first',
    );
    const zh = await s.call('/course/courseCate', {
      ...as(admin),
      method: 'DELETE',
      body: [child],
      lang: 'zh',
    });
    expect(zh.body.msg).toMatch(/还有 2 门课程，不能删除/);
    const [n] = await s.sql<{ n: number }>(
      sql`select count(*)::int as n from course_cate where id in (${parent}, ${child})`,
    );
    expect(n?.n).toBe(2);
    const empty = await category('Empty');
    expect(
      (await s.call('/course/courseCate', { ...as(admin), method: 'DELETE', body: [empty] })).body.isSuccess,
    ).toBe(true);
  });
});

describe('the seed', () => {
  it('gives the demo tenant about twenty courses on sale with covers and media that play', async () => {
    const page = await s.page<Course>('/course/course/page', {
      ...as(admin),
      body: { model: { isPutaway: true } },
    });
    expect(Number(page.body.data.total)).toBeGreaterThanOrEqual(20);
    const rows = page.body.data.records;
    expect(rows.some((r) => r.isFree) && rows.some((r) => !r.isFree)).toBe(true);
    const seeded = rows.find((r) => r.courseName === 'HTML 与 CSS 入门')!;
    expect(seeded).toMatchObject({ isFree: true, labelActivity: '限时免费', lecturerName: '张老师' });
    const trialClip = await media(seeded.id, 'trial', { tenant: tenantHeader(SEED.demoTenant) });
    expect(trialClip.status).toBe(200);
    expect(trialClip.headers.get('content-type')).toBe('video/mp4');
    expect((await s.app.request(seeded.courseLogo!)).headers.get('content-type')).toBe('image/png');
  });
});

describe('media uploads', () => {
  it('refuses files whose bytes are not of the kind, whatever their name or declared type', async () => {
    const fake = new File([Buffer.from('<html>not a video</html>')], 'movie.mp4', { type: 'video/mp4' });
    const r = await upload('video', fake);
    expect(r.status).toBe(400);
    const en = await s.call('/file/attachment/media', {
      ...as(admin),
      lang: 'en',
      form: { file: fake, kind: 'video' },
    });
    expect(en.body.msg).toBe(
      'File type not allowed: a video accepts MP4, WebM only (judged by the file content)',
    );
    const zh = await s.call('/file/attachment/media', {
      ...as(admin),
      lang: 'zh',
      form: { file: pdf('x.mp4'), kind: 'video' },
    });
    expect(zh.body.msg).toBe('文件类型不符：视频只接受 MP4, WebM（按文件内容判断）');
    expect((await upload('pdf', mp4(100, 'notes.pdf'))).status).toBe(400);
    expect((await upload('ppt', pdf('deck.pptx'))).status).toBe(400);
    const pptx = new File(
      [Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.from('....ppt/slides/slide1.xml')])],
      'deck.pptx',
    );
    expect((await upload('ppt', pptx)).body.data.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
  });

  it('refuses files over the kind’s limit with the limit in the message', async () => {
    const before = Number((await s.sql<{ n: number }>(sql`select count(*)::int as n from attachment`))[0]?.n);
    const big = new File([new Uint8Array(MEDIA_MAX_BYTES.pdf + 1)], 'big.pdf');
    const r = await s.call('/file/attachment/media', {
      ...as(admin),
      lang: 'en',
      form: { file: big, kind: 'pdf' },
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('The file is too large (at most 30 MiB)');
    const after = Number((await s.sql<{ n: number }>(sql`select count(*)::int as n from attachment`))[0]?.n);
    expect(after).toBe(before);
  });

  it('needs the file upload permission', async () => {
    expect((await upload('pdf', pdf(), as(staff))).status).toBe(403);
  });
});

describe('the media route', () => {
  let paid: Course;
  let free: Course;
  const demo = { tenant: tenantHeader(SEED.demoTenant) };

  beforeAll(async () => {
    const base = {
      courseType: 'VIDEO',
      categoryId: cateId,
      courseLogo: logo,
      isPutaway: true,
      videoUrl: video,
    };
    paid = (await create({ ...base, courseName: 'Paid', price: 1999, videoTestUrl: trial, pdfUrl: notes }))
      .body.data;
    free = (await create({ ...base, courseName: 'Free', price: 0, pdfUrl: notes })).body.data;
  });

  it('answers ranges: 206 with Content-Range, a seek in the middle, the end, and 416 outside', async () => {
    const bytes = mp4Bytes(3 * 1024 * 1024 + 123);
    const size = bytes.length;
    const first = await media(free.id, 'video', { ...demo, range: 'bytes=0-99' });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect(first.headers.get('accept-ranges')).toBe('bytes');
    expect(first.headers.get('content-type')).toBe('video/mp4');
    expect(same(new Uint8Array(await first.arrayBuffer()), bytes.slice(0, 100))).toBe(true);
    const seek = await media(free.id, 'video', { ...demo, range: 'bytes=2000000-2000009' });
    expect(same(new Uint8Array(await seek.arrayBuffer()), bytes.slice(2_000_000, 2_000_010))).toBe(true);
    const tail = await media(free.id, 'video', { ...demo, range: 'bytes=-10' });
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(same(new Uint8Array(await tail.arrayBuffer()), bytes.slice(size - 10))).toBe(true);
    // An open range longer than one slice streams in slices.
    const open = await media(free.id, 'video', { ...demo, range: 'bytes=1000-' });
    expect(open.status).toBe(206);
    expect(same(new Uint8Array(await open.arrayBuffer()), bytes.slice(1000))).toBe(true);
    const whole = await media(free.id, 'video', demo);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(size));
    expect(same(new Uint8Array(await whole.arrayBuffer()), bytes)).toBe(true);
    for (const range of [`bytes=${size}-`, 'bytes=500-100', 'bytes=-0']) {
      const bad = await media(free.id, 'video', { ...demo, range });
      expect(bad.status, range).toBe(416);
      expect(bad.headers.get('content-range')).toBe(`bytes */${size}`);
    }
  });

  it('gives anyone the trial clip of an on-sale course, and the full video only to who may watch it', async () => {
    expect((await media(paid.id, 'trial', demo)).status).toBe(200);
    const refused = await media(paid.id, 'video', { ...demo, 'accept-language': 'en' });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { msg: string }).msg).toBe(
      'You may not watch this course yet: buy it or become a member',
    );
    expect((await media(free.id, 'video', demo)).status).toBe(200);
    // The tenant may also come from the query (a <video> sends no headers) or the host's domain.
    expect((await media(free.id, 'video', {}, `?tenant=${demo.tenant}`)).status).toBe(200);
    expect((await media(free.id, 'trial', {})).status).toBe(404); // no trial clip stored
    expect((await media(free.id, 'video', {})).status).toBe(200); // localhost is the demo domain
  });

  it('gives the PDF to signed-in viewers only, and hides off-shelf and disabled courses from them', async () => {
    const anonymous = await media(free.id, 'pdf', { ...demo, 'accept-language': 'en' });
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { msg: string }).msg).toBe('Please sign in to open the courseware');
    const read = await media(free.id, 'pdf', { ...demo, token: `Bearer ${learner.token}` });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('application/pdf');
    expect((await media(paid.id, 'pdf', { ...demo, token: `Bearer ${learner.token}` })).status).toBe(403);
    expect((await media(paid.id, 'video', { ...demo, token: `Bearer ${learner.token}` })).status).toBe(403);
    await s.call('/course/course/state', { ...as(admin), body: { ids: [free.id], statusId: false } });
    expect((await media(free.id, 'video', demo)).status).toBe(404);
    expect((await media(free.id, 'trial', demo)).status).toBe(404);
    // Staff with course:course:view preview any media, the token in the query as a <video> sends it.
    const preview = await media(paid.id, 'video', {}, `?token=${admin.token}&tenant=${demo.tenant}`);
    expect(preview.status).toBe(200);
    expect((await media(free.id, 'video', {}, `?token=${admin.token}`)).status).toBe(200);
    await s.call('/course/course/state', { ...as(admin), body: { ids: [free.id], statusId: true } });
    expect((await media(free.id, 'video', {}, '?token=garbage')).status).toBe(401);
  });

  it('never serves one tenant’s course to another tenant', async () => {
    const p = as(platform, SEED.platformTenant);
    const theirs = (
      await create(
        {
          courseName: 'Platform course',
          courseType: 'VIDEO',
          categoryId: await category('Platform cat', 'COURSE', p),
          courseLogo: await cover(p),
          videoUrl: await uploaded('video', mp4(), p),
          videoTestUrl: await uploaded('video', mp4(), p),
          isPutaway: true,
        },
        'en',
        p,
      )
    ).body.data;
    const own = { tenant: tenantHeader(SEED.platformTenant) };
    expect((await media(theirs.id, 'trial', own)).status).toBe(200);
    expect((await media(theirs.id, 'video', own)).status).toBe(200);
    for (const kind of ['trial', 'video', 'pdf']) {
      expect((await media(theirs.id, kind, demo)).status, kind).toBe(404);
      expect((await media(theirs.id, kind, {})).status, kind).toBe(404);
    }
    // A demo token cannot reach it either: its tenant is not the platform's.
    expect((await media(theirs.id, 'video', { ...own, token: `Bearer ${admin.token}` })).status).toBe(401);
    expect((await media(theirs.id, 'video', { token: `Bearer ${admin.token}` })).status).toBe(404);
    // The stored address is no public route.
    expect((await s.app.request(theirs.videoUrl!)).status).toBe(404);
  });
});
