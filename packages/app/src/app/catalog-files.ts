import type { Messages } from '@lingui/core';
import { LOCALES, registerCatalog, type CatalogLoader, type Locale } from '@pocket/i18n';

/** Catalog files as `import.meta.glob` gives them: `<folder>/locales/<locale>.po` → its loader. */
export type CatalogFiles = Record<string, () => Promise<{ messages: Messages }>>;

/** Registers catalog files with @pocket/i18n, each named after its folder; returns the names. */
export function registerCatalogFiles(files: CatalogFiles): string[] {
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
