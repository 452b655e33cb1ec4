import { I18nProvider } from '@lingui/react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { activateLocale, i18n } from './catalog.ts';
import { browserStorage, LANGUAGE_STORAGE_KEY, LOCALES, type Locale, type LocaleStorage } from './detect.ts';

type LocaleContextValue = {
  locale: Locale;
  locales: readonly Locale[];
  /** Loads the catalog, switches every message without a reload, and remembers the choice. */
  setLocale: (locale: Locale) => Promise<void>;
};

const LocaleContext = createContext<LocaleContextValue | null>(null);

export type LocaleProviderProps = {
  children: ReactNode;
  /** Where the choice is remembered; default localStorage. */
  storage?: LocaleStorage;
};

/**
 * Provides Lingui and the language switch. Activate the first language before rendering
 * (`await activateLocale(initialLocale())`) so the first paint is already translated.
 */
export function LocaleProvider({ children, storage = browserStorage() }: LocaleProviderProps) {
  const [locale, setState] = useState<Locale>(() => (i18n.locale === 'en' ? 'en' : 'zh'));
  const setLocale = useCallback(
    async (next: Locale) => {
      await activateLocale(next);
      storage?.setItem(LANGUAGE_STORAGE_KEY, next);
      setState(next);
    },
    [storage],
  );
  const value = useMemo(() => ({ locale, locales: LOCALES, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext value={value}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LocaleContext>
  );
}

/** The active language and the switch; components re-render on a switch. */
export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale needs a <LocaleProvider>');
  return value;
}
