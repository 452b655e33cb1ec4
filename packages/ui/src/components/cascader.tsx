import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown, ChevronRight, Search, X } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { fieldLabelText } from '../lib/field-label.ts';
import { formatLabel } from '../lib/format-label.ts';
import { useUiLabels } from '../lib/labels.tsx';
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from './popover.tsx';

/** One choice of a cascader column. `isLeaf` false (default) means it may have children. */
type CascaderOption = { id: string; label: string; isLeaf?: boolean | undefined };

type Column = { state: 'loading' } | { state: 'error' } | { state: 'ready'; options: CascaderOption[] };

/** The separator of a path shown as text ("Guangdong / Guangzhou / Tianhe"). */
const SEPARATOR = ' / ';

type CascaderProps = {
  /** The chosen path of ids, from the top level down ([] = nothing chosen). */
  value: readonly string[];
  /** Receives the new path of ids and its options ([] when cleared). */
  onValueChange: (value: string[], path: CascaderOption[]) => void;
  /** The children of an option (`null`: the top-level column), loaded when its column opens. */
  loadChildren: (parentId: string | null) => Promise<CascaderOption[]>;
  /**
   * Finds options by text: each match as its full path from the top level. A match that is not a
   * leaf opens its column; a leaf is chosen. Without it, the search box is not shown.
   */
  search?: ((text: string) => Promise<CascaderOption[][]>) | undefined;
  /**
   * The labels of `value` to show before its columns are loaded (e.g. names the server sent with
   * the row); without them the cascader loads the columns along the path to name it.
   */
  valueLabels?: readonly string[] | undefined;
  /** Wait after typing before `search` is called (ms, default 250). */
  searchDelay?: number | undefined;
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
  /** Hides the clear button (default: shown while a value is chosen). */
  clearable?: boolean | undefined;
  id?: string | undefined;
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | undefined;
  className?: string | undefined;
};

const key = (parentId: string | null) => parentId ?? '';

/**
 * Picks a path from a hierarchy that loads on demand, such as province / city / district.
 * The trigger is a combobox; the panel shows one column (listbox) per level, each loaded through
 * `loadChildren` when it opens, and a search box whose matches show their full path. Keyboard:
 * ↑ ↓ Home End move in a column, → or Enter opens an option's children, ← goes back a column,
 * Enter on a leaf chooses it, Escape closes; ↓ from the search box enters the list.
 * @example
 * <Cascader aria-label={t`Area`} value={ids} onValueChange={(ids) => setIds(ids)}
 *   loadChildren={(id) => fetchChildren(id)} search={(text) => findPaths(text)} />
 */
