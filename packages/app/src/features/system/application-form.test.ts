import { describe, expect, it } from 'vitest';
import { ValidationCode, applicationCreateSchema, applicationUpdateSchema } from '@pocket/contract';
import { bodyResolver } from '../../components/resource/resource-form-dialog.tsx';
import { emptyForm, type FormValues } from '../../components/resource/screen-def.ts';
import { APPLICATION_FIELDS, toApplicationBody } from './application-form.ts';

const EMPTY = emptyForm(APPLICATION_FIELDS);
const run = (values: FormValues, id?: string) =>
  bodyResolver(id ? applicationUpdateSchema : applicationCreateSchema, (v) =>
    id ? { id, ...toApplicationBody(v) } : toApplicationBody(v),
  )(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the application form', () => {
  it('starts as a valid PC application', () => {
    expect(EMPTY).toMatchObject({ clientId: '', appType: 'PC', state: true });
  });

  it('reports each broken rule with the contract codes', async () => {
    const { errors } = await run({ ...EMPTY, website: 'ftp://x' });
    expect(errors.clientId?.message).toBe(ValidationCode.required);
    expect(errors.name?.message).toBe(ValidationCode.required);
    expect(errors.website?.message).toBe(ValidationCode.url);
  });

  it('needs no client id when editing', async () => {
    const values = { ...EMPTY, name: 'Mobile', website: 'https://m.example.com' };
    expect(await run(values, '3')).toEqual({ values, errors: {} });
  });
});
