import { websiteMediaPath, ErrorCode, toPage, websiteGroup } from '@pocket/contract';
import type {
  CourseType,
  WebsiteBrand,
  WebsiteCate,
  WebsiteCourseCard,
  WebsiteMedia,
  WebsiteSort,
} from '@pocket/contract';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { enterTenant } from '../../db/tenant-data.ts';
import { idOf } from '../../db/ids.ts';
import { rowCount } from '../../db/page-window.ts';
import { course, courseCate, parameter, user } from '../../db/schema.ts';
import { defineModule } from '../../lib/context.ts';
import type { Deps, TenantRow } from '../../lib/context.ts';
import { ApiError } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import { bearer, verifyAccessToken } from '../../lib/security.ts';
import { findTenantByDomain, loadAuth } from '../../lib/session.ts';
import { mayWatch } from '../course/entitlement.ts';
import type { Viewer } from '../course/entitlement.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';

/** The tenant parameter that holds the website's theme colour (`#rrggbb`). */
export const THEME_COLOR_PARAMETER = 'WEBSITE_THEME_COLOR';
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

const HOME_COURSES = 12;
const BANNER_COURSES = 5;

type CateType = 'COURSE' | 'DOWNLOAD';

/**
 * Runs a website handler on the tenant of the host the browser asked for (the `domain` query, the
 * rule of getDoMain): its `tx` is on that tenant's rows (row-level security confines every
 * statement to them), wherever they live. An unknown domain is a 404.
 */
async function onSite<C extends { main: Tx; deps: Deps; lang: Lang; query: { domain: string } }, T>(
  ctx: C,
  fn: (ctx: C & { tx: Tx; site: TenantRow }) => Promise<T>,
): Promise<T> {
  const site = await findTenantByDomain(ctx.main, ctx.query.domain);
  if (!site) throw new ApiError(ErrorCode.OPERATION_FAILED, t(ctx.lang, 'domainUnknown'), 404);
  return enterTenant(ctx.deps, ctx.main, site.code, (tx) => fn({ ...ctx, tx, site }));
}

type Session =
  { kind: 'none' } | { kind: 'invalid'; code: number; msg: string } | { kind: 'ok'; viewer: Viewer };

/**
 * The optional session of a website call: the `token` header, when it is a live session of the
 * site's tenant (a token of another tenant is no session here).
 */
async function sessionOf(
  c: { req: { header(name: string): string | undefined } },
  tx: Tx,
  deps: Deps,
  site: TenantRow,
  lang: Lang,
): Promise<Session> {
  const token = bearer(c.req.header('token'));
  if (!token) return { kind: 'none' };
  const check = await verifyAccessToken(await deps.secret(), token);
  if (!check.ok) return { kind: 'invalid', code: check.code, msg: t(lang, 'sessionGone') };
  if (check.claims.tc !== site.code) return { kind: 'none' };
  try {
    const auth = await loadAuth(tx, check.claims, lang);
    return { kind: 'ok', viewer: { userId: auth.userId } };
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'invalid', code: error.code, msg: error.message };
    throw error;
  }
}

async function brandOf(tx: Tx, site: TenantRow): Promise<WebsiteBrand> {
  const [color] = await tx
    .select({ value: parameter.value })
    .from(parameter)
    .where(and(eq(parameter.key, THEME_COLOR_PARAMETER), eq(parameter.state, true)))
    .limit(1);
  return {
    tenantCode: site.code,
    name: site.name,
    logo: site.logo,
    themeColor: color && HEX_COLOR.test(color.value.trim()) ? color.value.trim() : null,
  };
}

const cateOf = (r: typeof courseCate.$inferSelect): WebsiteCate => ({
  id: String(r.id),
  label: r.label,
  abbreviation: r.abbreviation,
  logo: r.logo,
});

/** Enabled categories of a type (level 1 when `parentId` is 0n), in their sort order. */
function categories(tx: Tx, type: CateType, parentId?: bigint) {
  return tx
    .select()
    .from(courseCate)
    .where(
      and(
        eq(courseCate.type, type),
        eq(courseCate.state, true),
        parentId === undefined ? undefined : eq(courseCate.parentId, parentId),
      ),
    )
    .orderBy(asc(courseCate.sortValue), asc(courseCate.id));
}

const lecturer = alias(user, 'lecturer');
const cate = alias(courseCate, 'cate');
const parentCate = alias(courseCate, 'parent_cate');

/** The columns of a course card (never a stored file address). */
const card = {
  id: course.id,
  courseName: course.courseName,
  courseLogo: course.courseLogo,
  categoryName: cate.label,
  lecturerName: lecturer.name,
  price: course.price,
  courseType: course.courseType,
  labelActivity: course.labelActivity,
  label: course.label,
  countBuy: course.countBuy,
  countStudy: course.countStudy,
};
type ShownRow = Awaited<ReturnType<ReturnType<typeof fromShown>['execute']>>[number];

