import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from './sheet.tsx';

const meta = {
  title: 'Primitives/Sheet',
  component: SheetContent,
  args: { side: 'right' },
  argTypes: { side: { control: 'inline-radio', options: ['left', 'right', 'top', 'bottom'] } },
  render: (args) => (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="secondary" clickGuardMs={0}>
          Open drawer
        </Button>
      </SheetTrigger>
      <SheetContent {...args}>
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Narrow down the course list.</SheetDescription>
        </SheetHeader>
        <p className="text-sm">Drawer content.</p>
      </SheetContent>
    </Sheet>
  ),
} satisfies Meta<typeof SheetContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = {};
export const Left: Story = { args: { side: 'left' } };
export const Top: Story = { args: { side: 'top' } };
export const Bottom: Story = { args: { side: 'bottom' } };

export const OpenLeft: Story = {
  args: { side: 'left' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open drawer' }));
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: 'Filters' });
    await expect(sheet).toHaveAttribute('data-side', 'left');
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
