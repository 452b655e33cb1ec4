import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type * as I18nModule from '@pocket/i18n';
import { registerAppCatalogs } from './catalogs.ts';
import { registerSignInCatalog } from './sign-in-catalog.ts';

// Records the catalogs the routes and registry screens load with their code.
const named = vi.hoisted(() => new Set<string>());
vi.mock('@pocket/i18n', async (importOriginal) => {
  const actual = await importOriginal<typeof I18nModule>();
  const withCatalogs: typeof actual.withCatalogs = (load, ...names) => {
    for (const name of names) named.add(name);
    return actual.withCatalogs(load, ...names);
  };
  return { ...actual, withCatalogs };
});

describe('app catalogs', () => {
  it('registers one catalog per feature folder with messages, and the layout', () => {
    const names = registerAppCatalogs();
    expect(names).toEqual(expect.arrayContaining(['layout', 'login', 'dashboard', 'org', 'website']));
    // errors and redirect render on any page: their messages are in core.
    expect(names).not.toContain('errors');
    expect(names).not.toContain('redirect');
  });

  it('the sign-in page alone registers its own catalog, one the console registers too', () => {
    expect(registerSignInCatalog()).toEqual(['login']);
    expect(registerAppCatalogs()).toContain('login');
  });

  it('every catalog a route or screen loads with its code exists', async () => {
    const { staticRoutes } = await import('../router.tsx');
    await import('../screens/registry.ts');
    staticRoutes();
    expect([...named].sort()).toEqual(
      expect.arrayContaining(['dashboard', 'layout', 'login', 'resources', 'org', 'website']),
    );
    const registered = new Set(registerAppCatalogs());
    expect([...named].filter((name) => !registered.has(name))).toEqual([]);
  });
});

/** Every (context, message) → translation of one .po file; continuation lines joined. */
function readPo(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  const unquote = (lines: string[]) => lines.map((line) => JSON.parse(line) as string).join('');
  for (const block of readFileSync(file, 'utf8').split(/\n\s*\n/)) {
    const fields = new Map<string, string[]>();
    let current: string[] | undefined;
    for (const line of block.split('\n')) {
      const start = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
      if (start) fields.set(start[1] as string, (current = [start[2] as string]));
      else if (line.startsWith('"')) current?.push(line);
    }
    const id = fields.get('msgid');
    if (!id || unquote(id) === '') continue;
    entries.set(
      `${unquote(fields.get('msgctxt') ?? [])}\u0004${unquote(id)}`,
      unquote(fields.get('msgstr') ?? []),
    );
  }
  return entries;
}

describe('the catalogs of one language', () => {
  // Every catalog a page loads merges into one i18n instance: a message translated one way in one
  // feature and another way in the next shows whichever loaded last. Different meanings need a
  // context (e.g. "Name" of a person, msgctxt "person").
  const packages = join(import.meta.dirname, '../../..');
  const files = readdirSync(packages).flatMap((name) => {
    const src = join(name, 'src');
    const found = readdirSync(join(packages, name)).includes('src')
      ? readdirSync(join(packages, src), { recursive: true, encoding: 'utf8' })
      : [];
    return found.filter((file) => file.endsWith('.po')).map((file) => join(src, file));
  });

  it.each(['zh', 'en'])('never translate one message two ways (%s)', (locale) => {
    const seen = new Map<string, { text: string; file: string }>();
    const clashes: string[] = [];
    const ofLocale = files.filter(
      (file) => file.endsWith(`/${locale}.po`) || file.endsWith(`/${locale}/messages.po`),
    );
    expect(ofLocale.length).toBeGreaterThan(10);
    for (const file of ofLocale) {
      for (const [key, text] of readPo(join(packages, file))) {
        const before = seen.get(key);
        if (before && before.text !== text)
          clashes.push(
            `${key.replace('\u0004', ' | ')}: "${before.text}" (${before.file}) vs "${text}" (${file})`,
          );
        else seen.set(key, { text, file });
      }
    }
    expect(clashes).toEqual([]);
  });
});
