import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Textarea } from './textarea.tsx';

describe('Textarea', () => {
  it('accepts multi-line text', async () => {
    render(<Textarea aria-label="Content" />);
    const box = screen.getByRole('textbox', { name: 'Content' });
    await userEvent.type(box, 'one{Enter}two');
    expect(box).toHaveValue('one\ntwo');
    expect(box).toHaveAttribute('rows', '3');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Textarea aria-label="Content" />);
    await expectNoAxeViolations(container);
  });
});
