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

/** The visited views plus the per-view key that a "refresh" bumps to remount the page. */
export function useTagsView(initial: () => VisitedView[]) {
  const [views, setViews] = useState<VisitedView[]>(initial);
  const [generations, setGenerations] = useState<Record<string, number>>({});

  const visit = useCallback((view: VisitedView) => {
    setViews((current) => {
      const index = current.findIndex((v) => v.path === view.path);
      if (index === -1) return [...current, view];
      const existing = current[index]!;
      if (existing.fullPath === view.fullPath && existing.title === view.title) return current;
      const next = [...current];
      next[index] = { ...view, affix: existing.affix || view.affix };
      return next;
    });
  }, []);

  const refresh = useCallback((path: string) => {
    setGenerations((g) => ({ ...g, [path]: (g[path] ?? 0) + 1 }));
  }, []);

  return { views, setViews, visit, refresh, generations };
}
