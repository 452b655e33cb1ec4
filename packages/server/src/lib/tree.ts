import { ErrorCode } from '@pocket/contract';
import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';
import type { CrudTable } from './crud.ts';
import { ApiError } from './http.ts';
import { t } from './i18n.ts';
import type { Lang } from './i18n.ts';

/** A node of a tree resource as the contract gives it: `parentId` "0" is the top level. */
type Node = { id: string; parentId: string; children?: Node[] };

/** Nests nodes under their parents; a node whose parent is not among them is a root. Nodes
 * without children have none (no empty `children`). */
export function nestTree<N extends Node>(nodes: N[]): N[] {
  const byId = new Map(nodes.map((n) => [n.id, { ...n, children: [] as N[] }]));
  const roots: N[] = [];
  for (const node of byId.values()) {
    const parent = byId.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const prune = (n: N): N => {
    const children = (n.children ?? []).map((c) => prune(c as N));
    const { children: _none, ...rest } = n;
    return (children.length ? { ...rest, children } : rest) as N;
  };
  return roots.map(prune);
}

/** Every row of a tree table of the tenant with its parent, to walk it in memory. */
export async function parentsOf(
  tx: Tx,
  table: CrudTable & { parentId: PgColumn },
): Promise<Map<bigint, bigint>> {
  const rows = (await tx.select({ id: table.id, parentId: table.parentId }).from(table)) as {
    id: bigint;
    parentId: bigint;
  }[];
  return new Map(rows.map((r) => [r.id, r.parentId]));
}

/** The ids of `roots` and of everything below them. */
export function subtree(parents: Map<bigint, bigint>, roots: bigint[]): Set<bigint> {
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

/** How deep a node is: 1 at the top level. */
export function depthOf(parents: Map<bigint, bigint>, id: bigint): number {
  let depth = 0;
  for (let at: bigint | undefined = id; at !== undefined && at !== 0n && depth <= parents.size;) {
    depth += 1;
    at = parents.get(at);
  }
  return depth;
}

/** Deletes rows of a tree table with everything below them (all or none: an id of no row of the
 * tenant answers 404); answers how many rows went. */
export async function deleteSubtree(
  ctx: { tx: Tx; lang: Lang },
  table: CrudTable & { parentId: PgColumn },
  ids: bigint[],
): Promise<{ deleted: number }> {
  const parents = await parentsOf(ctx.tx, table);
  if (ids.some((id) => !parents.has(id))) {
    throw new ApiError(ErrorCode.OPERATION_FAILED, t(ctx.lang, 'notFound'), 404);
  }
  const doomed = [...subtree(parents, ids)];
  await ctx.tx.delete(table).where(inArray(table.id, doomed));
  return { deleted: doomed.length };
}
