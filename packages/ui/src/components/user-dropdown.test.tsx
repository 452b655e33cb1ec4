import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLabelsProvider, enUiLabels } from '../lib/labels.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';
import { UserDropdown, type UserDropdownItem } from './user-dropdown.tsx';

function setup() {
  const onProfile = vi.fn();
  const onLogout = vi.fn();
  const items: UserDropdownItem[] = [
    { type: 'text', key: 'balance', label: 'Balance', value: '¥ 120.00' },
    { type: 'separator', key: 's1' },
    { key: 'profile', label: 'Profile', onSelect: onProfile },
    { key: 'orders', label: 'My orders', onSelect: vi.fn(), disabled: true },
    { type: 'separator', key: 's2' },
    { key: 'logout', label: 'Log out', variant: 'danger', onSelect: onLogout },
  ];
  render(<UserDropdown name="Li Wei" items={items} />);
  return { onProfile, onLogout };
}

describe('UserDropdown', () => {
  it('shows avatar and name on the trigger and opens by keyboard', async () => {
    const { onProfile } = setup();
    const trigger = screen.getByRole('button', { name: 'Li Wei' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Balance');
    expect(menu).toHaveTextContent('¥ 120.00');
    // The balance line is read-only: not a menu item.
    expect(screen.queryByRole('menuitem', { name: /Balance/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('separator')).toHaveLength(2);
    expect(screen.getByRole('menuitem', { name: 'My orders' })).toHaveAttribute('aria-disabled', 'true');
    // Opening by keyboard focuses the first item; the read-only line is skipped.
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // The disabled item is skipped too.
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    expect(onProfile).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('names a compact trigger through the userMenuFor template', () => {
    render(
      <UiLabelsProvider labels={{ ...enUiLabels, userMenuFor: '{name} 的用户菜单' }}>
        <UserDropdown name="Li Wei" items={[]} compact />
      </UiLabelsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Li Wei 的用户菜单' })).toBeInTheDocument();
  });

  it('runs the item a user clicks', async () => {
    const { onLogout } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Li Wei' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('names a compact trigger with the user menu label', () => {
    render(<UserDropdown name="Li Wei" items={[]} compact />);
    expect(screen.getByRole('button', { name: 'User menu: Li Wei' })).toBeInTheDocument();
  });

  it('has no accessibility violations when open', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Li Wei' }));
    await screen.findByRole('menu');
    await expectNoAxeViolations(document.body);
  });
});
