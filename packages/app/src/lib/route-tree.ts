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

/** The chain of nodes from the top of the tree to the page at `pathname` (empty if none). */
export function findTrail(nodes: readonly RouterNode[], pathname: string, parent = '/'): RouterNode[] {
  for (const node of nodes) {
    const path = resolveNavPath(parent, node.path);
    if (path === pathname && node.component !== 'Layout') return [node];
    if (node.children?.length) {
      const below = findTrail(node.children, pathname, path);
      if (below.length) return [node, ...below];
    }
  }
  return [];
}
