import { z } from 'zod';
import { idSchema } from '../common/formats.ts';
import { defineGroup, defineResource } from '../common/resource.ts';
import { blankable } from '../common/schema-helpers.ts';
import { maxLen, nonNegativeInt, required, ValidationCode } from '../common/validation.ts';
import { endpoint, envelope } from '../endpoint.ts';

/** The levels of the administrative division. */
export const AREA_LEVEL = ['PROVINCE', 'CITY', 'COUNTY'] as const;
export type AreaLevel = (typeof AREA_LEVEL)[number];

/** An administrative division of China (GB/T 2260 code). `parentId` "0" is the top level;
 * `hasChildren` lets a tree load children on demand. */
export const areaSchema = z.object({
  id: z.string(),
  code: z.string(),
  label: z.string(),
  fullName: z.string(),
  sortValue: z.number().int(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  level: z.enum(AREA_LEVEL),
  parentCode: z.string().nullable(),
  parentId: z.string(),
  source: z.string().nullable(),
  hasChildren: z.boolean(),
});
export type Area = z.infer<typeof areaSchema>;

const coordinate = (limit: number) =>
  z.union([z.coerce.number().min(-limit).max(limit), z.literal('')], { error: ValidationCode.invalid });

const areaFields = {
  code: required(20).regex(/^\d{2,12}$/, ValidationCode.invalid),
  label: required(100),
  sortValue: nonNegativeInt().optional(),
  longitude: coordinate(180).optional(),
  latitude: coordinate(90).optional(),
  level: z.enum(AREA_LEVEL, { error: ValidationCode.invalid }),
  /** "0" (or left out) for a province. */
  parentId: z.union([z.literal('0'), idSchema], { error: ValidationCode.invalid }).optional(),
  source: blankable(maxLen(50)),
};
export const areaCreateSchema = z.object(areaFields);
export type AreaCreate = z.input<typeof areaCreateSchema>;
export const areaUpdateSchema = z.object({ id: idSchema, ...areaFields });
export type AreaUpdate = z.input<typeof areaUpdateSchema>;
export const areaQuerySchema = z.object({
  label: z.string().max(100).optional(),
  code: z.string().max(20).optional(),
  level: blankable(z.enum(AREA_LEVEL)),
  parentId: blankable(z.union([z.literal('0'), idSchema])),
});

/** Areas (`/authority/area`): the platform maintains the divisions every tenant uses. */
export const areaResource = defineResource({
  service: 'authority',
  key: 'area',
  scope: 'platform',
  label: ['area', 'areas'],
  schemas: {
    row: areaSchema,
    create: areaCreateSchema,
    update: areaUpdateSchema,
    filter: areaQuerySchema,
    deleted: z.object({ deleted: z.number().int() }),
  },
  ops: ['page', 'create', 'update', 'delete', 'get'],
  summaries: {
    delete: 'Delete areas with everything under them (JSON array of ids)',
  },
});

/** `GET /authority/area/linkage?parentId=`: the children of one area ("0": the provinces). */
export const areaLinkageQuerySchema = z.object({
  parentId: z.union([z.literal('0'), idSchema], { error: ValidationCode.invalid }).default('0'),
});
/** `GET /authority/area/search?keyword=`: areas whose name contains the text, deepest first. */
export const areaSearchQuerySchema = z.object({
  keyword: required(50),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
/** An area found by a search, with the path from its province down (for a cascader). */
export const areaHitSchema = z.object({
  id: z.string(),
  code: z.string(),
  label: z.string(),
  level: z.enum(AREA_LEVEL),
  /** Ids and names from the province down to the area itself. */
  path: z.array(z.object({ id: z.string(), code: z.string(), label: z.string() })),
});
export type AreaHit = z.infer<typeof areaHitSchema>;
/** `GET /authority/area/path?codes=`: each code's path from its province (to show a stored choice). */
export const areaPathQuerySchema = z.object({
  /** Comma-separated codes, at most 100. */
  codes: z.string().regex(/^\d{2,12}(,\d{2,12}){0,99}$/, ValidationCode.invalid),
});

/** The area lookups every signed-in user may call (cascaders of the campus and user forms). */
export const areaLookupGroup = defineGroup('areaLookup', {
  areaLinkage: endpoint({
    method: 'get',
    path: '/authority/area/linkage',
    auth: 'token',
    permission: null,
    summary: 'The children of an area ("0": the provinces), for a tree or cascader that loads on demand',
    query: areaLinkageQuerySchema,
    response: envelope(z.array(areaSchema)),
  }),
  areaSearch: endpoint({
    method: 'get',
    path: '/authority/area/search',
    auth: 'token',
    permission: null,
    summary: 'Areas whose name contains the keyword, with their path from the province',
    query: areaSearchQuerySchema,
    response: envelope(z.array(areaHitSchema)),
  }),
  areaPath: endpoint({
    method: 'get',
    path: '/authority/area/path',
    auth: 'token',
    permission: null,
    summary: 'The path from the province of each area code',
    query: areaPathQuerySchema,
    response: envelope(z.array(areaHitSchema)),
  }),
});
