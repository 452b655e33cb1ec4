import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { buildRoutes, type AppRoute } from '@pocket/auth';
import type { RouterNode } from '@pocket/contract';
import { resolveNavPath } from '@pocket/ui';
import { screenRegistry } from '../screens/registry.ts';
import { ScreenNotInstalled } from '../screens/registry-screen.tsx';
import type { DataScreen } from './route-data.ts';
import type { RouteHandle, RouteTitle } from './route-title.ts';

type Screen = { default: ComponentType };

/**
 * How long a navigation waits for its screen's first read (started with its code) before the
 * screen shows anyway, with its own loading state: a quick answer paints with the screen, no
 * spinner flash; a slow one does not hold the click.
 */
export const DATA_WAIT_MS = 300;

/** Resolves with `promise` or after `ms`, whichever is first (a slow read does not hold a page). */
function within(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}

/** Loads a screen's code, then starts its first read when it has one (resolves when cached). */
async function prefetchScreen(load: () => Promise<Screen>): Promise<void> {
  const screen = (await load()).default as DataScreen;
  await screen.prefetchData?.();
}

/** `component: "Layout"` marks a menu group rendered inside the main layout (wire contract). */
export const LAYOUT_COMPONENT = 'Layout';

const notInstalled = (component: string): Screen => ({
  default: function NotInstalled() {
    return <ScreenNotInstalled component={component} />;
  },
});

/** The server's tree as auth builds it: registry screens, "not installed" ones, catch-all 404. */
export function appRoutesFor(tree: readonly RouterNode[]): AppRoute<Screen>[] {
  return buildRoutes<Screen>(tree, { registry: screenRegistry, unknown: notInstalled });
}

function collect(
  routes: AppRoute<Screen>[],
  parentPath: string,
  parents: RouteTitle[],
  out: RouteObject[],
  seen: Set<string>,
): void {
  for (const route of routes) {
    const path = route.path === '*' ? '*' : resolveNavPath(parentPath || '/', route.path);
    const external = /^(https?:|mailto:|tel:)/.test(path);
    if (!external && !seen.has(path)) {
      if (route.component !== LAYOUT_COMPONENT && !(route.path === '*' && route.redirect)) {
        seen.add(path);
        const prefetch = () => prefetchScreen(route.load);
        const handle: RouteHandle = {
          title: route.meta?.title ?? route.name,
          affix: route.meta?.affix ?? false,
          noCache: route.meta?.noCache ?? false,
          breadcrumb: route.meta?.breadcrumb ?? true,
          parents,
          prefetch,
        };
        out.push({
          id: `server:${path}`,
          path,
          handle,
          // Runs beside `lazy`: the first read starts as soon as the code is there, and the page
          // commits with its rows (or after DATA_WAIT_MS with its loading state).
          loader: async () => {
            await within(prefetch(), DATA_WAIT_MS);
            return null;
          },
          lazy: async () => ({ Component: (await route.load()).default }),
        });
      } else if (route.redirect && route.redirect !== 'noRedirect') {
        seen.add(path);
        out.push({ id: `server-redirect:${path}`, path, element: <Navigate to={route.redirect} replace /> });
      }
    }
    if (route.children?.length) {
      const title = route.meta?.title;
      collect(route.children, path, title ? [...parents, title] : parents, out, seen);
    }
  }
}

/**
 * React Router routes for the server's tree: every page renders its registry screen (lazily),
 * groups give their path and breadcrumb title, and auth's catch-all goes last.
 */
export function buildServerRoutes(tree: readonly RouterNode[]): RouteObject[] {
  const out: RouteObject[] = [];
  collect(appRoutesFor(tree), '', [], out, new Set());
  // The catch-all must stay last whatever order the tree had.
  return [...out.filter((r) => r.path !== '*'), ...out.filter((r) => r.path === '*')];
}
