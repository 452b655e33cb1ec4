import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import {
  apiSignIn,
  clientHeaders,
  expectAccessible,
  screenshot,
  storeSession,
} from './support/api-session.ts';
import { sql } from './support/sql.ts';
import { expect, test, type OwnTenant } from './support/own-tenant.ts';

/** A PNG of `width`×`height` in one colour with a lighter band, for covers (zlib only). */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const band = Math.abs(x - y * 2 - width / 4) < width / 8 ? 60 : 0;
      rows.set([Math.min(255, r + band), Math.min(255, g + band), Math.min(255, b + band)], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Envelope<T> = { isSuccess: boolean; msg: string; data: T };

/** The tenant admin's calls to the course back office (the console's second client headers). */
async function backOffice(request: APIRequestContext, tenant: OwnTenant) {
  const login = await apiSignIn(request, tenant.account, tenant.password, tenant.code);
  const headers = { ...clientHeaders(tenant.code), token: `Bearer ${login.token}` };
  const post = async <T>(path: string, data: object) => {
    const res = await request.post(`api/${path}`, { headers, data });
    const body = (await res.json()) as Envelope<T>;
    expect(body.isSuccess, `${path}: ${body.msg}`).toBe(true);
    return body.data;
  };
  const cover = async (color: [number, number, number]) => {
    const res = await request.post('api/file/anyone/attachment/upload', {
      headers,
      multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: png(180, 100, color) } },
    });
    const body = (await res.json()) as Envelope<{ url: string }>;
    expect(body.isSuccess, body.msg).toBe(true);
    return body.data.url;
  };
  return { login, post, cover };
}

/** A browser context of its own at the tenant's domain: a visitor with no session. */
async function visitor(browser: Browser, origin: string, language: 'en' | 'zh'): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: origin,
    locale: language === 'zh' ? 'zh-CN' : 'en-US',
  });
  await context.addInitScript((lang) => localStorage.setItem('LANGUAGE', lang), language);
  return context;
}

/** Page assertions wait longer: the first load of a page fetches its code and catalog. */
const see = expect.configure({ timeout: 20_000 });

const courseCard = (page: Page, name: string) => page.getByTestId('website-course').filter({ hasText: name });

