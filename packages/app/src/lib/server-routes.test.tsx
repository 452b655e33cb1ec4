import { describe, expect, it } from 'vitest';
import type { RouterNode } from '@pocket/contract';
import { buildServerRoutes } from './server-routes.tsx';

const meta = (title: string) => ({ title, icon: null, affix: false, noCache: false, breadcrumb: true });
const tree: RouterNode[] = [
  {
    path: '/course',
    name: 'course',
    component: 'Layout',
    redirect: '/course/index',
    hidden: false,
    alwaysShow: true,
    meta: meta('Courses'),
    children: [
      {
        path: '/course/index',
        name: 'c',
        component: 'course/index',
        hidden: false,
        alwaysShow: false,
        meta: meta('Courses'),
      },
      {
        path: 'worker',
        name: 'w',
        component: 'worker/index',
        hidden: false,
        alwaysShow: false,
        meta: meta('Workers'),
      },
    ],
  },
];

describe('buildServerRoutes', () => {
  it('gives every page an absolute path, keeps group redirects and puts the catch-all last', () => {
    const routes = buildServerRoutes(tree);
    expect(routes.map((r) => r.path)).toEqual(['/course', '/course/index', '/course/worker', '*']);
    expect(routes.at(-1)?.element).toBeTruthy();
  });

  it('loads a screen the registry lacks as the visible "not installed" screen', async () => {
    const route = buildServerRoutes(tree).find((r) => r.path === '/course/worker');
    const lazy = route?.lazy as () => Promise<{ Component: unknown }>;
    const { Component } = await lazy();
    expect(typeof Component).toBe('function');
  });
});
