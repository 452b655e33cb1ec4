import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { compilePermissions } from '@pocket/contract';
import { activateLocale, i18n } from '@pocket/i18n';
import { PermissionProvider, Toaster } from '@pocket/ui';
import { TranslatedUiLabels } from '../app/ui-labels.tsx';
import { ConsoleUiLabels } from '../console/ui-labels.tsx';

type Options = {
  /** The permission codes the user is granted. */
  codes: string[];
  locale?: 'en' | 'zh';
  /** `fresh` (default): a cache of its own for the test; `app`: the app's cache, as a route's
   * screen mounts (what a prefetch filled). */
  cache?: 'fresh' | 'app';
  /** Routes of its own (with `initialEntries`), for a test that navigates; else `element` at any path. */
  router?: ReturnType<typeof createMemoryRouter>;
};

/**
 * Renders `element` as the console mounts a screen: in the language, with the kit's labels, for a
 * user granted `codes`, inside a data router (the console's is one: blockers, loaders), with
 * toasts.
 */
export async function renderInConsole(
  element: ReactNode,
  { codes, locale = 'en', cache = 'fresh', router }: Options,
) {
  await activateLocale(locale);
  const granted = compilePermissions(codes);
  const routes = router ?? createMemoryRouter([{ path: '*', element }]);
  return render(
    <I18nProvider i18n={i18n}>
      <TranslatedUiLabels>
        <ConsoleUiLabels>
          <PermissionProvider checker={{ hasPermission: (c) => granted.has(c), hasRole: () => false }}>
            <SWRConfig
              value={
                cache === 'fresh'
                  ? { provider: () => new Map(), dedupingInterval: 0 }
                  : { dedupingInterval: 0 }
              }
            >
              <RouterProvider router={routes} />
            </SWRConfig>
          </PermissionProvider>
          <Toaster />
        </ConsoleUiLabels>
      </TranslatedUiLabels>
    </I18nProvider>,
  );
}
