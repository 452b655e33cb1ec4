import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UiLabelsProvider, enUiLabels } from '../lib/labels.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';

function Example() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button clickGuardMs={0}>Edit user</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit user</DialogTitle>
          <DialogDescription>Change the name.</DialogDescription>
        </DialogHeader>
        <input aria-label="Name" />
        <DialogFooter>
          <Button>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens as a named modal dialog, traps focus and closes with Escape', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Edit user' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Edit user' });
    expect(dialog).toHaveAccessibleDescription('Change the name.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes with the labelled close button', async () => {
    render(
      <UiLabelsProvider labels={{ ...enUiLabels, close: '关闭' }}>
        <Example />
      </UiLabelsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit user' }));
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no accessibility violations when open', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit user' }));
    await expectNoAxeViolations(document.body);
  });
});
