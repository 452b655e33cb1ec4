import type { ComponentProps } from 'react';
import * as ContextMenuPrimitive from '@radix-ui/react-context-menu';
import type { VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { isContextMenuKey } from '../lib/context-menu-key.ts';
import { menuContentClass, menuItemVariants } from './dropdown-menu.tsx';

/** Non-modal by default for the same reason as DropdownMenu (axe aria-hidden-focus). */
function ContextMenu({ modal = false, ...props }: ComponentProps<typeof ContextMenuPrimitive.Root>) {
  return <ContextMenuPrimitive.Root modal={modal} {...props} />;
}
const ContextMenuTrigger = ContextMenuPrimitive.Trigger;
const ContextMenuGroup = ContextMenuPrimitive.Group;

function ContextMenuContent({ className, ...props }: ComponentProps<typeof ContextMenuPrimitive.Content>) {
  return (
    <ContextMenuPrimitive.Portal>
      <ContextMenuPrimitive.Content
        data-slot="context-menu-content"
        className={cn(menuContentClass, className)}
        {...props}
      />
    </ContextMenuPrimitive.Portal>
  );
}

type ContextMenuItemProps = ComponentProps<typeof ContextMenuPrimitive.Item> &
  VariantProps<typeof menuItemVariants>;

function ContextMenuItem({ className, variant, ...props }: ContextMenuItemProps) {
  return (
    <ContextMenuPrimitive.Item
      data-slot="context-menu-item"
      className={cn(menuItemVariants({ variant }), className)}
      {...props}
    />
  );
}

function ContextMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof ContextMenuPrimitive.Separator>) {
  return (
    <ContextMenuPrimitive.Separator
      data-slot="context-menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}

/**
 * Opens the context menu of `element` from the keyboard. Browsers fire `contextmenu` for
 * Shift+F10 inconsistently, so keyboard-owning widgets call this on that key and on the
 * ContextMenu key; the menu opens at the element's bottom-left corner.
 */
function openContextMenuFor(element: HTMLElement) {
  const rect = element.getBoundingClientRect();
  element.dispatchEvent(
    new MouseEvent('contextmenu', {
      bubbles: true,
      cancelable: true,
      clientX: rect.left,
      clientY: rect.bottom,
    }),
  );
}

export {
  ContextMenu,
  ContextMenuTrigger,
  ContextMenuGroup,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  openContextMenuFor,
  isContextMenuKey,
};
export type { ContextMenuItemProps };
