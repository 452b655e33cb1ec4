import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton.tsx';

const meta = {
  title: 'Composites/Skeleton',
  component: Skeleton,
  args: { className: 'w-64' },
  argTypes: { shape: { control: 'select', options: ['line', 'block', 'circle'] } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};
export const Circle: Story = { args: { shape: 'circle', className: 'size-12' } };

/** A list item placeholder: avatar and two lines. */
export const Card: Story = {
  render: () => (
    <div className="flex w-80 items-center gap-3">
      <Skeleton shape="circle" className="size-10 shrink-0" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="w-3/4" />
        <Skeleton className="w-1/2" />
      </div>
    </div>
  ),
};
