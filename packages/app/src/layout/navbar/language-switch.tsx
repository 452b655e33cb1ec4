import type { Locale } from '@pocket/i18n';
import { useLocale } from '@pocket/i18n/react';
import { LanguageSwitch } from '@pocket/ui';
import { useSwitchLanguage } from '../../lib/language.ts';

/** The two languages, each named in itself. */
export const LANGUAGE_OPTIONS: { value: Locale; label: string }[] = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'English' },
];

/** The kit's language menu over the app's language switch. */
export function NavbarLanguageSwitch({ defaultOpen }: { defaultOpen?: boolean }) {
  const { locale } = useLocale();
  const switchLanguage = useSwitchLanguage();
  return (
    <LanguageSwitch
      options={LANGUAGE_OPTIONS}
      value={locale}
      onValueChange={(next) => void switchLanguage(next)}
      defaultOpen={defaultOpen}
    />
  );
}
