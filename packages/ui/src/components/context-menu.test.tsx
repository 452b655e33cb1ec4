import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
  isContextMenuKey,
  openContextMenuFor,
} from './context-menu.tsx';

function Example({ onSelect }: { onSelect: (v: string) => void }) {
  return (
    <ContextMenu>
      <ContextMenuTrigger asChild>
        <button type="button">Row 1</button>
      </ContextMenuTrigger>
      <ContextMenuContent>
        <ContextMenuItem onSelect={() => onSelect('copy')}>Copy</ContextMenuItem>
        <ContextMenuSeparator />
        <ContextMenuItem variant="danger" onSelect={() => onSelect('delete')}>
          Delete
        </ContextMenuItem>
      </ContextMenuContent>
    </ContextMenu>
  );
}

describe('ContextMenu', () => {
  it('opens on right click and selects with the keyboard', async () => {
    const onSelect = vi.fn();
    render(<Example onSelect={onSelect} />);
    fireEvent.contextMenu(screen.getByRole('button', { name: 'Row 1' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('delete');
  });

  it('opens from the keyboard helper', async () => {
    render(<Example onSelect={() => {}} />);
    openContextMenuFor(screen.getByRole('button', { name: 'Row 1' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('recognises Shift+F10 and the ContextMenu key', () => {
    expect(isContextMenuKey({ key: 'F10', shiftKey: true })).toBe(true);
    expect(isContextMenuKey({ key: 'ContextMenu', shiftKey: false })).toBe(true);
    expect(isContextMenuKey({ key: 'F10', shiftKey: false })).toBe(false);
  });
});
