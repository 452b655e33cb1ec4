import { useLocale } from '@pocket/i18n/react';
import { LanguageSwitch } from '@pocket/ui';
import { useSwitchLanguage } from '../../lib/language.ts';
import { LANGUAGE_OPTIONS } from './languages.ts';

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
