import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { AppShell, type AppShellProps } from './app-shell.tsx';
import { NavMenu, type NavItem } from './nav-menu.tsx';

const routes: NavItem[] = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/course/index', title: 'Courses' },
];

/** A matchMedia whose answer the test flips, notifying listeners like a resize would. */
function mockViewport(mobile: boolean) {
  const listeners = new Set<() => void>();
  let matches = mobile;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query.includes('max-width') ? matches : false;
        },
        media: query,
        addEventListener: (_: string, fn: () => void) => listeners.add(fn),
        removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
      }) as unknown as MediaQueryList,
  );
  return (next: boolean) => {
    matches = next;
    act(() => listeners.forEach((fn) => fn()));
  };
}

function Shell(props: Partial<AppShellProps>) {
  return (
    <AppShell
      pathname="/dashboard"
      logo={<span>Pocket</span>}
      navbarRight={<button type="button">Profile</button>}
      menu={({ mode, collapsed, onNavigate }) => (
        <NavMenu
          items={routes}
          mode={mode}
          collapsed={collapsed}
          onNavigate={onNavigate}
          renderLink={({ href, ...rest }) => (
            <a href={`#${href}`} {...rest} onClick={(e) => (e.preventDefault(), rest.onClick?.())} />
          )}
        />
      )}
      {...props}
    >
      <h1>Page</h1>
    </AppShell>
  );
}

describe('AppShell', () => {
  afterEach(() => vi.restoreAllMocks());

  it('collapses the sidebar with a labelled toggle', async () => {
    mockViewport(false);
    const onCollapsedChange = vi.fn();
    render(<Shell onCollapsedChange={onCollapsedChange} />);
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Dashboard')).not.toHaveClass('sr-only');
    await userEvent.click(toggle);
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Dashboard')).toHaveClass('sr-only');
  });

  it('collapses and expands the sidebar by keyboard', async () => {
    mockViewport(false);
    render(<Shell />);
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(expand).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the mobile drawer by keyboard, closes it with Escape and returns focus to the trigger', async () => {
    mockViewport(true);
    render(<Shell />);
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
    // Focus moves into the drawer, so the menu is reachable without a pointer.
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('has no accessibility violations in mobile mode, drawer closed and open', async () => {
    mockViewport(true);
    render(<Shell />);
    await expectNoAxeViolations(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Main navigation' });
    await expectNoAxeViolations(document.body);
  });

  it('draws the menu in the top bar in horizontal mode', () => {
    mockViewport(false);
    render(<Shell menuMode="horizontal" />);
    expect(screen.getByRole('navigation')).toHaveAttribute('data-mode', 'horizontal');
    expect(screen.queryByRole('button', { name: 'Collapse sidebar' })).not.toBeInTheDocument();
  });

  it('moves the menu into a drawer below 992 px that closes on route change', async () => {
    const resize = mockViewport(false);
    const { rerender } = render(<Shell />);
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    resize(true);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(open);
    const drawer = screen.getByRole('dialog', { name: 'Main navigation' });
    expect(drawer).toContainElement(screen.getByRole('link', { name: 'Courses' }));
    rerender(<Shell pathname="/course/index" />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the drawer when a link is chosen', async () => {
    mockViewport(true);
    render(<Shell />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Courses' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('pins the header when fixedHeader is set and renders the slots', () => {
    mockViewport(false);
    render(<Shell fixedHeader tagBar={<div>tags</div>} breadcrumbs={<span>crumbs</span>} />);
    expect(screen.getByRole('banner')).toHaveClass('sticky');
    expect(screen.getByText('tags')).toBeInTheDocument();
    expect(screen.getByText('crumbs')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page');
  });

  it('has no accessibility violations', async () => {
    mockViewport(false);
    const { container } = render(<Shell />);
    await expectNoAxeViolations(container);
  });
});
