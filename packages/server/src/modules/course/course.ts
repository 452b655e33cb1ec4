import { courseResource, ErrorCode, formatDateTime, POSITION_LEFT } from '@pocket/contract';
import type { Course, CourseType, MediaKind, ValidationIssue } from '@pocket/contract';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { idOf, idsOf } from '../../db/ids.ts';
import { course, courseCate, org, user } from '../../db/schema.ts';
import { blankToNull, crudModule, reference, type Beside } from '../../lib/crud.ts';
import type { CrudCtx } from '../../lib/crud.ts';
import { scopeCondition } from '../../lib/data-scope.ts';
import { courseOwner } from '../../lib/owners.ts';
import type { Column } from '../../lib/excel.ts';
import { ApiError, invalid } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import { containing } from '../../lib/search.ts';
import { findMedia, mediaKindName } from '../file/media.ts';
import { hasVisibleContent, sanitizeRichText } from '../../lib/sanitize.ts';
import { serveCourseMedia } from './media-route.ts';

const lecturer = alias(user, 'lecturer');

type Joined = {
  course: typeof course.$inferSelect;
  categoryName: string | null;
  lecturerName: string | null;
  orgName: string | null;
};

const idText = (id: bigint | null) => (id === null ? null : String(id));

const toRow = ({ course: c, categoryName, lecturerName, orgName }: Joined): Course => ({
  id: String(c.id),
  courseName: c.courseName,
  courseLogo: c.courseLogo,
  categoryId: idText(c.categoryId),
  categoryParent: idText(c.categoryParent),
  categoryName,
  lecturerUserNo: idText(c.lecturerUserNo),
  lecturerName,
  introduce: c.introduce,
  label: c.label,
  labelActivity: c.labelActivity,
  price: c.price,
  isFree: c.price === 0,
  courseType: c.courseType as CourseType,
  videoUrl: c.videoUrl,
  handleUrl: c.handleUrl,
  videoMakeUrl: c.videoMakeUrl,
  videoTestUrl: c.videoTestUrl,
  pdfUrl: c.pdfUrl,
  pptUrl: c.pptUrl,
  isPutaway: c.isPutaway,
  statusId: c.statusId,
  sort: c.sort,
  courseSort: c.courseSort,
  countBuy: c.countBuy,
  countStudy: c.countStudy,
  orgId: idText(c.orgId),
  orgName,
  createTime: formatDateTime(c.createTime),
  updateTime: formatDateTime(c.updateTime),
});

/** The category as stored and its level-1 parent (itself at the top level). A DOWNLOAD category
 * holds courseware only: its items are DOCUMENT courses (the website's download page lists them). */
async function categoryOf(
  ctx: CrudCtx,
  categoryId: string | undefined,
  courseType: CourseType,
): Promise<{ categoryId: bigint | null; categoryParent: bigint | null }> {
  const id = await reference(ctx, courseCate, categoryId, 'categoryId');
  if (id === undefined || id === null) return { categoryId: null, categoryParent: null };
  const [cate] = await ctx.tx
    .select({ parentId: courseCate.parentId, type: courseCate.type })
    .from(courseCate)
    .where(eq(courseCate.id, id));
  if (cate?.type === 'DOWNLOAD' && courseType !== 'DOCUMENT') {
    throw invalid(ctx.lang, [fieldIssue(ctx.lang, 'categoryId', t(ctx.lang, 'downloadCateDocumentOnly'))]);
  }
  return { categoryId: id, categoryParent: cate && cate.parentId !== 0n ? cate.parentId : id };
}

const fieldIssue = (lang: Lang, field: string, message: string, code = 'invalid'): ValidationIssue => {
  void lang;
  return { path: [field], code, message };
};

/** A lecturer: a user of the tenant marked as lecturer who has not left. */
async function lecturerOf(ctx: CrudCtx, value: string | undefined): Promise<bigint | null | undefined> {
  const id = await reference(ctx, user, value, 'lecturerUserNo');
  if (id === undefined || id === null) return id;
  const [row] = await ctx.tx
    .select({ isLecturer: user.isLecturer, positionStatus: user.positionStatus })
    .from(user)
    .where(eq(user.id, id));
  if (!row?.isLecturer || row.positionStatus === POSITION_LEFT) {
    throw invalid(ctx.lang, [fieldIssue(ctx.lang, 'lecturerUserNo', t(ctx.lang, 'notLecturer'))]);
  }
  return id;
}

