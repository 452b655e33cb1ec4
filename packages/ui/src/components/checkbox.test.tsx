import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Checkbox } from './checkbox.tsx';

describe('Checkbox', () => {
  it('toggles with Space and reports the state', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox aria-label="Agree" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Agree' });
    await userEvent.tab();
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(box);
    expect(box).not.toBeChecked();
  });

  it('shows a mixed state', () => {
    render(<Checkbox aria-label="All rows" checked="indeterminate" />);
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-checked', 'mixed');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Checkbox aria-label="Agree" defaultChecked />);
    await expectNoAxeViolations(container);
  });
});
