import { useLocale, type Locale } from '@pocket/i18n';
import { LanguageSwitch } from '@pocket/ui';
import { useSwitchLanguage } from '../../lib/language.ts';

const OPTIONS: { value: Locale; label: string }[] = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'English' },
];

/** The kit's language menu over the app's language switch. */
export function NavbarLanguageSwitch() {
  const { locale } = useLocale();
  const switchLanguage = useSwitchLanguage();
  return (
    <LanguageSwitch options={OPTIONS} value={locale} onValueChange={(next) => void switchLanguage(next)} />
  );
}
