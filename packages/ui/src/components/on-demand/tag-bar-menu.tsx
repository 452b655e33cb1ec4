import { useEffect, useRef } from 'react';
import { useUiLabels } from '../../lib/labels.tsx';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from '../context-menu.tsx';

/** Where and for which tag the TagBar's menu was asked for (a right click, Shift+F10). */
export type TagBarMenuRequest<TTag> = {
  tag: TTag & { affix?: boolean | undefined };
  x: number;
  y: number;
  /** Asked for by Shift+F10 or the ContextMenu key: the first item takes the focus. */
  keyboard: boolean;
};

type TagBarMenuProps<TTag> = {
  request: TagBarMenuRequest<TTag>;
  onRefresh: (tag: TTag) => void;
  onClose: (tag: TTag) => void;
  onCloseOthers: (tag: TTag) => void;
  onCloseAll: () => void;
  /** Where the focus goes when the menu closes (the tag it belonged to). */
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * The TagBar's context menu (refresh, close, close others, close all), loaded by the TagBar on
 * the first right click or Shift+F10, or when the pointer or focus reaches the bar: a Radix
 * context menu with its positioning code, not part of a page's first load. One menu for the bar,
 * mounted per request (the TagBar keys it), opened at the request's point by a `contextmenu`
 * event on its own trigger.
 */
export function TagBarMenu<TTag>({
  request,
  onRefresh,
  onClose,
  onCloseOthers,
  onCloseAll,
  onCloseAutoFocus,
}: TagBarMenuProps<TTag>) {
  const labels = useUiLabels();
  const trigger = useRef<HTMLSpanElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    trigger.current?.dispatchEvent(
      new MouseEvent('contextmenu', {
        bubbles: true,
        cancelable: true,
        clientX: request.x,
        clientY: request.y,
      }),
    );
    if (!request.keyboard) return;
    // The menu mounted after the key was pressed, so Radix did not see the keyboard and focused
    // the menu itself: from the keyboard the first item takes the focus, as in any menu.
    const frame = requestAnimationFrame(() =>
      content.current?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [request]);
  const { tag } = request;
  return (
    <ContextMenu>
      <ContextMenuTrigger asChild>
        <span ref={trigger} hidden data-slot="tag-bar-menu-anchor" />
      </ContextMenuTrigger>
      <ContextMenuContent aria-label={labels.tagActions} ref={content} onCloseAutoFocus={onCloseAutoFocus}>
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
}