function Cascader({
  value,
  onValueChange,
  loadChildren,
  search,
  valueLabels,
  searchDelay = 250,
  placeholder,
  disabled,
  clearable = true,
  id,
  className,
  ...aria
}: CascaderProps) {
  const labels = useUiLabels();
  const panelId = useId();
  const resultsId = useId();
  const [open, setOpen] = useState(false);
  const [columns, setColumns] = useState<Record<string, Column>>({});
  /** The ids open in the panel (the path being browsed), starting from the chosen value. */
  const [active, setActive] = useState<string[]>([...value]);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<
    { text: string; paths: CascaderOption[][] } | { text: string; error: true }
  >();
  const panel = useRef<HTMLDivElement | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const searchBox = useRef<HTMLInputElement | null>(null);
  const results = useRef<HTMLDivElement | null>(null);
  const requested = useRef(new Set<string>());
  const loader = useRef(loadChildren);
  loader.current = loadChildren;
  const [fieldLabel, setFieldLabel] = useState<string | undefined>(undefined);
  const listLabel = aria['aria-label'] ?? fieldLabel ?? placeholder ?? labels.selectPlaceholder;

  const load = (parentId: string | null, force = false) => {
    const k = key(parentId);
    if (requested.current.has(k) && !force) return;
    requested.current.add(k);
    setColumns((current) => ({ ...current, [k]: { state: 'loading' } }));
    loader.current(parentId).then(
      (options) => setColumns((current) => ({ ...current, [k]: { state: 'ready', options } })),
      () => {
        requested.current.delete(k);
        setColumns((current) => ({ ...current, [k]: { state: 'error' } }));
      },
    );
  };

  const optionOf = (parentId: string | null, optionId: string): CascaderOption | undefined => {
    const column = columns[key(parentId)];
    return column?.state === 'ready' ? column.options.find((o) => o.id === optionId) : undefined;
  };

  /** The options along a path, as far as their columns are loaded. */
  const optionsAlong = (path: readonly string[]) => {
    const found: CascaderOption[] = [];
    for (let i = 0; i < path.length; i++) {
      const option = optionOf(i === 0 ? null : path[i - 1]!, path[i]!);
      if (!option) return null;
      found.push(option);
    }
    return found;
  };

  const valueKey = value.join('\u0000');
  const needsNames = value.length > 0 && !(valueLabels && valueLabels.length === value.length);
  // Without labels for the value, load the columns along it to name it (and to show it when open).
  useEffect(() => {
    if (!needsNames && !open) return;
    load(null);
    value.slice(0, -1).forEach((parentId) => load(parentId));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the path (valueKey) is what matters
  }, [valueKey, needsNames, open]);

  const chosen = optionsAlong(value);
  const display =
    value.length === 0
      ? undefined
      : (
          chosen?.map((o) => o.label) ?? (valueLabels?.length === value.length ? [...valueLabels] : null)
        )?.join(SEPARATOR);

  // Search: called after a pause in typing; only the latest text's answer is kept.
  const text = query.trim();
  useEffect(() => {
    if (!search || !text) return;
    let current = true;
    const timer = setTimeout(() => {
      search(text).then(
        (paths) => current && setHits({ text, paths }),
        () => current && setHits({ text, error: true }),
      );
    }, searchDelay);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search, text, searchDelay]);

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setFieldLabel(fieldLabelText(trigger.current));
      setQuery('');
      setHits(undefined);
      setActive([...value]);
    }
  };

  const choose = (path: CascaderOption[]) => {
    onValueChange(
      path.map((o) => o.id),
      path,
    );
    setOpen(false);
  };

  const focusOption = (level: number, optionId?: string, tries = 20) => {
    // After React has rendered the column (it may still be loading: try again on the next frames).
    requestAnimationFrame(() => {
      const column = panel.current?.querySelector<HTMLElement>(`[data-level="${level}"]`);
      const options = Array.from(column?.querySelectorAll<HTMLElement>('[role="option"]') ?? []);
      const target =
        (optionId ? options.find((o) => o.dataset.id === optionId) : undefined) ??
        options.find((o) => o.getAttribute('aria-selected') === 'true') ??
        options[0];
      if (target) target.focus();
      else if (tries > 0) focusOption(level, optionId, tries - 1);
    });
  };

  /** Opens an option's children (choosing it when it turns out to have none). */
  const expand = (level: number, option: CascaderOption, moveFocus: boolean) => {
    const path = [...active.slice(0, level), option.id];
    setActive(path);
    if (option.isLeaf) return;
    load(option.id);
    if (moveFocus) focusOption(level + 1);
  };

  // A column that loaded empty: its parent is in fact a leaf, so it is chosen.
  useEffect(() => {
    if (!open || active.length === 0) return;
    const last = active[active.length - 1]!;
    const column = columns[key(last)];
    if (column?.state !== 'ready' || column.options.length > 0) return;
    const path = optionsAlong(active);
    if (path) choose(path);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to a column arriving
  }, [columns, active, open]);

  const activate = (level: number, option: CascaderOption) => {
    if (option.isLeaf) {
      const path = optionsAlong([...active.slice(0, level), option.id]);
      if (path) choose(path);
      return;
    }
    expand(level, option, true);
  };

  const onOptionKey = (
    event: KeyboardEvent<HTMLElement>,
    level: number,
    options: CascaderOption[],
    at: number,
  ) => {
    const move = (to: number) => {
      event.preventDefault();
      const list = event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="option"]');
      list?.[Math.max(0, Math.min(options.length - 1, to))]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(at + 1);
      case 'ArrowUp':
        if (at === 0 && level === 0 && search) {
          event.preventDefault();
          searchBox.current?.focus();
          return;
        }
        return move(at - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(options.length - 1);
      case 'ArrowRight':
        event.preventDefault();
        if (!options[at]!.isLeaf) expand(level, options[at]!, true);
        return;
      case 'ArrowLeft':
        if (level === 0) return;
        event.preventDefault();
        setActive((current) => current.slice(0, level));
        focusOption(level - 1, active[level - 1]);
        return;
      case 'Enter':
      case ' ':
        event.preventDefault();
        activate(level, options[at]!);
        return;
      default:
        return;
    }
  };

  const pickHit = (path: CascaderOption[]) => {
    const last = path[path.length - 1];
    if (!last) return;
    if (last.isLeaf) {
      choose(path);
      return;
    }
    // Not a leaf: show its columns (their options come from loadChildren) and open its children.
    setQuery('');
    setHits(undefined);
    const ids = path.map((o) => o.id);
    setActive(ids);
    load(null);
    ids.forEach((parentId) => load(parentId));
    focusOption(ids.length);
  };

  // The columns shown: the top level, then the children of each non-leaf option on the active path.
  const shown: { parentId: string | null; level: number }[] = [{ parentId: null, level: 0 }];
  active.forEach((optionId, i) => {
    const option = optionOf(i === 0 ? null : active[i - 1]!, optionId);
    if (option && !option.isLeaf) shown.push({ parentId: optionId, level: i + 1 });
  });

  const searching = Boolean(search && text);
  const currentHits = hits && hits.text === text ? hits : undefined;
  const hasValue = value.length > 0;

  return (
    <Popover open={open} onOpenChange={openChange}>
      <PopoverAnchor asChild>
        <div data-slot="cascader" className={cn('relative inline-flex w-full min-w-48', className)}>
          <PopoverTrigger
            ref={trigger}
            id={id}
            role="combobox"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            disabled={disabled}
            className={cn(
              'inline-flex h-9 w-full items-center justify-between gap-2 rounded-md border border-border bg-background px-3 text-left text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger',
            )}
            {...aria}
          >
            <span
              className={cn(
                'truncate',
                !display && 'text-muted-foreground',
                hasValue && clearable && !disabled && 'pr-6',
              )}
            >
              {display ?? (hasValue ? labels.loading : (placeholder ?? labels.selectPlaceholder))}
            </span>
            <ChevronDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          </PopoverTrigger>
          {hasValue && clearable && !disabled ? (
            <button
              type="button"
              aria-label={labels.clearSelection}
              title={labels.clearSelection}
              onClick={() => {
                onValueChange([], []);
                trigger.current?.focus();
              }}
              className="absolute top-1/2 right-9 inline-flex size-5 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X aria-hidden className="size-3.5" />
            </button>
          ) : null}
        </div>
      </PopoverAnchor>
      <PopoverContent
        id={panelId}
        ref={panel}
        aria-label={aria['aria-labelledby'] ? undefined : listLabel}
        aria-labelledby={aria['aria-labelledby']}
        align="start"
        className="flex w-auto max-w-[calc(100vw-2rem)] min-w-(--radix-popover-trigger-width) flex-col gap-2 p-2"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          if (search) searchBox.current?.focus();
          else focusOption(Math.max(0, value.length - 1));
        }}
      >
        {search ? (
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-2 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <input
              ref={searchBox}
              type="search"
              aria-label={labels.search}
              aria-controls={searching ? resultsId : undefined}
              placeholder={labels.search}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowDown') return;
                event.preventDefault();
                if (searching) results.current?.querySelector<HTMLElement>('[role="option"]')?.focus();
                else focusOption(0);
              }}
              className="h-8 w-full rounded-md border border-border bg-background pr-2 pl-8 text-sm focus-visible:outline-2 focus-visible:outline-ring"
            />
          </div>
        ) : null}
        {searching ? (
          <div ref={results}>
            <SearchResults
              id={resultsId}
              label={listLabel}
              hits={currentHits}
              labels={labels}
              onPick={pickHit}
              onLeaveTop={() => searchBox.current?.focus()}
            />
          </div>
        ) : (
          <div className="flex max-h-72 overflow-x-auto">
            {shown.map(({ parentId, level }) => {
              const column = columns[key(parentId)];
              const parent =
                level === 0 ? undefined : optionOf(level === 1 ? null : active[level - 2]!, parentId!);
              const columnLabel = parent ? parent.label : listLabel;
              return (
                <div
                  key={key(parentId)}
                  className="flex min-w-36 flex-col border-border not-last:border-r"
                  data-level={level}
                >
                  {!column || column.state === 'loading' ? (
                    <p role="status" className="px-3 py-2 text-sm text-muted-foreground">
                      {labels.loading}
                    </p>
                  ) : column.state === 'error' ? (
                    <div role="alert" className="flex flex-col items-start gap-1 px-3 py-2 text-sm">
                      <span className="text-danger">{labels.errorTitle}</span>
                      <button
                        type="button"
                        className="text-primary-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                        onClick={() => load(parentId, true)}
                      >
                        {labels.retry}
                      </button>
                    </div>
                  ) : (
                    <ul
                      role="listbox"
                      aria-label={columnLabel}
                      className="flex max-h-72 flex-col overflow-y-auto py-1"
                    >
                      {column.options.map((option, at) => {
                        const selected = active[level] === option.id;
                        const focusable =
                          selected || (at === 0 && !column.options.some((o) => o.id === active[level]));
                        return (
                          <li
                            key={option.id}
                            role="option"
                            data-id={option.id}
                            aria-selected={selected}
                            tabIndex={focusable ? 0 : -1}
                            onClick={() => activate(level, option)}
                            onKeyDown={(event) => onOptionKey(event, level, column.options, at)}
                            className={cn(
                              'flex cursor-pointer items-center justify-between gap-2 px-3 py-1.5 text-sm outline-none hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                              selected && 'bg-primary-soft font-medium text-primary-text',
                            )}
                          >
                            <span className="truncate">{option.label}</span>
                            {option.isLeaf ? null : (
                              <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                            )}
                          </li>
                        );
                      })}
                      {column.options.length === 0 ? (
                        <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
                          {labels.empty}
                        </li>
                      ) : null}
                    </ul>
                  )}
                </div>
              );
            })}
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}

type SearchResultsProps = {
  id: string;
  label: string;
  hits: { paths: CascaderOption[][] } | { error: true } | undefined;
  labels: ReturnType<typeof useUiLabels>;
  onPick: (path: CascaderOption[]) => void;
  onLeaveTop: () => void;
};

/** The matches of a search, each with its full path; ↑ ↓ move, Enter picks. */
function SearchResults({ id, label, hits, labels, onPick, onLeaveTop }: SearchResultsProps) {
  if (!hits)
    return (
      <p role="status" className="px-2 py-4 text-center text-sm text-muted-foreground">
        {labels.loading}
      </p>
    );
  if ('error' in hits)
    return (
      <p role="alert" className="px-2 py-4 text-center text-sm text-danger">
        {labels.errorTitle}
      </p>
    );
  if (hits.paths.length === 0)
    return (
      <p role="status" className="px-2 py-4 text-center text-sm text-muted-foreground">
        {labels.noResults}
      </p>
    );
  const focusAt = (list: HTMLElement | null, at: number) =>
    list?.querySelectorAll<HTMLElement>('[role="option"]')[at]?.focus();
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={formatLabel(labels.searchResults, { label })}
      className="max-h-72 overflow-y-auto py-1"
    >
      {hits.paths.map((path, at) => {
        const text = path.map((o) => o.label).join(SEPARATOR);
        return (
          <li
            key={path.map((o) => o.id).join('/')}
            role="option"
            aria-label={text}
            aria-selected={false}
            tabIndex={at === 0 ? 0 : -1}
            onClick={() => onPick(path)}
            onKeyDown={(event) => {
              const list = event.currentTarget.parentElement;
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                focusAt(list, Math.min(hits.paths.length - 1, at + 1));
              } else if (event.key === 'ArrowUp') {
                event.preventDefault();
                if (at === 0) onLeaveTop();
                else focusAt(list, at - 1);
              } else if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onPick(path);
              }
            }}
            className="cursor-pointer px-3 py-1.5 text-sm outline-none hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
          >
            <span className="font-medium">{path[path.length - 1]?.label}</span>
            {path.length > 1 ? <span className="ml-2 text-muted-foreground">{text}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

export { Cascader, SEPARATOR as CASCADER_SEPARATOR };
export type { CascaderOption, CascaderProps };