test('website: the domain’s tenant shows its on-sale courses, filters a category and plays the trial clip', async ({
  browser,
  request,
  tenant,
}) => {
  test.setTimeout(240_000);
  const domain = `${tenant.code.toLowerCase()}.localhost`;
  const origin = `http://${domain}:${process.env.E2E_PORT}/`;
  await sql(`update tenant set domain = $1, describe = $2 where code = $3`, [
    domain,
    'A music school for every age: piano, violin and art classes.',
    tenant.code,
  ]);
  await sql(`update parameter set value = '#11A983' where tenant_code = $1 and key = 'WEBSITE_THEME_COLOR'`, [
    tenant.code,
  ]);

  // The back office: categories of both types and courses, one of them off the shelf.
  const office = await backOffice(request, tenant);
  const music = await office.post<{ id: string }>('course/courseCate', {
    label: 'Music',
    type: 'COURSE',
    sortValue: 1,
  });
  const piano = await office.post<{ id: string }>('course/courseCate', {
    label: 'Piano',
    type: 'COURSE',
    parentId: music.id,
    sortValue: 1,
  });
  const violin = await office.post<{ id: string }>('course/courseCate', {
    label: 'Violin',
    type: 'COURSE',
    parentId: music.id,
    sortValue: 2,
  });
  await office.post('course/courseCate', { label: 'Art', type: 'COURSE', sortValue: 2 });
  await office.post('course/courseCate', { label: 'Handouts', type: 'DOWNLOAD' });
  const course = async (body: object, color: [number, number, number]) =>
    office.post<{ id: string }>('course/course', {
      courseType: 'VIDEO',
      courseLogo: await office.cover(color),
      videoUrl: '/api/file/e2e/source.mp4',
      videoTestUrl: '/api/file/e2e/trial.mp4',
      isPutaway: true,
      ...body,
    });
  const freePiano = await course(
    {
      courseName: 'Piano for beginners',
      categoryId: piano.id,
      labelActivity: 'Free for a limited time',
      courseSort: 1,
      introduce: '<p>Learn to read notes and play <b>both hands</b>.</p>',
    },
    [64, 120, 200],
  );
  const paidViolin = await course(
    { courseName: 'Violin masterclass', categoryId: violin.id, price: 9900, courseSort: 2 },
    [200, 90, 60],
  );
  await course(
    { courseName: 'Off-shelf piano', categoryId: piano.id, isPutaway: false, courseSort: 3 },
    [90, 90, 90],
  );

  for (const language of ['en', 'zh'] as const) {
    const context = await visitor(browser, origin, language);
    const page = await context.newPage();
    const t = (en: string, zh: string) => (language === 'en' ? en : zh);

    // Home: the tenant's name and colour, its level-1 categories and on-sale courses only.
    await page.goto('#/');
    await see(page.getByTestId('website-brand')).toHaveText(tenant.name);
    const primary = page
      .getByTestId('website')
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--pc-primary'));
    expect((await primary).trim().toUpperCase()).toBe('#11A983');
    await see(page.getByTestId('website-categories').getByRole('link')).toHaveText(['Music', 'Art']);
    await see(courseCard(page, 'Piano for beginners')).toContainText('Free for a limited time');
    await see(courseCard(page, 'Violin masterclass')).toContainText('¥99.00');
    await see(courseCard(page, 'Off-shelf piano')).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, `website-home-${language}`);

    // Category: level-2 tabs, the paid filter.
    await page.getByTestId('website-categories').getByRole('link', { name: 'Music' }).click();
    await see(page.getByRole('heading', { level: 1 })).toHaveText('Music');
    await see(page.getByTestId('website-cate-tabs').getByRole('link')).toHaveText([
      t('All', '全部'),
      'Piano',
      'Violin',
    ]);
    await see(page.getByTestId('website-course')).toHaveCount(2);
    await page
      .getByTestId('website-cate-price')
      .getByRole('link', { name: t('Paid', '付费') })
      .click();
    await see(page.getByTestId('website-course')).toHaveText([/Violin masterclass/]);
    await page
      .getByTestId('website-cate-price')
      .getByRole('link', { name: t('All', '全部') })
      .click();
    await page.getByTestId('website-cate-tabs').getByRole('link', { name: 'Piano' }).click();
    await see(page.getByTestId('website-course')).toHaveText([/Piano for beginners/]);
    await page
      .getByTestId('website-cate-tabs')
      .getByRole('link', { name: t('All', '全部') })
      .click();
    await see(page.getByTestId('website-course')).toHaveCount(2);
    await expectAccessible(page);
    await screenshot(page, `website-cate-${language}`);

    // A paid course: the trial clip and the prompt; never the full video.
    await courseCard(page, 'Violin masterclass').click();
    await see(page.getByRole('heading', { level: 1 })).toHaveText('Violin masterclass');
    await see(page.getByTestId('website-trial')).toHaveAttribute(
      'src',
      `/api/course/anno/media/${paidViolin.id}/trial`,
    );
    await see(page.getByTestId('website-video')).toHaveCount(0);
    await see(page.getByTestId('website-access-prompt')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, `website-view-${language}`);

    // A free course: the full video for everyone.
    await page.goto(`#/website/view?id=${freePiano.id}`);
    await see(page.getByTestId('website-video')).toHaveAttribute(
      'src',
      `/api/course/anno/media/${freePiano.id}/video`,
    );
    await see(page.getByTestId('website-access-prompt')).toHaveCount(0);
    await see(page.getByTestId('website-introduce')).toContainText('both hands');

    // About: the tenant's introduction.
    await page.getByRole('link', { name: t('About', '关于我们') }).click();
    await see(page.getByTestId('website-about-describe')).toHaveText(/A music school for every age/);
    await expectAccessible(page);
    await screenshot(page, `website-about-${language}`);

    // Downloads need a session: the visitor is sent to sign in.
    await page.goto('#/website/down');
    await see(page).toHaveURL(/#\/login/);

    // Signed in (the session of this tenant), the download page lists the courseware categories.
    await storeSession(page, office.login, language, tenant.code);
    await page.goto('#/website/down');
    await see(page.getByRole('heading', { level: 1 })).toHaveText(t('Downloads', '下载资料'));
    await see(page.getByTestId('website-down-cates').getByRole('link')).toHaveText([
      t('All', '全部'),
      'Handouts',
    ]);
    await expectAccessible(page);
    await screenshot(page, `website-down-${language}`);
    await context.close();
  }
});

test('website: a host no tenant serves says so', async ({ browser }) => {
  const context = await visitor(browser, `http://nobody-here.localhost:${process.env.E2E_PORT}/`, 'en');
  const page = await context.newPage();
  await page.goto('#/');
  await see(page.getByTestId('website-unknown-domain')).toContainText(
    "No school's website is served at nobody-here.localhost",
  );
  await context.close();
});
