import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIsMobile, useMediaQuery } from './use-media-query.ts';

/** A stand-in matchMedia that counts its lists and listeners; `set` changes the answer. */
function stubMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const calls: string[] = [];
  const matchMedia = vi.fn((query: string) => {
    calls.push(query);
    return {
      get matches() {
        return matches;
      },
      media: query,
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    } as unknown as MediaQueryList;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    calls,
    listeners,
    set(next: boolean) {
      matches = next;
      act(() => listeners.forEach((fn) => fn()));
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useMediaQuery', () => {
  it('follows the query, with one list and one listener however often the component renders', () => {
    const media = stubMatchMedia(false);
    const { result, rerender, unmount } = renderHook(() => useMediaQuery('(min-width: 10px)'));
    expect(result.current).toBe(false);
    for (let i = 0; i < 5; i += 1) rerender();
    expect(media.calls).toEqual(['(min-width: 10px)']);
    expect(media.listeners.size).toBe(1);
    media.set(true);
    expect(result.current).toBe(true);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('asks a replaced matchMedia afresh', () => {
    stubMatchMedia(false);
    const first = renderHook(() => useIsMobile());
    expect(first.result.current).toBe(false);
    first.unmount();
    vi.unstubAllGlobals();
    const media = stubMatchMedia(true);
    const second = renderHook(() => useIsMobile(600));
    expect(second.result.current).toBe(true);
    expect(media.calls).toEqual(['(max-width: 599.98px)']);
  });
});
