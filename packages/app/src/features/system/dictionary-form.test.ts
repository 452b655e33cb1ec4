import { describe, expect, it } from 'vitest';
import { ValidationCode, dictionaryCreateSchema } from '@pocket/contract';
import { bodyResolver } from '../../components/resource/resource-form-dialog.tsx';
import { emptyForm } from '../../components/resource/screen-def.ts';
import { DICTIONARY_FIELDS, newItemInType, toDictionaryBody, typeOption } from './dictionary-form.ts';

const opts = { fields: {}, shouldUseNativeValidation: false };
const EMPTY = emptyForm(DICTIONARY_FIELDS);
const TYPES = [
  { type: 'EDUCATION', label: '学历' },
  { type: 'NATION', label: '民族' },
];

describe('the dictionary item form', () => {
  it('reports each broken rule with the contract codes', async () => {
    const { errors } = await bodyResolver(dictionaryCreateSchema, toDictionaryBody)(
      { ...EMPTY, code: 'a b' },
      undefined,
      opts,
    );
    expect(errors.type?.message).toBe('length:2:64');
    expect(errors.label?.message).toBe(ValidationCode.required);
    expect(errors.code?.message).toBe(ValidationCode.identifier);
    expect(errors.name?.message).toBe(ValidationCode.required);
    expect(errors.sortValue).toBeUndefined();
  });

  it('starts in the filtered type and sends trimmed codes', () => {
    const initial = newItemInType({ type: 'EDUCATION' }, TYPES);
    expect(initial).toEqual({ type: 'EDUCATION', label: '学历' });
    expect(newItemInType({}, TYPES)).toEqual({});
    const values = { ...EMPTY, ...initial, code: ' POSTDOC ', name: '博士后' };
    expect(toDictionaryBody(values)).toMatchObject({
      type: 'EDUCATION',
      label: '学历',
      code: 'POSTDOC',
      sortValue: '0',
    });
    expect(toDictionaryBody({ ...values, sortValue: ' ' }).sortValue).toBeUndefined();
  });

  it('lists a type by its name and code', () => {
    expect(typeOption(TYPES[0]!)).toEqual({ value: 'EDUCATION', label: '学历 (EDUCATION)' });
  });
});
