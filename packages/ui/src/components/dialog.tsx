import type { ComponentProps, ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useUiLabels } from '../lib/labels.tsx';

const Dialog = DialogPrimitive.Root;
const DialogTrigger = DialogPrimitive.Trigger;
const DialogClose = DialogPrimitive.Close;
const DialogPortal = DialogPrimitive.Portal;

function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('fixed inset-0 z-50 bg-overlay', className)}
      {...props}
    />
  );
}

/*
 * A column whose header and footer stay put while DialogBody scrolls, also when a form wraps the
 * body and the footer (the `[&>form]` rules). A footer that moved when an error appeared under a
 * field on blur would let the mouse press on Save and release beside it.
 */
const dialogContentVariants = cva(
  'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] flex-col [&>form]:flex [&>form]:min-h-0 [&>form]:flex-col w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-border bg-surface p-6 text-foreground shadow-lg focus:outline-none',
  {
    variants: { size: { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } },
    defaultVariants: { size: 'md' },
  },
);

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Accessible name of the corner close button; defaults to the `close` label. */
    closeLabel?: string | undefined;
    /** Hide the corner close button (Escape still closes). */
    hideClose?: boolean | undefined;
  };

/** The dialog panel: focus is trapped inside, Escape and the close button dismiss it. */
function DialogContent({
  className,
  size,
  closeLabel,
  hideClose = false,
  children,
  ...props
}: DialogContentProps) {
  const labels = useUiLabels();
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogContentVariants({ size }), className)}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            aria-label={closeLabel ?? labels.close}
            className="absolute top-3 right-3 rounded-sm p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden className="size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('grid gap-1.5 pr-6', className)} {...props} />;
}

function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg leading-none font-semibold', className)}
      {...props}
    />
  );
}

function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

type DialogBodyProps = { children?: ReactNode; className?: string };
/** The dialog's content between header and footer; it scrolls when the dialog is full height. */
function DialogBody({ className, children }: DialogBodyProps) {
  return (
    // The inline padding keeps the fields' focus rings inside the scroll box.
    <div
      data-slot="dialog-body"
      className={cn('-mx-1 grid min-h-0 gap-4 overflow-y-auto px-1 py-0.5', className)}
    >
      {children}
    </div>
  );
}

export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogPortal,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogBody,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  dialogContentVariants,
};
export type { DialogContentProps };
