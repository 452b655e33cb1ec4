import { describe, expect, it } from 'vitest';
import { tenantCreateSchema, ValidationCode } from '@pocket/contract';
import {
  EMPTY_TENANT_FORM,
  tenantFormResolver,
  toTenantCreateBody,
  toTenantUpdateBody,
  type TenantFormValues,
} from './tenant-form.ts';

const run = (mode: 'create' | 'edit', values: TenantFormValues) =>
  tenantFormResolver(mode, '7')(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the tenant form', () => {
  it('sends a new tenant with the server defaults and numbers left empty left out', () => {
    const body = toTenantCreateBody({
      ...EMPTY_TENANT_FORM,
      code: ' school1 ',
      name: 'School',
      passwordExpire: '',
    });
    expect(body).toMatchObject({
      code: 'school1',
      name: 'School',
      status: 'NORMAL',
      passwordErrorNum: '5',
      passwordErrorLockTime: '30',
      isMultipleLogin: true,
    });
    expect(body.passwordExpire).toBeUndefined();
    expect(tenantCreateSchema.safeParse(body).success).toBe(true);
    expect(toTenantUpdateBody('7', { ...EMPTY_TENANT_FORM, name: 'School' })).toMatchObject({ id: '7' });
  });

  it('reports every broken rule with the contract codes', async () => {
    const result = await run('create', {
      ...EMPTY_TENANT_FORM,
      code: 'a-b',
      name: '',
      passwordErrorNum: '-1',
      passwordErrorLockTime: '0',
      passwordExpire: 'soon',
    });
    expect(result.errors.code?.message).toBe('length:4:10');
    expect(result.errors.name?.message).toBe(ValidationCode.required);
    expect(result.errors.passwordErrorNum?.message).toBe(ValidationCode.invalid);
    expect(result.errors.passwordErrorLockTime?.message).toBe(ValidationCode.intPositive);
    expect(result.errors.passwordExpire?.message).toBe(ValidationCode.invalid);
  });

  it('asks for a code when creating, and not when editing', async () => {
    const values = { ...EMPTY_TENANT_FORM, name: 'School' };
    expect((await run('create', values)).errors.code?.message).toBe(ValidationCode.required);
    expect(await run('edit', values)).toEqual({ values, errors: {} });
  });
});
