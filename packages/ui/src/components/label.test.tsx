import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

describe('Label', () => {
  it('names its control and focuses it when clicked', async () => {
    render(
      <>
        <Label htmlFor="user">Username</Label>
        <Input id="user" />
      </>,
    );
    await userEvent.click(screen.getByText('Username'));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  });

  it('marks required fields and has no accessibility violations', async () => {
    const { container } = render(
      <>
        <Label htmlFor="n" required>
          Name
        </Label>
        <Input id="n" />
      </>,
    );
    expect(screen.getByText('Name').className).toContain("after:content-['*']");
    await expectNoAxeViolations(container);
  });
});
