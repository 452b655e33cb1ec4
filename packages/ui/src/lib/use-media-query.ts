import { useCallback, useSyncExternalStore } from 'react';

/** Spec: the layout switches to mobile mode below 992 px. */
export const MOBILE_BREAKPOINT_PX = 992;

/** One list per query, shared by every component that asks (its `matches` is live); kept per
 * `matchMedia` function, so a replaced one (a test's stand-in) is asked afresh. */
const lists = new WeakMap<Window['matchMedia'], Map<string, MediaQueryList>>();

function mediaList(query: string): MediaQueryList | undefined {
  if (typeof window === 'undefined' || !window.matchMedia) return undefined;
  const matchMedia = window.matchMedia;
  let byQuery = lists.get(matchMedia);
  if (!byQuery) {
    byQuery = new Map();
    lists.set(matchMedia, byQuery);
  }
  let list = byQuery.get(query);
  if (!list) {
    list = window.matchMedia(query);
    byQuery.set(query, list);
  }
  return list;
}

/**
 * Whether a media query matches, kept in sync with the window.
 * @example const mobile = useMediaQuery('(max-width: 991.98px)');
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  // Stable per query: a new function would make React unsubscribe and subscribe at every render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? serverValue,
    () => serverValue,
  );
}

/** True below the mobile breakpoint (992 px by default). */
export function useIsMobile(breakpoint = MOBILE_BREAKPOINT_PX): boolean {
  return useMediaQuery(`(max-width: ${breakpoint - 0.02}px)`);
}
