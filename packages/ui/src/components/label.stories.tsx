import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

const meta = {
  title: 'Primitives/Label',
  component: Label,
  args: { children: 'Username', htmlFor: 'story-user', required: false },
  render: (args) => (
    <div className="grid max-w-xs gap-1.5">
      <Label {...args} />
      <Input id="story-user" />
    </div>
  ),
} satisfies Meta<typeof Label>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
