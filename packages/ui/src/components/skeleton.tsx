import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';

const skeletonVariants = cva('animate-pulse bg-muted motion-reduce:animate-none', {
  variants: {
    shape: { line: 'h-4 w-full rounded', block: 'rounded-md', circle: 'rounded-full' },
  },
  defaultVariants: { shape: 'line' },
});

type SkeletonProps = ComponentProps<'div'> & VariantProps<typeof skeletonVariants>;

/**
 * A grey placeholder in the shape of content that is loading. Decorative: hidden from assistive
 * technology, so pair it with a live region (for example `LoadingState`) or `aria-busy`.
 * @example <Skeleton shape="circle" className="size-10" />
 */
function Skeleton({ shape, className, ...props }: SkeletonProps) {
  return (
    <div data-slot="skeleton" aria-hidden className={cn(skeletonVariants({ shape }), className)} {...props} />
  );
}

export { Skeleton, skeletonVariants };
export type { SkeletonProps };
