import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Input } from './input.tsx';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { 'aria-label': 'Username', placeholder: 'Username', onChange: fn() },
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg'] } },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'ab' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'admin' } };
export const Password: Story = {
  args: { type: 'password', 'aria-label': 'Password', placeholder: 'Password' },
};

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'admin');
    await expect(input).toHaveValue('admin');
    await expect(args.onChange).toHaveBeenCalled();
  },
};
