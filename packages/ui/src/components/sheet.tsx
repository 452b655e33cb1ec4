import type { ComponentProps } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useUiLabels } from '../lib/labels.tsx';
import { DialogOverlay } from './dialog.tsx';

const Sheet = DialogPrimitive.Root;
const SheetTrigger = DialogPrimitive.Trigger;
const SheetClose = DialogPrimitive.Close;

const sheetVariants = cva(
  'fixed z-50 flex flex-col gap-4 overflow-y-auto bg-surface p-6 text-foreground shadow-lg focus:outline-none',
  {
    variants: {
      side: {
        left: 'inset-y-0 left-0 h-full w-3/4 max-w-sm border-r border-border',
        right: 'inset-y-0 right-0 h-full w-3/4 max-w-sm border-l border-border',
        top: 'inset-x-0 top-0 max-h-[80vh] border-b border-border',
        bottom: 'inset-x-0 bottom-0 max-h-[80vh] border-t border-border',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof sheetVariants> & {
    closeLabel?: string | undefined;
    hideClose?: boolean | undefined;
  };

/** A drawer that slides from one edge; a modal dialog underneath (focus trap, Escape). */
function SheetContent({
  className,
  side,
  closeLabel,
  hideClose = false,
  children,
  ...props
}: SheetContentProps) {
  const labels = useUiLabels();
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-side={side ?? 'right'}
        className={cn(sheetVariants({ side }), className)}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            data-slot="sheet-close"
            aria-label={closeLabel ?? labels.close}
            className="absolute top-3 right-3 rounded-sm p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden className="size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('grid gap-1.5 pr-6', className)} {...props} />;
}

function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="sheet-title"
      className={cn('text-lg font-semibold', className)}
      {...props}
    />
  );
}

function SheetDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="sheet-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export {
  Sheet,
  SheetTrigger,
  SheetClose,
  SheetContent,
  SheetHeader,
  SheetTitle,
  SheetDescription,
  sheetVariants,
};
export type { SheetContentProps };
