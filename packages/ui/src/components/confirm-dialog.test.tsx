import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

describe('ConfirmDialog', () => {
  it('focuses Cancel first and cancels with Escape', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        trigger={<Button clickGuardMs={0}>Delete</Button>}
        title="Delete this course?"
        description="Its chapters are deleted too."
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this course?' });
    expect(dialog).toHaveAccessibleDescription('Its chapters are deleted too.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows loading while the async confirm runs, then closes', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        defaultOpen
        title="Publish?"
        confirmLabel="Publish"
        cancelLabel="Not now"
        onConfirm={onConfirm}
        onOpenChange={onOpenChange}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Publish' });
    await userEvent.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Not now' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open when the confirm action fails', async () => {
    const onConfirm = vi.fn().mockRejectedValue(new Error('Update failed'));
    render(<ConfirmDialog defaultOpen title="Save?" onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    render(
      <ConfirmDialog
        defaultOpen
        title="Delete?"
        description="Cannot be undone."
        variant="danger"
        onConfirm={() => {}}
      />,
    );
    await expectNoAxeViolations(document.body);
  });
});
