import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@pocket/i18n';
import { useLocale } from '@pocket/i18n/react';
import { RadioGroup, Switch, usePermission } from '@pocket/ui';
import { useSwitchLanguage } from '../lib/language.ts';
import { ROLE_ADMIN_CODES, useSettings, type MenuLayout } from '../lib/settings.ts';
import { LANGUAGE_OPTIONS } from './navbar/languages.ts';

/** The console's own rows of the settings drawer: menu layout and language. */
export function AppSettings() {
  const { t } = useLingui();
  const base = useId();
  const [settings, updateSettings] = useSettings();
  const { locale } = useLocale();
  const switchLanguage = useSwitchLanguage();
  const mayAdministerRoles = usePermission('anyPermissions', ROLE_ADMIN_CODES);
  return (
    <>
      <section className="grid gap-2">
        <h3 id={`${base}-menu`} className="text-sm font-medium">
          {t`Menu layout`}
        </h3>
        <RadioGroup
          aria-labelledby={`${base}-menu`}
          orientation="horizontal"
          value={settings.menuLayout}
          onValueChange={(next) => updateSettings({ menuLayout: next as MenuLayout })}
          options={[
            { value: 'horizontal', label: t`Top bar` },
            { value: 'vertical', label: t`Sidebar` },
          ]}
        />
      </section>
      <section className="grid gap-2">
        <h3 id={`${base}-language`} className="text-sm font-medium">
          {t`Language`}
        </h3>
        <RadioGroup
          aria-labelledby={`${base}-language`}
          orientation="horizontal"
          value={locale}
          onValueChange={(next) => void switchLanguage(next as Locale)}
          options={LANGUAGE_OPTIONS}
        />
      </section>
      {mayAdministerRoles ? (
        <section className="grid gap-1">
          <div className="flex items-center justify-between gap-4">
            <label id={`${base}-explain`} htmlFor={`${base}-explain-switch`} className="text-sm font-medium">
              {t`Explain permissions`}
            </label>
            <Switch
              id={`${base}-explain-switch`}
              aria-describedby={`${base}-explain-hint`}
              checked={settings.explainPermissions}
              onCheckedChange={(checked) => updateSettings({ explainPermissions: checked })}
            />
          </div>
          <p id={`${base}-explain-hint`} className="text-xs text-muted-foreground">
            {t`Shows what a permission hides as a placeholder naming the missing code.`}
          </p>
        </section>
      ) : null}
    </>
  );
}
