import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker, DateTimePicker } from './date-picker.tsx';
import { FormField } from './form-field.tsx';

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker,
  args: { 'aria-label': 'Start date' },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Date: Story = { args: { defaultValue: '2025-09-01' } };
export const Disabled: Story = { args: { defaultValue: '2025-09-01', disabled: true } };

function Both() {
  const [day, setDay] = useState('2025-09-01');
  const [at, setAt] = useState('2025-09-01 08:30:00');
  return (
    <div className="grid max-w-sm gap-4">
      <FormField label="Day">
        <DatePicker value={day} onValueChange={setDay} />
      </FormField>
      <FormField label="Publish at">
        <DateTimePicker value={at} onValueChange={setAt} />
      </FormField>
      <output data-testid="values">
        {day} | {at}
      </output>
    </div>
  );
}

export const DateAndTime: Story = {
  render: () => <Both />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Simulated keys cannot drive the browser's native segment editing (real keyboards can);
    // user-event types a whole value into date inputs instead.
    await userEvent.clear(canvas.getByLabelText('Day'));
    await userEvent.type(canvas.getByLabelText('Day'), '2025-10-02');
    await userEvent.clear(canvas.getByLabelText('Publish at'));
    await userEvent.type(canvas.getByLabelText('Publish at'), '2025-10-02T09:15:30');
    await waitFor(() =>
      expect(canvas.getByTestId('values')).toHaveTextContent('2025-10-02 | 2025-10-02 09:15:30'),
    );
  },
};
