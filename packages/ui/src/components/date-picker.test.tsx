import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '../lib/date-value.ts';
import { UiLabelsProvider, enUiLabels } from '../lib/labels.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';
import { DatePicker, DateTimePicker, fromDateTimeLocal, toDateTimeLocal } from './date-picker.tsx';

function Controlled({
  initial = '',
  onValueChange,
}: {
  initial?: string;
  onValueChange?: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DatePicker
        aria-label="Day"
        value={value}
        onValueChange={(v) => {
          setValue(v);
          onValueChange?.(v);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

async function openCalendar(name = 'Choose date') {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('grid');
}

describe('DatePicker typing', () => {
  it('reports YYYY-MM-DD once the text is complete and clears to an empty string', async () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Day' });
    expect(input).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    await userEvent.type(input, '2024-02-29');
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenLastCalledWith('2024-02-29');
    await userEvent.clear(input);
    expect(onValueChange).toHaveBeenLastCalledWith('');
  });

  it('normalises lenient text on blur and Enter, and reverts invalid or out-of-range text', async () => {
    const onValueChange = vi.fn();
    render(<Controlled initial="2025-01-31" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Day' });
    await userEvent.clear(input);
    await userEvent.type(input, '2025/3/7{Enter}');
    expect(input).toHaveValue('2025-03-07');
    expect(onValueChange).toHaveBeenLastCalledWith('2025-03-07');

    await userEvent.clear(input); // reports '' (cleared)
    await userEvent.type(input, '2025-02-30');
    await userEvent.tab();
    expect(input).toHaveValue('');
    expect(onValueChange).not.toHaveBeenCalledWith('2025-02-30');
    expect(onValueChange).not.toHaveBeenCalledWith('2025-03-02');
  });

  it('reverts text outside min / max on blur', async () => {
    const onValueChange = vi.fn();
    render(
      <DatePicker
        aria-label="Day"
        defaultValue="2025-05-10"
        min="2025-05-01"
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Day' });
    await userEvent.clear(input);
    await userEvent.type(input, '2025-04-30');
    await userEvent.tab();
    expect(onValueChange).not.toHaveBeenCalledWith('2025-04-30');
    expect(input).toHaveValue('');
  });

  it('follows a controlled value changed from outside, dropping unfinished text', async () => {
    render(<Controlled initial="2025-01-31" />);
    const input = screen.getByRole('textbox', { name: 'Day' });
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('2025-01-3');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input).toHaveValue('');
  });

  it('fires onChange with the text input event, also for a calendar pick', async () => {
    const onChange = vi.fn();
    render(
      <DatePicker aria-label="Day" defaultValue="2025-01-15" onChange={(e) => onChange(e.target.value)} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Day' }), { target: { value: '2025-01-20' } });
    expect(onChange).toHaveBeenLastCalledWith('2025-01-20');
    const grid = await openCalendar();
    await userEvent.click(within(grid).getByRole('gridcell', { name: 'Wednesday, January 22, 2025' }));
    expect(onChange).toHaveBeenLastCalledWith('2025-01-22');
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('2025-01-22');
  });
});

describe('DatePicker calendar', () => {
  it('opens on the selected day, marks it and today, and names the month', async () => {
    render(<Controlled initial="2025-01-31" />);
    const grid = await openCalendar();
    expect(screen.getByRole('dialog', { name: 'Choose date' })).toBeInTheDocument();
    expect(grid).toHaveAccessibleName('January 2025');
    const selected = within(grid).getByRole('gridcell', { name: 'Friday, January 31, 2025' });
    expect(selected).toHaveAttribute('aria-selected', 'true');
    expect(selected).toHaveFocus();
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Sun');

    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByTestId('value')).toHaveTextContent(formatDate(new Date()));
    const again = await openCalendar();
    expect(again.querySelector('[aria-current="date"]')).toHaveAttribute('data-date', formatDate(new Date()));
  });

  it('moves by day, week, month and week ends across month boundaries, and selects with Enter', async () => {
    const onValueChange = vi.fn();
    render(<Controlled initial="2025-01-31" onValueChange={onValueChange} />);
    const grid = await openCalendar();
    const focusedDate = () => (document.activeElement as HTMLElement).dataset.date;

    await userEvent.keyboard('{ArrowRight}');
    expect(focusedDate()).toBe('2025-02-01');
    expect(grid).toHaveAccessibleName('February 2025');
    await userEvent.keyboard('{ArrowLeft}{PageDown}');
    expect(focusedDate()).toBe('2025-02-28'); // clamped to the shorter month
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedDate()).toBe('2025-03-07');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(focusedDate()).toBe('2025-02-21');
    await userEvent.keyboard('{Home}');
    expect(focusedDate()).toBe('2025-02-16'); // Sunday starts the week in en-US
    await userEvent.keyboard('{End}');
    expect(focusedDate()).toBe('2025-02-22');
    await userEvent.keyboard('{PageUp}{PageUp}');
    expect(focusedDate()).toBe('2024-12-22');
    await userEvent.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(focusedDate()).toBe('2025-12-22');

    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('2025-12-22');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose date' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('2025-12-22');
  });

  it('selects with Space and changes month with the buttons', async () => {
    const onValueChange = vi.fn();
    render(<Controlled initial="2025-03-15" onValueChange={onValueChange} />);
    const grid = await openCalendar();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(grid).toHaveAccessibleName('April 2025');
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(grid).toHaveAccessibleName('February 2025');
    within(grid).getByRole('gridcell', { name: 'Saturday, February 15, 2025' }).focus();
    await userEvent.keyboard('{ArrowRight} ');
    expect(onValueChange).toHaveBeenLastCalledWith('2025-02-16');
  });

  it('closes on Escape and returns focus to the calendar button', async () => {
    render(<Controlled initial="2025-01-31" />);
    await openCalendar();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose date' })).toHaveFocus();
  });

  it('disables days outside min / max', async () => {
    const onValueChange = vi.fn();
    render(
      <DatePicker
        aria-label="Day"
        defaultValue="2025-05-10"
        min="2025-05-05"
        max="2025-05-20"
        onValueChange={onValueChange}
      />,
    );
    const grid = await openCalendar();
    const early = within(grid).getByRole('gridcell', { name: 'Sunday, May 4, 2025' });
    expect(early).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(early);
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{PageDown}');
    expect((document.activeElement as HTMLElement).dataset.date).toBe('2025-05-20');
  });

  it('clears from the popover', async () => {
    render(<Controlled initial="2025-01-31" />);
    await openCalendar();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('');
  });

  it('names months and weekdays in the labels’ dateLocale and starts the week as told', async () => {
    render(
      <UiLabelsProvider
        labels={{ ...enUiLabels, dateLocale: 'zh-CN', weekStartsOn: 1, chooseDate: '选择日期' }}
      >
        <DatePicker aria-label="日期" defaultValue="2025-09-03" />
      </UiLabelsProvider>,
    );
    const grid = await openCalendar('选择日期');
    expect(grid).toHaveAccessibleName('2025年9月');
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers[0]).toHaveTextContent('周一');
    expect(headers[0]).toHaveAttribute('abbr', '星期一');
    expect(headers[6]).toHaveTextContent('周日');
    expect(within(grid).getByRole('gridcell', { name: '2025年9月3日星期三' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Home}');
    expect((document.activeElement as HTMLElement).dataset.date).toBe('2025-09-01');
  });

  it('takes locale and weekStartsOn props over the labels', async () => {
    render(<DatePicker aria-label="Day" defaultValue="2025-09-03" locale="zh-CN" weekStartsOn={1} />);
    const grid = await openCalendar();
    expect(grid).toHaveAccessibleName('2025年9月');
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('周一');
  });
});

describe('DateTimePicker', () => {
  it('converts between YYYY-MM-DD HH:mm:ss and the native value', () => {
    expect(toDateTimeLocal('2025-03-01 08:05:09')).toBe('2025-03-01T08:05:09');
    expect(fromDateTimeLocal('2025-03-01T08:05')).toBe('2025-03-01 08:05:00');
    expect(fromDateTimeLocal('2025-03-01T08:05:09')).toBe('2025-03-01 08:05:09');
    expect(fromDateTimeLocal('')).toBe('');
  });

  it('shows the value with seconds, reads typing with or without seconds', async () => {
    const onValueChange = vi.fn();
    render(
      <DateTimePicker
        aria-label="Publish at"
        defaultValue="2025-03-01 08:05:09"
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Publish at' });
    expect(input).toHaveValue('2025-03-01 08:05:09');
    expect(input).toHaveAttribute('placeholder', 'YYYY-MM-DD HH:mm:ss');
    await userEvent.clear(input);
    await userEvent.type(input, '2025-04-02 9:30{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('2025-04-02 09:30:00');
    expect(input).toHaveValue('2025-04-02 09:30:00');
    await userEvent.clear(input);
    await userEvent.type(input, '2025-04-02 25:00');
    await userEvent.tab();
    expect(input).toHaveValue('');
  });

  it('picks a day keeping the time, and the time from selects', async () => {
    const onValueChange = vi.fn();
    render(
      <DateTimePicker
        aria-label="Publish at"
        defaultValue="2025-03-01 08:05:09"
        onValueChange={onValueChange}
      />,
    );
    const grid = await openCalendar('Choose date and time');
    await userEvent.click(within(grid).getByRole('gridcell', { name: 'Tuesday, March 4, 2025' }));
    expect(onValueChange).toHaveBeenLastCalledWith('2025-03-04 08:05:09');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hour' }), '17');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Minute' }), '45');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Second' }), '0');
    expect(onValueChange).toHaveBeenLastCalledWith('2025-03-04 17:45:00');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('textbox', { name: 'Publish at' })).toHaveValue('2025-03-04 17:45:00');
    expect(screen.getByRole('button', { name: 'Choose date and time' })).toHaveFocus();
  });

  it('keeps a picked value inside min / max', async () => {
    const onValueChange = vi.fn();
    render(
      <DateTimePicker
        aria-label="Publish at"
        defaultValue="2025-03-02 08:00:00"
        min="2025-03-01 12:00:00"
        onValueChange={onValueChange}
      />,
    );
    const grid = await openCalendar('Choose date and time');
    await userEvent.click(within(grid).getByRole('gridcell', { name: 'Saturday, March 1, 2025' }));
    expect(onValueChange).toHaveBeenLastCalledWith('2025-03-01 12:00:00');
  });
});

describe('date pickers accessibility', () => {
  it('has no violations, closed and open', async () => {
    const { container } = render(
      <>
        <DatePicker aria-label="Day" defaultValue="2025-01-31" />
        <DateTimePicker aria-label="When" />
      </>,
    );
    await expectNoAxeViolations(container);
    await openCalendar();
    await expectNoAxeViolations(document.body);
  });
});
