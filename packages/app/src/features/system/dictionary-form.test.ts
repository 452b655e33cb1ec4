import { describe, expect, it } from 'vitest';
import { ValidationCode } from '@pocket/contract';
import { dictionaryFormResolver, emptyDictionaryForm, toDictionaryCreateBody } from './dictionary-form.ts';

const opts = { fields: {}, shouldUseNativeValidation: false };

describe('the dictionary item form', () => {
  it('reports each broken rule with the contract codes', async () => {
    const { errors } = await dictionaryFormResolver()(
      { ...emptyDictionaryForm(), code: 'a b' },
      undefined,
      opts,
    );
    expect(errors.type?.message).toBe('length:2:64');
    expect(errors.label?.message).toBe(ValidationCode.required);
    expect(errors.code?.message).toBe(ValidationCode.identifier);
    expect(errors.name?.message).toBe(ValidationCode.required);
  });

  it('starts in the chosen type and sends trimmed codes', () => {
    const values = { ...emptyDictionaryForm('EDUCATION', '学历'), code: ' POSTDOC ', name: '博士后' };
    expect(toDictionaryCreateBody(values)).toMatchObject({
      type: 'EDUCATION',
      label: '学历',
      code: 'POSTDOC',
    });
  });
});
