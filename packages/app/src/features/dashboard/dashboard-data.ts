import { preload } from 'swr';
import { dashboardApi } from '../../app/api/dashboard.ts';
import { swrKey } from '../../lib/swr-keys.ts';

/** The dashboard's one read: its SWR key and fetcher, shared by the page and the route's loader. */
export const dashboardKey = () => swrKey('authority/dashboard/visit');
export const fetchDashboard = () => dashboardApi.dashboard({});

/**
 * Starts the dashboard's read now (route loader): the answer arrives while the layout's and the
 * page's code load, and the page's `useSWR` takes it from SWR's preload cache.
 */
export function preloadDashboard(): null {
  preload(dashboardKey(), fetchDashboard).catch(() => undefined);
  return null;
}
