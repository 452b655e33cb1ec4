import type { Messages } from '@lingui/core';
import { registerCatalogFiles } from './catalog-files.ts';

/** The console's catalog: layout, navbar and the shared CRUD parts every console screen uses. */
export const LAYOUT_CATALOG = 'layout';

// Every app catalog is `<folder>/locales/<locale>.po` beside its code (lingui.config.ts), named
// after the folder; each file becomes its own chunk, fetched when a route or screen needs it.
const files = import.meta.glob<{ messages: Messages }>([
  '../features/*/locales/*.po',
  '../layout/locales/*.po',
  '../console/locales/*.po',
]);

/** The app's catalog names (besides core), from the catalog files the build holds. */
export const APP_CATALOGS: ReadonlySet<string> = new Set(
  Object.keys(files).map((file) => /([^/]+)\/locales\/[^/]+\.po$/.exec(file)?.[1] ?? ''),
);

/** Registers the app's catalogs (besides core) with @pocket/i18n; returns their names. The
 * console does, when its code arrives (console.tsx); the sign-in page alone registers its own
 * (sign-in-catalog.ts), so its first load does not carry every catalog's file name. */
export function registerAppCatalogs(): string[] {
  return registerCatalogFiles(files);
}
