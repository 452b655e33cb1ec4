import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formResolver } from './resource-form-dialog.tsx';
import { emptyForm, rowToForm, type FieldSpec } from './screen-def.ts';

const fields: FieldSpec[] = [
  { name: 'code', control: 'text', validate: (v) => (String(v).trim() === '' ? 'required' : undefined) },
  { name: 'limit', control: 'number', initial: '5' },
  { name: 'multiple', control: 'switch', initial: true },
  { name: 'state', control: 'valid' },
];

describe('form values', () => {
  it('start a new row with the fields’ initial values, else their controls’ empty ones', () => {
    expect(emptyForm(fields)).toEqual({ code: '', limit: '5', multiple: true, state: true });
  });

  it('take a row’s values, a missing one as the control’s empty value rather than the initial one', () => {
    expect(rowToForm(fields, { code: 'a', limit: null, multiple: false, state: false })).toEqual({
      code: 'a',
      limit: '',
      multiple: false,
      state: false,
    });
  });
});

describe('formResolver', () => {
  const schema = z.object({ code: z.string().min(4, 'length:4:10'), limit: z.string() });
  const resolve = (values: Record<string, string | boolean>) =>
    formResolver(fields, schema, (v) => v)(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });

  it('puts a field’s own rule before the contract’s schema', async () => {
    const result = await resolve({ code: ' ', limit: '1' });
    expect(result.errors.code?.message).toBe('required');
  });

  it('reports the schema where the own rules pass, and passes what both accept', async () => {
    expect((await resolve({ code: 'ab', limit: '1' })).errors.code?.message).toBe('length:4:10');
    const values = { code: 'abcd', limit: '1' };
    expect(await resolve(values)).toEqual({ values, errors: {} });
  });
});
