import { z } from 'zod';
import { idSchema } from '../common/formats.ts';
import { pageResultSchema } from '../common/paging.ts';
import { ValidationCode } from '../common/validation.ts';
import { COURSE_TYPE, courseMediaPath, type CourseMedia } from '../course/course.ts';

/**
 * The public website (`/website/anno/...`). Every call names the host the browser asked for
 * (`domain`, as `/oauth/anno/getDoMain` takes it); the server answers from that tenant's on-sale,
 * enabled rows only. No schema here carries a stored file address: media travel as the paths of
 * the course media route, and only those the viewer may use.
 */

/** A host name as `location.hostname` gives it (an IPv6 host in brackets). */
export const websiteDomainSchema = z
  .string({ error: ValidationCode.required })
  .min(1, ValidationCode.required)
  .max(100, `${ValidationCode.max}:100`)
  .regex(/^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)$/, ValidationCode.invalid);

/**
 * A course media path as the website answers it: from the site's root (`/api` + the course media
 * route, `GET /course/anno/media/{courseId}/{kind}`, range requests), usable as a `<video>` source.
 */
export function websiteMediaPath(courseId: string, kind: CourseMedia): string {
  return `/api${courseMediaPath(courseId, kind)}`;
}

/** Website pages list at most this many pages of results (a deeper page is refused, 400). */
export const WEBSITE_MAX_PAGE = 1000;
/** Page sizes of the website's lists. */
export const WEBSITE_PAGE_SIZES = [8, 12, 24, 48] as const;

const page = z.coerce
  .number({ error: ValidationCode.invalid })
  .int(ValidationCode.invalid)
  .min(1, ValidationCode.invalid)
  .max(WEBSITE_MAX_PAGE, ValidationCode.invalid)
  .default(1);
const size = z.coerce
  .number({ error: ValidationCode.invalid })
  .int(ValidationCode.invalid)
  .min(1, ValidationCode.invalid)
  .max(48, ValidationCode.invalid)
  .default(12);

/** The tenant's face on its website. `themeColor` is the tenant parameter WEBSITE_THEME_COLOR. */
export const websiteBrandSchema = z.object({
  tenantCode: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  /** `#rrggbb`, or null for the product's default colour. */
  themeColor: z.string().nullable(),
});
export type WebsiteBrand = z.infer<typeof websiteBrandSchema>;

/** A category as the website shows it. */
export const websiteCateSchema = z.object({
  id: z.string(),
  label: z.string(),
  abbreviation: z.string().nullable(),
  logo: z.string().nullable(),
});
export type WebsiteCate = z.infer<typeof websiteCateSchema>;

/** A course in a list: no media, no stored file address. */
export const websiteCourseCardSchema = z.object({
  id: z.string(),
  courseName: z.string(),
  courseLogo: z.string().nullable(),
  categoryName: z.string().nullable(),
  lecturerName: z.string().nullable(),
  /** Integer cents; 0 = free. */
  price: z.number().int(),
  isFree: z.boolean(),
  courseType: z.enum(COURSE_TYPE),
  /** A promotion badge such as "限时免费". */
  labelActivity: z.string().nullable(),
  /** Tags, comma separated. */
  label: z.string().nullable(),
  countBuy: z.number().int(),
  countStudy: z.number().int(),
});
export type WebsiteCourseCard = z.infer<typeof websiteCourseCardSchema>;

export const websiteDomainQuerySchema = z.object({ domain: websiteDomainSchema });

export const websiteHomeSchema = z.object({
  brand: websiteBrandSchema,
  /** Featured: the first on-sale courses in website order that have a cover. */
  banner: z.array(websiteCourseCardSchema),
  /** Level-1 course categories. */
  categories: z.array(websiteCateSchema),
  /** On-sale courses in website order (`courseSort`), the first page. */
  courses: z.array(websiteCourseCardSchema),
});
export type WebsiteHome = z.infer<typeof websiteHomeSchema>;

