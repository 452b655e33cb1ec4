import { useEffect, useRef, useState, type ComponentProps, type MouseEvent } from 'react';
import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';

/** Default time a button stays disabled after a click (spec: click guard 2000 ms). */
export const CLICK_GUARD_MS = 2000;

const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: {
        primary: 'bg-primary-solid text-primary-foreground hover:bg-primary-solid-hover',
        secondary: 'border border-border bg-background text-foreground hover:bg-muted',
        danger: 'bg-danger-solid text-white hover:opacity-90',
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
    asChild?: boolean;
    /** Shows a spinner and disables the button. */
    loading?: boolean;
    /** Milliseconds the button stays disabled after a click; 0 turns the guard off. */
    clickGuardMs?: number;
  };

function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  clickGuardMs = CLICK_GUARD_MS,
  disabled,
  onClick,
  children,
  ...props
}: ButtonProps) {
  const [guarded, setGuarded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (guarded) return;
    onClick?.(event);
    if (clickGuardMs > 0) {
      setGuarded(true);
      timer.current = setTimeout(() => setGuarded(false), clickGuardMs);
    }
  };

  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled || loading || guarded}
      aria-busy={loading || undefined}
      onClick={handleClick}
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
