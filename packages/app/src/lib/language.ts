import { useCallback } from 'react';
import { formatMessage, i18n, successMessages, type Locale } from '@pocket/i18n';
import { useLocale } from '@pocket/i18n/react';
import { toast } from '@pocket/ui';
import { client, legacyClient } from '../app/core-services.ts';
import { routeTree } from './route-tree.ts';
import { settingsStore } from './settings.ts';

/** The server answers texts (menu titles, enum descriptions, messages) in this language. */
export function applyRequestLanguage(locale: Locale): void {
  const header = locale === 'zh' ? 'zh-CN' : 'en';
  client.headers['Accept-Language'] = header;
  legacyClient.headers['Accept-Language'] = header;
}

/**
 * Switches the interface language without a reload: every message re-renders, the choice is
 * remembered, and the server's menu titles are fetched again in the new language.
 */
export function useSwitchLanguage(): (locale: Locale) => Promise<void> {
  const { locale: current, setLocale } = useLocale();
  return useCallback(
    async (locale: Locale) => {
      if (locale === current) return;
      applyRequestLanguage(locale);
      await setLocale(locale);
      settingsStore.update({ language: locale });
      toast.success(formatMessage(i18n, successMessages.languageSwitch));
      await routeTree.reload().catch(() => undefined);
    },
    [current, setLocale],
  );
}