export const WEBSITE_PRICE_FILTERS = ['free', 'paid'] as const;
export const WEBSITE_SORTS = ['website', 'newest', 'popular'] as const;
export type WebsiteSort = (typeof WEBSITE_SORTS)[number];

export const websiteCateQuerySchema = z.object({
  domain: websiteDomainSchema,
  /** A level-1 course category; none: every category. */
  categoryId: idSchema.optional(),
  /** A level-2 category of `categoryId` (a tab). */
  subId: idSchema.optional(),
  price: z.enum(WEBSITE_PRICE_FILTERS, { error: ValidationCode.invalid }).optional(),
  /** `website`: the tenant's order; `newest`: newest first; `popular`: most buyers + learners first. */
  sort: z.enum(WEBSITE_SORTS, { error: ValidationCode.invalid }).default('website'),
  current: page,
  size,
});
export type WebsiteCateQuery = z.input<typeof websiteCateQuerySchema>;

export const websiteCatePageSchema = z.object({
  /** Every level-1 course category (the page's category choice). */
  categories: z.array(websiteCateSchema),
  /** The chosen level-1 category, if any. */
  category: websiteCateSchema.nullable(),
  /** Its level-2 categories. */
  tabs: z.array(websiteCateSchema),
  page: pageResultSchema(websiteCourseCardSchema),
});
export type WebsiteCatePage = z.infer<typeof websiteCatePageSchema>;

export const websiteViewQuerySchema = z.object({ domain: websiteDomainSchema, id: idSchema });

/** The media paths a viewer may use; null where there is none or the viewer may not. */
export const websiteMediaSchema = z.object({
  trial: z.string().nullable(),
  video: z.string().nullable(),
  pdf: z.string().nullable(),
  ppt: z.string().nullable(),
});
export type WebsiteMedia = z.infer<typeof websiteMediaSchema>;

export const websiteCourseSchema = websiteCourseCardSchema.extend({
  categoryId: z.string().nullable(),
  categoryParent: z.string().nullable(),
  /** Rich text, sanitised by the server. */
  introduce: z.string().nullable(),
});

export const websiteViewSchema = z.object({
  course: websiteCourseSchema,
  /** The one entitlement rule's answer for this viewer. */
  mayWatch: z.boolean(),
  /** Whether the call carried a valid session of this tenant. */
  signedIn: z.boolean(),
  media: websiteMediaSchema,
});
export type WebsiteView = z.infer<typeof websiteViewSchema>;

export const websiteDownQuerySchema = z.object({
  domain: websiteDomainSchema,
  /** A level-1 or level-2 DOWNLOAD category; none: every one. */
  categoryId: idSchema.optional(),
  current: page,
  size,
});
export type WebsiteDownQuery = z.input<typeof websiteDownQuerySchema>;

export const websiteDownItemSchema = websiteCourseCardSchema.extend({
  mayWatch: z.boolean(),
  /** The PDF and PPT paths, only when the viewer may read the course. */
  media: websiteMediaSchema.pick({ pdf: true, ppt: true }),
});
export type WebsiteDownItem = z.infer<typeof websiteDownItemSchema>;

/** A level-1 DOWNLOAD category with its level-2 children. */
export const websiteDownCateSchema = websiteCateSchema.extend({ children: z.array(websiteCateSchema) });

export const websiteDownPageSchema = z.object({
  categories: z.array(websiteDownCateSchema),
  page: pageResultSchema(websiteDownItemSchema),
});
export type WebsiteDownPage = z.infer<typeof websiteDownPageSchema>;

export const websiteAboutSchema = z.object({
  brand: websiteBrandSchema,
  /** The tenant's introduction. */
  describe: z.string().nullable(),
  /** The person in charge. */
  duty: z.string().nullable(),
});
export type WebsiteAbout = z.infer<typeof websiteAboutSchema>;
