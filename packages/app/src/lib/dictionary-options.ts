import { lookupApi } from '../app/api/lookup.ts';

/**
 * The items of one dictionary type as select options (value: the item's code, label: its name in
 * the request's language), for a screen's `load` option source.
 * @example { name: 'education', control: 'select', label: msg`Education`, load: dictionaryOptions('EDUCATION') }
 */
export function dictionaryOptions(type: string) {
  return {
    key: `oauth/dictionary/codes/${type}`,
    fetch: async () =>
      ((await lookupApi.dictionaryCodes({ body: [type] }))[type] ?? []).map((item) => ({
        value: item.code,
        label: item.name,
      })),
  };
}
