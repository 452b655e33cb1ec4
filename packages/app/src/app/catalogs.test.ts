import { describe, expect, it, vi } from 'vitest';
import type * as I18nModule from '@pocket/i18n';
import { registerAppCatalogs } from './catalogs.ts';

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
