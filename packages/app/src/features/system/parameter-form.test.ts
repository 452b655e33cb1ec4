import { describe, expect, it } from 'vitest';
import { ValidationCode, parameterCreateSchema, parameterUpdateSchema } from '@pocket/contract';
import { bodyResolver } from '../../components/resource/resource-form-dialog.tsx';
import { emptyForm, type FormValues } from '../../components/resource/screen-def.ts';
import { PARAMETER_FIELDS, toParameterBody } from './parameter-form.ts';

const EMPTY = emptyForm(PARAMETER_FIELDS);
const run = (values: FormValues, id?: string) =>
  bodyResolver(id ? parameterUpdateSchema : parameterCreateSchema, (v) =>
    id ? { id, ...toParameterBody(v) } : toParameterBody(v),
  )(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the parameter form', () => {
  it('starts valid and blank', () => {
    expect(EMPTY).toEqual({ key: '', name: '', value: '', describe: '', state: true });
  });

  it('reports each broken rule with the contract codes', async () => {
    const { errors } = await run({ ...EMPTY, key: 'a b' });
    expect(errors.key?.message).toBe(ValidationCode.identifier);
    expect(errors.name?.message).toBe(ValidationCode.required);
    expect(errors.value?.message).toBe(ValidationCode.required);
  });

  it('holds the initial password to the password rule', async () => {
    const values = { ...EMPTY, key: 'INITIAL_PASSWORD', name: 'Initial password', value: '123' };
    expect((await run(values, '5')).errors.value?.message).toBe('length:6:20');
    const good = { ...values, value: '123456' };
    expect(await run(good, '5')).toEqual({ values: good, errors: {} });
  });

  it('sends the key trimmed', () => {
    expect(toParameterBody({ ...EMPTY, key: ' SITE_NAME ' }).key).toBe('SITE_NAME');
  });
});
