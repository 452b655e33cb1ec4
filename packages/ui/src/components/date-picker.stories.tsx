import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UiLabelsProvider, enUiLabels, type UiLabels } from '../lib/labels.tsx';
import { DatePicker, DateTimePicker } from './date-picker.tsx';
import { FormField } from './form-field.tsx';

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker,
  args: { 'aria-label': 'Start date' },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: '2025-09-01' } };

export const Disabled: Story = { args: { defaultValue: '2025-09-01', disabled: true } };

export const WithMinMax: Story = {
  args: { defaultValue: '2025-09-10', min: '2025-09-05', max: '2025-09-24' },
};

/** What an app's Chinese labels look like: names come from `dateLocale`, the week starts Monday. */
const zhLabels: UiLabels = {
  ...enUiLabels,
  dateLocale: 'zh-CN',
  weekStartsOn: 1,
  chooseDate: '选择日期',
  chooseDateTime: '选择日期和时间',
  previousMonth: '上个月',
  nextMonth: '下个月',
  today: '今天',
  clearDate: '清除',
  hour: '时',
  minute: '分',
  second: '秒',
};

export const ChineseLocale: Story = {
  args: { 'aria-label': '开始日期', defaultValue: '2025-09-03' },
  render: (args) => (
    <UiLabelsProvider labels={zhLabels}>
      <DatePicker {...args} />
    </UiLabelsProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '选择日期' }));
    // The popover is portalled out of the canvas.
    const grid = await within(canvasElement.ownerDocument.body).findByRole('grid', { name: '2025年9月' });
    await expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('周一');
    await expect(within(grid).getByRole('gridcell', { name: '2025年9月3日星期三' })).toHaveFocus();
  },
};

function DateAndTimeDemo() {
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
  render: () => <DateAndTimeDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.clear(canvas.getByLabelText('Day'));
    await userEvent.type(canvas.getByLabelText('Day'), '2025-10-02');
    await userEvent.clear(canvas.getByLabelText('Publish at'));
    await userEvent.type(canvas.getByLabelText('Publish at'), '2025-10-02 9:15{Enter}');
    await waitFor(() =>
      expect(canvas.getByTestId('values')).toHaveTextContent('2025-10-02 | 2025-10-02 09:15:00'),
    );
    // Then from the popover: the next day with the arrow key, and the seconds from their select.
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date and time' }));
    await body.findByRole('grid', { name: 'October 2025' });
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await userEvent.selectOptions(body.getByRole('combobox', { name: 'Second' }), '30');
    await waitFor(() =>
      expect(canvas.getByTestId('values')).toHaveTextContent('2025-10-02 | 2025-10-03 09:15:30'),
    );
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Choose date and time' })).toHaveFocus();
  },
};

export const InFormFieldWithError: Story = {
  render: () => (
    <FormField label="End date" error="The end date must be after the start date." required>
      <DatePicker defaultValue="2025-08-01" />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'End date' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The end date must be after the start date.');
  },
};
