import { useLingui } from '@lingui/react/macro';
import { findCity, PROVINCES } from '@pocket/contract';
import { i18n } from '@pocket/i18n';
import { Select } from '@pocket/ui';
import { useState } from 'react';
import type { CustomFieldProps, OptionsSource } from '../../components/resource/screen-def.ts';

type Lang = 'zh' | 'en';
const langOf = (locale: string): Lang => (locale === 'en' ? 'en' : 'zh');

/** Every city as a filter option, "Province / City" in the active language. */
export const cityOptions: OptionsSource = {
  load: {
    key: 'course/userLocation/cities',
    fetch: () => {
      const lang = langOf(i18n.locale);
      return Promise.resolve(
        PROVINCES.flatMap((p) =>
          p.cities.map((c) => ({
            value: c.code,
            label: p.cities.length > 1 ? `${p[lang]} / ${c[lang]}` : c[lang],
          })),
        ),
      );
    },
  },
};

/**
 * The campus city: a province, then one of its cities (the built-in part of the administrative
 * division in the contract, until an area tree exists). The value is the city code.
 */
export function CityChoice(field: CustomFieldProps) {
  const { t, i18n: active } = useLingui();
  const lang = langOf(active.locale);
  const value = typeof field.value === 'string' ? field.value : '';
  const [province, setProvince] = useState(() => findCity(value)?.province.code ?? '');
  const cities = PROVINCES.find((p) => p.code === province)?.cities ?? [];
  return (
    <div className="grid grid-cols-2 gap-2">
      <Select
        aria-label={t`Province`}
        value={province}
        onValueChange={(code) => {
          setProvince(code);
          const only = PROVINCES.find((p) => p.code === code)?.cities;
          field.onChange(only?.length === 1 ? (only[0]?.code ?? '') : '');
        }}
        options={PROVINCES.map((p) => ({ value: p.code, label: p[lang] }))}
        placeholder={t`Province`}
      />
      <Select
        id={field.id}
        aria-label={t`City`}
        aria-describedby={field['aria-describedby']}
        aria-invalid={field['aria-invalid']}
        value={value}
        onValueChange={(code) => field.onChange(code)}
        options={cities.map((c) => ({ value: c.code, label: c[lang] }))}
        placeholder={t`City`}
        disabled={cities.length === 0}
      />
    </div>
  );
}
