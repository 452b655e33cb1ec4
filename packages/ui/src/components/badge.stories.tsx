import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { count: 5, max: 99, showZero: false, dot: false },
  argTypes: { tone: { control: 'inline-radio', options: ['danger', 'primary', 'neutral'] } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
export const OverMax: Story = {
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeInTheDocument();
  },
};
export const Zero: Story = { args: { count: 0, showZero: true } };
export const Dot: Story = { args: { dot: true, dotLabel: 'New' } };
export const OnBellButton: Story = {
  args: { count: 12 },
  render: (args) => (
    <Badge {...args}>
      <Button size="icon" variant="ghost" aria-label="Messages, 12 unread" clickGuardMs={0}>
        <Bell aria-hidden className="size-5" />
      </Button>
    </Badge>
  ),
};
