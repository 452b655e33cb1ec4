import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, Settings, ShoppingBag, Trash2, User, Wallet } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserDropdown } from './user-dropdown.tsx';

const meta = {
  title: 'Composites/UserDropdown',
  component: UserDropdown,
  parameters: { layout: 'centered' },
  args: {
    name: 'Li Wei',
    avatar: null,
    items: [
      { type: 'text', key: 'balance', label: 'Balance', value: '¥ 1,280.00', icon: <Wallet aria-hidden /> },
      { type: 'separator', key: 's1' },
      { key: 'orders', label: 'My orders', icon: <ShoppingBag aria-hidden />, onSelect: fn() },
      { key: 'profile', label: 'Profile', icon: <User aria-hidden />, onSelect: fn() },
      { key: 'settings', label: 'Settings', icon: <Settings aria-hidden />, onSelect: fn() },
      { key: 'cache', label: 'Clear cache', icon: <Trash2 aria-hidden />, onSelect: fn() },
      { type: 'separator', key: 's2' },
      { key: 'logout', label: 'Log out', variant: 'danger', icon: <LogOut aria-hidden />, onSelect: fn() },
    ],
  },
} satisfies Meta<typeof UserDropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Compact: Story = { args: { compact: true } };

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Li Wei' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menu')).toHaveTextContent('¥ 1,280.00');
    await userEvent.click(body.getByRole('menuitem', { name: 'Profile' }));
    const profile = args.items.find((item) => item.key === 'profile');
    await expect(profile && 'onSelect' in profile ? profile.onSelect : null).toHaveBeenCalled();
  },
};
