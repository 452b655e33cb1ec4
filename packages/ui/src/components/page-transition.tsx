import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** Spec: page transition 600 ms. */
export const PAGE_TRANSITION_MS = 600;

type SlideDirection = 'left' | 'right' | 'none';

/** Number of non-empty segments: `/a/b` → 2. */
function pathDepth(path: string): number {
  return path.split(/[?#]/)[0]!.split('/').filter(Boolean).length;
}

/**
 * Deeper (or equal) paths slide in from the right ("left"), shallower ones from the left
 * ("right"), as in the original console.
 */
function slideDirection(previous: string | undefined, next: string): SlideDirection {
  if (previous === undefined || previous === next) return 'none';
  return pathDepth(next) < pathDepth(previous) ? 'right' : 'left';
}

type PageTransitionProps = {
  /** Current route path; a change plays the slide. */
  pathname: string;
  children: ReactNode;
  durationMs?: number | undefined;
  className?: string | undefined;
};

/**
 * Slides the page in when `pathname` changes. Uses the Web Animations API so the children are not
 * remounted (kept-alive pages keep their state); does nothing under prefers-reduced-motion.
 */
function PageTransition({
  pathname,
  children,
  durationMs = PAGE_TRANSITION_MS,
  className,
}: PageTransitionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ path: string; direction: SlideDirection }>({
    path: pathname,
    direction: 'none',
  });
  if (state.path !== pathname) {
    setState({ path: pathname, direction: slideDirection(state.path, pathname) });
  }
  const { direction } = state;

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || direction === 'none' || typeof element.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const from = direction === 'left' ? '2rem' : '-2rem';
    const animation = element.animate(
      [
        { transform: `translateX(${from})`, opacity: 0 },
        { transform: 'translateX(0)', opacity: 1 },
      ],
      { duration: durationMs, easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' },
    );
    return () => animation.cancel();
  }, [pathname, direction, durationMs]);

  return (
    <div
      ref={ref}
      data-slot="page-transition"
      data-direction={direction}
      className={cn('min-w-0', className)}
    >
      {children}
    </div>
  );
}

export { PageTransition, pathDepth, slideDirection };
export type { PageTransitionProps, SlideDirection };
