import { describe, expect, it } from 'vitest';
import { ValidationCode } from '@pocket/contract';
import {
  EMPTY_APPLICATION_FORM,
  applicationFormResolver,
  type ApplicationFormValues,
} from './application-form.ts';

const run = (values: ApplicationFormValues, id?: string) =>
  applicationFormResolver(id)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the application form', () => {
  it('reports each broken rule with the contract codes', async () => {
    const { errors } = await run({ ...EMPTY_APPLICATION_FORM, website: 'ftp://x' });
    expect(errors.clientId?.message).toBe(ValidationCode.required);
    expect(errors.name?.message).toBe(ValidationCode.required);
    expect(errors.website?.message).toBe(ValidationCode.url);
  });

  it('needs no client id when editing', async () => {
    const values = { ...EMPTY_APPLICATION_FORM, name: 'Mobile', website: 'https://m.example.com' };
    expect(await run(values, '3')).toEqual({ values, errors: {} });
  });
});
