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
import { currentPath, isSignInPath } from './address.ts';
import { alertStore } from './alerts.ts';
import { loadConsoleStyles } from './console-styles.ts';
import { toastsHost } from './toasts.ts';
import { TranslatedUiLabels } from './ui-labels.tsx';

/**
 * A host component loaded on demand with the console's stylesheet (the sign-in page paints with a
 * smaller one), or `fallback` when its code cannot load (offline when it is wanted): the page
 * carries on rather than being torn down by the failed import.
 */
export function onDemandHost(
  load: () => Promise<{ default: ComponentType }>,
  fallback: ComponentType,
): ComponentType {
  return lazy(() =>
    Promise.all([load(), loadConsoleStyles()]).then(
      ([host]) => host,
      () => ({ default: fallback }),
    ),
  );
}

/**
 * The alerts without the dialog's code: each waiting alert in the browser's own modal alert (the
 * message is translated already), dismissed when the user closes it.
 */
export function NativeAlerts() {
  const queue = useSyncExternalStore(alertStore.subscribe, alertStore.get, alertStore.get);
  useEffect(() => {
    // The store's first alert now (not this render's), so an effect run twice shows it once.
    const current = alertStore.get()[0];
    if (!current) return;
    window.alert(current.message);
    current.resolve();
  }, [queue]);
  return null;
}

// The alert dialog's code (Radix dialog, focus trap) loads only when an alert is shown.
const AlertHost = onDemandHost(
  async () => ({ default: (await import('./alert-host.tsx')).AlertHost }),
  NativeAlerts,
);

const alertsWaiting = () => alertStore.get().length > 0;

// The toasts' host (the kit's Toaster, its items and icons) with what the page loads next
// (toasts.ts); no toasts when its code cannot load.
const ToasterHost = onDemandHost(
  () => import('./toaster-host.tsx'),
  () => null,
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
    // A link followed on the pre-rendered page before React had it (app/sign-in-prerender.ts).
    follow();
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
