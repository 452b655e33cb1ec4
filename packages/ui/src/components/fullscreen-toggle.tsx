import { useSyncExternalStore } from 'react';
import { Maximize, Minimize } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useUiLabels } from '../lib/labels.tsx';
import { Button, type ButtonProps } from './button.tsx';

function subscribeFullscreen(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

/** Whether the page is in fullscreen, kept in sync with the Fullscreen API. */
function useIsFullscreen(): boolean {
  return useSyncExternalStore(
    subscribeFullscreen,
    () => document.fullscreenElement != null,
    () => false,
  );
}

type FullscreenToggleProps = Omit<ButtonProps, 'onClick' | 'children' | 'onError'> & {
  /** Called instead of anything else when the browser has no Fullscreen API, so the app can warn. */
  onUnsupported: () => void;
  /** Called when the browser refuses the request (for example without a user gesture). */
  onError?: ((error: unknown) => void) | undefined;
  /** Element to show fullscreen; the whole page by default. */
  getTarget?: (() => Element) | undefined;
};

/**
 * Enters and leaves fullscreen with the Fullscreen API; reports missing support through
 * `onUnsupported`.
 * @example <FullscreenToggle onUnsupported={() => toast.warning(t`Your browser does not support fullscreen`)} />
 */
function FullscreenToggle({
  onUnsupported,
  onError,
  getTarget = () => document.documentElement,
  className,
  ...props
}: FullscreenToggleProps) {
  const labels = useUiLabels();
  const fullscreen = useIsFullscreen();

  const toggle = () => {
    const target = getTarget();
    if (!document.fullscreenEnabled || typeof target.requestFullscreen !== 'function') {
      onUnsupported();
      return;
    }
    const request = fullscreen ? document.exitFullscreen() : target.requestFullscreen();
    request.catch((error: unknown) => onError?.(error));
  };

  return (
    <Button
      data-slot="fullscreen-toggle"
      variant="ghost"
      size="icon"
      clickGuardMs={0}
      aria-label={fullscreen ? labels.exitFullscreen : labels.fullscreen}
      className={cn(className)}
      onClick={toggle}
      {...props}
    >
      {fullscreen ? <Minimize aria-hidden className="size-5" /> : <Maximize aria-hidden className="size-5" />}
    </Button>
  );
}

export { FullscreenToggle, useIsFullscreen };
export type { FullscreenToggleProps };
