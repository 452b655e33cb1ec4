import { authStorage } from '../app/core-services.ts';

/** Who a cached answer belongs to: switching tenant or user never shows another's data. */
export type KeyScope = { tenant: string; user: string };

/** The scope of the signed-in session (`-` when absent). */
export function currentScope(): KeyScope {
  return {
    tenant: authStorage.get('TENANT') ?? '-',
    user: authStorage.get('USER')?.id ?? '-',
  };
}

/**
 * The one SWR key builder: `[tenant, user, resource, params?]`. Every read in the app is keyed
 * through it, so mutations can revalidate by resource and the cache is per tenant and user.
 * @example useSWR(swrKey('dashboard/visit'), () => dashboardApi.dashboard({}))
 */
export function swrKey<P = undefined>(resource: string, params?: P, scope: KeyScope = currentScope()) {
  return [scope.tenant, scope.user, resource, params ?? null] as const;
}

export type SwrKey = ReturnType<typeof swrKey>;

/**
 * True for keys of `resource` and below it (any params) in the current scope, for
 * `mutate(matcher)`: `authority/station` matches `authority/station/page` too, so a change
 * refreshes every list and lookup of the resource.
 */
export function keyMatcher(resource: string, scope: KeyScope = currentScope()) {
  const under = (name: unknown) =>
    typeof name === 'string' && (name === resource || name.startsWith(`${resource}/`));
  return (key: unknown): boolean =>
    Array.isArray(key) &&
    key[0] === scope.tenant &&
    key[1] === scope.user &&
    (under(key[2]) || sourcesOf(key[3]).some(under));
}

/** The resources an answer built from several is made of: its params' `sources` (e.g. the trees
 * of a screen's filters, loaded together), so a change to any of them revalidates it too. */
function sourcesOf(params: unknown): unknown[] {
  const sources = (params as { sources?: unknown } | null)?.sources;
  return Array.isArray(sources) ? sources : [];
}
