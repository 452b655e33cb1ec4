import type { Locale } from '@pocket/i18n';

/** The two languages, each named in itself. */
export const LANGUAGE_OPTIONS: { value: Locale; label: string }[] = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'English' },
];
