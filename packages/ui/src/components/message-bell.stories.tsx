import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageBell, type MessageBellItem } from './message-bell.tsx';
import { MessageBellButton } from './message-bell-button.tsx';

const items: MessageBellItem[] = [
  { id: '1', title: 'Your course "Algebra 1" was approved', type: 'NOTIFY', time: 'just now' },
  { id: '2', title: 'Order 20260112 waits for your review', type: 'WAIT', time: '5 minutes ago' },
  {
    id: '3',
    title: 'System maintenance tonight at 23:00',
    type: 'PUBLICITY',
    time: '2 hours ago',
    read: true,
  },
  { id: '4', title: 'A new worker joined your campus', type: 'EARLY_WARNING', time: '1 day ago', read: true },
];

const types = {
  NOTIFY: { label: 'Notice', variant: 'primary' as const },
  WAIT: { label: 'To do', variant: 'warning' as const },
  PUBLICITY: { label: 'Announcement', variant: 'success' as const },
  EARLY_WARNING: { label: 'Warning', variant: 'danger' as const },
};

const meta = {
  title: 'Composites/MessageBell',
  component: MessageBell,
  parameters: { layout: 'centered' },
  args: {
    items,
    unreadCount: 2,
    types,
    onItemClick: fn(),
    autoRefresh: true,
    onAutoRefreshChange: fn(),
    viewAll: (
      <a href="#/msg" className="text-primary-text hover:underline">
        View all
      </a>
    ),
  },
  argTypes: { unreadCount: { control: { type: 'number', min: 0 } } },
} satisfies Meta<typeof MessageBell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
/** The bell's button alone (no popover code): what an app shows while it loads the bell. */
export const ButtonAlone: Story = {
  render: () => <MessageBellButton unreadCount={5} aria-haspopup="dialog" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications 5 unread' })).toBeVisible();
  },
};
export const Overflow: Story = { args: { unreadCount: 250 } };
export const Open: Story = { args: { open: true } };
export const Empty: Story = { args: { items: [], unreadCount: 0, open: true } };
export const Loading: Story = { args: { items: [], unreadCount: 0, open: true, loading: true } };

export const Interactive: Story = {
  render: function Render(args) {
    const [autoRefresh, setAutoRefresh] = useState(false);
    return <MessageBell {...args} autoRefresh={autoRefresh} onAutoRefreshChange={setAutoRefresh} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Notifications/ }));
    const body = within(canvasElement.ownerDocument.body);
    const toggle = await body.findByRole('switch', { name: 'Auto refresh' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await userEvent.click(body.getByRole('button', { name: /Order 20260112/ }));
    await expect(args.onItemClick).toHaveBeenCalledWith(items[1]);
  },
};
