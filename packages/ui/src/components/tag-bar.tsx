import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useUiLabels } from '../lib/labels.tsx';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
  isContextMenuKey,
  openContextMenuFor,
} from './context-menu.tsx';

/** One visited view. */
type TagBarItem = {
  path: string;
  title: ReactNode;
  /** Pinned: cannot be closed (e.g. the dashboard). */
  affix?: boolean | undefined;
};

type TagBarProps = {
  tags: TagBarItem[];
  activePath: string;
  /** Go to the tag's page. */
  onActivate: (tag: TagBarItem) => void;
  onClose: (tag: TagBarItem) => void;
  onCloseOthers: (tag: TagBarItem) => void;
  onCloseAll: () => void;
  onRefresh: (tag: TagBarItem) => void;
  /** Accessible name of the bar; defaults to the `visitedViews` label. */
  label?: string | undefined;
  /** Accessible name of a tag's close button, e.g. `(t) => \`Close ${t.title}\``; default `close`. */
  closeLabel?: ((tag: TagBarItem) => string) | undefined;
  className?: string | undefined;
};

const tagButtonVariants = cva(
  'inline-flex h-7 shrink-0 items-center gap-1.5 rounded-sm border pr-2 pl-2.5 text-xs whitespace-nowrap transition-colors',
  {
    variants: {
      active: {
        true: 'border-primary-solid bg-primary-solid text-primary-foreground',
        false: 'border-border bg-background text-foreground hover:text-primary-text',
      },
    },
    defaultVariants: { active: false },
  },
);

/**
 * Scrolls the active tag into the bar's view when part of it is hidden. An IntersectionObserver
 * tells that after the browser's own layout of the frame: calling `scrollIntoView` straight from
 * the effect forced a layout of the whole new page in the middle of a navigation (~40 ms on a
 * table screen). Returns the effect's clean-up.
 */
function revealActiveTag(bar: HTMLElement | null): (() => void) | undefined {
  const active = bar?.querySelector<HTMLElement>('[data-active]');
  if (!bar || !active) return undefined;
  const reveal = () => active.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  if (typeof IntersectionObserver === 'undefined') {
    reveal();
    return undefined;
  }
  const observer = new IntersectionObserver(
    ([entry]) => {
      observer.disconnect();
      if (entry && entry.intersectionRatio < 1) reveal();
    },
    { root: bar, threshold: 1 },
  );
  observer.observe(active);
  return () => observer.disconnect();
}

/**
 * The bar of visited views. One tag is in the Tab order (roving focus): arrow keys, Home and
 * End move between tags, Enter activates, Delete closes, Shift+F10 or the ContextMenu key opens
 * the menu (refresh, close, close others, close all). Affix tags have no close action.
 */
function TagBar({
  tags,
  activePath,
  onActivate,
  onClose,
  onCloseOthers,
  onCloseAll,
  onRefresh,
  label,
  closeLabel,
  className,
}: TagBarProps) {
  const labels = useUiLabels();
  const scroller = useRef<HTMLDivElement>(null);
  // Index of the tag to refocus after the list changes (e.g. after Delete).
  const pendingFocus = useRef<number | null>(null);

  const buttons = () =>
    Array.from(scroller.current?.querySelectorAll<HTMLButtonElement>('[data-slot="tag-bar-tag"]') ?? []);

  useEffect(() => revealActiveTag(scroller.current), [activePath, tags.length]);

  useEffect(() => {
    if (pendingFocus.current === null) return;
    const list = buttons();
    list[Math.min(pendingFocus.current, list.length - 1)]?.focus();
    pendingFocus.current = null;
  }, [tags]);

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number, tag: TagBarItem) => {
    const list = buttons();
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (isContextMenuKey(event)) {
      event.preventDefault();
      openContextMenuFor(event.currentTarget);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if ((event.key === 'Delete' || event.key === 'Backspace') && !tag.affix) {
      event.preventDefault();
      pendingFocus.current = index;
      onClose(tag);
    }
  };

  const activeIndex = Math.max(
    0,
    tags.findIndex((t) => t.path === activePath),
  );

  return (
    <div
      ref={scroller}
      role="toolbar"
      aria-label={label ?? labels.visitedViews}
      data-slot="tag-bar"
      className={cn(
        'flex items-center gap-1 overflow-x-auto border-b border-border bg-background px-2 py-1 [scrollbar-width:thin]',
        className,
      )}
      onWheel={(event) => {
        // A vertical wheel scrolls the single-row bar sideways.
        if (event.deltaY !== 0 && scroller.current) scroller.current.scrollLeft += event.deltaY;
      }}
    >
      {tags.map((tag, index) => {
        const active = tag.path === activePath;
        return (
          <ContextMenu key={tag.path}>
            <ContextMenuTrigger asChild>
              <span
                data-slot="tag-bar-item"
                data-active={active || undefined}
                className={cn(tagButtonVariants({ active }), 'p-0')}
              >
                <button
                  type="button"
                  data-slot="tag-bar-tag"
                  tabIndex={index === activeIndex ? 0 : -1}
                  aria-current={active ? 'page' : undefined}
                  aria-keyshortcuts={tag.affix ? 'Shift+F10' : 'Delete Shift+F10'}
                  onClick={() => onActivate(tag)}
                  onKeyDown={(event) => handleKeyDown(event, index, tag)}
                  className="inline-flex h-full items-center gap-1.5 rounded-sm pl-2.5 outline-none last:pr-2.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-solid focus-visible:outline-ring"
                >
                  {active ? (
                    <span aria-hidden className="size-1.5 rounded-full bg-primary-foreground" />
                  ) : null}
                  {tag.title}
                </button>
                {tag.affix ? null : (
                  <button
                    type="button"
                    tabIndex={-1}
                    data-slot="tag-bar-close"
                    aria-label={closeLabel ? closeLabel(tag) : labels.close}
                    onClick={() => onClose(tag)}
                    className="mr-1 inline-flex rounded-full p-0.5 hover:bg-black/20"
                  >
                    <X aria-hidden className="size-3" />
                  </button>
                )}
              </span>
            </ContextMenuTrigger>
            <ContextMenuContent
              aria-label={labels.tagActions}
              onCloseAutoFocus={(event) => {
                // Keyboard users continue on the tag the menu belonged to.
                event.preventDefault();
                buttons()[Math.min(index, buttons().length - 1)]?.focus();
              }}
            >
              <ContextMenuItem onSelect={() => onRefresh(tag)}>{labels.refresh}</ContextMenuItem>
              <ContextMenuItem disabled={tag.affix} onSelect={() => onClose(tag)}>
                {labels.close}
              </ContextMenuItem>
              <ContextMenuSeparator />
              <ContextMenuItem onSelect={() => onCloseOthers(tag)}>{labels.closeOthers}</ContextMenuItem>
              <ContextMenuItem onSelect={() => onCloseAll()}>{labels.closeAll}</ContextMenuItem>
            </ContextMenuContent>
          </ContextMenu>
        );
      })}
    </div>
  );
}

export { TagBar, tagButtonVariants };
export type { TagBarItem, TagBarProps };
