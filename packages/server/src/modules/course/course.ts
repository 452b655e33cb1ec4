import { courseResource, formatDateTime } from '@pocket/contract';
import type { Course, CourseType } from '@pocket/contract';
import { asc, desc, eq, gt, ilike, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { idOf } from '../../db/ids.ts';
import { course, courseCate, org, user } from '../../db/schema.ts';
import { blankToNull, crudModule, reference } from '../../lib/crud.ts';
import type { CrudCtx } from '../../lib/crud.ts';
import type { Column } from '../../lib/excel.ts';
import { containing } from '../../lib/search.ts';

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

/** The category as stored and its level-1 parent (itself at the top level). */
async function categoryOf(
  ctx: CrudCtx,
  categoryId: string | undefined,
): Promise<{ categoryId: bigint | null; categoryParent: bigint | null }> {
  const id = await reference(ctx, courseCate, categoryId, 'categoryId');
  if (id === undefined || id === null) return { categoryId: null, categoryParent: null };
  const [cate] = await ctx.tx
    .select({ parentId: courseCate.parentId })
    .from(courseCate)
    .where(eq(courseCate.id, id));
  return { categoryId: id, categoryParent: cate && cate.parentId !== 0n ? cate.parentId : id };
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

const columns: Column<Course>[] = [
  { key: 'courseName', zh: '课程名称', en: 'Course name', width: 30, value: (r) => r.courseName },
  { key: 'categoryName', zh: '分类', en: 'Category', value: (r) => r.categoryName },
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
  select: (tx: Tx) =>
    tx
      .select({ course, categoryName: courseCate.label, lecturerName: lecturer.name, orgName: org.label })
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
  columns,
  create: async (body, ctx) => ({
    courseName: body.courseName,
    courseLogo: blankToNull(body.courseLogo) ?? null,
    ...(await categoryOf(ctx, body.categoryId || undefined)),
    lecturerUserNo: (await reference(ctx, user, body.lecturerUserNo, 'lecturerUserNo')) ?? null,
    introduce: blankToNull(body.introduce) ?? null,
    label: blankToNull(body.label) ?? null,
    labelActivity: blankToNull(body.labelActivity) ?? null,
    price: body.price ?? 0,
    courseType: body.courseType,
    videoUrl: blankToNull(body.videoUrl) ?? null,
    handleUrl: blankToNull(body.handleUrl) ?? null,
    videoMakeUrl: blankToNull(body.videoMakeUrl) ?? null,
    videoTestUrl: blankToNull(body.videoTestUrl) ?? null,
    pdfUrl: blankToNull(body.pdfUrl) ?? null,
    pptUrl: blankToNull(body.pptUrl) ?? null,
    isPutaway: body.isPutaway ?? false,
    statusId: body.statusId ?? true,
    sort: body.sort ?? 0,
    courseSort: body.courseSort ?? 0,
    orgId: (await reference(ctx, org, body.orgId, 'orgId')) ?? null,
  }),
  update: async (body, current, ctx) => ({
    courseName: body.courseName,
    courseLogo: blankToNull(body.courseLogo),
    ...(body.categoryId === undefined ? {} : await categoryOf(ctx, body.categoryId || undefined)),
    lecturerUserNo:
      body.lecturerUserNo === undefined
        ? current.lecturerUserNo
        : await reference(ctx, user, body.lecturerUserNo, 'lecturerUserNo'),
    introduce: blankToNull(body.introduce),
    label: blankToNull(body.label),
    labelActivity: blankToNull(body.labelActivity),
    price: body.price ?? current.price,
    courseType: body.courseType,
    videoUrl: blankToNull(body.videoUrl),
    handleUrl: blankToNull(body.handleUrl),
    videoMakeUrl: blankToNull(body.videoMakeUrl),
    videoTestUrl: blankToNull(body.videoTestUrl),
    pdfUrl: blankToNull(body.pdfUrl),
    pptUrl: blankToNull(body.pptUrl),
    isPutaway: body.isPutaway ?? current.isPutaway,
    statusId: body.statusId ?? current.statusId,
    sort: body.sort ?? current.sort,
    courseSort: body.courseSort ?? current.courseSort,
    orgId: body.orgId === undefined ? current.orgId : await reference(ctx, org, body.orgId, 'orgId'),
    updateTime: new Date(),
  }),
  handlers: {},
});