const toCard = (r: ShownRow): WebsiteCourseCard => ({
  id: String(r.id),
  courseName: r.courseName,
  courseLogo: r.courseLogo,
  categoryName: r.categoryName,
  lecturerName: r.lecturerName,
  price: r.price,
  isFree: r.price === 0,
  courseType: r.courseType as CourseType,
  labelActivity: r.labelActivity,
  label: r.label,
  countBuy: r.countBuy,
  countStudy: r.countStudy,
});

/**
 * What the website shows at all: on sale, enabled, in an enabled category (of `type`) whose level-1
 * parent is enabled too (row-level security has already narrowed it to the site's tenant).
 */
const shown = (type?: CateType): SQL =>
  and(
    eq(course.isPutaway, true),
    eq(course.statusId, true),
    type ? eq(cate.type, type) : undefined,
    eq(cate.state, true),
    or(eq(cate.parentId, 0n), eq(parentCate.state, true)),
  )!;

/** What the module reads of a shown course: the card, and what entitlement and media paths need
 * (the stored addresses stay on the server: only their presence is used). */
const columns = {
  ...card,
  categoryId: course.categoryId,
  categoryParent: course.categoryParent,
  statusId: course.statusId,
  videoTestUrl: course.videoTestUrl,
  handleUrl: course.handleUrl,
  videoUrl: course.videoUrl,
  videoMakeUrl: course.videoMakeUrl,
  pdfUrl: course.pdfUrl,
  pptUrl: course.pptUrl,
};

/** Courses with their category, its parent and the lecturer joined. */
function fromShown(tx: Tx) {
  return tx
    .select(columns)
    .from(course)
    .innerJoin(cate, eq(cate.id, course.categoryId))
    .leftJoin(parentCate, eq(parentCate.id, cate.parentId))
    .leftJoin(lecturer, eq(lecturer.id, course.lecturerUserNo));
}

/** How many shown courses match `where`. */
async function countShown(tx: Tx, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(course)
    .innerJoin(cate, eq(cate.id, course.categoryId))
    .leftJoin(parentCate, eq(parentCate.id, cate.parentId))
    .where(where);
  return Number(row?.n ?? 0);
}

const ORDERS: Record<WebsiteSort, SQL[]> = {
  website: [asc(course.courseSort), desc(course.createTime), desc(course.id)],
  newest: [desc(course.createTime), desc(course.id)],
  popular: [desc(sql`${course.countBuy} + ${course.countStudy}`), asc(course.courseSort), desc(course.id)],
};

/** A page of shown courses matching `where`. */
async function coursePage(
  tx: Tx,
  type: CateType,
  where: (SQL | undefined)[],
  order: SQL[],
  current: number,
  size: number,
) {
  const condition = and(shown(type), ...where);
  // One after the other: a transaction runs one statement at a time.
  const rows = await fromShown(tx)
    .where(condition)
    .orderBy(...order)
    .limit(rowCount(size))
    .offset(rowCount((current - 1) * size));
  return { rows, total: await countShown(tx, condition) };
}

/** A category of the site by id, of `type`, enabled (and its parent enabled); 404 otherwise. */
async function findCate(tx: Tx, id: string, type: CateType, lang: Lang) {
  const [row] = await tx
    .select({ cate: courseCate, parentState: parentCate.state })
    .from(courseCate)
    .leftJoin(parentCate, eq(parentCate.id, courseCate.parentId))
    .where(and(eq(courseCate.id, idOf(id)), eq(courseCate.type, type), eq(courseCate.state, true)))
    .limit(1);
  if (!row || (row.cate.parentId !== 0n && row.parentState !== true)) {
    throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
  }
  return row.cate;
}

/** The media paths a viewer may use: the trial clip for everyone; the full video when the
 * entitlement rule allows; PDF and PPT only to a signed-in viewer it allows. */
function mediaOf(
  row: Pick<
    ShownRow,
    'id' | 'videoTestUrl' | 'handleUrl' | 'videoUrl' | 'videoMakeUrl' | 'pdfUrl' | 'pptUrl'
  >,
  watch: boolean,
  signedIn: boolean,
): WebsiteMedia {
  const id = String(row.id);
  const hasVideo = Boolean(row.handleUrl || row.videoUrl || row.videoMakeUrl);
  return {
    trial: row.videoTestUrl ? websiteMediaPath(id, 'trial') : null,
    video: watch && hasVideo ? websiteMediaPath(id, 'video') : null,
    pdf: watch && signedIn && row.pdfUrl ? websiteMediaPath(id, 'pdf') : null,
    ppt: watch && signedIn && row.pptUrl ? websiteMediaPath(id, 'ppt') : null,
  };
}

