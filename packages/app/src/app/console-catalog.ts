import type { Messages } from '@lingui/core';
import { registerCatalogFiles } from './catalog-files.ts';

/** What the console needs wherever it is (the kit's console labels, src/console). */
export const CONSOLE_CATALOG = 'console';

// Registered by main.tsx, which loads it with the console's code (the console registers it again
// with every other catalog: catalogs.ts).
const files = import.meta.glob<{ messages: Messages }>('../console/locales/*.po');

/** Registers the `console` catalog; returns its name. */
export function registerConsoleCatalog(): string[] {
  return registerCatalogFiles(files);
}
