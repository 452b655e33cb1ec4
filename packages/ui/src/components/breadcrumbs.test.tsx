import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';

const items = [
  { title: 'Home', href: '/dashboard' },
  { title: 'Resources' },
  { title: 'Messages', href: '/resources/msg' },
];

describe('Breadcrumbs', () => {
  it('renders links and marks the last item as the current page', () => {
    render(<Breadcrumbs items={items} />);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Resources' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Messages' })).not.toBeInTheDocument();
    expect(screen.getByText('Messages')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('uses the router link the app supplies', () => {
    render(
      <Breadcrumbs
        label="面包屑"
        items={items}
        renderLink={({ href, children, className }) => (
          <a href={`#${href}`} className={className} data-router="">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('navigation', { name: '面包屑' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#/dashboard');
  });

  it('is operable by keyboard: Tab reaches only the links, Enter follows one', async () => {
    const onFollow = vi.fn();
    render(
      <>
        <Breadcrumbs
          items={items}
          renderLink={({ href, children, className }) => (
            <a
              href={`#${href}`}
              className={className}
              onClick={(event) => {
                event.preventDefault();
                onFollow(href);
              }}
            >
              {children}
            </a>
          )}
        />
        <button type="button">after</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onFollow).toHaveBeenCalledWith('/dashboard');
    // Plain text and the current page are not tab stops.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Breadcrumbs items={items} />);
    await expectNoAxeViolations(container);
  });
});
