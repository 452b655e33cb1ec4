import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { Bell, BookOpen, Gauge, MessageSquare, Settings, Shield } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from './app-shell.tsx';
import { Avatar } from './avatar.tsx';
import { Badge } from './badge.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { Button } from './button.tsx';
import { NavMenu, type NavItem } from './nav-menu.tsx';
import { PageTransition } from './page-transition.tsx';
import { SettingsDrawer, defaultLayoutSettings } from './settings-drawer.tsx';
import { TagBar, type TagBarItem } from './tag-bar.tsx';
import { animationsSettled } from '../test/animations.ts';

/** The mobile drawer's code loads on first use (in the Vitest dev server, transformed on that first
 * request): wait for it longer than Testing Library's one second. */
const onDemand = { timeout: 10_000 };

const routes: NavItem[] = [
  { path: '/dashboard', title: 'Dashboard', icon: <Gauge aria-hidden /> },
  {
    path: '/course',
    title: 'Courses',
    icon: <BookOpen aria-hidden />,
    children: [{ path: 'index', title: 'Courses' }],
  },
  {
    path: '/resources',
    title: 'Resources',
    icon: <MessageSquare aria-hidden />,
    children: [
      { path: 'msg', title: 'Messages' },
      { path: 'sms/edit', title: 'Send SMS' },
    ],
  },
  {
    path: '/authority',
    title: 'Authority',
    icon: <Shield aria-hidden />,
    children: [
      { path: 'user', title: 'Users' },
      { path: 'role', title: 'Roles' },
    ],
  },
];

const titles: Record<string, string> = {
  '/dashboard': 'Dashboard',
  '/course/index': 'Courses',
  '/resources/msg': 'Messages',
  '/resources/sms/edit': 'Send SMS',
  '/authority/user': 'Users',
  '/authority/role': 'Roles',
};

type Args = { menuMode: 'vertical' | 'horizontal'; mobileBreakpoint: number; showTags: boolean };

function Console({ menuMode, mobileBreakpoint, showTags }: Args) {
  const [path, setPath] = useState('/dashboard');
  const [tags, setTags] = useState<TagBarItem[]>([{ path: '/dashboard', title: 'Dashboard', affix: true }]);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settings, setSettings] = useState(defaultLayoutSettings);
  const go = (next: string) => {
    setPath(next);
    setTags((all) =>
      all.some((t) => t.path === next) ? all : [...all, { path: next, title: titles[next] ?? next }],
    );
  };
  return (
    <AppShell
      pathname={path}
      menuMode={menuMode}
      mobileBreakpoint={mobileBreakpoint}
      fixedHeader={settings.fixedHeader}
      showLogo={settings.sidebarLogo}
      logo={({ collapsed }) => (
        <span className="block truncate px-3 py-2 text-base font-semibold text-primary-text">
          {collapsed ? 'PC' : 'Pocket Course'}
        </span>
      )}
      menu={({ mode, collapsed, onNavigate }) => (
        <NavMenu
          items={routes}
          mode={mode}
          collapsed={collapsed}
          activePath={path}
          uniqueOpened={settings.uniqueOpened}
          onNavigate={onNavigate}
          renderLink={({ href, children, ...rest }) => (
            <a
              href={`#${href}`}
              {...rest}
              onClick={(e) => {
                e.preventDefault();
                go(href);
                rest.onClick?.();
              }}
            >
              {children}
            </a>
          )}
        />
      )}
      breadcrumbs={
        <Breadcrumbs items={[{ title: 'Home', href: '#/dashboard' }, { title: titles[path] ?? path }]} />
      }
      navbarRight={
        <>
          <Badge count={120}>
            <Button size="icon" variant="ghost" aria-label="Messages" clickGuardMs={0}>
              <Bell aria-hidden className="size-5" />
            </Button>
          </Badge>
          <Button
            size="icon"
            variant="ghost"
            aria-label="Settings"
            clickGuardMs={0}
            onClick={() => setSettingsOpen(true)}
          >
            <Settings aria-hidden className="size-5" />
          </Button>
          <Avatar alt="admin" size="sm" />
        </>
      }
      tagBar={
        showTags && settings.tagsView ? (
          <TagBar
            tags={tags}
            activePath={path}
            onActivate={(t) => go(t.path)}
            onClose={(t) => setTags((all) => all.filter((x) => x.path !== t.path))}
            onCloseOthers={(t) => setTags((all) => all.filter((x) => x.affix || x.path === t.path))}
            onCloseAll={() => setTags((all) => all.filter((x) => x.affix))}
            onRefresh={() => {}}
          />
        ) : undefined
      }
    >
      <PageTransition pathname={path}>
        <section className="rounded-md border border-border bg-background p-6">
          <h1 className="text-xl font-semibold">{titles[path]}</h1>
          <p className="mt-2 text-sm text-muted-foreground">Route {path}</p>
        </section>
      </PageTransition>
      <SettingsDrawer
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        value={settings}
        onChange={setSettings}
      />
    </AppShell>
  );
}

