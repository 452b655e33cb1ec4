import { msg } from '@lingui/core/macro';
import type { DictionaryCreate, DictionaryType } from '@pocket/contract';
import type { CrudFilterValues } from '@pocket/ui';
import type { FieldSpec, FormValues } from '../../components/resource/screen-def.ts';
import { filterText } from '../../lib/filters.ts';

/** The dictionary item form's fields, in two columns: the contract's create / update body. */
export const DICTIONARY_FIELDS: FieldSpec[] = [
  {
    name: 'type',
    control: 'text',
    label: msg`Type code`,
    description: msg`Items of one type share it, e.g. EDUCATION.`,
  },
  { name: 'label', control: 'text', label: msg`Type name` },
  { name: 'code', control: 'text', label: msg`Item code`, description: msg`Unique within the type.` },
  {
    name: 'sortValue',
    control: 'number',
    label: msg`Order`,
    description: msg`Smaller numbers come first.`,
    initial: '0',
  },
  { name: 'name', control: 'text', label: msg`Name (Chinese)` },
  { name: 'nameEn', control: 'text', label: msg`Name (English)` },
  { name: 'describe', control: 'textarea', label: msg`Description`, wide: true },
  { name: 'state', control: 'valid' },
];

/** The body of `POST` / `PUT /authority/dictionary`: codes trimmed, a blank order left out. */
export function toDictionaryBody(values: FormValues): DictionaryCreate {
  const sortValue = String(values.sortValue).trim();
  return {
    type: String(values.type).trim(),
    label: String(values.label),
    code: String(values.code).trim(),
    name: String(values.name),
    nameEn: String(values.nameEn),
    describe: String(values.describe),
    sortValue: sortValue === '' ? undefined : sortValue,
    state: Boolean(values.state),
  };
}

/** A new item starts in the type the table is filtered by, with that type's name. */
export function newItemInType(
  filters: CrudFilterValues,
  types: readonly DictionaryType[],
): Partial<FormValues> {
  const type = filterText(filters.type);
  if (!type) return {};
  return { type, label: types.find((d) => d.type === type)?.label ?? '' };
}

/** A type as an option of the type filter: its name and code. */
export function typeOption(d: DictionaryType) {
  return { value: d.type, label: `${d.label} (${d.type})` };
}
