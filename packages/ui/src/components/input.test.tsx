import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Input } from './input.tsx';

describe('Input', () => {
  it('takes typed text and reports changes', async () => {
    const onChange = vi.fn();
    render(<Input aria-label="Name" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'Ada');
    expect(input).toHaveValue('Ada');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('marks itself invalid and is skipped by Tab when disabled', async () => {
    render(
      <>
        <Input aria-label="A" aria-invalid disabled />
        <Input aria-label="B" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'A' })).toBeInvalid();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'B' })).toHaveFocus();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Input aria-label="Name" placeholder="Your name" />);
    await expectNoAxeViolations(container);
  });
});
