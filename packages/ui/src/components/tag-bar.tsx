import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useUiLabels } from '../lib/labels.tsx';
import { isContextMenuKey } from '../lib/context-menu-key.ts';
import type { TagBarMenu as TagBarMenuComponent, TagBarMenuRequest } from './on-demand/tag-bar-menu.tsx';

/** How long a finger rests on a tag before its menu opens. */
const LONG_PRESS_MS = 500;

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

let menuLoad: Promise<typeof TagBarMenuComponent> | undefined;
/** The tag menu's code (a Radix context menu with its positioning) loads on demand, once. */
function loadMenu() {
  menuLoad ??= import('./on-demand/tag-bar-menu.tsx').then((module) => module.TagBarMenu);
  menuLoad.catch(() => {
    menuLoad = undefined;
  });
  return menuLoad;
}
const preloadMenu = () => void loadMenu().catch(() => undefined);

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
 * the menu (refresh, close, close others, close all). Affix tags have no close action. The menu's
 * code loads when the pointer or focus first reaches the bar (or on the first right click or
 * Shift+F10, which then open it as soon as it is there).
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
  const [Menu, setMenu] = useState<typeof TagBarMenuComponent | null>(null);
  const [request, setRequest] = useState<
    (TagBarMenuRequest<TagBarItem> & { index: number; seq: number }) | null
  >(null);

  const buttons = () =>
    Array.from(scroller.current?.querySelectorAll<HTMLButtonElement>('[data-slot="tag-bar-tag"]') ?? []);

  useEffect(() => revealActiveTag(scroller.current), [activePath, tags.length]);

  useEffect(() => {
    if (pendingFocus.current === null) return;
    const list = buttons();
    list[Math.min(pendingFocus.current, list.length - 1)]?.focus();
    pendingFocus.current = null;
  }, [tags]);

  /** Opens the tag menu of `tag` at a point (its code first, if it has not loaded yet). */
  const openMenu = (tag: TagBarItem, index: number, x: number, y: number, keyboard: boolean) => {
    setRequest((now) => ({ tag, index, x, y, keyboard, seq: (now?.seq ?? 0) + 1 }));
    loadMenu().then(
      (loaded) => setMenu(() => loaded),
      () => undefined,
    );
  };

  // A long press of a finger opens the menu too: iOS Safari fires no `contextmenu` for it (Android
  // does, after about as long: whichever comes first opens it, once). A finger that moves scrolls
  // the bar: the browser cancels the pointer then.
  const press = useRef<{ timer: number; opened: boolean } | null>(null);
  const endPress = () => {
    if (press.current) window.clearTimeout(press.current.timer);
  };
  const startPress = (event: PointerEvent<HTMLElement>, tag: TagBarItem, index: number) => {
    endPress();
    if (event.pointerType !== 'touch') {
      press.current = null;
      return;
    }
    const { clientX: x, clientY: y } = event;
    const pressed = { opened: false, timer: 0 };
    pressed.timer = window.setTimeout(() => {
      pressed.opened = true;
      openMenu(tag, index, x, y, false);
    }, LONG_PRESS_MS);
    press.current = pressed;
  };
  useEffect(() => () => endPress(), []);

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number, tag: TagBarItem) => {
    const list = buttons();
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (isContextMenuKey(event)) {
      event.preventDefault();
      // The menu opens at the tag's bottom-left corner.
      const rect = event.currentTarget.getBoundingClientRect();
      openMenu(tag, index, rect.left, rect.bottom, true);
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
    <>
      <div
        ref={scroller}
        role="toolbar"
        aria-label={label ?? labels.visitedViews}
        data-slot="tag-bar"
        className={cn(
          'flex items-center gap-1 overflow-x-auto border-b border-border bg-background px-2 py-1 [scrollbar-width:thin]',
          className,
        )}
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        onWheel={(event) => {
          // A vertical wheel scrolls the single-row bar sideways.
          if (event.deltaY !== 0 && scroller.current) scroller.current.scrollLeft += event.deltaY;
        }}
      >
        {tags.map((tag, index) => {
          const active = tag.path === activePath;
          return (
            <span
              key={tag.path}
              data-slot="tag-bar-item"
              data-active={active || undefined}
              className={cn(tagButtonVariants({ active }), 'p-0 [-webkit-touch-callout:none]')}
              onContextMenu={(event) => {
                event.preventDefault();
                endPress();
                if (press.current?.opened) return;
                openMenu(tag, index, event.clientX, event.clientY, false);
              }}
              onPointerDown={(event) => startPress(event, tag, index)}
              onPointerUp={endPress}
              onPointerCancel={endPress}
              onClickCapture={(event) => {
                // The finger lifted after a long press: that was the menu, not a click on the tag.
                if (press.current?.opened) {
                  event.preventDefault();
                  event.stopPropagation();
                  press.current = null;
                }
              }}
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
                {active ? <span aria-hidden className="size-1.5 rounded-full bg-primary-foreground" /> : null}
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
          );
        })}
      </div>
      {Menu && request ? (
        <Menu
          key={request.seq}
          request={request}
          onRefresh={onRefresh}
          onClose={onClose}
          onCloseOthers={onCloseOthers}
          onCloseAll={onCloseAll}
          onCloseAutoFocus={(event) => {
            // Keyboard users continue on the tag the menu belonged to.
            event.preventDefault();
            buttons()[Math.min(request.index, buttons().length - 1)]?.focus();
          }}
        />
      ) : null}
    </>
  );
}

export { TagBar, tagButtonVariants };
export type { TagBarItem, TagBarProps };
