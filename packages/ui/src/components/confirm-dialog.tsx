import { useRef, useState, type ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cn } from '../lib/cn.ts';
import { useUiLabels } from '../lib/labels.tsx';
import { Button } from './button.tsx';
import { DialogOverlay, dialogContentVariants } from './dialog.tsx';

type ConfirmDialogProps = {
  title: ReactNode;
  description?: ReactNode | undefined;
  confirmLabel?: ReactNode | undefined;
  cancelLabel?: ReactNode | undefined;
  /** `danger` for destructive actions such as delete. */
  variant?: 'primary' | 'danger' | undefined;
  /**
   * Runs on confirm. While its promise is pending the confirm button shows a spinner and the
   * dialog stays open; it closes when the promise resolves and stays open if it rejects.
   */
  onConfirm: () => void | Promise<unknown>;
  onCancel?: (() => void) | undefined;
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Element that opens the dialog (rendered as the trigger). */
  trigger?: ReactNode | undefined;
};

/**
 * Asks before an action (role="alertdialog"); focus starts on Cancel so Enter never destroys.
 * @example <ConfirmDialog trigger={<Button>Delete</Button>} title="Delete?" onConfirm={remove} />
 */
function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  variant = 'primary',
  onConfirm,
  onCancel,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
}: ConfirmDialogProps) {
  const labels = useUiLabels();
  const [openState, setOpenState] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller reports the failure (e.g. a toast); the dialog stays open for a retry.
    } finally {
      setPending(false);
    }
  };

  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          data-slot="confirm-dialog"
          role="alertdialog"
          className={cn(dialogContentVariants({ size: 'sm' }))}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancelRef.current?.focus();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="text-sm text-muted-foreground">
              {description}
            </DialogPrimitive.Description>
          ) : null}
          <div className="flex justify-end gap-2">
            <DialogPrimitive.Close asChild>
              <Button
                ref={cancelRef}
                data-slot="confirm-dialog-cancel"
                variant="secondary"
                clickGuardMs={0}
                disabled={pending}
              >
                {cancelLabel ?? labels.cancel}
              </Button>
            </DialogPrimitive.Close>
            <Button
              data-slot="confirm-dialog-confirm"
              variant={variant}
              clickGuardMs={0}
              loading={pending}
              onClick={confirm}
            >
              {confirmLabel ?? labels.confirm}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export { ConfirmDialog };
export type { ConfirmDialogProps };
