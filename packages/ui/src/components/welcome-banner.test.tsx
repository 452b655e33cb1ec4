import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { WelcomeBanner, rotateText } from './welcome-banner.tsx';

const shown = (container: HTMLElement) =>
  container.querySelector('[data-slot="welcome-banner-text"]')?.textContent;

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('reduced-motion') ? matches : false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe('rotateText', () => {
  it('rotates by code points, wrapping around', () => {
    expect(rotateText('abcd', 1)).toBe('bcda');
    expect(rotateText('abcd', 5)).toBe('bcda');
    expect(rotateText('欢迎你', 1)).toBe('迎你欢');
    expect(rotateText('a😀b', 1)).toBe('😀ba');
    expect(rotateText('', 3)).toBe('');
  });
});

describe('WelcomeBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('moves one character every 1000 ms and keeps the full text for screen readers', () => {
    const { container } = render(<WelcomeBanner text="Hello " />);
    expect(shown(container)).toBe('Hello ');
    act(() => vi.advanceTimersByTime(999));
    expect(shown(container)).toBe('Hello ');
    act(() => vi.advanceTimersByTime(1));
    expect(shown(container)).toBe('ello H');
    act(() => vi.advanceTimersByTime(2000));
    expect(shown(container)).toBe('lo Hel');
    expect(container.querySelector('.sr-only')?.textContent).toBe('Hello ');
    expect(container.querySelector('[data-slot="welcome-banner-text"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('pauses for prefers-reduced-motion', () => {
    mockReducedMotion(true);
    const { container } = render(<WelcomeBanner text="Hello" />);
    act(() => vi.advanceTimersByTime(5000));
    expect(shown(container)).toBe('Hello');
    expect(container.firstChild).toHaveAttribute('data-state', 'paused');
  });

  it('pauses while the page is hidden and on hover, and when paused is set', () => {
    const { container, rerender } = render(<WelcomeBanner text="abc" />);
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(shown(container)).toBe('abc');
    hidden.mockReturnValue(false);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(shown(container)).toBe('bca');

    fireEvent.mouseEnter(container.firstChild as Element);
    act(() => vi.advanceTimersByTime(3000));
    expect(shown(container)).toBe('bca');
    fireEvent.mouseLeave(container.firstChild as Element);

    rerender(<WelcomeBanner text="abc" paused />);
    act(() => vi.advanceTimersByTime(3000));
    expect(shown(container)).toBe('bca');
  });

  it('starts again from the first character when the text changes', () => {
    const { container, rerender } = render(<WelcomeBanner text="abc" />);
    act(() => vi.advanceTimersByTime(1000));
    rerender(<WelcomeBanner text="xyz" />);
    expect(shown(container)).toBe('xyz');
  });

  it('has no accessibility violations', async () => {
    vi.useRealTimers();
    const { container } = render(<WelcomeBanner text="Welcome back" />);
    await expectNoAxeViolations(container);
  });
});
