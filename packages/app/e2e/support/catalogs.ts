import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const src = path.resolve(import.meta.dirname, '../../src');

/** `stations-zh` for a compiled catalog chunk (`assets/catalog-stations-zh-<hash>.js`, a hash of seven characters: vite.config.ts). */
export function catalogOf(url: string): string | undefined {
  const match = /\/assets\/catalog-([a-z-]+?)-(zh|en)-.{7}\.js$/.exec(url);
  return match ? `${match[1]}-${match[2]}` : undefined;
}

/** The catalog chunks (`core-zh`, …) and the JS bodies the page fetches from now on. */
export function recordScripts(page: Page) {
  const catalogs: string[] = [];
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const catalog = catalogOf(response.url());
    if (catalog) catalogs.push(catalog);
    bodies.push(response.text());
  });
  return { catalogs, bodies: () => Promise.all(bodies) };
}

/** The plain (no placeholder) translations of one app catalog's `.po` file. */
function translations(file: string): string[] {
  const po = readFileSync(file, 'utf8');
  return [...po.matchAll(/^msgstr "(.+)"$/gm)].map((m) => m[1]!).filter((text) => !/[{\\]/.test(text));
}

/**
 * Chinese texts of the app's catalogs other than `allowed` that none of the allowed ones has,
 * as they appear in a compiled catalog (`["岗位"]`): a script holding one carries such a catalog.
 */
export function chineseOnlyIn(allowed: string[]): string[] {
  const files = new Map<string, string>(
    ['layout', 'console'].map((name) => [name, path.join(src, name, 'locales/zh.po')]),
  );
  for (const feature of readdirSync(path.join(src, 'features'))) {
    // A folder whose messages are in core (errors, redirect) has no catalog of its own.
    const file = path.join(src, 'features', feature, 'locales/zh.po');
    if (existsSync(file)) files.set(feature, file);
  }
  files.set('core', path.resolve(src, '../../i18n/src/locales/zh/messages.po'));
  const allowedTexts = new Set(allowed.flatMap((name) => translations(files.get(name)!)));
  const others = [...files].filter(([name]) => !allowed.includes(name));
  return [
    ...new Set(others.flatMap(([, file]) => translations(file)).filter((t) => !allowedTexts.has(t))),
  ].map((text) => JSON.stringify([text]));
}
