import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectAccessible, screenshot, storeSession } from './support/api-session.ts';
import { sql } from './support/sql.ts';
import { expect, test } from './support/own-tenant.ts';
import { backOffice, visitor } from './support/website-office.ts';

/** Page assertions wait longer: the first load of a page fetches its code and catalog. */
const see = expect.configure({ timeout: 20_000 });

const courseCard = (page: Page, name: string) => page.getByTestId('website-course').filter({ hasText: name });

test('website: the domain’s tenant shows its on-sale courses, filters a category and plays the trial clip', async ({
  browser,
  request,
  tenant,
}) => {
  test.setTimeout(300_000);
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
  const handouts = await office.post<{ id: string }>('course/courseCate', {
    label: 'Handouts',
    type: 'DOWNLOAD',
  });
  const clip = await office.media('trial.mp4', 'video');
  const pdf = await office.media('handout.pdf', 'pdf');
  const course = async (body: object, color: [number, number, number]) =>
    office.post<{ id: string }>('course/course', {
      courseType: 'VIDEO',
      courseLogo: await office.cover(color),
      videoUrl: clip,
      videoTestUrl: clip,
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
  await course(
    {
      courseName: 'Scales handout',
      courseType: 'DOCUMENT',
      categoryId: handouts.id,
      videoUrl: '',
      videoTestUrl: '',
      pdfUrl: pdf,
    },
    [60, 160, 110],
  );

  // A visitor in English: every check.
  const context = await visitor(browser, origin, 'en');
  const page = await context.newPage();

  // Home: the tenant's name and colour, its level-1 categories and on-sale courses only.
  await page.goto('#/');
  await see(page.getByTestId('website-brand')).toHaveText(tenant.name);
  const primary = await page
    .getByTestId('website')
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--pc-primary'));
  expect(primary.trim().toUpperCase()).toBe('#11A983');
  await see(page.getByTestId('website-categories').getByRole('link')).toHaveText(['Music', 'Art']);
  await see(courseCard(page, 'Piano for beginners')).toContainText('Free for a limited time');
  await see(courseCard(page, 'Violin masterclass')).toContainText('¥99.00');
  await see(courseCard(page, 'Off-shelf piano')).toHaveCount(0);
  await see(courseCard(page, 'Scales handout')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'website-home-en');

  // Category: level-2 tabs, the paid filter.
  await page.getByTestId('website-categories').getByRole('link', { name: 'Music' }).click();
  await see(page.getByRole('heading', { level: 1 })).toHaveText('Music');
  await see(page.getByTestId('website-cate-tabs').getByRole('link')).toHaveText(['All', 'Piano', 'Violin']);
  await see(page.getByTestId('website-course')).toHaveCount(2);
  await page.getByTestId('website-cate-price').getByRole('link', { name: 'Paid' }).click();
  await see(page.getByTestId('website-course')).toHaveText([/Violin masterclass/]);
  await page.getByTestId('website-cate-price').getByRole('link', { name: 'All' }).click();
  await page.getByTestId('website-cate-tabs').getByRole('link', { name: 'Piano' }).click();
  await see(page.getByTestId('website-course')).toHaveText([/Piano for beginners/]);
  await page.getByTestId('website-cate-tabs').getByRole('link', { name: 'All' }).click();
  await see(page.getByTestId('website-course')).toHaveCount(2);
  await expectAccessible(page);
  await screenshot(page, 'website-cate-en');

  // A paid course: the trial clip plays (served with range requests), with the prompt; never
  // the full video, which the media route refuses to a visitor.
  await courseCard(page, 'Violin masterclass').click();
  await see(page.getByRole('heading', { level: 1 })).toHaveText('Violin masterclass');
  const trial = page.getByTestId('website-trial');
  await see(trial).toHaveAttribute('src', `/api/course/anno/media/${paidViolin.id}/trial`);
  await see(page.getByTestId('website-video')).toHaveCount(0);
  await see(page.getByTestId('website-access-prompt')).toBeVisible();
  const played = await trial.evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { time: video.currentTime, error: video.error?.code ?? null };
  });
  expect(played.error).toBeNull();
  expect(played.time).toBeGreaterThan(0);
  const ranged = await page.evaluate(async (src) => {
    const res = await fetch(src, { headers: { range: 'bytes=0-99' } });
    return { status: res.status, length: (await res.arrayBuffer()).byteLength };
  }, `/api/course/anno/media/${paidViolin.id}/trial`);
  expect(ranged).toEqual({ status: 206, length: 100 });
  const full = await page.evaluate(
    async (src) => (await fetch(src)).status,
    `/api/course/anno/media/${paidViolin.id}/video`,
  );
  expect(full).toBe(403);
  await expectAccessible(page);
  await screenshot(page, 'website-view-en');

  // A free course: the full video for everyone.
  await page.goto(`#/website/view?id=${freePiano.id}`);
  await see(page.getByTestId('website-video')).toHaveAttribute(
    'src',
    `/api/course/anno/media/${freePiano.id}/video`,
  );
  await see(page.getByTestId('website-access-prompt')).toHaveCount(0);
  await see(page.getByTestId('website-introduce')).toContainText('both hands');

  // About: the tenant's introduction.
  await page.getByRole('link', { name: 'About' }).click();
  await see(page.getByTestId('website-about-describe')).toHaveText(/A music school for every age/);
  await expectAccessible(page);
  await screenshot(page, 'website-about-en');

  // Downloads need a session: the visitor is sent to sign in.
  await page.goto('#/website/down');
  await see(page).toHaveURL(/#\/login/);

  // Signed in to this tenant: the courseware list, and its PDF downloads.
  await storeSession(page, office.login, 'en', tenant.code);
  await page.goto('#/website/down');
  await see(page.getByRole('heading', { level: 1 })).toHaveText('Downloads');
  await see(page.getByTestId('website-down-cates').getByRole('link')).toHaveText(['All', 'Handouts']);
  const item = page.getByTestId('website-down-item').filter({ hasText: 'Scales handout' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Scales handout.pdf');
  const saved = readFileSync(await download.path());
  expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
  await expectAccessible(page);
  await screenshot(page, 'website-down-en');
  await context.close();

  // The same pages in Chinese, signed out, then signed in for the downloads.
  const zh = await (await visitor(browser, origin, 'zh')).newPage();
  const shots: [string, string, string][] = [
    ['#/', 'website-home-zh', `欢迎来到${tenant.name}`],
    [`#/website/cate?categoryId=${music.id}`, 'website-cate-zh', 'Music'],
    [`#/website/view?id=${paidViolin.id}`, 'website-view-zh', 'Violin masterclass'],
    ['#/website/about', 'website-about-zh', `关于${tenant.name}`],
  ];
  for (const [hash, name, heading] of shots) {
    await zh.goto(hash);
    await see(zh.getByRole('heading', { level: 1 })).toHaveText(heading);
    if (name === 'website-view-zh')
      await see(zh.getByTestId('website-access-prompt')).toContainText('登录后即可购买本课程');
    await expectAccessible(zh);
    await screenshot(zh, name);
  }
  await storeSession(zh, office.login, 'zh', tenant.code);
  await zh.goto('#/website/down');
  await see(zh.getByRole('heading', { level: 1 })).toHaveText('下载资料');
  await see(zh.getByRole('button', { name: '下载 PDF' })).toBeVisible();
  await expectAccessible(zh);
  await screenshot(zh, 'website-down-zh');
  await zh.context().close();
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
