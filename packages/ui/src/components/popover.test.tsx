import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './popover.tsx';

function Example() {
  return (
    <Popover>
      <PopoverTrigger>Messages</PopoverTrigger>
      <PopoverContent aria-label="Latest messages">
        <p>No messages</p>
        <PopoverClose>Done</PopoverClose>
      </PopoverContent>
    </Popover>
  );
}

describe('Popover', () => {
  it('opens, moves focus inside and returns it on Escape', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Messages' });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: 'Latest messages' });
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes with a close button and has no accessibility violations', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    await expectNoAxeViolations(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
