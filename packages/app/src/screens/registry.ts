import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Loads one screen module; the module's default export is the screen. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * Screens the server's menu router may name in `component`, keyed by that string
 * (`'profile/index'`, `'dashboard/index'`, …). Each entry is loaded on first use, so a screen's
 * code is fetched only when its route is opened.
 */
export const screenRegistry: Record<string, ScreenLoader> = {
  'profile/index': () => import('../features/profile/profile-screen.tsx'),
  'orguser/index': () => import('../features/org-users/org-users-screen.tsx'),
  'org/org/index': () => import('../features/orgs/orgs-screen.tsx'),
  'org/station/index': () => import('../features/stations/stations-screen.tsx'),
  'resources/msg/index': () => import('../features/messages/messages-screen.tsx'),
  'resources/attachment/index': () => import('../features/attachments/attachments-screen.tsx'),
  'system/online/index': () => import('../features/online/online-screen.tsx'),
  'system/loginLog/index': () => import('../features/login-log/login-log-screen.tsx'),
  'system/parameter/index': () => import('../features/parameters/parameters-screen.tsx'),
  'system/dictionary/index': () => import('../features/dictionaries/dictionaries-screen.tsx'),
  'system/application/index': () => import('../features/applications/applications-screen.tsx'),
  'tenant/tenant/index': () => import('../features/tenants/tenants-screen.tsx'),
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