/** The kind of stored file each media field holds. */
const MEDIA_FIELDS = {
  videoUrl: 'video',
  handleUrl: 'video',
  videoMakeUrl: 'video',
  videoTestUrl: 'video',
  pdfUrl: 'pdf',
  pptUrl: 'ppt',
} as const satisfies Record<string, MediaKind>;
type MediaField = keyof typeof MEDIA_FIELDS;

/** The media addresses of a body, each checked to name a stored file of the tenant of its kind
 * (unchanged addresses are kept as they are). */
async function mediaOf(
  ctx: CrudCtx,
  body: Partial<Record<MediaField, string | undefined>>,
  current?: Partial<Record<MediaField, string | null>>,
): Promise<Record<MediaField, string | null>> {
  const out = {} as Record<MediaField, string | null>;
  const issues: ValidationIssue[] = [];
  for (const [field, kind] of Object.entries(MEDIA_FIELDS) as [MediaField, MediaKind][]) {
    const given = blankToNull(body[field]);
    const value = given === undefined ? (current?.[field] ?? null) : given;
    out[field] = value;
    if (value === null || value === current?.[field]) continue;
    if (!(await findMedia(ctx.tx, value, kind))) {
      issues.push(
        fieldIssue(ctx.lang, field, t(ctx.lang, 'mediaNotStored', { kind: mediaKindName(ctx.lang, kind) })),
      );
    }
  }
  if (issues.length) throw invalid(ctx.lang, issues);
  return out;
}

/** Rich text as stored: sanitised by the project's one sanitiser; null when nothing shows. */
const introduceOf = (value: string | undefined) => {
  const html = blankToNull(value);
  if (html === undefined || html === null) return html;
  const clean = sanitizeRichText(html);
  return hasVisibleContent(clean) ? clean : null;
};

type SaleFacts = Pick<
  typeof course.$inferSelect,
  'courseName' | 'categoryId' | 'courseLogo' | 'videoUrl' | 'handleUrl' | 'videoMakeUrl' | 'pdfUrl' | 'pptUrl'
>;

/** What a course lacks to go on sale (course-domain.md "States"): a name, a category, a cover and
 * something to play or read — a video or a PDF; for courseware of a DOWNLOAD category a PDF or a
 * PPT. Empty when it may go on sale. */
async function missingForSale(tx: Tx, lang: Lang, c: SaleFacts): Promise<string[]> {
  const missing: string[] = [];
  if (!c.courseName.trim()) missing.push(t(lang, 'partName'));
  let download = false;
  if (c.categoryId === null) missing.push(t(lang, 'partCategory'));
  else {
    const [cate] = await tx
      .select({ type: courseCate.type })
      .from(courseCate)
      .where(eq(courseCate.id, c.categoryId));
    download = cate?.type === 'DOWNLOAD';
  }
  if (!c.courseLogo) missing.push(t(lang, 'partCover'));
  if (download) {
    if (!c.pdfUrl && !c.pptUrl) missing.push(t(lang, 'partCourseware'));
  } else if (!c.videoUrl && !c.handleUrl && !c.videoMakeUrl && !c.pdfUrl) {
    missing.push(t(lang, 'partMedia'));
  }
  return missing;
}

/** Refuses (nothing saved) when the course may not go on sale, naming the course and what it lacks. */
async function checkSale(tx: Tx, lang: Lang, c: SaleFacts) {
  const missing = await missingForSale(tx, lang, c);
  if (missing.length) {
    throw new ApiError(
      ErrorCode.OPERATION_FAILED,
      t(lang, 'courseNotReady', { name: c.courseName, missing: missing.join(t(lang, 'listSeparator')) }),
      400,
      { course: c.courseName, missing },
    );
  }
}

/** The stored courses of a selection, every one of the tenant's (404 otherwise: row-level
 * security hides the others, and the whole request is refused). */
/** The courses of a bulk action, all in the caller's data scope (404 otherwise). */
async function selected(ctx: CrudCtx, ids: string[]) {
  const wanted = [...new Set(idsOf(ids))];
  const rows = await ctx.tx
    .select()
    .from(course)
    .where(and(inArray(course.id, wanted), scopeCondition(await ctx.auth.dataScope(), courseOwner)));
  if (rows.length !== wanted.length)
    throw new ApiError(ErrorCode.OPERATION_FAILED, t(ctx.lang, 'notFound'), 404);
  return rows;
}

