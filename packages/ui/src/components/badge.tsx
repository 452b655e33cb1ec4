import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';

/** Spec: badge maximum 99. */
export const BADGE_MAX = 99;

const badgeVariants = cva(
  'inline-flex items-center justify-center rounded-full font-medium whitespace-nowrap tabular-nums',
  {
    variants: {
      tone: {
        danger: 'bg-danger-solid text-white',
        primary: 'bg-primary-solid text-primary-foreground',
        neutral: 'bg-muted-foreground text-background',
      },
      dot: { true: 'size-2 p-0', false: 'h-4.5 min-w-4.5 px-1.5 text-xs leading-none' },
      floating: {
        true: 'absolute top-1 right-1 translate-x-1/2 -translate-y-1/2 ring-2 ring-background',
        false: '',
      },
    },
    defaultVariants: { tone: 'danger', dot: false, floating: false },
  },
);

/** The text a count shows: counts above `max` become `${max}+` (99 → "99", 100 → "99+"). */
function formatBadgeCount(count: number, max = BADGE_MAX): string {
  return count > max ? `${max}+` : String(count);
}

type BadgeProps = Omit<ComponentProps<'span'>, 'children'> &
  Omit<VariantProps<typeof badgeVariants>, 'floating'> & {
    count?: number | undefined;
    /** Counts above this show as "max+"; default 99. */
    max?: number | undefined;
    /** Show a count of 0 (hidden by default). */
    showZero?: boolean | undefined;
    /** Text read by screen readers for the dot variant, which has no visible text. */
    dotLabel?: string | undefined;
    /** The element the badge sits on (e.g. a bell button); the badge floats at its corner. */
    children?: ReactNode | undefined;
  };

/**
 * A count or dot marker, alone or on the corner of its child. The count is a sibling of the child,
 * not part of its name: on an icon button, hide the badge and put the count in the button's label.
 * @example
 * <Badge count={unread} aria-hidden>
 *   <Button size="icon" aria-label={`Messages, ${unread} unread`}><Bell /></Button>
 * </Badge>
 */
function Badge({
  count = 0,
  max = BADGE_MAX,
  showZero = false,
  dot = false,
  dotLabel,
  tone,
  className,
  children,
  ...props
}: BadgeProps) {
  const visible = dot ? true : count > 0 || showZero;
  const mark = visible ? (
    <span
      data-slot="badge"
      className={cn(badgeVariants({ tone, dot, floating: children !== undefined }), className)}
      {...props}
    >
      {dot ? dotLabel ? <span className="sr-only">{dotLabel}</span> : null : formatBadgeCount(count, max)}
    </span>
  ) : null;
  if (children === undefined) return mark;
  return (
    <span data-slot="badge-wrapper" className="relative inline-flex">
      {children}
      {mark}
    </span>
  );
}

export { Badge, badgeVariants, formatBadgeCount };
export type { BadgeProps };
