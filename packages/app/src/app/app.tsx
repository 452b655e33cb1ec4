import {
  lazy,
  StrictMode,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { LocaleProvider } from '@pocket/i18n/react';
import { alertStore } from './alerts.ts';
import { loadConsoleStyles } from './console-styles.ts';
import { toastsHost } from './toasts.ts';
import { TranslatedUiLabels } from './ui-labels.tsx';

// The alert dialog's code (Radix dialog, focus trap) loads only when an alert is shown, with the
// console's stylesheet (the sign-in page paints with a smaller one).
const AlertHost = lazy(async () => {
  const [{ AlertHost }] = await Promise.all([import('./alert-host.tsx'), loadConsoleStyles()]);
  return { default: AlertHost };
});

const alertsWaiting = () => alertStore.get().length > 0;

// The toasts' host (the kit's Toaster, its items and icons) with what the page loads next
// (toasts.ts), styled by the console's stylesheet.
const ToasterHost = lazy<ComponentType>(() =>
  Promise.all([import('./toaster-host.tsx'), loadConsoleStyles()]).then(
    ([host]) => host,
    // Offline when it is wanted: no toasts rather than a page torn down by the failed import.
    () => ({ default: () => null }),
  ),
);

/** `Host`, loaded on demand, mounted while `wanted()` (which `subscribe` reports changes of). */
function OnDemand({
  Host,
  subscribe,
  wanted,
}: {
  Host: ComponentType;
  subscribe: (listener: () => void) => () => void;
  wanted: () => boolean;
}) {
  return useSyncExternalStore(subscribe, wanted, wanted) ? (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  ) : null;
}

/** The path of the hash route the address names. */
export function currentPath(): string {
  return window.location.hash.replace(/^#/, '').split('?')[0] || '/';
}

/** The page that starts alone, without the console's code: the admin sign-in. */
export function isSignInPath(path: string): boolean {
  return path === '/admin/login';
}

/**
 * What the page shows: the sign-in page alone (its own small module graph, no router, no console
 * shell) until the address leaves it — after signing in, or by a link — then the console, in the
 * same document and under the same providers (toasts shown at sign-in stay). `first` is the screen
 * main.tsx loaded for the first address; `loadConsole` starts the console (`code` only fetches it).
 */
function Stage({
  first,
  loadConsole,
}: {
  first: { screen: ComponentType; signIn: boolean };
  loadConsole: { (): Promise<ComponentType>; code: () => Promise<unknown> };
}) {
  const [Screen, setScreen] = useState<ComponentType>(() => first.screen);
  const [signIn, setSignIn] = useState(first.signIn);
  useEffect(() => {
    if (!signIn) return;
    let cancelled = false;
    const follow = () => {
      if (isSignInPath(currentPath())) return;
      void loadConsole().then((Console) => {
        if (cancelled) return;
        setScreen(() => Console);
        setSignIn(false);
      });
    };
    // Typing or pointing on the sign-in page fetches the console's code while the user signs in.
    const warm = () => void loadConsole.code();
    window.addEventListener('hashchange', follow);
    window.addEventListener('input', warm, { once: true });
    window.addEventListener('pointerdown', warm, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('input', warm);
      window.removeEventListener('pointerdown', warm);
    };
  }, [signIn, loadConsole]);
  return <Screen />;
}

/** The providers every page shares (language, the kit's labels, toasts, alerts) around the stage. */
export function App(props: Parameters<typeof Stage>[0]) {
  return (
    <StrictMode>
      <LocaleProvider>
        <TranslatedUiLabels>
          <Stage {...props} />
          <OnDemand Host={ToasterHost} subscribe={toastsHost.subscribe} wanted={toastsHost.wanted} />
          <OnDemand Host={AlertHost} subscribe={alertStore.subscribe} wanted={alertsWaiting} />
        </TranslatedUiLabels>
      </LocaleProvider>
    </StrictMode>
  );
}
