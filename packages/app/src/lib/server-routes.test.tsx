import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '@pocket/i18n';
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
        path: 'made-up',
        name: 'w',
        component: 'demo/no-such-screen/index',
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
    expect(routes.map((r) => r.path)).toEqual(['/course', '/course/index', '/course/made-up', '*']);
    expect(routes.at(-1)?.element).toBeTruthy();
  });

  it('loads a component name the registry lacks as the visible "not installed" screen', async () => {
    const route = buildServerRoutes(tree).find((r) => r.path === '/course/made-up');
    const lazy = route?.lazy as () => Promise<{ Component: ComponentType }>;
    const { Component } = await lazy();
    await activateLocale('en');
    render(
      <I18nProvider i18n={i18n}>
        <Component />
      </I18nProvider>,
    );
    expect(screen.getByTestId('screen-not-installed')).toHaveTextContent('demo/no-such-screen/index');
  });
});
