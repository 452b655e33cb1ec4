import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './select.tsx';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    'aria-label': 'Message type',
    placeholder: 'Choose a type',
    onValueChange: fn(),
    options: [
      { value: 'WAIT', label: 'To do' },
      { value: 'NOTIFY', label: 'Notification' },
      { value: 'PUBLICITY', label: 'Publicity' },
      { value: 'WARN', label: 'Warning', disabled: true },
    ],
  },
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg'] }, disabled: { control: 'boolean' } },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 'NOTIFY' } };
export const Invalid: Story = { args: { 'aria-invalid': true } };
export const Disabled: Story = { args: { disabled: true } };

export const KeyboardChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Message type' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('listbox');
    await userEvent.click(body.getByRole('option', { name: 'Publicity' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('PUBLICITY');
    await expect(trigger).toHaveTextContent('Publicity');
  },
};
