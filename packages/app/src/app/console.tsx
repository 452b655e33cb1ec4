import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { AuthProvider } from '@pocket/auth/react';
import { createAppRouter, preloadRoute } from '../router.tsx';
import { forgetPermissionVersion, notePermissionVersion, watchFocus } from '../lib/permission-version.ts';
import { patchSessionRoutes } from '../lib/session-routes.ts';
import { registerAppCatalogs } from './catalogs.ts';
import { ConsoleUiLabels } from '../console/ui-labels.tsx';
import { PermissionBridge } from './permission-bridge.tsx';
// The console's stylesheet comes with its code (the sign-in page paints with its own: sign-in.css).
import '../styles.css';
import { consoleHooks, listenPermissionVersion, session, takePendingRoutes } from './core-services.ts';

// Every feature's catalog, loaded with its route or screen; before any route asks for one.
registerAppCatalogs();

/** Errors are shown by the client's catalogue already; SWR only keeps the data fresh. */
const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 2000 };

/** The console: its kit labels, session, permissions and data providers around the hash router. */
export function Console() {
  const [router] = useState(() => {
    const created = createAppRouter();
    // Signed in on the sign-in page alone, before this router existed: the routes it loaded.
    const pending = takePendingRoutes();
    if (pending) patchSessionRoutes(pending);
    return created;
  });
  return (
    <ConsoleUiLabels>
      <AuthProvider session={session}>
        <PermissionBridge>
          <SWRConfig value={swrOptions}>
            {/* A navigation's screen renders at once, not inside React's startTransition, which
                renders in 5 ms slices and yields between them: a menu click took ~25 % longer to
                show its rows that way (the router has the screen's code and data by then). Words
                in source files become Tailwind classes: the bare word for that update is not used
                here, or the stylesheets would carry its class. */}
            <RouterProvider router={router} useTransitions={false} />
          </SWRConfig>
        </PermissionBridge>
      </AuthProvider>
    </ConsoleUiLabels>
  );
}

let started = false;

/** Starts the console once: the page's code and data start now (before the first render); routes
 * and permissions follow changes of the user's access on the next answer or focus. */
export function startConsole(pathname: string): void {
  preloadRoute(pathname);
  if (started) return;
  started = true;
  consoleHooks.signedIn = forgetPermissionVersion;
  consoleHooks.routesLoaded = (tree) => patchSessionRoutes(tree);
  listenPermissionVersion(notePermissionVersion);
  watchFocus();
}
