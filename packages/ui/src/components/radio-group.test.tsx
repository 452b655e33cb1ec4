import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { RadioGroup } from './radio-group.tsx';

const options = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Auto', disabled: true },
];

describe('RadioGroup', () => {
  it('moves and selects with arrow keys and skips disabled options', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup aria-label="Style" options={options} defaultValue="light" onValueChange={onValueChange} />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Style' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveFocus();
    // Radix selects on the focus that follows a held arrow key, so release it afterwards.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    expect(onValueChange).toHaveBeenLastCalledWith('dark');
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
  });

  it('selects by clicking the label', async () => {
    render(<RadioGroup aria-label="Style" options={options} />);
    await userEvent.click(screen.getByText('Dark'));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<RadioGroup aria-label="Style" options={options} defaultValue="dark" />);
    await expectNoAxeViolations(container);
  });
});
