import type { DataRouter, RouteObject } from 'react-router';
import type { RouterNode } from '@pocket/contract';
import { buildServerRoutes } from './server-routes.tsx';

// The server's routes in the running router. Its own module: the sign-in page patches them
// after signing in, and the router lazily loads the sign-in page, so neither imports the other.

/** The layout route the server's routes go under. */
export const LAYOUT_ROUTE_ID = 'layout';

let patchedSignature: string | null = null;

/**
 * Adds the server's routes (and the catch-all 404) under the layout. A different user's tree on
 * the same page means stale routes: the page reloads at the dashboard instead.
 */
export function patchServerRoutes(
  patch: (routeId: string, children: RouteObject[]) => void,
  tree: RouterNode[],
): 'patched' | 'unchanged' | 'reloading' {
  // Titles change with the language; only paths and screens decide whether routes must change.
  const signature = JSON.stringify(tree, ['path', 'component', 'redirect', 'children']);
  if (patchedSignature === signature) return 'unchanged';
  if (patchedSignature !== null) {
    window.location.hash = '#/dashboard';
    window.location.reload();
    return 'reloading';
  }
  patchedSignature = signature;
  patch(LAYOUT_ROUTE_ID, buildServerRoutes(tree));
  return 'patched';
}

let appRouter: DataRouter | null = null;

/** The running router, once it exists. */
export function setAppRouter(router: DataRouter): void {
  appRouter = router;
}

/** After sign-in: adds the new session's routes to the running router. */
export function patchSessionRoutes(tree: RouterNode[]): void {
  if (appRouter) patchServerRoutes((id, children) => appRouter?.patchRoutes(id, children), tree);
}
