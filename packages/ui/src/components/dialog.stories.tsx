import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';
import { animationsSettled } from '../test/animations.ts';

const meta = {
  title: 'Primitives/Dialog',
  component: DialogContent,
  args: { size: 'md' },
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg', 'xl'] } },
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button clickGuardMs={0}>Edit user</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogHeader>
          <DialogTitle>Edit user</DialogTitle>
          <DialogDescription>Changes apply after saving.</DialogDescription>
        </DialogHeader>
        <FormField label="Nickname">
          <Input defaultValue="Admin" />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OpenAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit user' });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Edit user' });
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit user' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
  },
};

const FIELDS = Array.from({ length: 30 }, (_, index) => `Field ${index + 1}`);

/** A long form: its errors appear on blur, as with react-hook-form's onTouched mode. */
function LongForm() {
  const [touched, setTouched] = useState<string[]>([]);
  const [saved, setSaved] = useState(0);
  return (
    <Dialog defaultOpen>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Long form</DialogTitle>
          <DialogDescription>The body scrolls; the footer stays where it is.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label="Long form"
          onSubmit={(event) => {
            event.preventDefault();
            setSaved((count) => count + 1);
          }}
        >
          <DialogBody className="sm:grid-cols-2">
            {FIELDS.map((field) => (
              <FormField
                key={field}
                label={field}
                error={touched.includes(field) ? "Can't be empty" : undefined}
              >
                <Input onBlur={() => setTouched((list) => [...list, field])} />
              </FormField>
            ))}
          </DialogBody>
          <DialogFooter className="mt-6">
            <span role="status">{saved > 0 ? `Saved ${saved}` : ''}</span>
            <Button type="submit" clickGuardMs={0}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** In a short viewport the body scrolls and Save stays put while errors appear above it. */
export const LongFormFooterStays: Story = {
  render: () => <LongForm />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Long form' });
    await animationsSettled(dialog);
    const scroller = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"]')!;
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const before = save.getBoundingClientRect();
    await expect(before.bottom).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientHeight);
    // Leaving the first field shows its error; the press on Save still lands on Save.
    await userEvent.click(within(dialog).getByLabelText('Field 1'));
    await userEvent.click(save);
    await expect(save.getBoundingClientRect().top).toBe(before.top);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Saved 1');
  },
};
