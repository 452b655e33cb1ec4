import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  it('selects no text on a double click on its text, but leaves a control inside alone', () => {
    const onMouseDown = vi.fn();
    render(
      <Label onMouseDown={onMouseDown}>
        Remember me <input type="checkbox" />
      </Label>,
    );
    const label = screen.getByText(/Remember me/);
    // fireEvent returns false when the handler prevented the default.
    expect(fireEvent.mouseDown(label, { detail: 1 })).toBe(true);
    expect(fireEvent.mouseDown(label, { detail: 2 })).toBe(false);
    expect(onMouseDown).toHaveBeenCalledTimes(2);
    expect(fireEvent.mouseDown(screen.getByRole('checkbox'), { detail: 2 })).toBe(true);
    expect(onMouseDown).toHaveBeenCalledTimes(2);
  });
});
