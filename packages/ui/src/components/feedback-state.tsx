import type { ReactNode } from 'react';
import { AlertCircle, Inbox } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useUiLabels } from '../lib/labels.tsx';
import { Button } from './button.tsx';
import { feedbackStateVariants, type FeedbackStateProps } from './loading-state.tsx';

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

export { EmptyState, ErrorState };
export type { ErrorStateProps };
