import { useMemo, useSyncExternalStore } from 'react';
import type { RouterNode } from '@pocket/contract';
import { resolveNavPath } from '@pocket/ui';
import { authStorage, fetchRouteTree, routeTreeFetch } from '../app/core-services.ts';

/**
 * The signed-in user's route tree as the layout shows it. Titles come from the server in the
 * request's language, so a language switch fetches the tree again (paths stay the same).
 */
let version = 0;
const listeners = new Set<() => void>();

export const routeTree = {
  get: (): RouterNode[] => authStorage.get('USER_ROUTER') ?? [],
  /** Fetches the tree in the current language and stores it where the session keeps it. */
  async reload(): Promise<void> {
    if (!authStorage.hasSession()) return;
    const tree = await fetchRouteTree();
    authStorage.set('USER_ROUTER', tree);
    version += 1;
    listeners.forEach((listener) => listener());
  },
  /** True once this page has fetched the tree: the stored one is in the page's language. */
  fetchedThisPage: (): boolean => routeTreeFetch.thisPage,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The stored tree; re-renders after a reload. */
export function useRouteTree(signedIn: boolean): RouterNode[] {
  const v = useSyncExternalStore(
    routeTree.subscribe,
    () => version,
    () => version,
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `v` changes after every reload: the stored tree is read again then
  return useMemo(() => (signedIn ? routeTree.get() : []), [signedIn, v]);
}

/** Each tree's trails by page path, built on the first look-up (the layout asks on every render). */
const trails = new WeakMap<readonly RouterNode[], Map<string, RouterNode[]>>();

/** The chain of nodes from the top of the tree to the page at `pathname` (empty if none). */
export function findTrail(nodes: readonly RouterNode[], pathname: string): RouterNode[] {
  let index = trails.get(nodes);
  if (!index) {
    const found = new Map<string, RouterNode[]>();
    // Depth first, in the tree's order: the first page at a path is the one the path names.
    const visit = (level: readonly RouterNode[], parent: string, above: RouterNode[]) => {
      for (const node of level) {
        const path = resolveNavPath(parent, node.path);
        const trail = [...above, node];
        if (node.component !== 'Layout' && !found.has(path)) found.set(path, trail);
        if (node.children?.length) visit(node.children, path, trail);
      }
    };
    visit(nodes, '/', []);
    trails.set(nodes, (index = found));
  }
  return index.get(pathname) ?? [];
}
