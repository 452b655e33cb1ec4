import { msg } from '@lingui/core/macro';
import { dictionaryResource } from '@pocket/contract';
import { dictionaryApi } from '../../app/api/dictionary.ts';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { filterText } from '../../lib/filters.ts';
import { BuiltInCode } from './built-in-code.tsx';
import { DICTIONARY_FIELDS, newItemInType, toDictionaryBody, typeOption } from './dictionary-form.ts';

const types = () => dictionaryApi.dictionaryTypes({});

/**
 * Dictionaries (`/system/dictionary`): the items behind the console's choices, by type. The
 * server lists them by type, then order, and sorts by nothing else.
 */
export const dictionaryScreen = defineScreen({
  resource: dictionaryResource,
  texts: {
    title: msg`Dictionaries`,
    tableLabel: msg`Dictionary items`,
    add: msg`Add dictionary item`,
    edit: msg`Edit dictionary item`,
    deleteTitle: msg`Delete dictionary items`,
    deleteQuestion: (count) =>
      msg`Delete the ${count} selected item(s)? Records that chose them keep the code.`,
  },
  rowLabel: (d) => `${d.type} ${d.code}`,
  columns: [
    { key: 'type', header: msg`Type`, cell: (d) => `${d.label} (${d.type})` },
    { key: 'code', header: msg`Item code`, cell: (d) => <BuiltInCode code={d.code} builtIn={d.readonly} /> },
    { key: 'name', header: msg`Name (Chinese)` },
    { key: 'nameEn', header: msg`Name (English)` },
    { key: 'sortValue', header: msg`Order` },
    { key: 'state', header: msg`State`, cell: 'state' },
  ],
  filters: [
    {
      type: 'select',
      key: 'type',
      label: msg`Type`,
      load: { key: 'authority/dictionary/types', fetch: async () => (await types()).map(typeOption) },
    },
    { type: 'text', key: 'name', label: msg`Name` },
    { type: 'state', key: 'state' },
  ],
  form: {
    fields: DICTIONARY_FIELDS,
    columns: 2,
    toBody: toDictionaryBody,
    // The type's name comes from the list of types (without it the new item has the code only).
    initial: async (filters) =>
      filterText(filters.type) ? newItemInType(filters, await types().catch(() => [])) : {},
  },
  locked: (d) => d.readonly,
});

export default resourceScreen(dictionaryScreen);
