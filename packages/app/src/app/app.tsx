import { lazy, StrictMode, Suspense, useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { AuthProvider } from '@pocket/auth/react';
import { LocaleProvider } from '@pocket/i18n/react';
import { Toaster } from '@pocket/ui';
import { createAppRouter } from '../router.tsx';
import { alertStore } from './alerts.ts';
import { PermissionBridge } from './permission-bridge.tsx';
import { session } from './services.ts';
import { TranslatedUiLabels } from './ui-labels.tsx';

/** Errors are shown by the client's catalogue already; SWR only keeps the data fresh. */
const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 2000 };

// The alert dialog's code (Radix dialog, focus trap) loads only when an alert is shown.
const AlertHost = lazy(() => import('./alert-host.tsx').then((m) => ({ default: m.AlertHost })));

function Alerts() {
  const waiting = useSyncExternalStore(alertStore.subscribe, alertStore.get, alertStore.get).length > 0;
  return waiting ? (
    <Suspense fallback={null}>
      <AlertHost />
    </Suspense>
  ) : null;
}

/** Every provider of the console around the hash router. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <StrictMode>
      <LocaleProvider>
        <TranslatedUiLabels>
          <AuthProvider session={session}>
            <PermissionBridge>
              <SWRConfig value={swrOptions}>
                <RouterProvider router={router} />
              </SWRConfig>
            </PermissionBridge>
          </AuthProvider>
          <Toaster />
          <Alerts />
        </TranslatedUiLabels>
      </LocaleProvider>
    </StrictMode>
  );
}
