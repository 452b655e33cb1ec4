import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import useSWR, { useSWRConfig } from 'swr';
import { isApiError } from '@pocket/api-client';
import type { PageResult } from '@pocket/contract';
import { PAGE_SIZES, toast, type CrudFilterValues, type PaginationValue } from '@pocket/ui';
import { i18n as appI18n } from '@pocket/i18n';
import { isPrefilled, prefetchData, takePrefetch } from '../lib/route-data.ts';
import { keyMatcher, swrKey } from '../lib/swr-keys.ts';

type Sorting = { id: string; desc: boolean }[];

/** Rows of a table's first page. */
const FIRST_PAGE_SIZE = 10;

/** The paged query a screen sends: its filters as `model` / `extra`, the page and the sort. */
export type ServerQuery<M> = {
  model: M;
  extra?: Record<string, string>;
  current: number;
  size: number;
  sort?: string;
  order?: 'ascending' | 'descending';
};

export type ServerTableOptions<M, R> = {
  /** The SWR resource, e.g. 'authority/station/page'; mutations revalidate it by this name. */
  resource: string;
  /** The applied filter values as the query's model (and extra). */
  toQuery: (filters: CrudFilterValues) => { model: M; extra?: Record<string, string> };
  fetch: (query: ServerQuery<M>) => Promise<PageResult<R>>;
  /** With a default sort column the table sorts on the server (sort + order in the query). */
  defaultSort?: string;
  /** False: nothing is fetched (e.g. the screen lists a tree instead). */
  enabled?: boolean;
};

/**
 * The state of a server-paged CrudTable screen, one rule for all: new filters or a new sort go
 * back to page 1; the page is fetched per tenant, user, query and language (enum names follow
 * it); the previous page stays while the next loads; "No data selected yet" for an empty bulk
 * action. Spread `tableProps` on the table and give it `key={tableKey}`; `resetSelection` mounts
 * it anew (after a delete no deleted id stays selected).
 */
export function useServerTable<M, R>({
  resource,
  toQuery,
  fetch,
  defaultSort,
  enabled,
}: ServerTableOptions<M, R>) {
  const { t, i18n } = useLingui();
  const { mutate } = useSWRConfig();
  const [filters, setFilters] = useState<CrudFilterValues>({});
  const [paging, setPaging] = useState<PaginationValue>({ current: 1, size: FIRST_PAGE_SIZE });
  const [sorting, setSorting] = useState<Sorting>([]);
  const [tableKey, setTableKey] = useState(0);

  const query = useMemo<ServerQuery<M>>(
    () => buildQuery(toQuery, filters, paging, sorting, defaultSort),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `toQuery` is a pure mapping of the filters
    [filters, paging, sorting, defaultSort],
  );

  const key = enabled === false ? null : pageKey(resource, query, i18n.locale);
  const page = useSWR(
    key,
    // A read its route started (menu hover, navigation) and still on its way is taken over.
    () => (key && takePrefetch<PageResult<R>>(key)) || fetch(query),
    {
      keepPreviousData: true,
      // Rows its route has just put in the cache are shown as they are, not asked for again.
      ...(key && isPrefilled(key) ? { revalidateOnMount: false } : {}),
    },
  );

  const tableProps = {
    filterValues: filters,
    onFiltersChange: (next: CrudFilterValues) => {
      // Search with the filters unchanged on the first page asks for the rows again (a status
      // that changed on the server since); otherwise the new query loads them.
      if (paging.current === 1 && sameFilters(next, filters)) void page.mutate();
      setFilters(next);
      setPaging((p) => ({ ...p, current: 1 }));
    },
    data: page.data?.records ?? [],
    pagination: paging,
    total: page.data ? Number(page.data.total) : 0,
    onPaginationChange: setPaging,
    pageSizes: PAGE_SIZES,
    ...(defaultSort === undefined
      ? {}
      : {
          sorting,
          onSortingChange: (next: Sorting) => {
            setSorting(next);
            setPaging((p) => ({ ...p, current: 1 }));
          },
        }),
    loading: page.isLoading || page.isValidating,
    // The server's own message when it gave one (e.g. "only the platform tenant…").
    error:
      page.error && !page.data
        ? (isApiError(page.error) && page.error.msg) || t`Failed to get data`
        : undefined,
    onRetry: () => void page.mutate(),
    onRefresh: () => void page.mutate(),
    onNothingSelected: () => toast.warning(t`No data selected yet`),
  };

  return {
    query,
    page,
    tableProps,
    tableKey,
    /** Revalidates every cached page of the resource (after a change). */
    refresh: () => mutate(keyMatcher(resource)),
    resetSelection: () => setTableKey((n) => n + 1),
  };
}

function buildQuery<M>(
  toQuery: ServerTableOptions<M, unknown>['toQuery'],
  filters: CrudFilterValues,
  paging: PaginationValue,
  sorting: Sorting,
  defaultSort: string | undefined,
): ServerQuery<M> {
  const base = { ...toQuery(filters), current: paging.current, size: paging.size };
  if (defaultSort === undefined) return base;
  const sort = sorting[0];
  return { ...base, sort: sort?.id ?? defaultSort, order: sort && !sort.desc ? 'ascending' : 'descending' };
}

const pageKey = <M>(resource: string, query: ServerQuery<M>, locale: string) =>
  swrKey(resource, { query, locale });

/**
 * Starts the read of the first page a `useServerTable` with these options shows when it mounts
 * (no filters, page 1, the default sort), under the same SWR key; resolves when it is in the cache.
 */
export function prefetchServerTable<M, R>({
  resource,
  toQuery,
  fetch,
  defaultSort,
  enabled,
}: ServerTableOptions<M, R>): Promise<void> {
  if (enabled === false) return Promise.resolve();
  const query = buildQuery(toQuery, {}, { current: 1, size: FIRST_PAGE_SIZE }, [], defaultSort);
  return prefetchData(pageKey(resource, query, appI18n.locale), () => fetch(query));
}

/** Whether two sets of filter values ask for the same rows (blank values count as none). */
export function sameFilters(a: CrudFilterValues, b: CrudFilterValues): boolean {
  const set = (v: CrudFilterValues) =>
    JSON.stringify(
      Object.entries(v)
        .filter(([, x]) => x !== undefined && x !== '')
        .sort(([k1], [k2]) => k1.localeCompare(k2)),
    );
  return set(a) === set(b);
}
