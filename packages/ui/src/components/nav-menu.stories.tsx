import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BookOpen, ExternalLink, Gauge, MessageSquare, Shield } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NavMenu, type NavItem } from './nav-menu.tsx';

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
      { path: 'sms', title: 'SMS' },
      { path: 'draft', title: 'Drafts', hidden: true },
    ],
  },
  {
    path: '/authority',
    title: 'Authority',
    icon: <Shield aria-hidden />,
    alwaysShow: true,
    children: [
      { path: 'user', title: 'Users' },
      {
        path: 'role',
        title: 'Roles',
        children: [
          { path: 'list', title: 'Role list' },
          { path: 'menu', title: 'Role menus' },
        ],
      },
    ],
  },
  { path: 'https://github.com', title: 'Docs', icon: <ExternalLink aria-hidden /> },
];

type Args = {
  mode: 'vertical' | 'horizontal';
  uniqueOpened: boolean;
  collapsed: boolean;
  activePath: string;
};

function Demo(args: Args) {
  const [active, setActive] = useState(args.activePath);
  return (
    <NavMenu
      items={routes}
      mode={args.mode}
      uniqueOpened={args.uniqueOpened}
      collapsed={args.collapsed}
      activePath={active}
      className={args.mode === 'vertical' ? (args.collapsed ? 'w-16' : 'w-56') : undefined}
      renderLink={({ href, children, ...rest }) => (
        <a
          href={`#${href}`}
          {...rest}
          onClick={(e) => {
            e.preventDefault();
            setActive(href);
            rest.onClick?.();
          }}
        >
          {children}
        </a>
      )}
    />
  );
}

const meta = {
  title: 'Layout/NavMenu',
  args: { mode: 'vertical', uniqueOpened: false, collapsed: false, activePath: '/resources/msg' },
  argTypes: { mode: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  render: (args) => <Demo key={`${args.mode}${args.collapsed}`} {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};
export const Collapsed: Story = { args: { collapsed: true } };
export const Horizontal: Story = {
  args: { mode: 'horizontal' },
  decorators: [(Story) => <div className="min-h-64">{Story()}</div>],
};

export const HorizontalKeyboard: Story = {
  args: { mode: 'horizontal' },
  decorators: [(Story) => <div className="min-h-64">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const authority = canvas.getByRole('button', { name: 'Authority' });
    authority.focus();
    await userEvent.keyboard('{Enter}');
    await expect(authority).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Roles' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'Role menus' }));
    await expect(authority).toHaveAttribute('aria-expanded', 'false');
    // The closed group shows that it holds the current page; opened again, the link says so.
    await expect(authority).toHaveAttribute('data-active');
    await userEvent.click(authority);
    const roles = canvas.getByRole('button', { name: 'Roles' });
    if (roles.getAttribute('aria-expanded') !== 'true') await userEvent.click(roles);
    await expect(canvas.getByRole('link', { name: 'Role menus' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(authority);
    await expect(authority).toHaveAttribute('aria-expanded', 'false');
  },
};

export const UniqueOpened: Story = {
  args: { uniqueOpened: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Authority' }));
    await expect(canvas.getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Docs' })).toHaveAttribute('target', '_blank');
  },
};

export const HorizontalOpen: Story = {
  args: { mode: 'horizontal' },
  decorators: [(Story) => <div className="min-h-64">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Authority' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Roles' }));
    await expect(canvas.getByRole('link', { name: 'Role list' })).toBeVisible();
  },
};

export const CollapsedFlyout: Story = {
  args: { collapsed: true },
  decorators: [(Story) => <div className="min-h-64">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resources' }));
    await expect(canvas.getByRole('link', { name: 'SMS' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A bar too narrow for every item: the rest wait under "More", which opens towards the left. */
export const HorizontalOverflow: Story = {
  args: { mode: 'horizontal', activePath: '/authority/user' },
  decorators: [
    (Story) => (
      <div data-testid="frame" className="min-h-72" style={{ width: 380 }}>
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('data-active', 'true');
    await expect(canvas.queryByRole('button', { name: 'Authority' })).toBeNull();
    // Nothing wraps: the bar keeps one row.
    const bar = canvasElement.querySelector('[data-slot="nav-menu"] > ul') as HTMLElement;
    await expect(bar.getBoundingClientRect().height).toBeLessThan(48);
    more.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Authority' }));
    await expect(canvas.getByRole('link', { name: 'Users' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // Room for everything again: "More" goes away.
    (canvas.getByTestId('frame') as HTMLElement).style.width = '1200px';
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'More' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Authority' })).toBeVisible();
  },
};
