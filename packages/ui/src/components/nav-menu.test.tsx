import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { NavMenu, fitCount, isExternal, resolveNavPath, resolveNavTree, type NavItem } from './nav-menu.tsx';

const routes: NavItem[] = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/course', title: 'Course', children: [{ path: 'index', title: 'Courses' }] },
  {
    path: '/resources',
    title: 'Resources',
    children: [
      { path: 'msg', title: 'Messages' },
      { path: 'sms', title: 'SMS' },
      { path: 'secret', title: 'Secret', hidden: true },
    ],
  },
  {
    path: '/authority',
    title: 'Authority',
    alwaysShow: true,
    children: [{ path: 'user', title: 'Users' }],
  },
  { path: 'https://docs.example.com', title: 'Docs' },
  { path: '/hidden', title: 'Hidden', hidden: true },
];

describe('isExternal / resolveNavPath / resolveNavTree', () => {
  it('detects external links by scheme', () => {
    expect(isExternal('https://a.b')).toBe(true);
    expect(isExternal('http://a.b')).toBe(true);
    expect(isExternal('mailto:a@b.c')).toBe(true);
    expect(isExternal('tel:123')).toBe(true);
    expect(isExternal('/course')).toBe(false);
    expect(isExternal('ftp://x')).toBe(false);
  });

  it('joins child paths like the router', () => {
    expect(resolveNavPath('/course', 'index')).toBe('/course/index');
    expect(resolveNavPath('/course/', 'index')).toBe('/course/index');
    expect(resolveNavPath('/course', '/abs')).toBe('/abs');
    expect(resolveNavPath('/x', 'https://y.z')).toBe('https://y.z');
  });

  it('drops hidden items and flattens single-child parents unless alwaysShow', () => {
    const tree = resolveNavTree(routes);
    expect(tree.map((n) => n.path)).toEqual([
      '/dashboard',
      '/course/index',
      '/resources',
      '/authority',
      'https://docs.example.com',
    ]);
    expect(tree[2]!.children!.map((c) => c.path)).toEqual(['/resources/msg', '/resources/sms']);
    expect(tree[3]!.children).toHaveLength(1);
  });
});

