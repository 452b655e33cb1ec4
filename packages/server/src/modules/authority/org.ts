import { ErrorCode, orgResource } from '@pocket/contract';
import type { Org } from '@pocket/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idsOf } from '../../db/ids.ts';
import { org } from '../../db/schema.ts';
import { blankToNull, crudModule, reference } from '../../lib/crud.ts';
import type { CrudCtx } from '../../lib/crud.ts';
import { ApiError, invalid, issue } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';

type OrgRow = typeof org.$inferSelect;

/** Maps an org row to the contract (the one place for orgs). */
function toOrg(row: OrgRow): Org {
  return {
    id: String(row.id),
    label: row.label,
    abbreviation: row.abbreviation,
    describe: row.describe,
    parentId: String(row.parentId),
    type: row.type,
    sortValue: row.sortValue,
    state: row.state,
  };
}

/** Nests orgs under their parents; orphans (parent filtered out) become roots. */
function orgTree(rows: OrgRow[]): Org[] {
  const nodes = new Map(rows.map((r) => [String(r.id), { ...toOrg(r), children: [] as Org[] }]));
  const roots: Org[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const prune = (n: Org): Org => {
    const children = (n.children ?? []).map(prune);
    const { children: _ignored, ...rest } = n;
    return children.length ? { ...rest, children } : rest;
  };
  return roots.map(prune);
}

/** Every organisation of the tenant with its parent, to walk subtrees in memory. */
async function parentsById(tx: Tx): Promise<Map<bigint, bigint>> {
  const rows = await tx.select({ id: org.id, parentId: org.parentId }).from(org);
  return new Map(rows.map((r) => [r.id, r.parentId]));
}

/** The ids of `roots` and all their descendants. */
function subtree(parents: Map<bigint, bigint>, roots: bigint[]): Set<bigint> {
  const found = new Set(roots);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [id, parentId] of parents) {
      if (!found.has(id) && found.has(parentId)) {
        found.add(id);
        grew = true;
      }
    }
  }
  return found;
}

/** The ids of the tenant's organisations `roots` and everything below them. */
export async function subtreeOf(tx: Tx, roots: bigint[]): Promise<Set<bigint>> {
  return subtree(await parentsById(tx), roots);
}

/** The parent as stored (0 = top level); it must be an organisation of the tenant. */
async function parentOf(ctx: CrudCtx, parentId: string | undefined): Promise<bigint> {
  if (parentId === undefined || parentId === '0') return 0n;
  return (await reference(ctx, org, parentId, 'parentId')) ?? 0n;
}

/** Organisations: a tree; a parent is never inside the node's own subtree; deleting one deletes
 * its subtree, while its users and stations stay, without an organisation. */
export const orgModule = crudModule(orgResource).storedIn({
  table: org,
  toRow: toOrg,
  order: [asc(org.sortValue), asc(org.id)],
  create: async (body, ctx) => ({
    label: body.label,
    abbreviation: blankToNull(body.abbreviation),
    describe: blankToNull(body.describe),
    parentId: await parentOf(ctx, body.parentId),
    type: blankToNull(body.type),
    sortValue: body.sortValue ?? 0,
    state: body.state ?? true,
  }),
  update: async (body, current, ctx) => {
    const parentId = body.parentId === undefined ? current.parentId : await parentOf(ctx, body.parentId);
    if (parentId !== 0n && subtree(await parentsById(ctx.tx), [current.id]).has(parentId)) {
      throw invalid(ctx.lang, [issue(ctx.lang, ['parentId'], 'invalid')]);
    }
    return {
      label: body.label,
      abbreviation: blankToNull(body.abbreviation),
      describe: blankToNull(body.describe),
      parentId,
      type: blankToNull(body.type),
      sortValue: body.sortValue ?? current.sortValue,
      state: body.state ?? current.state,
    };
  },
  handlers: {
    async orgTree({ tx, query }) {
      const rows = await tx
        .select()
        .from(org)
        .where(query.state === undefined ? undefined : eq(org.state, query.state))
        .orderBy(asc(org.sortValue), asc(org.id));
      return orgTree(rows);
    },
    async orgDelete({ tx, body, lang }) {
      const ids = idsOf(body);
      const parents = await parentsById(tx);
      if (ids.some((id) => !parents.has(id))) {
        throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
      }
      const doomed = [...subtree(parents, ids)];
      // Users and stations stay without an organisation (their foreign keys set it null).
      await tx.delete(org).where(inArray(org.id, doomed));
      return { deleted: doomed.length };
    },
  },
});