/** The public website: read-only answers from the domain's tenant. */
export const websiteModule = defineModule(websiteGroup.endpoints, {
  async websiteHome(ctx) {
    return onSite(ctx, async ({ tx, site }) => {
      const brand = await brandOf(tx, site);
      const cates = await categories(tx, 'COURSE', 0n);
      const courses = await fromShown(tx)
        .where(shown('COURSE'))
        .orderBy(...ORDERS.website)
        .limit(HOME_COURSES);
      const featured = await fromShown(tx)
        .where(and(shown('COURSE'), isNotNull(course.courseLogo)))
        .orderBy(...ORDERS.website)
        .limit(BANNER_COURSES);
      return {
        brand,
        banner: featured.map(toCard),
        categories: cates.map(cateOf),
        courses: courses.map(toCard),
      };
    });
  },

  async websiteCate(ctx) {
    return onSite(ctx, async ({ tx, query, lang }) => {
      const top = await categories(tx, 'COURSE', 0n);
      let category: typeof courseCate.$inferSelect | null = null;
      let tabs: (typeof courseCate.$inferSelect)[] = [];
      const where: (SQL | undefined)[] = [];
      if (query.categoryId) {
        category = await findCate(tx, query.categoryId, 'COURSE', lang);
        if (category.parentId !== 0n)
          throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
        tabs = await categories(tx, 'COURSE', category.id);
        where.push(eq(course.categoryParent, category.id));
        if (query.subId) {
          const sub = tabs.find((tab) => String(tab.id) === query.subId);
          if (!sub) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
          where.push(eq(course.categoryId, sub.id));
        }
      } else if (query.subId) {
        throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
      }
      if (query.price === 'free') where.push(eq(course.price, 0));
      if (query.price === 'paid') where.push(gt(course.price, 0));
      const { rows, total } = await coursePage(
        tx,
        'COURSE',
        where,
        ORDERS[query.sort],
        query.current,
        query.size,
      );
      return {
        categories: top.map(cateOf),
        category: category ? cateOf(category) : null,
        tabs: tabs.map(cateOf),
        page: toPage(rows.map(toCard), total, query.size, query.current),
      };
    });
  },

  async websiteView(ctx) {
    return onSite(ctx, async ({ c, tx, deps, query, lang, site }) => {
      const session = await sessionOf(c, tx, deps, site, lang);
      const viewer = session.kind === 'ok' ? session.viewer : null;
      // Any shown course: courseware of the download categories has a detail page too.
      const [found] = await fromShown(tx)
        .where(and(shown(), eq(course.id, idOf(query.id))))
        .limit(1);
      if (!found) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
      const watch = await mayWatch(tx, found, viewer);
      const [text] = await tx
        .select({ introduce: course.introduce })
        .from(course)
        .where(eq(course.id, found.id));
      return {
        course: {
          ...toCard(found),
          categoryId: found.categoryId === null ? null : String(found.categoryId),
          categoryParent: found.categoryParent === null ? null : String(found.categoryParent),
          introduce: text?.introduce ? sanitizeRichText(text.introduce) : null,
        },
        mayWatch: watch,
        signedIn: viewer !== null,
        media: mediaOf(found, watch, viewer !== null),
      };
    });
  },

  async websiteDown(ctx) {
    return onSite(ctx, async ({ c, tx, deps, query, lang, site }) => {
      const session = await sessionOf(c, tx, deps, site, lang);
      if (session.kind === 'invalid') throw new ApiError(session.code, session.msg, 401);
      if (session.kind === 'none') throw new ApiError(ErrorCode.TOKEN_MISSING, t(lang, 'tokenMissing'), 401);
      const tops = await categories(tx, 'DOWNLOAD', 0n);
      const children = tops.length
        ? await tx
            .select()
            .from(courseCate)
            .where(
              and(
                eq(courseCate.type, 'DOWNLOAD'),
                eq(courseCate.state, true),
                inArray(
                  courseCate.parentId,
                  tops.map((top) => top.id),
                ),
              ),
            )
            .orderBy(asc(courseCate.sortValue), asc(courseCate.id))
        : [];
      const where: (SQL | undefined)[] = [or(isNotNull(course.pdfUrl), isNotNull(course.pptUrl))];
      if (query.categoryId) {
        const chosen = await findCate(tx, query.categoryId, 'DOWNLOAD', lang);
        where.push(
          chosen.parentId === 0n ? eq(course.categoryParent, chosen.id) : eq(course.categoryId, chosen.id),
        );
      }
      const { rows, total } = await coursePage(
        tx,
        'DOWNLOAD',
        where,
        ORDERS.website,
        query.current,
        query.size,
      );
      const items = [];
      for (const row of rows) {
        const watch = await mayWatch(tx, row, session.viewer);
        const media = mediaOf(row, watch, true);
        items.push({ ...toCard(row), mayWatch: watch, media: { pdf: media.pdf, ppt: media.ppt } });
      }
      return {
        categories: tops.map((top) => ({
          ...cateOf(top),
          children: children.filter((child) => child.parentId === top.id).map(cateOf),
        })),
        page: toPage(items, total, query.size, query.current),
      };
    });
  },

  async websiteAbout(ctx) {
    return onSite(ctx, async ({ tx, site }) => {
      return { brand: await brandOf(tx, site), describe: site.describe, duty: site.duty };
    });
  },
});
