// The click guard in a real browser: it must never break a form, focus or a dialog.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { UiLabelsProvider, enUiLabels } from '../lib/labels.tsx';
import { Button } from './button.tsx';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from './dialog.tsx';

function SignUp({ onSubmit }: { onSubmit: (name: string) => void }) {
  return (
    <form
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget).get('name') as string);
      }}
    >
      <label>
        Name <input name="name" defaultValue="Ada" />
      </label>
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('Button click guard (real browser)', () => {
  it('a submit button submits its form on a mouse click, once per guard', async () => {
    const onSubmit = vi.fn();
    render(<SignUp onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    expect(onSubmit).toHaveBeenCalledWith('Ada');
    expect(save).toHaveFocus();
    expect(save).not.toHaveAttribute('disabled');
    // The state is announced: the button is unavailable, not gone.
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(save, { force: true });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('Enter on the button submits and focus stays on it', async () => {
    const onSubmit = vi.fn();
    render(<SignUp onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('Enter in a field submits once; a second Enter within the guard does not', async () => {
    const onSubmit = vi.fn();
    render(<SignUp onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: 'Name' });
    field.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(field).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a dialog closed within the guard returns focus to its trigger', async () => {
    render(
      <UiLabelsProvider labels={enUiLabels}>
        <Dialog>
          <DialogTrigger asChild>
            <Button>Edit user</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogTitle>Edit user</DialogTitle>
          </DialogContent>
        </Dialog>
      </UiLabelsProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Edit user' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-disabled', 'true');
  });

  it('ends the guard when the action settles, so a failed save can be retried at once', async () => {
    let attempts = 0;
    // The save fails when the test says so: no timer races the assertions on a busy machine.
    let fail = () => {};
    function Retry() {
      const [saving, setSaving] = useState(false);
      fail = () => setSaving(false);
      return (
        <Button
          loading={saving}
          onClick={() => {
            attempts += 1;
            setSaving(true);
          }}
        >
          Save
        </Button>
      );
    }
    render(<Retry />);
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    act(() => fail());
    // waitFor gives up after 1 s, well inside the 2 s guard: only an early end passes.
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'), { timeout: 1000 });
    await userEvent.click(save);
    expect(attempts).toBe(2);
  });
});
