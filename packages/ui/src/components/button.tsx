import { useEffect, useRef, useState, type ComponentProps, type KeyboardEvent, type MouseEvent } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { Slot, Slottable } from '../lib/slot.tsx';

/** Default time a button ignores repeated activations after one (spec: click guard 2000 ms). */
export const CLICK_GUARD_MS = 2000;

const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
  {
    variants: {
      variant: {
        primary: 'bg-primary-solid text-primary-foreground hover:bg-primary-solid-hover',
        secondary: 'border border-border bg-background text-foreground hover:bg-muted',
        danger: 'bg-danger-solid text-white hover:bg-danger-solid-hover',
        ghost: 'text-foreground hover:bg-muted',
        link: 'text-primary-text underline-offset-4 hover:underline',
      },
      size: { sm: 'h-8 px-3', md: 'h-9 px-4', lg: 'h-10 px-6', icon: 'size-9' },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element instead of a <button>. */
    asChild?: boolean | undefined;
    /**
     * Shows a spinner and ignores activations (`aria-disabled` and `aria-busy`; the button keeps
     * focus). When it turns false again the click guard ends too, so a failed save can be retried.
     */
    loading?: boolean | undefined;
    /**
     * Milliseconds the button ignores repeated activations after one; 0 turns the guard off. The
     * first activation always does its job (a submit button submits); the guard ends early when
     * the action settles: when a promise returned by `onClick` settles or `loading` turns false.
     */
    clickGuardMs?: number | undefined;
  };

const ACTIVATION_KEYS = new Set(['Enter', ' ']);

/**
 * A button with a click guard against double actions. While guarded or loading it is
 * `aria-disabled` (announced as unavailable) and swallows clicks and Enter / Space, but it is
 * never given the `disabled` attribute: it keeps focus, a dialog can return focus to it, and a
 * `type="submit"` button submits its form on the first activation (mouse, Enter on the button,
 * Enter in a field). Pass `disabled` yourself for a button that cannot be used at all.
 * @example
 * <Button type="submit" loading={formState.isSubmitting}>Save</Button>
 */
function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  clickGuardMs = CLICK_GUARD_MS,
  disabled,
  onClick,
  onKeyDown,
  children,
  ...props
}: ButtonProps) {
  const [guarded, setGuarded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const release = () => {
    clearTimeout(timer.current);
    setGuarded(false);
  };

  // The action settled (loading went from true to false): the guard has done its job, so a
  // failed save can be retried at once.
  const [wasLoading, setWasLoading] = useState(loading);
  if (wasLoading !== loading) {
    setWasLoading(loading);
    // The pending timer is harmless: it only sets the state this already sets.
    if (!loading && guarded) setGuarded(false);
  }

  const inert = guarded || loading;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      // Cancelling the click also cancels a submit button's form submission.
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (clickGuardMs > 0) {
      setGuarded(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setGuarded(false), clickGuardMs);
    }
    const result: unknown = onClick?.(event);
    if (clickGuardMs > 0 && result instanceof Promise) {
      result.then(release, release);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (inert && ACTIVATION_KEYS.has(event.key)) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    onKeyDown?.(event);
  };

  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      data-guarded={guarded || undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled}
      aria-disabled={(!disabled && inert) || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
      {...props}
    >
      {loading ? (
        <span
          aria-hidden
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      ) : null}
      <Slottable>{children}</Slottable>
    </Comp>
  );
}

export { Button, buttonVariants };
export type { ButtonProps };
