import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, User, Wallet } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

type Args = { onSelect: (value: string) => void; align: 'start' | 'center' | 'end' };

const meta = {
  title: 'Primitives/DropdownMenu',
  args: { onSelect: fn(), align: 'start' },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'center', 'end'] } },
  render: ({ onSelect, align }) => (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" clickGuardMs={0}>
          Account
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align}>
        <DropdownMenuLabel>admin</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => onSelect('balance')} disabled>
          <Wallet aria-hidden /> Balance
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onSelect('profile')}>
          <User aria-hidden /> Profile
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={() => onSelect('logout')}>
          <LogOut aria-hidden /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const KeyboardSelect: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('menu');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};
