import { useLingui } from '@lingui/react/macro';
import { AreaCascader } from '../../components/area-cascader.tsx';
import type { CustomFieldProps, OptionsSource } from '../../components/resource/screen-def.ts';
import { areaLookupApi } from '../../app/api/areaLookup.ts';

/** The provinces as filter options: a province finds every campus inside it. */
export const provinceOptions: OptionsSource = {
  load: {
    key: 'authority/area/linkage/0',
    fetch: async () =>
      (await areaLookupApi.areaLinkage({ query: { parentId: '0' } })).map((a) => ({
        value: a.code,
        label: a.label,
      })),
  },
};

/** The campus's area: province / city / district from the area tree; the value is its code. */
export function AreaChoice(field: CustomFieldProps) {
  const { t } = useLingui();
  return (
    <AreaCascader
      id={field.id}
      aria-describedby={field['aria-describedby']}
      aria-invalid={field['aria-invalid']}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      placeholder={t`Province / city / district`}
    />
  );
}
