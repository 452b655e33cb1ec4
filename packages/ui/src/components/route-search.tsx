import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import Fuse, { type IFuseOptions } from 'fuse.js';
import { Search } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useUiLabels } from '../lib/labels.tsx';

/** Spec §9: fuzzy threshold of the header route search. */
export const ROUTE_SEARCH_THRESHOLD = 0.4;
/** Spec §9: titles weigh 0.7 and paths 0.3. */
export const ROUTE_SEARCH_KEYS = [
  { name: 'title', weight: 0.7 },
  { name: 'path', weight: 0.3 },
] as const;

/** A route the search box can find. */
type SearchableRoute = { title: string; path: string };

/** fuse.js options for route search, shared so the app can run the same search elsewhere. */
export const routeSearchOptions: IFuseOptions<SearchableRoute> = {
  threshold: ROUTE_SEARCH_THRESHOLD,
  keys: ROUTE_SEARCH_KEYS.map((key) => ({ ...key })),
  shouldSort: true,
};

type RouteSearchProps<TRoute extends SearchableRoute> = {
  routes: TRoute[];
  onSelect: (route: TRoute) => void;
  /** Most results shown at once (default 8). */
  limit?: number | undefined;
  /** Placeholder and accessible name; defaults to the `search` label. */
  placeholder?: string | undefined;
  className?: string | undefined;
};

/**
 * The header search box: fuzzy search over route titles and paths (fuse.js), keyboard selection
 * in the ARIA combobox pattern (ArrowUp / ArrowDown, Enter, Escape).
 * @example <RouteSearch routes={flatRoutes} onSelect={(route) => navigate(route.path)} />
 */
function RouteSearch<TRoute extends SearchableRoute>({
  routes,
  onSelect,
  limit = 8,
  placeholder,
  className,
}: RouteSearchProps<TRoute>) {
  const labels = useUiLabels();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const fuse = useMemo(() => new Fuse<TRoute>(routes, routeSearchOptions as IFuseOptions<TRoute>), [routes]);
  const results = useMemo(
    () => (query.trim() ? fuse.search(query.trim(), { limit }).map((result) => result.item) : []),
    [fuse, query, limit],
  );
  const expanded = open && query.trim() !== '';
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (route: TRoute) => {
    onSelect(route);
    setQuery('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const route = results[active];
      if (expanded && route) {
        event.preventDefault();
        choose(route);
      }
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
    }
  };

  return (
    <div data-slot="route-search" className={cn('relative w-64', className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        type="text"
        role="combobox"
        aria-label={placeholder ?? labels.search}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && results[active] ? optionId(active) : undefined}
        placeholder={placeholder ?? labels.search}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        className="h-9 w-full rounded-md border border-border bg-background pr-3 pl-8 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={placeholder ?? labels.search}
        hidden={!expanded || results.length === 0}
        className="absolute top-full right-0 left-0 z-50 mt-1 max-h-80 overflow-y-auto rounded-md border border-border bg-surface p-1 shadow-md"
      >
        {results.map((route, index) => (
          <li
            key={route.path}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps focus in the input so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(route)}
            onMouseMove={() => setActive(index)}
            className="flex cursor-pointer flex-col rounded-sm px-2 py-1.5 text-sm aria-selected:bg-primary-soft aria-selected:text-primary-text"
          >
            <span>{route.title}</span>
            <span className="text-xs text-muted-foreground">{route.path}</span>
          </li>
        ))}
      </ul>
      {expanded && results.length === 0 ? (
        <p
          role="status"
          className="absolute top-full right-0 left-0 z-50 mt-1 rounded-md border border-border bg-surface px-3 py-2 text-sm text-muted-foreground shadow-md"
        >
          {labels.noResults}
        </p>
      ) : null}
    </div>
  );
}

export { RouteSearch };
export type { RouteSearchProps, SearchableRoute };
