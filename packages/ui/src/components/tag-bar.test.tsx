import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { TagBar, type TagBarItem } from './tag-bar.tsx';

const initial: TagBarItem[] = [
  { path: '/dashboard', title: 'Dashboard', affix: true },
  { path: '/course/index', title: 'Courses' },
  { path: '/order/index', title: 'Orders' },
];

function Harness({
  onRefresh = () => {},
  closeLabel,
}: {
  onRefresh?: (t: TagBarItem) => void;
  closeLabel?: (t: TagBarItem) => string;
}) {
  const [tags, setTags] = useState(initial);
  const [active, setActive] = useState('/course/index');
  return (
    <TagBar
      tags={tags}
      activePath={active}
      onActivate={(t) => setActive(t.path)}
      onClose={(t) => setTags((all) => all.filter((x) => x.path !== t.path))}
      onCloseOthers={(t) => setTags((all) => all.filter((x) => x.affix || x.path === t.path))}
      onCloseAll={() => setTags((all) => all.filter((x) => x.affix))}
      onRefresh={onRefresh}
      closeLabel={closeLabel}
    />
  );
}

const tag = (name: string) => screen.getByRole('button', { name });

describe('TagBar', () => {
  it('puts only the active tag in the Tab order and moves with arrow keys', async () => {
    render(<Harness />);
    expect(screen.getByRole('toolbar', { name: 'Visited views' })).toBeInTheDocument();
    expect(tag('Courses')).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    expect(tag('Courses')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tag('Orders')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tag('Dashboard')).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    expect(tag('Orders')).toHaveAttribute('aria-current', 'page');
    expect(tag('Orders')).toHaveAttribute('tabindex', '0');
  });

  it('closes with Delete, keeps focus in the bar, and never closes affix tags', async () => {
    render(<Harness />);
    await userEvent.tab();
    await userEvent.keyboard('{Delete}');
    expect(screen.queryByRole('button', { name: 'Courses' })).not.toBeInTheDocument();
    await waitFor(() => expect(tag('Orders')).toHaveFocus());
    await userEvent.keyboard('{Home}{Delete}');
    expect(tag('Dashboard')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1);
  });

  it('opens the context menu with Shift+F10 and closes the others', async () => {
    render(<Harness />);
    await userEvent.tab();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu', { name: 'Tag actions' });
    expect(menu).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Close others' }));
    expect(screen.queryByRole('button', { name: 'Orders' })).not.toBeInTheDocument();
    expect(tag('Dashboard')).toBeInTheDocument();
    expect(tag('Courses')).toBeInTheDocument();
  });

  it('refreshes from the right-click menu and disables Close on affix tags', async () => {
    const onRefresh = vi.fn();
    render(<Harness onRefresh={onRefresh} />);
    fireEvent.contextMenu(tag('Dashboard'));
    await screen.findByRole('menu');
    expect(screen.getByRole('menuitem', { name: 'Close' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledWith(initial[0]);
  });

  it('opens the menu on a long press of a finger (no contextmenu on iOS), not on a tap or a swipe', async () => {
    vi.useFakeTimers();
    try {
      render(<Harness />);
      const orders = tag('Orders');
      const touch = { pointerType: 'touch', clientX: 40, clientY: 12 };
      // A tap activates the tag; a finger that moves scrolls (the browser cancels the pointer);
      // neither opens the menu.
      fireEvent.pointerDown(orders, touch);
      vi.advanceTimersByTime(200);
      fireEvent.pointerUp(orders, touch);
      fireEvent.click(orders);
      expect(orders).toHaveAttribute('aria-current', 'page');
      fireEvent.pointerDown(tag('Courses'), touch);
      fireEvent.pointerCancel(tag('Courses'), touch);
      vi.advanceTimersByTime(800);
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      // Held still: the menu opens, and lifting the finger does not also activate the tag.
      fireEvent.pointerDown(tag('Courses'), touch);
      vi.advanceTimersByTime(600);
      fireEvent.pointerUp(tag('Courses'), touch);
      fireEvent.click(tag('Courses'));
      expect(tag('Orders')).toHaveAttribute('aria-current', 'page');
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Close' })).not.toHaveAttribute('aria-disabled');
  });

  it('closes all but affix tags from the ContextMenu key', async () => {
    render(<Harness />);
    await userEvent.tab();
    await userEvent.keyboard('{ContextMenu}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Close all' }));
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Dashboard']);
  });

  it('closes a tag with its close button', async () => {
    render(<Harness />);
    const closes = screen.getAllByRole('button', { name: 'Close' });
    await userEvent.click(closes[1]!);
    expect(screen.queryByRole('button', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it('names close buttons per tag when asked', async () => {
    render(<Harness closeLabel={(t) => `Close ${String(t.title)}`} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close Orders' }));
    expect(screen.queryByRole('button', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Harness />);
    await expectNoAxeViolations(container);
  });
});
