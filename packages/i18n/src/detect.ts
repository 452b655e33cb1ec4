export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';

function toLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const lower = value.toLowerCase();
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh';
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return undefined;
}

/** Language from the stored choice, else the browser's languages, else Chinese (spec section 9). */
export function detectLocale(
  stored: string | null | undefined,
  browserLanguages: readonly string[] = [],
): Locale {
  return toLocale(stored) ?? browserLanguages.map(toLocale).find((l) => l !== undefined) ?? DEFAULT_LOCALE;
}

/** Storage key of the chosen language, shared with the app's start-up code. */
export const LANGUAGE_STORAGE_KEY = 'LANGUAGE';

/** Where the language choice is kept (localStorage or a fake). */
export type LocaleStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage when there is one. */
export function browserStorage(): LocaleStorage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** The language from storage, else the browser, else Chinese (spec section 9). */
export function initialLocale(storage: LocaleStorage | undefined = browserStorage()): Locale {
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return detectLocale(storage?.getItem(LANGUAGE_STORAGE_KEY), languages);
}
