import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { cn } from '../lib/cn.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';

/** Spec: the welcome text scrolls one character per second. */
export const WELCOME_SCROLL_MS = 1000;

/** Moves the first `offset` characters (code points, so CJK and emoji stay whole) to the end. */
export function rotateText(text: string, offset: number): string {
  const chars = Array.from(text);
  if (chars.length === 0) return text;
  const shift = ((offset % chars.length) + chars.length) % chars.length;
  return chars.slice(shift).join('') + chars.slice(0, shift).join('');
}

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the element is on screen; true where IntersectionObserver is missing. */
function useOnScreen(ref: React.RefObject<HTMLElement | null>) {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

type WelcomeBannerProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The full welcome text; screen readers get it whole, never the rotating copy. */
  text: string;
  /** Milliseconds per one-character step (default 1000). */
  intervalMs?: number | undefined;
  /** Stops the scrolling, e.g. from a pause button the app shows. */
  paused?: boolean | undefined;
  /** Shown before the text, e.g. an icon. */
  icon?: ReactNode | undefined;
};

/**
 * A marquee-style welcome line: the text rotates by one character each second. It pauses while
 * the page or the banner is hidden, while the pointer is over it, and for users who prefer
 * reduced motion; assistive technology reads the full text once.
 * @example <WelcomeBanner text={t`Welcome back, ${user.name}! Today is a good day to learn.`} />
 */
function WelcomeBanner({
  text,
  intervalMs = WELCOME_SCROLL_MS,
  paused = false,
  icon,
  className,
  onMouseEnter,
  onMouseLeave,
  ...props
}: WelcomeBannerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState({ text, offset: 0 });
  const [hovered, setHovered] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const pageHidden = useSyncExternalStore(
    subscribeVisibility,
    () => document.hidden,
    () => false,
  );
  const onScreen = useOnScreen(ref);
  const running = !paused && !hovered && !reducedMotion && !pageHidden && onScreen;
  // A new text starts from its first character.
  const offset = step.text === text ? step.offset : 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(
      () =>
        setStep((current) => ({
          text,
          offset: current.text === text ? current.offset + 1 : 1,
        })),
      intervalMs,
    );
    return () => clearInterval(timer);
  }, [running, intervalMs, text]);

  return (
    <div
      ref={ref}
      data-slot="welcome-banner"
      data-state={running ? 'running' : 'paused'}
      className={cn(
        'flex items-center gap-2 overflow-hidden rounded-md bg-primary-soft px-3 py-2 text-sm text-primary-text',
        className,
      )}
      onMouseEnter={(event) => {
        setHovered(true);
        onMouseEnter?.(event);
      }}
      onMouseLeave={(event) => {
        setHovered(false);
        onMouseLeave?.(event);
      }}
      {...props}
    >
      {icon}
      <span className="sr-only">{text}</span>
      <span aria-hidden data-slot="welcome-banner-text" className="truncate whitespace-pre">
        {rotateText(text, offset)}
      </span>
    </div>
  );
}

export { WelcomeBanner };
export type { WelcomeBannerProps };
