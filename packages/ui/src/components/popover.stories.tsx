import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './popover.tsx';

type Args = { align: 'start' | 'center' | 'end'; side: 'top' | 'right' | 'bottom' | 'left' };

const meta = {
  title: 'Primitives/Popover',
  args: { align: 'center', side: 'bottom' },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
  },
  render: ({ align, side }) => (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="secondary" clickGuardMs={0}>
          Messages
        </Button>
      </PopoverTrigger>
      <PopoverContent align={align} side={side} aria-label="Latest messages">
        <p className="mb-3 text-sm">You have no new messages.</p>
        <PopoverClose asChild>
          <Button size="sm" variant="secondary">
            Done
          </Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Messages' });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Latest messages' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
