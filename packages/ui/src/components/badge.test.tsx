import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Badge, formatBadgeCount } from './badge.tsx';

describe('Badge', () => {
  it('caps the count at max (99 by default)', () => {
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12, 9)).toBe('9+');
    const { rerender } = render(<Badge count={120} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    rerender(<Badge count={7} />);
    expect(screen.getByText('7')).toBeInTheDocument();
  });

  it('hides at zero unless showZero', () => {
    const { container, rerender } = render(<Badge count={0} />);
    expect(container.querySelector('[data-slot="badge"]')).toBeNull();
    rerender(<Badge count={0} showZero />);
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('renders a dot with a screen-reader label and floats on its child', () => {
    render(
      <Badge dot dotLabel="New messages">
        <button type="button">Messages</button>
      </Badge>,
    );
    const badge = screen.getByText('New messages').parentElement!;
    expect(badge).toHaveAttribute('data-slot', 'badge');
    expect(badge.className).toContain('absolute');
    expect(screen.getByRole('button', { name: 'Messages' }).parentElement).toHaveAttribute(
      'data-slot',
      'badge-wrapper',
    );
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <Badge count={5}>
        <button type="button">Inbox</button>
      </Badge>,
    );
    await expectNoAxeViolations(container);
  });
});
