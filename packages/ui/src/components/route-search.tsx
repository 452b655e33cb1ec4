import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import type Fuse from 'fuse.js';
import type { IFuseOptions } from 'fuse.js';
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

/**
 * A route the search box can find. `keywords` are searched like the title (weight 0.7), e.g. the
 * title in the console's other language, so an English console finds 课程 by `kc` too.
 */
type SearchableRoute = { title: string; path: string; keywords?: readonly string[] | undefined };

/** Converts Chinese text to pinyin: `pinyin-pro`'s `pinyin` (loaded on first use). */
type PinyinFn = (
  text: string,
  options: { toneType: 'none'; separator?: string; pattern?: 'first' },
) => string;

const HAN = /\p{Script=Han}/u;

/**
 * The texts a route is found by through its title weight: the title and keywords, and for those
 * with Chinese characters their pinyin joined (`kechengguanli`), spaced (`ke cheng guan li`) and
 * as initials (`kcgl`).
 * @example routeSearchTexts({ title: '课程管理', path: '/course' }, pinyin) // ['课程管理', 'kechengguanli', 'ke cheng guan li', 'kcgl']
 */
export function routeSearchTexts(route: SearchableRoute, pinyin?: PinyinFn): string[] {
  const texts = [route.title, ...(route.keywords ?? [])];
  if (!pinyin) return texts;
  const spoken = texts
    .filter((text) => HAN.test(text))
    .flatMap((text) => [
      pinyin(text, { toneType: 'none', separator: '' }),
      pinyin(text, { toneType: 'none' }),
      pinyin(text, { toneType: 'none', pattern: 'first', separator: '' }),
    ]);
  return [...new Set([...texts, ...spoken.map((text) => text.toLowerCase())])];
}

/**
 * fuse.js options for route search with the spec's threshold and weights (title 0.7, path 0.3);
 * the title key also matches the keywords and, once `pinyin` is given, their pinyin.
 */
export function routeSearchOptionsWith(pinyin?: PinyinFn): IFuseOptions<SearchableRoute> {
  return {
    threshold: ROUTE_SEARCH_THRESHOLD,
    keys: [
      {
        name: 'title',
        weight: ROUTE_SEARCH_KEYS[0].weight,
        getFn: (route) => routeSearchTexts(route, pinyin),
      },
      { ...ROUTE_SEARCH_KEYS[1] },
    ],
    shouldSort: true,
  };
}

/** fuse.js options for route search, shared so the app can run the same search elsewhere. */
export const routeSearchOptions: IFuseOptions<SearchableRoute> = routeSearchOptionsWith();

let pinyinLoad: Promise<PinyinFn> | undefined;
/** pinyin-pro is large (≈ 140 KiB gzip), so it loads on first use, never with the page. */
function loadPinyin(): Promise<PinyinFn> {
  pinyinLoad ??= import('pinyin-pro').then((module) => module.pinyin as PinyinFn);
  return pinyinLoad;
}

type FuseClass = typeof Fuse;
let fuseLoad: Promise<FuseClass> | undefined;
/** fuse.js (≈ 9 kB gzip) loads when the search is first pointed at, focused or typed in, not with
 * the page: the box is there at once, its results follow on the first keystroke. */
function loadFuse(): Promise<FuseClass> {
  fuseLoad ??= import('fuse.js').then((module) => module.default);
  fuseLoad.catch(() => {
    fuseLoad = undefined;
  });
  return fuseLoad;
}

/** What `load` resolves to, once `wanted` has been true (undefined until then, and on failure). */
function useLoadedWhen<T>(wanted: boolean, load: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    if (!wanted || value !== undefined) return;
    let live = true;
    load().then(
      (loaded) => live && setValue(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, value, load]);
  return value;
}

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
 * in the ARIA combobox pattern (ArrowUp / ArrowDown, Enter, Escape); fuse.js loads when the box
 * is first pointed at, focused or typed in. Chinese titles (and keywords)
 * are also found by pinyin, full or initials: `kc` or `kecheng` finds 课程 (pinyin-pro, loaded
 * on first focus).
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
  // fuse.js, and pinyin (kc, kecheng → 课程) joining the index, load on the first focus or keystroke.
  const [wanted, setWanted] = useState(false);
  const FuseSearch = useLoadedWhen(wanted, loadFuse);
  const pinyin = useLoadedWhen(wanted, loadPinyin);
  const fuse = useMemo(
    () =>
      FuseSearch
        ? new FuseSearch<TRoute>(routes, routeSearchOptionsWith(pinyin) as IFuseOptions<TRoute>)
        : undefined,
    [FuseSearch, routes, pinyin],
  );
  const results = useMemo(
    () => (fuse && query.trim() ? fuse.search(query.trim(), { limit }).map((result) => result.item) : []),
    [fuse, query, limit],
  );
  // Until fuse.js is there (a keystroke after the first focus at most) the list stays closed
  // rather than saying "no results".
  const expanded = open && query.trim() !== '' && fuse !== undefined;
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
    <div
      data-slot="route-search"
      className={cn('relative w-64', className)}
      // Pointing at the box starts fuse.js, so the first keystroke finds it loaded.
      onPointerEnter={() => void loadFuse().catch(() => undefined)}
    >
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
          setWanted(true);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => {
          setOpen(true);
          setWanted(true);
        }}
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
