import { useSyncExternalStore } from 'react';

/** Spec: the layout switches to mobile mode below 992 px. */
export const MOBILE_BREAKPOINT_PX = 992;

/**
 * Whether a media query matches, kept in sync with the window.
 * @example const mobile = useMediaQuery('(max-width: 991.98px)');
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () =>
      typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : serverValue,
    () => serverValue,
  );
}

/** True below the mobile breakpoint (992 px by default). */
export function useIsMobile(breakpoint = MOBILE_BREAKPOINT_PX): boolean {
  return useMediaQuery(`(max-width: ${breakpoint - 0.02}px)`);
}
