import { session, oauthApi } from '../app/core-services.ts';
import { routeTree } from './route-tree.ts';
import { patchSessionRoutes } from './session-routes.ts';

// The permission version the server sends with every authenticated answer (x-perm-version). When
// it changes — an administrator changed roles, grants, menus or someone's roles — the open console
// reloads its routes and permissions: the menu and the buttons follow without a page reload.

let known: string | null = null;
let reloading: Promise<void> | null = null;

/** Reloads the route tree (the menu), adds new routes to the router and reloads the permission
 * set (the buttons' gates). One reload at a time. */
export function refreshAccess(): Promise<void> {
  reloading ??= (async () => {
    try {
      await Promise.all([routeTree.reload(), session.loadPermissions()]);
      patchSessionRoutes(routeTree.get(), true);
    } catch {
      // The next answer or focus tries again; a dead session is the client's business.
      known = null;
    } finally {
      reloading = null;
    }
  })();
  return reloading;
}

/** What the client reports of every answer: a new version (after the first) reloads access. */
export function notePermissionVersion(version: string): void {
  if (known === version) return;
  const first = known === null;
  known = version;
  if (!first && session.isSignedIn()) void refreshAccess();
}

/** Forgets the version (a new sign-in starts from its own first answer). */
export function forgetPermissionVersion(): void {
  known = null;
}

/** On window focus a signed-in console asks the server once: the answer's version tells whether
 * access changed while the window was in the background. */
export function watchFocus(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('focus', () => {
    if (session.isSignedIn()) void oauthApi.visible({}).catch(() => undefined);
  });
}
