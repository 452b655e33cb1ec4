import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../common/formats.ts';
import { pageParamsSchema } from '../common/paging.ts';
import { blankable, boolish } from '../common/schema-helpers.ts';
import { ValidationCode, maxLen, nonNegativeInt, required } from '../common/validation.ts';
import { defineResource } from '../common/resource.ts';

/** An organisation node; `parentId` "0" means top level. */
export type Org = {
  id: string;
  label: string;
  abbreviation: string | null;
  describe: string | null;
  parentId: string;
  type: string | null;
  sortValue: number;
  state: boolean;
  children?: Org[];
};
/** One organisation without its subtree (what create and update answer). */
export const orgNodeSchema = z.object({
  id: z.string(),
  label: z.string(),
  abbreviation: z.string().nullable(),
  describe: z.string().nullable(),
  parentId: z.string(),
  type: z.string().nullable(),
  sortValue: z.number().int(),
  state: z.boolean(),
});
export const orgSchema: z.ZodType<Org> = orgNodeSchema.extend({
  get children() {
    return z.array(orgSchema).optional();
  },
});
export const orgTreeQuerySchema = z.object({
  state: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

/** A station (post) inside an organisation. */
export const stationSchema = z.object({
  id: z.string(),
  name: z.string(),
  describe: z.string().nullable(),
  orgId: z.string().nullable(),
  orgName: z.string().nullable(),
  state: z.boolean(),
  createTime: dateTimeSchema,
});
export type Station = z.infer<typeof stationSchema>;

/** `parentId`: "0" for a top-level organisation, else the id of its parent. */
const parentIdSchema = z.union([z.literal('0'), idSchema], { error: ValidationCode.invalid });

const orgFields = {
  label: required(255),
  abbreviation: blankable(maxLen(255)),
  describe: blankable(maxLen(255)),
  parentId: parentIdSchema.optional(),
  type: blankable(maxLen(20)),
  sortValue: nonNegativeInt().optional(),
  state: boolish.optional(),
};

/** Creating an organisation (under `parentId`, top level by default). */
export const orgCreateSchema = z.object(orgFields);
export type OrgCreate = z.input<typeof orgCreateSchema>;

/** Changing an organisation; its parent can be neither itself nor one of its descendants. */
export const orgUpdateSchema = z.object({ id: idSchema, ...orgFields });
export type OrgUpdate = z.input<typeof orgUpdateSchema>;

const stationFields = {
  name: required(255),
  describe: blankable(maxLen(255)),
  /** The organisation the station belongs to; empty for none. */
  orgId: blankable(idSchema),
  state: boolish.optional(),
};

export const stationCreateSchema = z.object(stationFields);
export type StationCreate = z.input<typeof stationCreateSchema>;

export const stationUpdateSchema = z.object({ id: idSchema, ...stationFields });
export type StationUpdate = z.input<typeof stationUpdateSchema>;

/** Filters of the station table; `orgId` also finds the stations of its descendants. */
export const stationQuerySchema = z.object({
  name: z.string().max(255).optional(),
  orgId: blankable(idSchema),
  state: boolish.optional(),
});
export const stationPageQuerySchema = pageParamsSchema(stationQuerySchema);
export type StationPageQuery = z.input<typeof stationPageQuerySchema>;

/** Organisations (`/authority/org`): a tree every signed-in user may read; create, change, delete. */
export const orgResource = defineResource({
  service: 'authority',
  key: 'org',
  scope: 'tenant',
  label: ['organisation', 'organisations'],
  schemas: {
    row: orgNodeSchema,
    treeNode: orgSchema,
    treeQuery: orgTreeQuerySchema,
    create: orgCreateSchema,
    update: orgUpdateSchema,
    deleted: z.object({ deleted: z.number().int() }),
  },
  ops: ['tree', 'create', 'update', 'delete'],
  open: ['tree'],
  summaries: {
    tree: 'Organisation tree of the tenant',
    create: 'Create an organisation',
    update: 'Change an organisation (its parent never inside its own subtree)',
    delete: 'Delete organisations with their descendants (JSON array of ids)',
  },
});

/** Stations (`/authority/station`): posts inside organisations. */
export const stationResource = defineResource({
  service: 'authority',
  key: 'station',
  scope: 'tenant',
  label: ['station', 'stations'],
  schemas: {
    row: stationSchema,
    create: stationCreateSchema,
    update: stationUpdateSchema,
    filter: stationQuerySchema,
  },
  ops: ['page', 'create', 'update', 'delete'],
  summaries: {
    page: 'Page of stations; an organisation filter includes its descendants',
    create: 'Create a station',
    update: 'Change a station',
    delete: 'Delete stations (JSON array of ids); their users keep their accounts',
  },
});
