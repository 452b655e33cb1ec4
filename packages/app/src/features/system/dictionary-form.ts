import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  dictionaryCreateSchema,
  dictionaryUpdateSchema,
  type Dictionary,
  type DictionaryCreate,
  type DictionaryUpdate,
} from '@pocket/contract';

/** What the dictionary item dialog edits. */
export type DictionaryFormValues = {
  type: string;
  label: string;
  code: string;
  name: string;
  nameEn: string;
  sortValue: string;
  describe: string;
  state: boolean;
};

export const DICTIONARY_FORM_FIELDS: readonly (keyof DictionaryFormValues)[] = [
  'type',
  'label',
  'code',
  'name',
  'nameEn',
  'sortValue',
  'describe',
  'state',
];

/** A new item, in the given type when one is known. */
export function emptyDictionaryForm(type = '', label = ''): DictionaryFormValues {
  return { type, label, code: '', name: '', nameEn: '', sortValue: '0', describe: '', state: true };
}

export function dictionaryToForm(d: Dictionary): DictionaryFormValues {
  return {
    type: d.type,
    label: d.label,
    code: d.code,
    name: d.name,
    nameEn: d.nameEn ?? '',
    sortValue: String(d.sortValue),
    describe: d.describe ?? '',
    state: d.state,
  };
}

/** The body of `POST /authority/dictionary`. */
export function toDictionaryCreateBody(values: DictionaryFormValues): DictionaryCreate {
  return {
    ...values,
    type: values.type.trim(),
    code: values.code.trim(),
    sortValue: values.sortValue.trim() === '' ? undefined : values.sortValue.trim(),
  };
}

/** The body of `PUT /authority/dictionary`. */
export function toDictionaryUpdateBody(id: string, values: DictionaryFormValues): DictionaryUpdate {
  return { id, ...toDictionaryCreateBody(values) };
}

/** Validates the dialog with the contract's schema for creating or changing an item. */
export function dictionaryFormResolver(id?: string): Resolver<DictionaryFormValues> {
  const schemaResolver = zodResolver(id ? dictionaryUpdateSchema : dictionaryCreateSchema);
  return async (values, context, options) => {
    const body = id ? toDictionaryUpdateBody(id, values) : toDictionaryCreateBody(values);
    const result = await (schemaResolver as unknown as Resolver<typeof body>)(body, context, {
      ...options,
      names: undefined,
    } as never);
    const errors = result.errors as FieldErrors<DictionaryFormValues>;
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values, errors: {} };
  };
}
