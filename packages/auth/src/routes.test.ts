import { describe, expect, it, vi } from 'vitest';
import { buildRoutes } from './routes.ts';
import { routerTree } from './test/fixtures.ts';

type Screen = { name: string };

function setup() {
  const layout = vi.fn(async (): Promise<Screen> => ({ name: 'layout' }));
  const courses = vi.fn(async (): Promise<Screen> => ({ name: 'courses' }));
  const routes = buildRoutes<Screen>(routerTree, {
    registry: { Layout: layout, 'course/index': courses },
    unknown: (component) => ({ name: `not installed: ${component}` }),
  });
  return { routes, layout, courses };
}

describe('routes from the server tree', () => {
  it('keeps path, name, redirect, hidden, alwaysShow, meta and children', () => {
    const [course] = setup().routes;
    expect(course).toMatchObject({
      path: '/course',
      name: 'Course',
      component: 'Layout',
      redirect: '/course/index',
      hidden: false,
      alwaysShow: true,
      meta: { title: 'Courses', icon: 'book', affix: false, noCache: false, breadcrumb: true },
    });
    expect(course!.children!.map((c) => [c.path, c.hidden, c.meta?.affix])).toEqual([
      ['index', false, false],
      ['secret', true, true],
    ]);
  });

  it('resolves a component lazily, once, through the registry', async () => {
    const { routes, courses } = setup();
    const index = routes[0]!.children![0]!;
    expect(courses).not.toHaveBeenCalled();
    expect(index.known).toBe(true);
    await expect(index.load()).resolves.toEqual({ name: 'courses' });
    await index.load();
    expect(courses).toHaveBeenCalledTimes(1);
  });

  it('gives an unknown component the visible fallback screen', async () => {
    const secret = setup().routes[0]!.children![1]!;
    expect(secret.known).toBe(false);
    await expect(secret.load()).resolves.toEqual({ name: 'not installed: course/not-installed' });
  });

  it('does not take inherited object keys for screens', () => {
    const [route] = buildRoutes<Screen>([{ ...routerTree[0]!, component: 'toString', children: [] }], {
      registry: {},
      unknown: () => ({ name: 'fallback' }),
    });
    expect(route!.known).toBe(false);
    expect(route!.children).toBeUndefined();
  });

  it('retries a screen whose chunk failed to load', async () => {
    const flaky = vi
      .fn<() => Promise<Screen>>()
      .mockRejectedValueOnce(new Error('chunk'))
      .mockResolvedValue({ name: 'ok' });
    const [route] = buildRoutes<Screen>([{ ...routerTree[0]!, children: [] }], {
      registry: { Layout: flaky },
      unknown: () => ({ name: 'fallback' }),
    });
    await expect(route!.load()).rejects.toThrow('chunk');
    await expect(route!.load()).resolves.toEqual({ name: 'ok' });
  });

  it('appends a hidden catch-all that leads to the 404 page', () => {
    const { routes } = setup();
    expect(routes).toHaveLength(2);
    expect(routes.at(-1)).toMatchObject({ path: '*', redirect: '/404', hidden: true });
    expect(buildRoutes([], { registry: {}, unknown: () => null, notFoundPath: '/error/404' })).toMatchObject([
      { path: '*', redirect: '/error/404' },
    ]);
  });
});
