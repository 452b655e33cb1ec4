import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withCatalogs } from '@pocket/i18n';
import { APP_CATALOGS, LAYOUT_CATALOG } from '../app/catalogs.ts';

/** Loads one screen module; the module's default export is the screen. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

// Every screen is a file `features/<area>/<name>.screen.tsx` whose default export is the screen
// (usually `resourceScreen(definition)`); nothing else lists it.
const modules = import.meta.glob<{ default: ComponentType }>('../features/*/*.screen.tsx');

const camel = (kebab: string) => kebab.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * The menu component a screen file answers: `features/org/station.screen.tsx` is
 * `org/station/index`, `features/orguser/index.screen.tsx` is `orguser/index`.
 */
export function componentOf(file: string): string {
  const match = /features\/([^/]+)\/([^/]+)\.screen\.tsx$/.exec(file);
  if (!match) throw new Error(`${file} is not features/<area>/<name>.screen.tsx`);
  const [, area, name] = match as unknown as [string, string, string];
  return name === 'index' ? `${area}/index` : `${area}/${camel(name)}/index`;
}

/**
 * A screen's code loads together with its area's catalog and the layout's (its shared CRUD
 * parts), so it paints translated and follows later language switches.
 */
function screen(load: ScreenLoader, area: string): ScreenLoader {
  return APP_CATALOGS.has(area)
    ? withCatalogs(load, area, LAYOUT_CATALOG)
    : withCatalogs(load, LAYOUT_CATALOG);
}

/**
 * Screens the server's menu router may name in `component`, keyed by that string. Each entry is
 * loaded on first use, so a screen's code and catalog are fetched only when its route is opened.
 */
export const screenRegistry: Record<string, ScreenLoader> = Object.fromEntries(
  Object.entries(modules).map(([file, load]) => [
    componentOf(file),
    screen(load, /features\/([^/]+)\//.exec(file)?.[1] ?? ''),
  ]),
);

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazy component for a registered screen, or `undefined` when the app does not have it. */
export function lazyScreen(component: string): LazyExoticComponent<ComponentType> | undefined {
  const loader = screenRegistry[component];
  if (!loader) return undefined;
  let found = lazyScreens.get(component);
  if (!found) {
    found = lazy(loader);
    lazyScreens.set(component, found);
  }
  return found;
}
