import { Activity, useRef, type ReactNode } from 'react';
import type { VisitedView } from './use-tags-view.ts';

type KeepAliveOutletProps = {
  /** The page of the current route (`useOutlet()`). */
  outlet: ReactNode;
  pathname: string;
  views: VisitedView[];
  /** Bumped by a tag's "refresh": the page is mounted afresh. */
  generations: Record<string, number>;
  /** False when the tags view is switched off: only the current page is kept. */
  keepAlive: boolean;
};

/**
 * Keeps the pages of visited tags mounted while hidden (React 19 `<Activity>`): switching tabs
 * returns to a page with its state (half-filled forms included). Closed or `noCache` pages go.
 */
export function KeepAliveOutlet({ outlet, pathname, views, generations, keepAlive }: KeepAliveOutletProps) {
  const cache = useRef(new Map<string, ReactNode>());
  const pages = cache.current;
  pages.set(pathname, outlet);
  const kept = new Set(
    keepAlive ? views.filter((v) => !v.noCache || v.path === pathname).map((v) => v.path) : [],
  );
  kept.add(pathname);
  for (const path of [...pages.keys()]) if (!kept.has(path)) pages.delete(path);

  return (
    <>
      {[...pages.entries()].map(([path, page]) => (
        <Activity key={`${path}#${generations[path] ?? 0}`} mode={path === pathname ? 'visible' : 'hidden'}>
          <div data-keep-alive-path={path}>{page}</div>
        </Activity>
      ))}
    </>
  );
}
