import type { Messages } from '@lingui/core';
import { LOCALES, registerCatalog, type CatalogLoader, type Locale } from '@pocket/i18n';

/** The console's catalog: layout, navbar and the shared CRUD parts every console screen uses. */
export const LAYOUT_CATALOG = 'layout';

// Every app catalog is `<folder>/locales/<locale>.po` beside its code (lingui.config.ts), named
// after the folder; each file becomes its own chunk, fetched when a route or screen needs it.
const files = import.meta.glob<{ messages: Messages }>([
  '../features/*/locales/*.po',
  '../layout/locales/*.po',
]);

/** The app's catalog names (besides core), from the catalog files the build holds. */
export const APP_CATALOGS: ReadonlySet<string> = new Set(
  Object.keys(files).map((file) => /([^/]+)\/locales\/[^/]+\.po$/.exec(file)?.[1] ?? ''),
);

/** Registers the app's catalogs (besides core) with @pocket/i18n; returns their names. */
export function registerAppCatalogs(): string[] {
  const catalogs = new Map<string, Partial<Record<Locale, CatalogLoader>>>();
  for (const [file, load] of Object.entries(files)) {
    const [, name, locale] = /([^/]+)\/locales\/([^/]+)\.po$/.exec(file) ?? [];
    const known = LOCALES.find((l) => l === locale);
    if (!name || !known) throw new Error(`${file} is not <folder>/locales/<locale>.po`);
    catalogs.set(name, { ...catalogs.get(name), [known]: load });
  }
  for (const [name, loaders] of catalogs) {
    const { zh, en } = loaders;
    if (!zh || !en) throw new Error(`The ${name} catalog lacks a language: run lingui extract`);
    registerCatalog(name, { zh, en });
  }
  return [...catalogs.keys()];
}
