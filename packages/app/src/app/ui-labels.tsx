import { useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { enUiLabels, UiLabelsProvider, type UiLabels } from '@pocket/ui';

/**
 * Feeds the kit, in the active language, the labels any page can show: what the sign-in page, the
 * toasts, alerts and the language menu render. The console adds the rest (its frame, tables,
 * pickers: console/ui-labels.tsx, in the console's catalog), so the sign-in page's first load
 * carries neither their code nor their messages; outside the console they stay English, and
 * nothing there shows them. A language switch re-renders the kit.
 */
export function TranslatedUiLabels({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const labels = useMemo<UiLabels>(
    () => ({
      ...enUiLabels,
      close: t`Close`,
      confirm: t`Confirm`,
      cancel: t`Cancel`,
      dismiss: t`Dismiss`,
      notifications: t`Notifications`,
      loading: t`Loading…`,
      empty: t`No data`,
      errorTitle: t`Something went wrong`,
      retry: t`Retry`,
      language: t`Language`,
      // The kit fills {language} itself; the braces are escaped so Lingui leaves them in place.
      languageCurrent: t`Language: ${'{language}'}`,
    }),
    // `t` follows the active language.
    [t],
  );
  return <UiLabelsProvider labels={labels}>{children}</UiLabelsProvider>;
}
