import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useUiLabels } from '../lib/labels.tsx';

/** Spec: messages stay 5 s. */
export const TOAST_DURATION_MS = 5000;

type ToastType = 'success' | 'info' | 'warning' | 'error';

type ToastOptions = {
  /** Milliseconds before it closes itself; 0 keeps it until dismissed. Default 5000. */
  duration?: number | undefined;
  /** Reuse an id to replace a toast instead of stacking a duplicate. */
  id?: string | undefined;
  title?: ReactNode | undefined;
};

type ToastRecord = {
  id: string;
  type: ToastType;
  message: ReactNode;
  title?: ReactNode | undefined;
  duration: number;
};

let records: ToastRecord[] = [];
const listeners = new Set<() => void>();
let counter = 0;

function emit(next: ToastRecord[]) {
  records = next;
  for (const listener of listeners) listener();
}

function show(type: ToastType, message: ReactNode, options: ToastOptions = {}): string {
  const id = options.id ?? `pc-toast-${++counter}`;
  const record: ToastRecord = {
    id,
    type,
    message,
    title: options.title,
    duration: options.duration ?? TOAST_DURATION_MS,
  };
  emit([...records.filter((r) => r.id !== id), record]);
  return id;
}

/**
 * Shows a notification in the mounted <Toaster />. Errors and warnings are announced assertively,
 * success and info politely.
 * @example toast.error(msg, { duration: 5000 })
 */
const toast = Object.assign(
  (message: ReactNode, options?: ToastOptions & { type?: ToastType }) =>
    show(options?.type ?? 'info', message, options),
  {
    success: (message: ReactNode, options?: ToastOptions) => show('success', message, options),
    info: (message: ReactNode, options?: ToastOptions) => show('info', message, options),
    warning: (message: ReactNode, options?: ToastOptions) => show('warning', message, options),
    error: (message: ReactNode, options?: ToastOptions) => show('error', message, options),
    /** Removes one toast, or all when called without an id. */
    dismiss: (id?: string) => emit(id === undefined ? [] : records.filter((r) => r.id !== id)),
  },
);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const getSnapshot = () => records;

const toastVariants = cva(
  'pointer-events-auto flex w-full items-start gap-3 rounded-md border bg-surface p-3 text-sm text-foreground shadow-lg',
  {
    variants: {
      type: {
        success: 'border-success/40 [&_[data-slot=toast-icon]]:text-success',
        info: 'border-border [&_[data-slot=toast-icon]]:text-info',
        warning: 'border-warning/40 [&_[data-slot=toast-icon]]:text-warning',
        error: 'border-danger/40 [&_[data-slot=toast-icon]]:text-danger',
      },
    },
    defaultVariants: { type: 'info' },
  },
);

const icons = { success: CircleCheck, info: Info, warning: TriangleAlert, error: CircleAlert };

function ToastItem({ record, dismissLabel }: { record: ToastRecord; dismissLabel: string }) {
  const remaining = useRef(record.duration);
  const started = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const start = () => {
    if (record.duration <= 0) return;
    started.current = Date.now();
    timer.current = setTimeout(() => toast.dismiss(record.id), remaining.current);
  };
  // Hover or focus pauses the countdown so the message can be read (WCAG 2.2.1).
  const pause = () => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    remaining.current -= Date.now() - started.current;
  };

  useEffect(() => {
    remaining.current = record.duration;
    start();
    return () => clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restart only when the toast itself changes (same id re-shown)
  }, [record]);

  const Icon = icons[record.type];
  return (
    <div
      data-slot="toast"
      data-type={record.type}
      className={toastVariants({ type: record.type })}
      onMouseEnter={pause}
      onMouseLeave={() => timer.current === undefined && start()}
      onFocus={pause}
      onBlur={() => timer.current === undefined && start()}
    >
      <Icon data-slot="toast-icon" aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="grid flex-1 gap-0.5">
        {record.title ? <p className="font-semibold">{record.title}</p> : null}
        <div>{record.message}</div>
      </div>
      <button
        type="button"
        data-slot="toast-dismiss"
        aria-label={dismissLabel}
        onClick={() => toast.dismiss(record.id)}
        className="rounded-sm p-0.5 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}

const toasterVariants = cva('pointer-events-none fixed z-[100] flex w-full max-w-sm flex-col gap-2 p-4', {
  variants: {
    position: {
      'top-center': 'top-0 left-1/2 -translate-x-1/2',
      'top-right': 'top-0 right-0',
      'bottom-right': 'right-0 bottom-0',
      'bottom-center': 'bottom-0 left-1/2 -translate-x-1/2',
    },
  },
  defaultVariants: { position: 'top-center' },
});

type ToasterProps = VariantProps<typeof toasterVariants> & {
  /** Accessible name of each dismiss button; defaults to the `dismiss` label. */
  dismissLabel?: string | undefined;
  /** Accessible name of the notification region; defaults to the `notifications` label. */
  label?: string | undefined;
  className?: string | undefined;
};

/** Mount once near the root; it renders what `toast.*()` shows. */
function Toaster({ position, dismissLabel, label, className }: ToasterProps) {
  const labels = useUiLabels();
  const items = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const urgent = items.filter((r) => r.type === 'error' || r.type === 'warning');
  const calm = items.filter((r) => r.type === 'success' || r.type === 'info');
  const dismiss = dismissLabel ?? labels.dismiss;
  // Live regions stay mounted while empty: screen readers only announce changes to regions
  // that already existed.
  return (
    <section
      data-slot="toaster"
      aria-label={label ?? labels.notifications}
      className={cn(toasterVariants({ position }), className)}
    >
      <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
        {urgent.map((record) => (
          <ToastItem key={record.id} record={record} dismissLabel={dismiss} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {calm.map((record) => (
          <ToastItem key={record.id} record={record} dismissLabel={dismiss} />
        ))}
      </div>
    </section>
  );
}

export { Toaster, toast, toastVariants, toasterVariants };
export type { ToasterProps, ToastOptions, ToastType };