/** What "Show code" prints: the shell as an app writes it (the story adds demo state around it). */
const appShellCode = (
  menuMode: 'vertical' | 'horizontal',
  mobileBreakpoint?: number,
) => `import { AppShell, Breadcrumbs, NavMenu, TagBar } from '@pocket/ui';

<AppShell
  pathname={pathname}${menuMode === 'horizontal' ? '\n  menuMode="horizontal"' : ''}${mobileBreakpoint ? `\n  mobileBreakpoint={${mobileBreakpoint}}` : ''}
  logo={({ collapsed }) => (collapsed ? 'PC' : 'Pocket Course')}
  menu={({ mode, collapsed, onNavigate }) => (
    <NavMenu
      items={routes}
      mode={mode}
      collapsed={collapsed}
      activePath={pathname}
      onNavigate={onNavigate}
      renderLink={(link) => <Link to={link.href} {...link} />}
    />
  )}
  breadcrumbs={<Breadcrumbs items={[{ title: 'Home', href: '/dashboard' }, { title }]} />}
  navbarRight={<UserDropdown user={user} />}
  tagBar={<TagBar tags={views} activePath={pathname} onActivate={go} onClose={close} onCloseOthers={closeOthers} onCloseAll={closeAll} onRefresh={refresh} />}
>
  <Outlet />
</AppShell>`;

const meta = {
  title: 'Layout/AppShell',
  // The props table documents AppShell itself; the stories render a small console around it.
  component: AppShell as unknown as ComponentType<Args>,
  args: { menuMode: 'vertical', mobileBreakpoint: 0, showTags: true },
  argTypes: {
    menuMode: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    mobileBreakpoint: { control: 'number' },
    showTags: { description: 'Story only: show the tag bar.', table: { category: 'Story' } },
  },
  render: (args) => <Console {...args} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      // Each canvas is a frame of its own, so a shell fills it and its drawer stays inside.
      story: { inline: false, height: '460px' },
      source: { language: 'tsx', code: appShellCode('vertical') },
    },
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** mobileBreakpoint 0 keeps the desktop layout at any viewport width. */
export const Sidebar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resources' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Messages' }));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Messages');
    await expect(canvas.getByRole('toolbar', { name: 'Visited views' })).toHaveTextContent('Messages');
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await animationsSettled(canvasElement);
  },
};

export const HorizontalMenu: Story = {
  args: { menuMode: 'horizontal' },
  parameters: { docs: { source: { code: appShellCode('horizontal') } } },
};

/** A huge breakpoint forces mobile mode so the drawer behaviour runs at any width. */
export const Mobile: Story = {
  args: { mobileBreakpoint: 100000 },
  parameters: { docs: { source: { code: appShellCode('vertical', 100000) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await body.findByRole('dialog', { name: 'Main navigation' }, onDemand);
    await userEvent.click(within(drawer).getByRole('link', { name: 'Courses' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Courses');
    // The a11y check runs after play: let the page slide end, or it measures half-faded text.
    await animationsSettled(canvasElement);
  },
};

export const MobileDrawerOpen: Story = {
  args: { mobileBreakpoint: 100000 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: 'Main navigation' },
      onDemand,
    );
  },
};

export const DarkPage: Story = {
  decorators: [
    (Story) => (
      <div data-page-style="dark" className="bg-background text-foreground">
        {Story()}
      </div>
    ),
  ],
};
