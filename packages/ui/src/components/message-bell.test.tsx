import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiLabelsProvider, enUiLabels } from '../lib/labels.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';
import { MessageBell, type MessageBellItem } from './message-bell.tsx';
import { MessageBellButton } from './message-bell-button.tsx';

const items: MessageBellItem[] = [
  { id: 'm1', title: 'Course approved', type: 'NOTIFY', time: 'just now' },
  { id: 'm2', title: 'Order to review', type: 'WAIT', time: 1_700_000_000_000, read: true },
];
const types = {
  NOTIFY: { label: 'Notice', variant: 'primary' as const },
  WAIT: { label: 'To do', variant: 'warning' as const },
};

describe('MessageBell', () => {
  it('caps the badge at 99+ and names the count for screen readers', () => {
    render(<MessageBell items={[]} unreadCount={120} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications 99+ unread' })).toBeInTheDocument();
  });

  it('offers its button alone, with the badge and name, passing props to the button', async () => {
    const onClick = vi.fn();
    render(<MessageBellButton unreadCount={3} onClick={onClick} aria-haspopup="dialog" />);
    const button = screen.getByRole('button', { name: 'Notifications 3 unread' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByText('3')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('hides the badge with nothing unread', () => {
    render(<MessageBell items={[]} unreadCount={0} />);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('opens by keyboard and lists title, type tag and time; clicking an item reports it', async () => {
    const onItemClick = vi.fn();
    render(
      <MessageBell
        items={items}
        unreadCount={1}
        types={types}
        formatTime={(time) => (typeof time === 'string' ? time : 'yesterday')}
        onItemClick={onItemClick}
      />,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const first = within(dialog).getByRole('button', { name: /Course approved/ });
    expect(first).toHaveTextContent('Notice');
    expect(first).toHaveTextContent('just now');
    expect(within(dialog).getByRole('button', { name: /Order to review/ })).toHaveTextContent('yesterday');
    // Unread is announced, not only shown by the dot and bold type.
    expect(first).toHaveAccessibleName(/^Unread Course approved/);
    expect(within(dialog).getByRole('button', { name: /Order to review/ })).not.toHaveAccessibleName(
      /Unread/,
    );
    await userEvent.click(first);
    expect(onItemClick).toHaveBeenCalledWith(items[0]);
  });

  it('toggles auto refresh through a labelled switch', async () => {
    function Controlled() {
      const [on, setOn] = useState(true);
      return <MessageBell items={items} unreadCount={1} autoRefresh={on} onAutoRefreshChange={setOn} open />;
    }
    render(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'Auto refresh' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
  });

  it('shows the empty state and the view-all slot, with labels from the provider', () => {
    render(
      <UiLabelsProvider labels={{ ...enUiLabels, empty: '暂无消息', notifications: '消息' }}>
        <MessageBell items={[]} unreadCount={0} open viewAll={<a href="#/msg">查看全部</a>} />
      </UiLabelsProvider>,
    );
    expect(screen.getByRole('dialog', { name: '消息' })).toHaveTextContent('暂无消息');
    expect(screen.getByRole('link', { name: '查看全部' })).toBeInTheDocument();
  });

  it('has no accessibility violations when open', async () => {
    render(<MessageBell items={items} unreadCount={3} types={types} open onAutoRefreshChange={vi.fn()} />);
    await expectNoAxeViolations(document.body);
  });
});
