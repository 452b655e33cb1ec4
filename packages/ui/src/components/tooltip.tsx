import type { ComponentProps, ReactNode } from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { cn } from '../lib/cn.ts';

const TooltipProvider = TooltipPrimitive.Provider;

type TooltipProps = {
  /** The tooltip text; it also becomes the trigger's accessible description. */
  content: ReactNode;
  /** One focusable element (a button or link). */
  children: ReactNode;
  side?: ComponentProps<typeof TooltipPrimitive.Content>['side'] | undefined;
  delayDuration?: number | undefined;
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  className?: string | undefined;
};

/**
 * Shows a short hint on hover and on keyboard focus; Escape hides it.
 * @example <Tooltip content="Refresh"><Button size="icon" aria-label="Refresh">…</Button></Tooltip>
 */
function Tooltip({
  content,
  children,
  side = 'top',
  delayDuration = 300,
  className,
  ...rootProps
}: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root {...rootProps}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            data-slot="tooltip-content"
            side={side}
            sideOffset={6}
            className={cn(
              'z-50 max-w-xs rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-md',
              className,
            )}
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-foreground" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}

export { Tooltip, TooltipProvider };
export type { TooltipProps };