/** A category and its children. */
async function categoryWithChildren(tx: Tx, id: bigint): Promise<bigint[]> {
  const rows = await tx
    .select({ id: courseCate.id })
    .from(courseCate)
    .where(or(eq(courseCate.id, id), eq(courseCate.parentId, id)));
  return rows.map((r) => r.id);
}

const yesNo = (v: boolean) => (v ? 'true' : 'false');

// The id columns make an exported sheet importable as it is (names are shown beside them).
const columns: Column<Course>[] = [
  { key: 'courseName', zh: '课程名称', en: 'Course name', width: 30, value: (r) => r.courseName },
  { key: 'categoryId', zh: '分类编号', en: 'Category id', width: 22, value: (r) => r.categoryId },
  { key: 'categoryName', zh: '分类', en: 'Category', value: (r) => r.categoryName },
  { key: 'lecturerUserNo', zh: '讲师编号', en: 'Lecturer id', width: 22, value: (r) => r.lecturerUserNo },
  { key: 'lecturerName', zh: '讲师', en: 'Lecturer', value: (r) => r.lecturerName },
  { key: 'courseType', zh: '课程类型', en: 'Course type', value: (r) => r.courseType },
  { key: 'price', zh: '价格（分）', en: 'Price (cents)', value: (r) => r.price },
  { key: 'label', zh: '标签', en: 'Labels', value: (r) => r.label },
  { key: 'labelActivity', zh: '活动标签', en: 'Promotion badge', value: (r) => r.labelActivity },
  { key: 'isPutaway', zh: '上架', en: 'On sale', value: (r) => yesNo(r.isPutaway) },
  { key: 'statusId', zh: '启用', en: 'Enabled', value: (r) => yesNo(r.statusId) },
  { key: 'sort', zh: '排序', en: 'Order', value: (r) => r.sort },
  { key: 'courseSort', zh: '官网排序', en: 'Website order', value: (r) => r.courseSort },
  { key: 'countBuy', zh: '购买人数', en: 'Buyers', value: (r) => r.countBuy },
  { key: 'countStudy', zh: '学习人数', en: 'Learners', value: (r) => r.countStudy },
];

