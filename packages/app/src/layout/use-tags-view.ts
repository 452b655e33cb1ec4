import { useCallback, useState } from 'react';
import type { RouteTitle } from '../lib/route-title.ts';

/** One visited view of the tag bar. */
export type VisitedView = {
  /** Route path without the query: one tag per page. */
  path: string;
  /** Path with the query, to return to exactly what was open. */
  fullPath: string;
  title: RouteTitle;
  affix: boolean;
  /** Not kept alive when left (route meta `noCache`). */
  noCache: boolean;
  /** The route's own title wins over the server menu's. */
  ownTitle?: boolean;
};

/** Spec section 2: pinned tags cannot be closed; close/others/all keep them. */
export function closeView(views: VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => v.path !== path || v.affix);
}
export function closeOtherViews(views: VisitedView[], keep: string): VisitedView[] {
  return views.filter((v) => v.affix || v.path === keep);
}
export function closeAllViews(views: VisitedView[]): VisitedView[] {
  return views.filter((v) => v.affix);
}

/**
 * The views with `view` visited: added at the end, or its tag updated (query, title) where it has
 * one (a pinned tag stays pinned). The same array when nothing changes.
 */
export function visitView(views: VisitedView[], view: VisitedView): VisitedView[] {
  const index = views.findIndex((v) => v.path === view.path);
  if (index === -1) return [...views, view];
  const existing = views[index]!;
  if (existing.fullPath === view.fullPath && existing.title === view.title) return views;
  const next = [...views];
  next[index] = { ...view, affix: existing.affix || view.affix };
  return next;
}

/**
 * The visited views plus the per-view key that a "refresh" bumps to remount the page. A page
 * becomes a view when it is shown (`current`: a new address or title), while the layout renders: a
 * state update during render makes React render the layout again at once, before its children and
 * before committing, where an effect would render and commit the whole layout a second time after
 * each navigation. Closing the current page's tag does not bring it back: it was shown already.
 */
export function useTagsView(initial: () => VisitedView[], current: VisitedView | null) {
  const [views, setViews] = useState<VisitedView[]>(initial);
  const [generations, setGenerations] = useState<Record<string, number>>({});
  const [shown, setShown] = useState<VisitedView | null>(null);
  if (current && (shown?.fullPath !== current.fullPath || shown.title !== current.title)) {
    setShown(current);
    setViews((all) => visitView(all, current));
  }

  const refresh = useCallback((path: string) => {
    setGenerations((g) => ({ ...g, [path]: (g[path] ?? 0) + 1 }));
  }, []);

  return { views, setViews, refresh, generations };
}
