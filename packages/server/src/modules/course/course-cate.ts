import { courseCateResource, formatDateTime } from '@pocket/contract';
import type { CourseCate, CourseCateType } from '@pocket/contract';
import { ErrorCode } from '@pocket/contract';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { idsOf } from '../../db/ids.ts';
import { course, courseCate } from '../../db/schema.ts';
import { blankToNull, crudModule, reference } from '../../lib/crud.ts';
import type { CrudCtx } from '../../lib/crud.ts';
import type { Column } from '../../lib/excel.ts';
import { ApiError, bizError } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import { deleteSubtree, nestTree, parentsOf, subtree } from '../../lib/tree.ts';

type Row = typeof courseCate.$inferSelect;

const toRow = (r: Row): CourseCate => ({
  id: String(r.id),
  label: r.label,
  abbreviation: r.abbreviation,
  describe: r.describe,
  parentId: String(r.parentId),
  type: r.type as CourseCateType,
  sortValue: r.sortValue,
  state: r.state,
  logo: r.logo,
  createTime: formatDateTime(r.createTime),
});

/** The parent as stored (0 = top level): one of the tenant's top-level categories, never the
 * node itself; a node with children stays at the top (two levels at most). */
async function parentOf(ctx: CrudCtx, parentId: string | undefined, self?: bigint): Promise<bigint> {
  if (parentId === undefined || parentId === '0') return 0n;
  const id = (await reference(ctx, courseCate, parentId, 'parentId')) ?? 0n;
  const parents = await parentsOf(ctx.tx, courseCate);
  const hasChildren = self !== undefined && [...parents.values()].includes(self);
  if (id === self || parents.get(id) !== 0n || hasChildren) throw bizError(ctx.lang, 'cateTooDeep');
  return id;
}

/** A child holds what its parent holds. */
async function typeUnder(ctx: CrudCtx, parentId: bigint, type: CourseCateType): Promise<CourseCateType> {
  if (parentId === 0n) return type;
  const [parent] = await ctx.tx
    .select({ type: courseCate.type })
    .from(courseCate)
    .where(eq(courseCate.id, parentId));
  return (parent?.type as CourseCateType | undefined) ?? type;
}

const columns: Column<CourseCate>[] = [
  { key: 'label', zh: '名称', en: 'Name', value: (r) => r.label },
  { key: 'abbreviation', zh: '简称', en: 'Abbreviation', value: (r) => r.abbreviation },
  { key: 'type', zh: '类型', en: 'Type', value: (r) => r.type },
  { key: 'parentId', zh: '上级', en: 'Parent', value: (r) => r.parentId },
  { key: 'sortValue', zh: '排序', en: 'Order', value: (r) => r.sortValue },
  { key: 'state', zh: '状态', en: 'State', value: (r) => (r.state ? 'true' : 'false') },
];

/** Course categories: two levels; a child holds its parent's type; deleting one takes its children. */
export const courseCateModule = crudModule(courseCateResource).storedIn({
  table: courseCate,
  toRow,
  order: [asc(courseCate.parentId), asc(courseCate.sortValue), asc(courseCate.id)],
  columns,
  async create(body, ctx) {
    const parentId = await parentOf(ctx, body.parentId);
    return {
      label: body.label,
      abbreviation: blankToNull(body.abbreviation) ?? null,
      describe: blankToNull(body.describe) ?? null,
      parentId,
      type: await typeUnder(ctx, parentId, body.type),
      sortValue: body.sortValue ?? 0,
      state: body.state ?? true,
      logo: blankToNull(body.logo) ?? null,
    };
  },
  async update(body, current, ctx) {
    const parentId =
      body.parentId === undefined ? current.parentId : await parentOf(ctx, body.parentId, current.id);
    return {
      label: body.label,
      abbreviation: blankToNull(body.abbreviation),
      describe: blankToNull(body.describe),
      parentId,
      type: await typeUnder(ctx, parentId, body.type),
      sortValue: body.sortValue ?? current.sortValue,
      state: body.state ?? current.state,
      logo: blankToNull(body.logo),
    };
  },
  handlers: {
    async courseCateTree({ tx, query }) {
      const rows = await tx
        .select()
        .from(courseCate)
        .where(
          and(
            query.type === undefined ? undefined : eq(courseCate.type, query.type),
            query.state === undefined ? undefined : eq(courseCate.state, query.state),
          ),
        )
        .orderBy(asc(courseCate.sortValue), asc(courseCate.id));
      return nestTree(rows.map(toRow));
    },
    async courseCateDelete({ tx, body, lang }) {
      const ids = idsOf(body);
      const parents = await parentsOf(tx, courseCate);
      // A category (or one of its children) that still holds courses stays, with every other one
      // of the selection: the courses are moved or deleted first.
      const doomed = [
        ...subtree(
          parents,
          ids.filter((id) => parents.has(id)),
        ),
      ];
      if (doomed.length) {
        const [held] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(course)
          .where(or(inArray(course.categoryId, doomed), inArray(course.categoryParent, doomed)));
        if (held && held.n > 0)
          throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'cateHoldsCourses', { count: held.n }), 400);
      }
      return deleteSubtree({ tx, lang }, courseCate, ids);
    },
  },
});
