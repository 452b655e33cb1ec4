import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../common/formats.ts';
import { defineResource } from '../common/resource.ts';
import { blankable, boolish } from '../common/schema-helpers.ts';
import { ValidationCode, maxLen, nonNegativeInt, required, url } from '../common/validation.ts';

/** What a course is: a video course, a document, a live class or an offline class. */
export const COURSE_TYPE = ['VIDEO', 'DOCUMENT', 'LIVE', 'OFFLINE'] as const;
export type CourseType = (typeof COURSE_TYPE)[number];

/** The address of a stored file under the `/api` base (an upload of the file module). */
export const STORED_FILE_URL = /^\/api\/file\/[A-Za-z0-9_\-/]{1,200}\.[a-z0-9]{2,5}$/;

/** A media or courseware address: an absolute http(s) URL or a stored file. */
const fileAddress = () => blankable(z.union([url(), z.string().regex(STORED_FILE_URL, ValidationCode.url)]));

/** A course as the back office lists it. Prices are integer cents; `isFree` is `price === 0`. */
export const courseSchema = z.object({
  id: z.string(),
  courseName: z.string(),
  courseLogo: z.string().nullable(),
  categoryId: z.string().nullable(),
  /** The level-1 category above `categoryId` (itself when the course sits at the top level). */
  categoryParent: z.string().nullable(),
  categoryName: z.string().nullable(),
  lecturerUserNo: z.string().nullable(),
  lecturerName: z.string().nullable(),
  /** Rich text, sanitised by the server. */
  introduce: z.string().nullable(),
  /** Tags, comma separated. */
  label: z.string().nullable(),
  /** A promotion badge such as "限时免费". */
  labelActivity: z.string().nullable(),
  price: z.number().int(),
  isFree: z.boolean(),
  courseType: z.enum(COURSE_TYPE),
  videoUrl: z.string().nullable(),
  handleUrl: z.string().nullable(),
  videoMakeUrl: z.string().nullable(),
  videoTestUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  pptUrl: z.string().nullable(),
  /** On sale (true) or off the shelf. */
  isPutaway: z.boolean(),
  /** Enabled; a disabled course is hidden everywhere. */
  statusId: z.boolean(),
  /** Back-office order. */
  sort: z.number().int(),
  /** Website order. */
  courseSort: z.number().int(),
  countBuy: z.number().int(),
  countStudy: z.number().int(),
  orgId: z.string().nullable(),
  orgName: z.string().nullable(),
  createTime: dateTimeSchema,
  updateTime: dateTimeSchema,
});
export type Course = z.infer<typeof courseSchema>;

const fields = {
  courseName: required(255),
  courseLogo: fileAddress(),
  categoryId: blankable(idSchema),
  lecturerUserNo: blankable(idSchema),
  introduce: blankable(z.string().max(100_000, `${ValidationCode.max}:100000`)),
  label: blankable(maxLen(255)),
  labelActivity: blankable(maxLen(50)),
  price: nonNegativeInt().optional(),
  courseType: z.enum(COURSE_TYPE, { error: ValidationCode.required }),
  videoUrl: fileAddress(),
  handleUrl: fileAddress(),
  videoMakeUrl: fileAddress(),
  videoTestUrl: fileAddress(),
  pdfUrl: fileAddress(),
  pptUrl: fileAddress(),
  isPutaway: boolish.optional(),
  statusId: boolish.optional(),
  sort: nonNegativeInt().optional(),
  courseSort: nonNegativeInt().optional(),
  orgId: blankable(idSchema),
};
export const courseCreateSchema = z.object(fields);
export type CourseCreate = z.input<typeof courseCreateSchema>;
export const courseUpdateSchema = z.object({ id: idSchema, ...fields });
export type CourseUpdate = z.input<typeof courseUpdateSchema>;

/** Filters of the course table; `categoryId` also finds the courses of its children. */
export const courseQuerySchema = z.object({
  courseName: z.string().max(255).optional(),
  categoryId: blankable(idSchema),
  lecturerUserNo: blankable(idSchema),
  courseType: z.enum(COURSE_TYPE).optional(),
  isFree: boolish.optional(),
  isPutaway: boolish.optional(),
  statusId: boolish.optional(),
  orgId: blankable(idSchema),
});
export type CourseQuery = z.input<typeof courseQuerySchema>;

/** Courses (`/course/course`). */
export const courseResource = defineResource({
  service: 'course',
  key: 'course',
  scope: 'tenant',
  label: ['course', 'courses'],
  schemas: {
    row: courseSchema,
    create: courseCreateSchema,
    update: courseUpdateSchema,
    filter: courseQuerySchema,
  },
  ops: ['get', 'page', 'create', 'update', 'delete', 'export', 'preview', 'import'],
  summaries: {
    page: 'Page of courses; a category filter includes its children',
    create: 'Create a course (the server derives the level-1 category and isFree)',
    update: 'Change a course; putting it on sale needs a name, category, cover and a video or PDF',
    delete: 'Delete courses (JSON array of ids)',
  },
});
