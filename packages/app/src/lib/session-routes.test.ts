import type * as ReactRouter from 'react-router';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RouterNode } from '@pocket/contract';
import { LAYOUT_ROUTE_ID, patchSessionRoutes, prefetchRoute, setAppRouter } from './session-routes.ts';

vi.mock('react-router', async (actual) => {
  const mod = await actual<typeof ReactRouter>();
  return { ...mod, matchRoutes: vi.fn(mod.matchRoutes) };
});

const meta = (title: string) => ({ title, icon: null, affix: false, noCache: false, breadcrumb: true });
const page = (path: string): RouterNode => ({
  path,
  name: path,
  component: `demo/made-up${path}`,
  hidden: false,
  alwaysShow: false,
  meta: meta(path),
});
const group = (children: RouterNode[]): RouterNode[] => [
  {
    path: '/demo',
    name: 'demo',
    component: 'Layout',
    hidden: false,
    alwaysShow: true,
    meta: meta('Demo'),
    children,
  },
];

describe('prefetchRoute', () => {
  it('matches a path once until the routes change', async () => {
    const router = createMemoryRouter([{ id: LAYOUT_ROUTE_ID, path: '/', element: null }]);
    setAppRouter(router);
    patchSessionRoutes(group([page('/demo/a')]));
    const match = vi.mocked(matchRoutes);
    match.mockClear();
    const matched = () =>
      match.mock.results.map((r) => (r.value as { route: { path?: string } }[]).at(-1)?.route.path);

    await prefetchRoute('/demo/b', false);
    await prefetchRoute('/demo/b', false);
    await prefetchRoute('/demo/b');
    // Not a page yet: the catch-all matches, once.
    expect(matched()).toEqual(['*']);

    // The same user's permissions grew: the page is added, and the path is matched again.
    patchSessionRoutes(group([page('/demo/a'), page('/demo/b')]), true);
    await prefetchRoute('/demo/b', false);
    await prefetchRoute('/demo/b', false);
    expect(matched()).toEqual(['*', '/demo/b']);
    router.dispose();
  });
});
