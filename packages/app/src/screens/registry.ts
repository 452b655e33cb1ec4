import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withCatalogs } from '@pocket/i18n';
import { LAYOUT_CATALOG } from '../app/catalogs.ts';

/** Loads one screen module; the module's default export is the screen. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * A screen's code loads together with its feature's catalog and the layout's (its shared CRUD
 * parts), so it paints translated and follows later language switches.
 */
function screen(load: ScreenLoader, catalog: string): ScreenLoader {
  return withCatalogs(load, catalog, LAYOUT_CATALOG);
}

/**
 * Screens the server's menu router may name in `component`, keyed by that string
 * (`'profile/index'`, `'dashboard/index'`, …). Each entry is loaded on first use, so a screen's
 * code and catalog are fetched only when its route is opened.
 */
export const screenRegistry: Record<string, ScreenLoader> = {
  'profile/index': screen(() => import('../features/profile/profile-screen.tsx'), 'profile'),
  'orguser/index': screen(() => import('../features/org-users/org-users-screen.tsx'), 'org-users'),
  'org/org/index': screen(() => import('../features/orgs/orgs-screen.tsx'), 'orgs'),
  'org/station/index': screen(() => import('../features/stations/stations-screen.tsx'), 'stations'),
  'resources/msg/index': screen(() => import('../features/messages/messages-screen.tsx'), 'messages'),
  'resources/attachment/index': screen(
    () => import('../features/attachments/attachments-screen.tsx'),
    'attachments',
  ),
  'system/online/index': screen(() => import('../features/online/online-screen.tsx'), 'online'),
  'system/loginLog/index': screen(() => import('../features/login-log/login-log-screen.tsx'), 'login-log'),
  'system/parameter/index': screen(
    () => import('../features/parameters/parameters-screen.tsx'),
    'parameters',
  ),
  'system/dictionary/index': screen(
    () => import('../features/dictionaries/dictionaries-screen.tsx'),
    'dictionaries',
  ),
  'system/application/index': screen(
    () => import('../features/applications/applications-screen.tsx'),
    'applications',
  ),
  'tenant/tenant/index': screen(() => import('../features/tenants/tenants-screen.tsx'), 'tenants'),
};

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazy component for a registered screen, or `undefined` when the app does not have it. */
export function lazyScreen(component: string): LazyExoticComponent<ComponentType> | undefined {
  const loader = screenRegistry[component];
  if (!loader) return undefined;
  let screen = lazyScreens.get(component);
  if (!screen) {
    screen = lazy(loader);
    lazyScreens.set(component, screen);
  }
  return screen;
}
