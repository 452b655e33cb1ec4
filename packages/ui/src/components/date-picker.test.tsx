import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { DatePicker, DateTimePicker, fromDateTimeLocal, toDateTimeLocal } from './date-picker.tsx';

describe('DatePicker', () => {
  it('reports YYYY-MM-DD and clears to an empty string', () => {
    const onValueChange = vi.fn();
    render(<DatePicker aria-label="Birthday" onValueChange={onValueChange} />);
    const input = screen.getByLabelText('Birthday');
    expect(input).toHaveAttribute('type', 'date');
    fireEvent.change(input, { target: { value: '2024-02-29' } });
    expect(onValueChange).toHaveBeenLastCalledWith('2024-02-29');
    fireEvent.change(input, { target: { value: '' } });
    expect(onValueChange).toHaveBeenLastCalledWith('');
  });

  it('shows a controlled value', () => {
    render(<DatePicker aria-label="Day" value="2025-01-31" onValueChange={() => {}} />);
    expect(screen.getByLabelText('Day')).toHaveValue('2025-01-31');
  });
});

describe('DateTimePicker', () => {
  it('converts between YYYY-MM-DD HH:mm:ss and the native value', () => {
    expect(toDateTimeLocal('2025-03-01 08:05:09')).toBe('2025-03-01T08:05:09');
    expect(fromDateTimeLocal('2025-03-01T08:05')).toBe('2025-03-01 08:05:00');
    expect(fromDateTimeLocal('2025-03-01T08:05:09')).toBe('2025-03-01 08:05:09');
    expect(fromDateTimeLocal('')).toBe('');
  });

  it('shows the value with seconds and reports the formatted value', () => {
    const onValueChange = vi.fn();
    render(
      <DateTimePicker
        aria-label="Publish at"
        value="2025-03-01 08:05:09"
        min="2025-01-01 00:00:00"
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByLabelText('Publish at');
    expect(input).toHaveAttribute('type', 'datetime-local');
    expect(input).toHaveAttribute('step', '1');
    expect(input).toHaveAttribute('min', '2025-01-01T00:00:00');
    // jsdom serialises milliseconds; browsers show the same instant.
    expect((input as HTMLInputElement).value).toMatch(/^2025-03-01T08:05:09/);
    fireEvent.change(input, { target: { value: '2025-04-02T10:00' } });
    expect(onValueChange).toHaveBeenLastCalledWith('2025-04-02 10:00:00');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <>
        <DatePicker aria-label="Day" />
        <DateTimePicker aria-label="When" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
