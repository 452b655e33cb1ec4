import type { Meta, StoryObj } from '@storybook/react-vite';
import { RefreshCw } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './button.tsx';
import { Tooltip } from './tooltip.tsx';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Reload the list',
    side: 'top',
    delayDuration: 0,
    children: (
      <Button size="icon" variant="secondary" aria-label="Refresh" clickGuardMs={0}>
        <RefreshCw aria-hidden className="size-4" />
      </Button>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    children: { control: false },
  },
  decorators: [(Story) => <div className="p-12">{Story()}</div>],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AlwaysOpen: Story = { args: { open: true } };
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refresh' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent('Reload the list');
  },
};
