import type { Messages } from '@lingui/core';
import { registerCatalogFiles } from './catalog-files.ts';

// The sign-in page's own catalog, for the page loaded alone (main.tsx); the console registers
// every catalog (catalogs.ts), this one included, when its code arrives.
const files = import.meta.glob<{ messages: Messages }>('../features/login/locales/*.po');

/** Registers the `login` catalog; returns its name. */
export function registerSignInCatalog(): string[] {
  return registerCatalogFiles(files);
}
