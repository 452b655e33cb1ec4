import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RadioGroup } from './radio-group.tsx';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: {
    'aria-label': 'Login method',
    defaultValue: 'account',
    onValueChange: fn(),
    options: [
      { value: 'account', label: 'Account' },
      { value: 'social', label: 'Third party' },
      { value: 'sms', label: 'SMS code', disabled: true },
    ],
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const ArrowKeys: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Account' }).focus();
    // Radix selects on the focus that follows a held arrow key.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Third party' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenCalledWith('social');
  },
};
