import type { ComponentProps, ReactNode } from 'react';
import { AlertCircle, Inbox } from 'lucide-react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { useUiLabels } from '../lib/labels.tsx';
import { Button } from './button.tsx';

const feedbackStateVariants = cva(
  'flex flex-col items-center justify-center gap-2 text-center text-sm text-muted-foreground',
  {
    variants: { size: { sm: 'py-4', md: 'py-10', lg: 'py-16' } },
    defaultVariants: { size: 'md' },
  },
);

type FeedbackStateProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof feedbackStateVariants> & {
    /** Main line; defaults to the state's label from the labels provider. */
    title?: ReactNode | undefined;
    /** Secondary line under the title. */
    description?: ReactNode | undefined;
    /** Replaces the default icon; pass `null` for none. */
    icon?: ReactNode | undefined;
    /** Buttons or links under the text. */
    action?: ReactNode | undefined;
  };

/**
 * Shown where a list or table has nothing to show.
 * @example <EmptyState description="Create the first course to see it here." />
 */
function EmptyState({ title, description, icon, action, size, className, ...props }: FeedbackStateProps) {
  const labels = useUiLabels();
  return (
    <div data-slot="empty-state" className={cn(feedbackStateVariants({ size }), className)} {...props}>
      {icon === undefined ? <Inbox aria-hidden className="size-8 opacity-60" /> : icon}
      <p className="font-medium text-foreground">{title ?? labels.empty}</p>
      {description ? <p>{description}</p> : null}
      {action}
    </div>
  );
}

/**
 * A polite live region with a spinner, for content that is on its way.
 * @example <LoadingState />
 */
function LoadingState({ title, description, icon, action, size, className, ...props }: FeedbackStateProps) {
  const labels = useUiLabels();
  return (
    <div
      data-slot="loading-state"
      role="status"
      aria-live="polite"
      className={cn(feedbackStateVariants({ size }), className)}
      {...props}
    >
      {icon === undefined ? (
        <span
          aria-hidden
          className="size-6 animate-spin rounded-full border-2 border-primary border-t-transparent motion-reduce:animate-none"
        />
      ) : (
        icon
      )}
      <p>{title ?? labels.loading}</p>
      {description ? <p>{description}</p> : null}
      {action}
    </div>
  );
}

type ErrorStateProps = FeedbackStateProps & {
  /** Shows a retry button that calls this. */
  onRetry?: (() => void) | undefined;
  /** Label of the retry button; defaults to `retry` from the labels provider. */
  retryLabel?: ReactNode | undefined;
};

/**
 * An alert that something failed to load, with an optional retry button.
 * @example <ErrorState description={error.msg} onRetry={() => mutate()} />
 */
function ErrorState({
  title,
  description,
  icon,
  action,
  onRetry,
  retryLabel,
  size,
  className,
  ...props
}: ErrorStateProps) {
  const labels = useUiLabels();
  return (
    <div
      data-slot="error-state"
      role="alert"
      className={cn(feedbackStateVariants({ size }), className)}
      {...props}
    >
      {icon === undefined ? <AlertCircle aria-hidden className="size-8 text-danger" /> : icon}
      <p className="font-medium text-foreground">{title ?? labels.errorTitle}</p>
      {description ? <p>{description}</p> : null}
      {onRetry ? (
        <Button variant="secondary" size="sm" clickGuardMs={0} onClick={onRetry}>
          {retryLabel ?? labels.retry}
        </Button>
      ) : null}
      {action}
    </div>
  );
}

export { EmptyState, ErrorState, LoadingState, feedbackStateVariants };
export type { ErrorStateProps, FeedbackStateProps };