/** Courses: the server derives the level-1 category and `isFree`; counts are read-only. */
export const courseModule = crudModule(courseResource).storedIn({
  table: course,
  select: (tx: Tx, beside: Beside) =>
    tx
      .select({
        course,
        categoryName: courseCate.label,
        lecturerName: lecturer.name,
        orgName: org.label,
        ...beside,
      })
      .from(course)
      .leftJoin(courseCate, eq(courseCate.id, course.categoryId))
      .leftJoin(lecturer, eq(lecturer.id, course.lecturerUserNo))
      .leftJoin(org, eq(org.id, course.orgId)),
  toRow,
  filter: async (m, { tx }) => [
    m.courseName ? ilike(course.courseName, containing(m.courseName)) : undefined,
    m.categoryId ? inArray(course.categoryId, await categoryWithChildren(tx, idOf(m.categoryId))) : undefined,
    m.lecturerUserNo ? eq(course.lecturerUserNo, idOf(m.lecturerUserNo)) : undefined,
    m.courseType ? eq(course.courseType, m.courseType) : undefined,
    m.isFree === undefined ? undefined : m.isFree ? eq(course.price, 0) : gt(course.price, 0),
    m.isPutaway === undefined ? undefined : eq(course.isPutaway, m.isPutaway),
    m.statusId === undefined ? undefined : eq(course.statusId, m.statusId),
    m.orgId ? eq(course.orgId, idOf(m.orgId)) : undefined,
  ],
  sortable: {
    sort: course.sort,
    courseSort: course.courseSort,
    price: course.price,
    createTime: course.createTime,
  },
  order: [asc(course.sort), desc(course.createTime), desc(course.id)],
  owner: courseOwner,
  columns,
  // Imported courses start off the shelf, without media: they are finished in the form.
  fromSheet: (v) => ({
    courseName: v.courseName ?? '',
    categoryId: v.categoryId,
    lecturerUserNo: v.lecturerUserNo,
    courseType: v.courseType || 'VIDEO',
    price: v.price || undefined,
    label: v.label,
    labelActivity: v.labelActivity,
    statusId: v.statusId || undefined,
    sort: v.sort || undefined,
    courseSort: v.courseSort || undefined,
  }),
  async create(body, ctx) {
    const values = {
      courseName: body.courseName,
      courseLogo: blankToNull(body.courseLogo) ?? null,
      ...(await categoryOf(ctx, body.categoryId || undefined, body.courseType)),
      lecturerUserNo: (await lecturerOf(ctx, body.lecturerUserNo)) ?? null,
      introduce: introduceOf(body.introduce) ?? null,
      label: blankToNull(body.label) ?? null,
      labelActivity: blankToNull(body.labelActivity) ?? null,
      price: body.price ?? 0,
      courseType: body.courseType,
      ...(await mediaOf(ctx, body)),
      isPutaway: body.isPutaway ?? false,
      statusId: body.statusId ?? true,
      sort: body.sort ?? 0,
      courseSort: body.courseSort ?? 0,
      orgId: (await reference(ctx, org, body.orgId, 'orgId')) ?? null,
      createdBy: ctx.auth.userId,
    };
    if (values.isPutaway) await checkSale(ctx.tx, ctx.lang, values);
    return values;
  },
  async update(body, current, ctx) {
    // A field left out keeps its value (undefined is not written); '' clears it.
    const set = {
      courseName: body.courseName,
      courseLogo: blankToNull(body.courseLogo),
      ...(body.categoryId === undefined
        ? {}
        : await categoryOf(ctx, body.categoryId || undefined, body.courseType)),
      lecturerUserNo:
        body.lecturerUserNo === undefined || body.lecturerUserNo === String(current.lecturerUserNo)
          ? current.lecturerUserNo
          : await lecturerOf(ctx, body.lecturerUserNo),
      introduce: introduceOf(body.introduce),
      label: blankToNull(body.label),
      labelActivity: blankToNull(body.labelActivity),
      price: body.price ?? current.price,
      courseType: body.courseType,
      ...(await mediaOf(ctx, body, current)),
      isPutaway: body.isPutaway ?? current.isPutaway,
      statusId: body.statusId ?? current.statusId,
      sort: body.sort ?? current.sort,
      courseSort: body.courseSort ?? current.courseSort,
      orgId: body.orgId === undefined ? current.orgId : await reference(ctx, org, body.orgId, 'orgId'),
      updateTime: new Date(),
    };
    if (body.categoryId === undefined && current.categoryId !== null) {
      // The type may have changed under a kept category: the DOWNLOAD rule still holds.
      await categoryOf(ctx, String(current.categoryId), body.courseType);
    }
    const merged = { ...current };
    for (const [key, value] of Object.entries(set))
      if (value !== undefined) Object.assign(merged, { [key]: value });
    if (merged.isPutaway) await checkSale(ctx.tx, ctx.lang, merged);
    return set;
  },
  handlers: {
    async coursePutaway(ctx) {
      const rows = await selected(ctx, ctx.body.ids);
      if (ctx.body.isPutaway) for (const row of rows) await checkSale(ctx.tx, ctx.lang, row);
      await ctx.tx
        .update(course)
        .set({ isPutaway: ctx.body.isPutaway, updateTime: new Date() })
        .where(
          inArray(
            course.id,
            rows.map((r) => r.id),
          ),
        );
      return { count: rows.length };
    },
    async courseState(ctx) {
      const rows = await selected(ctx, ctx.body.ids);
      await ctx.tx
        .update(course)
        .set({ statusId: ctx.body.statusId, updateTime: new Date() })
        .where(
          inArray(
            course.id,
            rows.map((r) => r.id),
          ),
        );
      return { count: rows.length };
    },
    async courseSort(ctx) {
      const items = ctx.body.items;
      await selected(
        ctx,
        items.map((i) => i.id),
      );
      for (const item of items) {
        await ctx.tx
          .update(course)
          .set({ sort: item.sort, courseSort: item.courseSort, updateTime: new Date() })
          .where(eq(course.id, idOf(item.id)));
      }
      return { count: items.length };
    },
    async courseLecturers({ tx }) {
      const rows = await tx
        .select({ id: user.id, name: user.name })
        .from(user)
        .where(
          and(
            eq(user.isLecturer, true),
            or(isNull(user.positionStatus), ne(user.positionStatus, POSITION_LEFT)),
          ),
        )
        .orderBy(asc(user.name), asc(user.id));
      return rows.map((r) => ({ id: String(r.id), name: r.name }));
    },
    courseMedia: (ctx) => serveCourseMedia(ctx),
  },
});
