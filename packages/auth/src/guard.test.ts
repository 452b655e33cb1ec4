import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLICK_GUARD_MS, createClickGuard } from './guard.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('click guard', () => {
  it('runs the first click and ignores clicks for 2000 ms', () => {
    const handler = vi.fn((n: number) => n * 2);
    const guard = createClickGuard();
    const onClick = guard.wrap(handler);
    expect(CLICK_GUARD_MS).toBe(2000);
    expect(onClick(1)).toBe(2);
    expect(guard.locked).toBe(true);
    vi.advanceTimersByTime(1999);
    expect(onClick(2)).toBeUndefined();
    expect(handler).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(guard.locked).toBe(false);
    expect(onClick(3)).toBe(6);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('takes another delay and tells listeners when the lock changes', () => {
    const guard = createClickGuard({ delayMs: 500 });
    const states: boolean[] = [];
    guard.subscribe((locked) => states.push(locked));
    guard.wrap(() => undefined)();
    vi.advanceTimersByTime(500);
    expect(states).toEqual([true, false]);
  });

  it('dispose unlocks at once', () => {
    const guard = createClickGuard();
    guard.wrap(() => undefined)();
    guard.dispose();
    expect(guard.locked).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
