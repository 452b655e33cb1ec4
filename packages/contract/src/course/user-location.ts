import { z } from 'zod';
import { CAMPUS_AUDIT, enumValueSchema } from '../common/enums.ts';
import { DATE_TIME_PATTERN, dateTimeSchema, idSchema } from '../common/formats.ts';
import { pageParamsSchema, pageResultSchema } from '../common/paging.ts';
import { defineGroup, defineResource } from '../common/resource.ts';
import { blankable, boolish } from '../common/schema-helpers.ts';
import { ValidationCode, maxLen, required } from '../common/validation.ts';
import { endpoint, envelope } from '../endpoint.ts';
import { orderSchema } from './order.ts';

/** The check-in radius of a campus in metres: 50–5000, 200 unless set. */
export const CAMPUS_RANGE = { min: 50, max: 5000, initial: 200 } as const;
/** A user checks in at a campus at most once in this many minutes. */
export const CHECK_IN_MINUTES = 10;
/** Days of service a new campus gets before it is renewed. */
export const CAMPUS_TRIAL_DAYS = 30;

/** A campus as the back office lists it. `startTime`–`endTime` is the service window (the server
 * sets a trial window at creation; renewal extends it by whole years). */
export const userLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The code of an area of the area tree (a district, or a city or province) and its path of
   * names from the province, e.g. "广东省 / 广州市 / 天河区" (the names the area tree holds). */
  city: z.string().nullable(),
  cityName: z.string().nullable(),
  addr: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  /** Check-in radius in metres. */
  rangeDs: z.number().int(),
  startTime: dateTimeSchema.nullable(),
  endTime: dateTimeSchema.nullable(),
  /** Enabled by the tenant. */
  state: z.boolean(),
  /** A trial campus: kept out of public lists and statistics. */
  isTest: z.boolean(),
  isAudit: enumValueSchema(CAMPUS_AUDIT),
  /** The platform's opinion on its last decision. */
  opinion: z.string().nullable(),
  auditTime: dateTimeSchema.nullable(),
  /** Approved, enabled and inside its service window: shown on the website, takes check-ins. */
  open: z.boolean(),
  createTime: dateTimeSchema,
  updateTime: dateTimeSchema,
});
export type UserLocation = z.infer<typeof userLocationSchema>;

const latitude = () =>
  z.coerce
    .number({ error: ValidationCode.invalid })
    .min(-90, ValidationCode.invalid)
    .max(90, ValidationCode.invalid);
const longitude = () =>
  z.coerce
    .number({ error: ValidationCode.invalid })
    .min(-180, ValidationCode.invalid)
    .max(180, ValidationCode.invalid);
const range = () =>
  z.coerce
    .number({ error: ValidationCode.invalid })
    .int(ValidationCode.invalid)
    .min(CAMPUS_RANGE.min, ValidationCode.invalid)
    .max(CAMPUS_RANGE.max, ValidationCode.invalid);
/** An area code of the area tree (`/authority/area`, GB/T 2260); the server checks it exists. */
const cityCode = () =>
  z.string({ error: ValidationCode.invalid }).regex(/^\d{2,12}$/, ValidationCode.invalid);

const fields = {
  name: required(100),
  city: blankable(cityCode()),
  addr: blankable(maxLen(255)),
  lat: latitude(),
  lng: longitude(),
  rangeDs: range().optional(),
  state: boolish.optional(),
  isTest: boolish.optional(),
};
export const userLocationCreateSchema = z.object(fields);
export type UserLocationCreate = z.input<typeof userLocationCreateSchema>;
export const userLocationUpdateSchema = z.object({
  id: idSchema,
  ...fields,
  name: required(100).optional(),
  lat: latitude().optional(),
  lng: longitude().optional(),
});
export type UserLocationUpdate = z.input<typeof userLocationUpdateSchema>;

/** Filters of the campus table; `selectTime` (page extra `selectTime_st/_ed`) is a range of the
 * creation time, not a stored field. */
export const userLocationQuerySchema = z.object({
  name: z.string().max(100).optional(),
  /** An area code: the campuses inside that area (a province's code finds all of its cities'). */
  city: blankable(z.string().max(20)),
  state: boolish.optional(),
  isTest: boolish.optional(),
  isAudit: blankable(z.enum(CAMPUS_AUDIT, { error: ValidationCode.invalid })),
});

/** Campuses of the tenant (`/course/userLocation`): created pending, approved by the platform. */
/** `POST /course/userLocation/renew`: the campus and the whole years of service bought (1–10). */
export const campusRenewSchema = z.object({
  id: idSchema,
  years: z.number({ error: ValidationCode.invalid }).int(ValidationCode.invalid).min(1).max(10),
});
export type CampusRenew = z.input<typeof campusRenewSchema>;

export const userLocationResource = defineResource({
  service: 'course',
  key: 'userLocation',
  scope: 'tenant',
  label: ['campus', 'campuses'],
  schemas: {
    row: userLocationSchema,
    create: userLocationCreateSchema,
    update: userLocationUpdateSchema,
    filter: userLocationQuerySchema,
  },
  ops: ['get', 'page', 'query', 'create', 'update', 'delete', 'export', 'preview'],
  summaries: {
    create: 'Create a campus: it is submitted for the platform audit (PENDING) with a trial service window',
    update: 'Change a campus; an approved or rejected campus goes back to PENDING',
  },
}).extend((can) => ({
  userLocationRenew: endpoint({
    method: 'post',
    path: '/course/userLocation/renew',
    auth: 'token',
    permission: can.edit,
    summary:
      'Renew an approved campus: an UNPAID CAMPUS_FEE order of the caller for years × the tenant parameter campus_annual_fee (cents, default 100000); paid (/course/userOrder/pay), it extends the service window',
    body: campusRenewSchema,
    response: envelope(orderSchema),
  }),
}));

