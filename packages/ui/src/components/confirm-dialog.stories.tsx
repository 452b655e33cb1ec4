import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete this menu?',
    description: 'Deleting a node also deletes its children.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    variant: 'danger',
    trigger: (
      <Button variant="danger" clickGuardMs={0}>
        Delete
      </Button>
    ),
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
    onCancel: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'danger'] },
    trigger: { control: false },
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {};
export const Primary: Story = {
  args: {
    variant: 'primary',
    title: 'Publish the message?',
    confirmLabel: 'Publish',
    description: undefined,
  },
};

export const AsyncConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this menu?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
  },
};
