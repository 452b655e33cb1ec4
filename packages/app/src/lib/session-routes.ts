import { matchRoutes, type DataRouter, type RouteObject } from 'react-router';
import type { RouterNode } from '@pocket/contract';
import { session } from '../app/core-services.ts';
import type { RouteHandle } from './route-title.ts';
import { buildServerRoutes } from './server-routes.tsx';
import { whenIdle } from './when-idle.ts';

// The server's routes in the running router. Its own module: the sign-in page patches them
// after signing in, and the router lazily loads the sign-in page, so neither imports the other.

/** The layout route the server's routes go under. */
export const LAYOUT_ROUTE_ID = 'layout';

let patchedSignature: string | null = null;

/** The routes each path matched (matching ranks every route of the tree): a menu link asks on
 * hover, on focus and when idle. Forgotten when the routes change. */
const matchedPaths = new Map<string, ReturnType<typeof matchRoutes>>();
let matchedRoutes: unknown = null;

/** Route ids already under the layout. */
const patchedIds = new Set<string>();

/**
 * Adds the server's routes (and the catch-all 404) under the layout. A different user's tree on
 * the same page means stale routes: the page reloads at the dashboard instead. `grown`: the same
 * user's tree after a change of their permissions: its new routes are added, no reload (routes it
 * lost stay registered, but the menu no longer shows them and the server refuses their calls).
 */
export function patchServerRoutes(
  patch: (routeId: string, children: RouteObject[]) => void,
  tree: RouterNode[],
  grown = false,
): 'patched' | 'unchanged' | 'reloading' {
  // Titles change with the language; only paths and screens decide whether routes must change.
  const signature = JSON.stringify(tree, ['path', 'component', 'redirect', 'children']);
  if (patchedSignature === signature) return 'unchanged';
  if (patchedSignature !== null && grown) {
    patchedSignature = signature;
    matchedPaths.clear();
    const fresh = buildServerRoutes(tree).filter((r) => r.id && !patchedIds.has(r.id));
    fresh.forEach((r) => patchedIds.add(r.id as string));
    if (fresh.length) patch(LAYOUT_ROUTE_ID, fresh);
    return 'patched';
  }
  if (patchedSignature !== null) {
    window.location.hash = '#/dashboard';
    window.location.reload();
    return 'reloading';
  }
  patchedSignature = signature;
  matchedPaths.clear();
  const routes = buildServerRoutes(tree);
  routes.forEach((r) => r.id && patchedIds.add(r.id));
  patch(LAYOUT_ROUTE_ID, routes);
  return 'patched';
}

let appRouter: DataRouter | null = null;

/** The running router, once it exists. */
export function setAppRouter(router: DataRouter): void {
  appRouter = router;
}

/** After sign-in (or, `grown`, a change of the same user's permissions): adds the session's
 * routes to the running router. */
export function patchSessionRoutes(tree: RouterNode[], grown = false): void {
  if (appRouter) patchServerRoutes((id, children) => appRouter?.patchRoutes(id, children), tree, grown);
}

/** The code loads started per path (a failed one is forgotten, so a later hover tries again). */
const codeLoads = new Map<string, Promise<void>>();

/**
 * Starts loading the code and catalogs of the page at `path` (a menu link under the pointer or
 * focus) and, unless `read` is false, its first read, so a click finds them loaded. Route loaders
 * are memoised and reads deduplicated: nothing is fetched twice. Resolves once the code is in
 * (never rejects).
 */
export function prefetchRoute(path: string, read = true): Promise<void> {
  if (!appRouter) return Promise.resolve();
  // A console opened at a static page (the dashboard) has no server routes yet: the router adds
  // them on the first navigation that needs them. Add them now, from the session's tree.
  if (patchedSignature === null && session.isSignedIn()) {
    return session
      .loadRoutes()
      .then((tree) => {
        patchSessionRoutes(tree);
        return prefetchMatched(path, read);
      })
      .catch(() => undefined);
  }
  return prefetchMatched(path, read);
}

function prefetchMatched(path: string, read: boolean): Promise<void> {
  if (!appRouter) return Promise.resolve();
  if (matchedRoutes !== appRouter.routes) {
    matchedRoutes = appRouter.routes;
    matchedPaths.clear();
  }
  let found = matchedPaths.get(path);
  if (found === undefined) matchedPaths.set(path, (found = matchRoutes(appRouter.routes, path)));
  const matches = found ?? [];
  let code = codeLoads.get(path);
  if (!code && matches.length > 0) {
    code = Promise.all(
      matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)),
    ).then(
      () => undefined,
      () => void codeLoads.delete(path),
    );
    codeLoads.set(path, code);
  }
  if (read) {
    for (const { route } of matches) {
      (route.handle as RouteHandle | undefined)?.prefetch?.().catch(() => undefined);
    }
  }
  return code ?? Promise.resolve();
}

/** Paths whose screens' code waits for an idle moment, in the order asked. */
const idleCode: string[] = [];
let idleLoading = false;

/**
 * Loads the code of the page at `path` when the browser is idle, one page after another (no read):
 * the links of a menu group the user opens are what they are about to choose from, so a click
 * seldom waits for its screen's code. A hover or focus on a link still starts its code and read at
 * once. Nothing is loaded when the browser asks to save data.
 */
export function prefetchRouteCodeWhenIdle(path: string): void {
  if (codeLoads.has(path) || idleCode.includes(path) || savesData()) return;
  idleCode.push(path);
  if (idleLoading) return;
  idleLoading = true;
  void (async () => {
    for (let next = idleCode.shift(); next !== undefined; next = idleCode.shift()) {
      await new Promise<void>((resolve) => whenIdle(resolve));
      await prefetchRoute(next, false);
    }
    idleLoading = false;
  })();
}

const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
