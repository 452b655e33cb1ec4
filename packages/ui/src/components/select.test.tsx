import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Select } from './select.tsx';

const options = [
  { value: 'zh', label: 'Chinese' },
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'French', disabled: true },
];

describe('Select', () => {
  it('shows the placeholder, opens by keyboard and picks an option', async () => {
    const onValueChange = vi.fn();
    render(
      <Select aria-label="Language" placeholder="Pick one" options={options} onValueChange={onValueChange} />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Language' });
    expect(trigger).toHaveTextContent('Pick one');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'French' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'English' }));
    expect(onValueChange).toHaveBeenCalledWith('en');
    expect(trigger).toHaveTextContent('English');
  });

  it('uses the labels provider placeholder by default', () => {
    render(<Select aria-label="Language" options={options} />);
    expect(screen.getByRole('combobox')).toHaveTextContent('Select…');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Select aria-label="Language" options={options} defaultValue="zh" />);
    await expectNoAxeViolations(container);
  });
});
