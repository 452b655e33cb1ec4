import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Switch } from './switch.tsx';

describe('Switch', () => {
  it('toggles with Space and Enter', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch aria-label="Fixed header" onCheckedChange={onCheckedChange} />);
    const sw = screen.getByRole('switch', { name: 'Fixed header' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(sw).toBeChecked();
    await userEvent.keyboard('{Enter}');
    expect(sw).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('does nothing when disabled', async () => {
    render(<Switch aria-label="Logo" disabled />);
    await userEvent.click(screen.getByRole('switch'));
    expect(screen.getByRole('switch')).not.toBeChecked();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Switch aria-label="Logo" defaultChecked />);
    await expectNoAxeViolations(container);
  });
});
