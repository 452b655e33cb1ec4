import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../common/formats.ts';
import { defineResource } from '../common/resource.ts';
import { blankable, boolish } from '../common/schema-helpers.ts';
import { ValidationCode, maxLen, nonNegativeInt, required, url } from '../common/validation.ts';
import { ATTACHMENT_URL } from '../file/attachment.ts';

/** What a category holds: courses, or downloadable courseware. */
export const COURSE_CATE_TYPE = ['COURSE', 'DOWNLOAD'] as const;
export type CourseCateType = (typeof COURSE_CATE_TYPE)[number];

/** A course category; `parentId` "0" is the top level; at most two levels. */
export const courseCateSchema = z.object({
  id: z.string(),
  label: z.string(),
  abbreviation: z.string().nullable(),
  describe: z.string().nullable(),
  parentId: z.string(),
  type: z.enum(COURSE_CATE_TYPE),
  sortValue: z.number().int(),
  state: z.boolean(),
  logo: z.string().nullable(),
  createTime: dateTimeSchema,
});
export type CourseCate = z.infer<typeof courseCateSchema> & { children?: CourseCate[] };
export const courseCateNodeSchema: z.ZodType<CourseCate> = courseCateSchema.extend({
  get children() {
    return z.array(courseCateNodeSchema).optional();
  },
});

const fields = {
  label: required(100),
  abbreviation: blankable(maxLen(50)),
  describe: blankable(maxLen(255)),
  parentId: z.union([z.literal('0'), idSchema], { error: ValidationCode.invalid }).optional(),
  type: z.enum(COURSE_CATE_TYPE, { error: ValidationCode.required }),
  sortValue: nonNegativeInt().optional(),
  state: boolish.optional(),
  /** An absolute URL or the address of an uploaded image. */
  logo: blankable(z.union([url(), z.string().regex(ATTACHMENT_URL, ValidationCode.url)])),
};
export const courseCateCreateSchema = z.object(fields);
export type CourseCateCreate = z.input<typeof courseCateCreateSchema>;
export const courseCateUpdateSchema = z.object({ id: idSchema, ...fields });
export const courseCateTreeQuerySchema = z.object({
  type: z.enum(COURSE_CATE_TYPE).optional(),
  state: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

/** Course categories (`/course/courseCate`): a tree of two levels; deleting one takes its children. */
export const courseCateResource = defineResource({
  service: 'course',
  key: 'courseCate',
  scope: 'tenant',
  label: ['course category', 'course categories'],
  schemas: {
    row: courseCateSchema,
    treeNode: courseCateNodeSchema,
    treeQuery: courseCateTreeQuerySchema,
    create: courseCateCreateSchema,
    update: courseCateUpdateSchema,
    deleted: z.object({ deleted: z.number().int() }),
  },
  ops: ['tree', 'create', 'update', 'delete', 'export'],
  summaries: { delete: 'Delete categories with their children (JSON array of ids)' },
});
