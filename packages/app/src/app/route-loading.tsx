import { LoadingState } from '@pocket/ui';

/**
 * What shows while the first route's guard and code load (the router's `HydrateFallback`). Its
 * markup is also pre-rendered into index.html (app/prerender-pages.tsx), where the prelude mounts
 * it before the page's code has arrived (app/console-prerender.ts).
 */
export function RouteLoading() {
  return <LoadingState className="min-h-svh" />;
}
