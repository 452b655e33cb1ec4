import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import useSWR from 'swr';
import { isApiError } from '@pocket/api-client';
import { toast, type TreeNodeData } from '@pocket/ui';
import { swrKey } from '../../lib/swr-keys.ts';

/** A node of a resource's tree (`…/tree`): its children below it. */
export type TreeNode = { id: string; children?: readonly TreeNode[] | undefined };

/** A tree node as a table row: how deep it lies and the ids of everything below it. */
export type TreeRow<N> = N & { depth: number; below: string[] };

/** The tree in display order (parents before their children), each row with its depth. */
export function flattenTree<N extends TreeNode>(nodes: readonly N[], depth = 0): TreeRow<N>[] {
  return nodes.flatMap((node) => {
    const under = flattenTree((node.children ?? []) as readonly N[], depth + 1);
    return [{ ...node, depth, below: under.map((row) => row.id) }, ...under];
  });
}

/** How many rows lie below the chosen ones without being chosen themselves: they go too. */
export function countBelow(rows: readonly TreeRow<TreeNode>[], ids: readonly string[]): number {
  const chosen = new Set(ids);
  const below = new Set(rows.filter((row) => chosen.has(row.id)).flatMap((row) => row.below));
  return [...below].filter((id) => !chosen.has(id)).length;
}

/** The tree as tree-select nodes named by `label`; every node can be chosen. */
export function treeNodes<N extends TreeNode>(
  nodes: readonly N[],
  label: (node: N) => string,
): TreeNodeData[] {
  return nodes.map((node) => ({
    id: node.id,
    label: label(node),
    children: node.children?.length ? treeNodes(node.children as readonly N[], label) : undefined,
  }));
}

type Options<N> = {
  /** The SWR resource, e.g. 'authority/org/tree'. */
  resource: string;
  fetch: () => Promise<N[]>;
  /** False: nothing is fetched (the screen is paged). */
  enabled: boolean;
};

/**
 * The state of a tree screen's table, like `useServerTable` for a paged one: every node of the
 * resource's tree, flattened parents first, fetched per tenant, user and language.
 */
export function useTreeTable<N extends TreeNode>({ resource, fetch, enabled }: Options<N>) {
  const { t, i18n } = useLingui();
  const [tableKey, setTableKey] = useState(0);
  const tree = useSWR(enabled ? swrKey(resource, { locale: i18n.locale }) : null, fetch);
  const rows = useMemo(() => flattenTree(tree.data ?? []), [tree.data]);
  return {
    nodes: tree.data ?? [],
    rows,
    tableKey,
    resetSelection: () => setTableKey((n) => n + 1),
    tableProps: {
      data: rows,
      loading: tree.isLoading || tree.isValidating,
      error:
        tree.error && !tree.data
          ? (isApiError(tree.error) && tree.error.msg) || t`Failed to get data`
          : undefined,
      onRetry: () => void tree.mutate(),
      onRefresh: () => void tree.mutate(),
      onNothingSelected: () => toast.warning(t`No data selected yet`),
    },
  };
}