/** A check-in as the campus screen lists it. */
export const checkInSchema = z.object({
  id: z.string(),
  campusId: z.string(),
  campusName: z.string().nullable(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  account: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  /** Metres from the campus, rounded. */
  distance: z.number().int(),
  inRange: z.boolean(),
  checkTime: dateTimeSchema,
});
export type CheckIn = z.infer<typeof checkInSchema>;

export const checkInQuerySchema = z.object({
  campusId: blankable(idSchema),
  userName: z.string().max(50).optional(),
  inRange: boolish.optional(),
});

/** Check-ins at the tenant's campuses (`/course/checkIn`): listed and exported. */
export const checkInResource = defineResource({
  service: 'course',
  key: 'checkIn',
  scope: 'tenant',
  label: ['check-in', 'check-ins'],
  schemas: { row: checkInSchema, filter: checkInQuerySchema },
  ops: ['page', 'export'],
});

/** A campus of any tenant waiting for the platform's decision. */
export const campusAuditRowSchema = z.object({
  id: z.string(),
  tenantCode: z.string(),
  tenantName: z.string().nullable(),
  name: z.string(),
  cityName: z.string().nullable(),
  addr: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  rangeDs: z.number().int(),
  isTest: z.boolean(),
  createTime: dateTimeSchema,
  updateTime: dateTimeSchema,
});
export type CampusAuditRow = z.infer<typeof campusAuditRowSchema>;
export const campusAuditQuerySchema = z.object({
  name: z.string().max(100).optional(),
  tenantCode: z.string().max(20).optional(),
});
/** The platform's decision on a pending campus; a rejection needs an opinion. */
export const campusAuditDecisionSchema = z
  .object({
    id: idSchema,
    decision: z.enum(['APPROVED', 'REJECTED'], { error: ValidationCode.invalid }),
    opinion: blankable(maxLen(255)),
  })
  .refine((v) => v.decision === 'APPROVED' || (v.opinion ?? '').trim() !== '', {
    path: ['opinion'],
    message: ValidationCode.required,
  });
export type CampusAuditDecision = z.input<typeof campusAuditDecisionSchema>;

/** The platform's audit queue: every tenant's PENDING campuses, nothing else of theirs. */
export const campusAuditGroup = defineGroup(
  'campusAudit',
  {
    campusAuditPage: endpoint({
      method: 'post',
      path: '/course/campusAudit/page',
      auth: 'token',
      permission: 'course:campusAudit:view',
      summary: "Every other tenant's PENDING campuses (platform tenant only)",
      body: pageParamsSchema(campusAuditQuerySchema),
      response: envelope(pageResultSchema(campusAuditRowSchema)),
    }),
    campusAuditDecide: endpoint({
      method: 'post',
      path: '/course/campusAudit/decide',
      auth: 'token',
      permission: 'course:campusAudit:edit',
      summary: 'Approve or reject a PENDING campus of another tenant, with an opinion',
      body: campusAuditDecisionSchema,
      response: envelope(z.boolean()),
    }),
  },
  { scope: 'platform' },
);

/** The public card of a campus (the `/loc/:id` page). */
export const campusCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  tenantName: z.string(),
  cityName: z.string().nullable(),
  addr: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  rangeDs: z.number().int(),
  endTime: dateTimeSchema.nullable(),
});
export type CampusCard = z.infer<typeof campusCardSchema>;
export const campusCardParamsSchema = z.object({ id: idSchema });
export const campusCardQuerySchema = z.object({
  domain: z.string().min(1, ValidationCode.required).max(255),
});
/** The browser's position when checking in. */
export const checkInBodySchema = z.object({
  lat: latitude(),
  lng: longitude(),
});
export type CheckInBody = z.input<typeof checkInBodySchema>;
/** What a check-in answers: how far from the campus, and whether that is inside its radius. */
export const checkInResultSchema = z.object({
  distance: z.number().int(),
  inRange: z.boolean(),
  rangeDs: z.number().int(),
  checkTime: z.string().regex(DATE_TIME_PATTERN),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** The check-in page: the campus card (public, by the website's domain) and the check-in
 * (any signed-in user of the campus's tenant). */
export const campusPublicGroup = defineGroup('campusPublic', {
  campusCard: endpoint({
    method: 'get',
    path: '/course/anno/campus/{id}',
    auth: 'anno',
    permission: null,
    summary: "A campus's public card, when it is approved, enabled and in service (tenant by domain)",
    params: campusCardParamsSchema,
    query: campusCardQuerySchema,
    response: envelope(campusCardSchema),
  }),
  campusCheckIn: endpoint({
    method: 'post',
    path: '/course/anyone/campus/{id}/checkIn',
    auth: 'token',
    permission: null,
    summary: `Check in at a campus with the browser's position: the distance is recorded with in-range or not; once per ${CHECK_IN_MINUTES} minutes`,
    params: campusCardParamsSchema,
    body: checkInBodySchema,
    response: envelope(checkInResultSchema),
  }),
});