describe('NavMenu', () => {
  it('marks the active link and opens its submenu initially (vertical)', () => {
    render(<NavMenu items={routes} activePath="/resources/sms" />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'SMS' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', { name: 'Authority' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('opens and marks every group on the way to a nested page, and follows a route change (vertical)', () => {
    const nested: NavItem[] = [
      ...routes,
      {
        path: '/system',
        title: 'System',
        children: [
          {
            path: 'log',
            title: 'Logs',
            children: [
              { path: 'login', title: 'Sign-ins' },
              { path: 'opt', title: 'Operations' },
            ],
          },
          { path: 'area', title: 'Areas' },
        ],
      },
    ];
    const { rerender } = render(<NavMenu items={nested} activePath="/system/log/opt" />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const system = within(nav).getByRole('button', { name: 'System' });
    const logs = within(nav).getByRole('button', { name: 'Logs' });
    for (const group of [system, logs]) {
      expect(group).toHaveAttribute('aria-expanded', 'true');
      expect(group).toHaveAttribute('data-active', 'true');
    }
    expect(within(nav).getByRole('button', { name: 'Resources' })).not.toHaveAttribute('data-active');
    expect(within(nav).getByRole('link', { name: 'Operations' })).toHaveAttribute('aria-current', 'page');

    // Another page: its group opens beside the ones already open, and only its branch is marked.
    rerender(<NavMenu items={nested} activePath="/resources/msg" />);
    const resources = within(nav).getByRole('button', { name: 'Resources' });
    expect(resources).toHaveAttribute('aria-expanded', 'true');
    expect(resources).toHaveAttribute('data-active', 'true');
    expect(system).toHaveAttribute('aria-expanded', 'true');
    expect(system).not.toHaveAttribute('data-active');
    expect(logs).not.toHaveAttribute('data-active');
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens external links in a new tab', () => {
    render(<NavMenu items={routes} />);
    const docs = screen.getByRole('link', { name: 'Docs' });
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('keeps one submenu open with uniqueOpened', async () => {
    render(<NavMenu items={routes} uniqueOpened />);
    const resources = screen.getByRole('button', { name: 'Resources' });
    const authority = screen.getByRole('button', { name: 'Authority' });
    await userEvent.click(resources);
    expect(resources).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(authority);
    expect(authority).toHaveAttribute('aria-expanded', 'true');
    expect(resources).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps several open without uniqueOpened', async () => {
    render(<NavMenu items={routes} />);
    await userEvent.click(screen.getByRole('button', { name: 'Resources' }));
    await userEvent.click(screen.getByRole('button', { name: 'Authority' }));
    expect(screen.getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('drops down by keyboard in horizontal mode and closes with Escape', async () => {
    const onNavigate = vi.fn();
    render(
      <NavMenu
        items={routes}
        mode="horizontal"
        onNavigate={onNavigate}
        renderLink={({ href, ...rest }) => <a href={`#${href}`} {...rest} />}
      />,
    );
    const resources = screen.getByRole('button', { name: 'Resources' });
    resources.focus();
    await userEvent.keyboard('{Enter}');
    expect(resources).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '#/resources/msg');
    await userEvent.keyboard('{Escape}');
    expect(resources).toHaveAttribute('aria-expanded', 'false');
    expect(resources).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('link', { name: 'SMS' }));
    expect(onNavigate).toHaveBeenCalledWith('/resources/sms');
  });

  it('closes horizontal dropdowns on outside click and on route change', async () => {
    const { rerender } = render(<NavMenu items={routes} mode="horizontal" activePath="/dashboard" />);
    const resources = screen.getByRole('button', { name: 'Resources' });
    await userEvent.click(resources);
    fireEvent.pointerDown(document.body);
    expect(resources).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(resources);
    rerender(<NavMenu items={routes} mode="horizontal" activePath="/resources/msg" />);
    expect(resources).toHaveAttribute('aria-expanded', 'false');
    expect(resources).toHaveAttribute('data-active', 'true');
  });

  it('keeps titles for assistive tech when collapsed', () => {
    render(<NavMenu items={routes} collapsed />);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Dashboard')).toHaveClass('sr-only');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<NavMenu items={routes} activePath="/resources/msg" />);
    await expectNoAxeViolations(container);
  });
});

describe('fitCount', () => {
  it('keeps every item when they all fit', () => {
    expect(fitCount([100, 100, 100], 80, 304)).toBe(3);
  });

  it('leaves room for "More" beside the items that fit', () => {
    // 80 (More) + 2 + 100 + 2 + 100 = 284 ≤ 300; a third item would need 386.
    expect(fitCount([100, 100, 100, 100], 80, 300)).toBe(2);
    expect(fitCount([100, 100, 100, 100], 80, 100)).toBe(0);
  });
});

describe('NavMenu horizontal overflow', () => {
  /** A layout: every top-level item 100 px wide, the bar `bar` px wide. */
  function withLayout(bar: number) {
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return { width: this.tagName === 'LI' ? 100 : 0 } as DOMRect;
    });
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.tagName === 'NAV' ? bar : 0;
    });
    return () => {
      rect.mockRestore();
      width.mockRestore();
    };
  }

  it('moves the items without room into "More", reachable by keyboard', async () => {
    const restore = withLayout(350);
    try {
      const onNavigate = vi.fn();
      render(
        <NavMenu items={routes} mode="horizontal" activePath="/authority/user" onNavigate={onNavigate} />,
      );
      const nav = screen.getByRole('navigation');
      // 100 (More) + 2 × 102 = 304 ≤ 350: two items stay, three move.
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
      const more = within(nav).getByRole('button', { name: 'More' });
      expect(more).toHaveAttribute('data-active', 'true');
      expect(within(nav).queryByRole('button', { name: 'Authority' })).not.toBeInTheDocument();
      more.focus();
      await userEvent.keyboard('{Enter}');
      expect(more).toHaveAttribute('aria-expanded', 'true');
      const authority = within(nav).getByRole('button', { name: 'Authority' });
      await userEvent.click(authority);
      await userEvent.click(within(nav).getByRole('link', { name: 'Users' }));
      expect(onNavigate).toHaveBeenCalledWith('/authority/user');
      expect(within(nav).getByRole('link', { name: 'Docs', hidden: true })).toHaveAttribute(
        'target',
        '_blank',
      );
      await expectNoAxeViolations(nav);
    } finally {
      restore();
    }
  });

  it('shows every item when the bar is wide enough', () => {
    const restore = withLayout(2000);
    try {
      render(<NavMenu items={routes} mode="horizontal" activePath="/dashboard" />);
      expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Authority' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
