import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Button } from './button.tsx';

describe('Button', () => {
  it('renders its child as the button with asChild: a link with the button look, its spinner first', () => {
    const onClick = vi.fn();
    render(
      <Button asChild variant="secondary" loading onClick={onClick} className="extra">
        <a href="#/courses">Courses</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Courses' });
    expect(link).toHaveAttribute('href', '#/courses');
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(link.className).toContain('extra');
    expect(link.firstElementChild).toHaveClass('animate-spin');
    expect(screen.queryByRole('button')).toBeNull();
  });

  afterEach(() => vi.useRealTimers());

  it('ignores repeated clicks for 2000 ms by default, aria-disabled and never disabled', async () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    act(() => vi.advanceTimersByTime(1999));
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(button).not.toHaveAttribute('aria-disabled');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('ends the guard early when the promise returned by onClick settles', async () => {
    let fail: (reason: Error) => void = () => {};
    const onClick = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await act(async () => fail(new Error('409')));
    expect(button).not.toHaveAttribute('aria-disabled');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('can turn the click guard off', async () => {
    const onClick = vi.fn();
    render(
      <Button clickGuardMs={0} onClick={onClick}>
        Go
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('is operable by keyboard and busy while loading', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Send</Button>);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button loading onClick={onClick}>
        Send
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
    // Loading ignores activations but keeps focus (no `disabled` attribute).
    expect(screen.getByRole('button')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button')).toHaveFocus();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Button>Save</Button>);
    await expectNoAxeViolations(container);
  });
});
