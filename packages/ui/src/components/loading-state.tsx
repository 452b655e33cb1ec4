import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { useUiLabels } from '../lib/labels.tsx';

// The loading state apart from the empty and error states (feedback-state.tsx), with what the
// three share: a page that only waits for something (the sign-in page's tabs) takes no icon of
// theirs and no button.

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

export { LoadingState, feedbackStateVariants };
export type { FeedbackStateProps };
