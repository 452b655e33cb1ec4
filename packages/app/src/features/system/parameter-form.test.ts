import { describe, expect, it } from 'vitest';
import { ValidationCode } from '@pocket/contract';
import { EMPTY_PARAMETER_FORM, parameterFormResolver, type ParameterFormValues } from './parameter-form.ts';

const run = (values: ParameterFormValues, id?: string) =>
  parameterFormResolver(id)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the parameter form', () => {
  it('reports each broken rule with the contract codes', async () => {
    const { errors } = await run({ ...EMPTY_PARAMETER_FORM, key: 'a b' });
    expect(errors.key?.message).toBe(ValidationCode.identifier);
    expect(errors.name?.message).toBe(ValidationCode.required);
    expect(errors.value?.message).toBe(ValidationCode.required);
  });

  it('holds the initial password to the password rule', async () => {
    const values = {
      ...EMPTY_PARAMETER_FORM,
      key: 'INITIAL_PASSWORD',
      name: 'Initial password',
      value: '123',
    };
    expect((await run(values, '5')).errors.value?.message).toBe('length:6:20');
    const good = { ...values, value: '123456' };
    expect(await run(good, '5')).toEqual({ values: good, errors: {} });
  });
});
