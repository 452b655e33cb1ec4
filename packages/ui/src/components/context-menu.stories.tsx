import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
  isContextMenuKey,
  openContextMenuFor,
} from './context-menu.tsx';

type Args = { onSelect: (value: string) => void };

const meta = {
  title: 'Primitives/ContextMenu',
  args: { onSelect: fn() },
  render: ({ onSelect }) => (
    <ContextMenu>
      <ContextMenuTrigger asChild>
        <button
          type="button"
          onKeyDown={(e) => {
            if (isContextMenuKey(e)) {
              e.preventDefault();
              openContextMenuFor(e.currentTarget);
            }
          }}
          className="rounded-md border border-dashed border-border px-8 py-6 text-sm text-muted-foreground"
        >
          Right-click or press Shift+F10
        </button>
      </ContextMenuTrigger>
      <ContextMenuContent>
        <ContextMenuItem onSelect={() => onSelect('refresh')}>Refresh</ContextMenuItem>
        <ContextMenuItem onSelect={() => onSelect('copy')}>Copy link</ContextMenuItem>
        <ContextMenuSeparator />
        <ContextMenuItem variant="danger" onSelect={() => onSelect('delete')}>
          Delete
        </ContextMenuItem>
      </ContextMenuContent>
    </ContextMenu>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const KeyboardOpen: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button').focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('menu');
    await userEvent.click(body.getByRole('menuitem', { name: 'Copy link' }));
    await expect(args.onSelect).toHaveBeenCalledWith('copy');
  },
};
