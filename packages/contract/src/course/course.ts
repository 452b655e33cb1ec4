import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../common/formats.ts';
import { defineResource } from '../common/resource.ts';
import { blankable, boolish } from '../common/schema-helpers.ts';
import { secret } from '../common/secret.ts';
import { ValidationCode, maxLen, nonNegativeInt, required, selection, url } from '../common/validation.ts';
import { endpoint, envelope, file } from '../endpoint.ts';
import { ATTACHMENT_URL, MEDIA_URL } from '../file/attachment.ts';

/** What a course is: a video course, a document, a live class or an offline class. */
export const COURSE_TYPE = ['VIDEO', 'DOCUMENT', 'LIVE', 'OFFLINE'] as const;
export type CourseType = (typeof COURSE_TYPE)[number];

/** The address of a stored media file (an upload of `POST /file/attachment/media`): videos and
 * courseware are only ever stored files, served by the course media route to who may see them. */
export const STORED_FILE_URL = MEDIA_URL;

/** A media or courseware address: a stored media file of the tenant (the server checks its kind). */
const fileAddress = () => blankable(z.string().regex(STORED_FILE_URL, ValidationCode.url));
/** A cover: an uploaded image of the tenant or an absolute http(s) URL. */
const coverAddress = () => blankable(z.union([url(), z.string().regex(ATTACHMENT_URL, ValidationCode.url)]));

/** What the course media route serves: the trial clip (public for an on-sale course), the full
 * video (handleUrl, else videoMakeUrl, else videoUrl), the PDF or the PPT. */
export const COURSE_MEDIA = ['trial', 'video', 'pdf', 'ppt'] as const;
export type CourseMedia = (typeof COURSE_MEDIA)[number];

/** The website path of a course's media (under the API base `/api`). */
export const courseMediaPath = (courseId: string, kind: CourseMedia) =>
  `/course/anno/media/${courseId}/${kind}`;

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
  courseLogo: coverAddress(),
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

/** `POST /course/course/putaway`: the courses and whether they go on sale. */
export const coursePutawaySchema = z.object({
  ids: selection(idSchema),
  isPutaway: z.boolean({ error: ValidationCode.required }),
});
export type CoursePutaway = z.input<typeof coursePutawaySchema>;
/** `POST /course/course/state`: the courses and whether they are enabled. */
export const courseStateSchema = z.object({
  ids: selection(idSchema),
  statusId: z.boolean({ error: ValidationCode.required }),
});
export type CourseState = z.input<typeof courseStateSchema>;
/** `POST /course/course/sort`: the back-office and website order of each course given. */
export const courseSortSchema = z.object({
  items: selection(z.object({ id: idSchema, sort: nonNegativeInt(), courseSort: nonNegativeInt() })),
});
export type CourseSort = z.input<typeof courseSortSchema>;
/** What a bulk action answers: how many courses it changed. */
export const bulkResultSchema = z.object({ count: z.number().int() });

/** `GET /course/anno/media/{courseId}/{kind}`. */
export const courseMediaParamsSchema = z.object({
  courseId: idSchema,
  kind: z.enum(COURSE_MEDIA, { error: ValidationCode.invalid }),
});
/** The tenant (base64 code, as the `tenant` header) and the access token (as the `token` header)
 * may travel in the query: a `<video>` or a download link cannot send headers. */
export const courseMediaQuerySchema = z.object({
  tenant: z.string().max(64, `${ValidationCode.max}:64`).optional(),
  token: z.string().max(4096, `${ValidationCode.max}:4096`).optional(),
  /** A signed address (`/course/userOrder/mediaUrl`): the viewer, the expiry (epoch ms) and the
   * HMAC of tenant, course, kind, viewer and expiry. */
  uid: idSchema.optional(),
  exp: z.coerce.number({ error: ValidationCode.invalid }).int(ValidationCode.invalid).min(0).optional(),
  sig: secret(z.string().regex(/^[0-9a-f]{64}$/, ValidationCode.invalid)).optional(),
});

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
    import: 'Import courses from xlsx (all rows or none; imported courses start off the shelf)',
    create: 'Create a course (the server derives the level-1 category and isFree)',
    update: 'Change a course; putting it on sale needs a name, category, cover and a video or PDF',
    delete: 'Delete courses (JSON array of ids)',
  },
}).extend((can) => ({
  coursePutaway: endpoint({
    method: 'post',
    path: '/course/course/putaway',
    auth: 'token',
    permission: can.edit,
    summary:
      'Put courses on sale or off the shelf; each is checked, all or none (the failing course is named)',
    body: coursePutawaySchema,
    response: envelope(bulkResultSchema),
  }),
  courseState: endpoint({
    method: 'post',
    path: '/course/course/state',
    auth: 'token',
    permission: can.edit,
    summary: 'Enable or disable courses (a disabled course is hidden everywhere)',
    body: courseStateSchema,
    response: envelope(bulkResultSchema),
  }),
  courseSort: endpoint({
    method: 'post',
    path: '/course/course/sort',
    auth: 'token',
    permission: can.edit,
    summary: 'Set the back-office and website order of courses',
    body: courseSortSchema,
    response: envelope(bulkResultSchema),
  }),
  courseLecturers: endpoint({
    method: 'get',
    path: '/course/course/lecturers',
    auth: 'token',
    permission: can.view,
    summary: 'The users a course may name as lecturer: marked as lecturer and not left',
    response: envelope(z.array(z.object({ id: z.string(), name: z.string() }))),
  }),
  courseMedia: endpoint({
    method: 'get',
    path: '/course/anno/media/{courseId}/{kind}',
    auth: 'anno',
    permission: null,
    summary:
      'A course medium with HTTP range requests: trial is public for an on-sale, enabled course; video needs entitlement; pdf and ppt a signed-in, entitled user; staff with course:course:view preview any',
    params: courseMediaParamsSchema,
    query: courseMediaQuerySchema,
    response: file('application/octet-stream'),
  }),
}));
