import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState, ErrorState } from './feedback-state.tsx';
import { LoadingState } from './loading-state.tsx';

const meta = {
  title: 'Composites/States',
  component: EmptyState,
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const EmptyWithDescription: Story = {
  args: { title: 'No courses yet', description: 'Courses you create appear here.' },
};
export const Loading: Story = { render: (args) => <LoadingState {...args} /> };

export const ErrorWithRetry: StoryObj<typeof ErrorState> = {
  args: { description: 'Failed to get data', onRetry: fn() },
  render: (args) => <ErrorState {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
