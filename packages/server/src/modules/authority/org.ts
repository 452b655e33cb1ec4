import { orgResource } from '@pocket/contract';
import type { Org } from '@pocket/contract';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idsOf } from '../../db/ids.ts';
import { org } from '../../db/schema.ts';
import { blankToNull, crudModule, reference } from '../../lib/crud.ts';
import type { CrudCtx } from '../../lib/crud.ts';
import { invalid, issue } from '../../lib/http.ts';
import { deleteSubtree, nestTree, parentsOf, subtree } from '../../lib/tree.ts';

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

/** The ids of the tenant's organisations `roots` and everything below them. */
export async function subtreeOf(tx: Tx, roots: bigint[]): Promise<Set<bigint>> {
  return subtree(await parentsOf(tx, org), roots);
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
    if (parentId !== 0n && subtree(await parentsOf(ctx.tx, org), [current.id]).has(parentId)) {
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
      return nestTree(rows.map(toOrg));
    },
    // Users and stations stay without an organisation (their foreign keys set it null).
    orgDelete: ({ tx, body, lang }) => deleteSubtree({ tx, lang }, org, idsOf(body)),
  },
});
